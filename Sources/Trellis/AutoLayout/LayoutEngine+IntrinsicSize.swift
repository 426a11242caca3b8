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
        made.reserveCapacity(4)
        let box = WeakBox(value: view)
        func addBoth(_ axis: LayoutAxis, _ value: Double, _ length: Variable, _ insets: Double) {
            guard value != View.noIntrinsicMetric && value.isFinite else { return }
            let variable = length - insets
            let hug = Constraint(variable - value, .lessThanOrEqual, priority: view.contentHuggingPriority(for: axis).solverPriority)
            let cr = Constraint(variable - value, .greaterThanOrEqual,
                                priority: view.contentCompressionResistancePriority(for: axis).solverPriority)
            made.append((hug, .hugging(box, axis, value)))
            made.append((cr, .compressionResistance(box, axis, value)))
        }
        addBoth(.horizontal, size.width, v.width, i.left + i.right)
        addBoth(.vertical, size.height, v.height, i.top + i.bottom)
        // A new size or priority changes the constants and priorities in place. (A view without
        // an intrinsic size, most of them, had none and has none: nothing to replace.)
        let key = ItemKey(view)
        if !made.isEmpty || intrinsic[key] != nil { intrinsic[key] = replace(intrinsic[key] ?? [], with: made) }
        if counting { incrementalUpdates += 1 }
        needsSolve = true
        root.setNeedsLayout()
    }
}
