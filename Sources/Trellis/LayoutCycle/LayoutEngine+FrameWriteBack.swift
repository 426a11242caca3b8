/// The solution written back: each view's frame in its superview, each edge rounded to the pixel
/// grid in the root's space (so adjacent views stay adjacent), and each guide's layout frame.
extension LayoutEngine {
    var scale: Double { root.contentScaleFactor }

    /// Writes frames top-down, rounding each edge to the pixel grid in the root's space.
    func apply(_ view: View, parentEdges: (Double, Double), scale s: Double) {
        guard let v = items[ObjectIdentifier(view)] else { return }
        let left = solver.value(of: v.left), top = solver.value(of: v.top)
        let x0 = left.roundedToPixel(scale: s), y0 = top.roundedToPixel(scale: s)
        let x1 = (left + solver.value(of: v.width)).roundedToPixel(scale: s)
        let y1 = (top + solver.value(of: v.height)).roundedToPixel(scale: s)
        if view !== root {
            // A frame the engine changes schedules the superview's layout pass, in which UIKit
            // applies the engine's results: overrides of its `layoutSubviews` see the new frames.
            let f = Rect(x: x0 - parentEdges.0, y: y0 - parentEdges.1, width: x1 - x0, height: y1 - y0)
            view.engineFrame = f
            if view.untransformedFrame != f {
                view.applyLayoutFrame(f)
                if let parent = view.superview, !parent.needsLayout { parent.setNeedsLayout() }
            }
        }
        func place(_ guide: LayoutGuide) {
            if let g = items[ObjectIdentifier(guide)] {
                guide.layoutFrame = Rect(x: solver.value(of: g.left) - x0, y: solver.value(of: g.top) - y0,
                                         width: solver.value(of: g.width), height: solver.value(of: g.height))
            }
        }
        for guide in view.allLayoutGuides { place(guide) }
        if let scroll = view as? ScrollView, let content = scroll.contentGuideStorage, items[ObjectIdentifier(content)] != nil {
            scroll.contentSizeFromLayout(content.layoutFrame.size)
        }
        for sub in view.subviews { apply(sub, parentEdges: (x0, y0), scale: s) }
    }

    /// Gives a managed view the frame of the last solve again (its superview is being laid out).
    func reapplyFrame(of view: View) {
        guard let f = view.engineFrame, isManaged(view), view.untransformedFrame != f else { return }
        view.applyLayoutFrame(f)
    }
}
