extension View {
    /// The height the view's constraints give it at `width` (required) with the height as small
    /// as they allow (fitting-size level): `systemLayoutSizeFitting` as UIKit runs it for a
    /// self-sizing cell, where multi-line labels and text views with scrolling disabled wrap at
    /// the widths the layout gives them — the fitting is solved again after each takes its
    /// width (at most three times).
    func selfSizingFit(width: Double) -> Size {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, fitting: (Size(width: width, height: 0), .required, .fittingSizeLevel))
        var size = engine.fittingSize()
        let wrapping = subtree.compactMap { $0 as? any LayoutWidthWrapping }.filter(\.wrapsAtLayoutWidth)
        for _ in 0..<3 where !wrapping.isEmpty {
            var changed = false
            for view in wrapping {
                guard let v = engine.items[ItemKey(view)], view.adoptLayoutWidth(engine.solver.value(of: v.width)) else { continue }
                engine.updateIntrinsic(view)
                changed = true
            }
            if !changed { break }
            size = engine.fittingSize()
        }
        return size
    }
}
