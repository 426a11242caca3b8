import TrellisSolver

/// Intrinsic size as Auto Layout sees it: per axis, content hugging (`length ≤ intrinsic`) and
/// compression resistance (`length ≥ intrinsic`) at the view's priorities.
extension LayoutEngine {
    /// Regenerates hugging and compression-resistance constraints from the intrinsic size.
    func updateIntrinsic(_ view: View, counting: Bool = true) {
        guard !needsRebuild else { return }
        // A leaf stays one until it has an intrinsic size.
        if autoresizedLeaves[ItemKey(view)] != nil && view.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) { return }
        guard let v = variables(of: view) else { return }
        // The intrinsic size is the alignment rectangle's, as in UIKit.
        let size = view.intrinsicContentSize, i = view.alignmentRectInsets
        var made: [(Constraint, owner: ConstraintOwner)] = []
        let box = WeakBox(value: view)
        for (axis, value, variable) in [(LayoutAxis.horizontal, size.width, v.width - (i.left + i.right)),
                                        (.vertical, size.height, v.height - (i.top + i.bottom))]
        where value != View.noIntrinsicMetric && value.isFinite {
            let hug = (variable <= value).priority(view.contentHuggingPriority(for: axis).solverPriority)
            let cr = (variable >= value).priority(view.contentCompressionResistancePriority(for: axis).solverPriority)
            made += [(hug, .hugging(box, axis, value)), (cr, .compressionResistance(box, axis, value))]
        }
        // A new size or priority changes the constants and priorities in place.
        intrinsic[ItemKey(view)] = replace(intrinsic[ItemKey(view)] ?? [], with: made)
        if counting { incrementalUpdates += 1 }
        needsSolve = true
        root.setNeedsLayout()
    }
}
