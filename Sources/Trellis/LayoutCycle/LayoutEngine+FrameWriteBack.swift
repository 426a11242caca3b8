import TrellisSolver

/// The views and guides a solve writes back, parents first, with every variable to read in one
/// call to the solver; made again when the engine's items change. Views and guides are held
/// unowned: the root owns the engine, and the plan is dropped before any item leaves.
struct WriteBackPlan {
    struct Held<Item: AnyObject> { unowned let item: Item }
    /// The managed views, parents before children, and the index of each one's superview (−1 for the root).
    var views: [Held<View>] = []
    var parents: [Int] = []
    /// Every guide of those views and the index of its owner.
    var guides: [Held<LayoutGuide>] = []
    var owners: [Int] = []
    /// Four variables (left, top, width, height) per view, then four per guide.
    var variables: [Variable] = []
}

/// The solution written back: each view's frame in its superview, each edge rounded to the pixel
/// grid in the root's space (so adjacent views stay adjacent), and each guide's layout frame.
extension LayoutEngine {
    var scale: Double { root.contentScaleFactor }

    /// The plan of the current items (the managed views reachable from the root through managed views).
    func makeWriteBackPlan() -> WriteBackPlan {
        var plan = WriteBackPlan()
        func visit(_ view: View, parent: Int) {
            guard let v = items[ObjectIdentifier(view)] else { return }
            let index = plan.views.count
            plan.views.append(.init(item: view))
            plan.parents.append(parent)
            plan.variables += [v.left, v.top, v.width, v.height]
            for sub in view.subviews { visit(sub, parent: index) }
        }
        visit(root, parent: -1)
        for (index, held) in plan.views.enumerated() {
            let view = held.item
            for guide in view.allLayoutGuides {
                guard let g = items[ObjectIdentifier(guide)] else { continue }
                plan.guides.append(.init(item: guide))
                plan.owners.append(index)
                plan.variables += [g.left, g.top, g.width, g.height]
            }
        }
        return plan
    }

    /// Writes every frame and guide frame of the solution, rounding each view's edges to the
    /// pixel grid in the root's space.
    func writeBack(scale s: Double) {
        if writeBackPlan == nil { writeBackPlan = makeWriteBackPlan() }
        let plan = writeBackPlan!
        let values = solver.values(of: plan.variables)
        // Each view's rounded left and top edges in the root's space, for its subviews and guides.
        var origins = [(Double, Double)](repeating: (0, 0), count: plan.views.count)
        for (k, held) in plan.views.enumerated() {
            let view = held.item, left = values[4 * k], top = values[4 * k + 1]
            let x0 = left.roundedToPixel(scale: s), y0 = top.roundedToPixel(scale: s)
            let x1 = (left + values[4 * k + 2]).roundedToPixel(scale: s)
            let y1 = (top + values[4 * k + 3]).roundedToPixel(scale: s)
            origins[k] = (x0, y0)
            let p = plan.parents[k]
            guard p >= 0 else { continue }
            // A frame the engine changes schedules the superview's layout pass, in which UIKit
            // applies the engine's results: overrides of its `layoutSubviews` see the new frames.
            let f = Rect(x: x0 - origins[p].0, y: y0 - origins[p].1, width: x1 - x0, height: y1 - y0)
            view.engineFrame = f
            if view.untransformedFrame != f {
                view.applyLayoutFrame(f)
                let parent = plan.views[p].item
                if !parent.needsLayout { parent.setNeedsLayout() }
            }
        }
        let base = 4 * plan.views.count
        for (k, guide) in plan.guides.enumerated() {
            let (x0, y0) = origins[plan.owners[k]], i = base + 4 * k
            guide.item.layoutFrame = Rect(x: values[i] - x0, y: values[i + 1] - y0, width: values[i + 2], height: values[i + 3])
        }
    }

    /// Gives a managed view the frame of the last solve again (its superview is being laid out).
    func reapplyFrame(of view: View) {
        guard let f = view.engineFrame, isManaged(view), view.untransformedFrame != f else { return }
        view.applyLayoutFrame(f)
    }
}
