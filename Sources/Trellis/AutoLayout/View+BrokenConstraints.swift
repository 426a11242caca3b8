extension View {
    /// The layout constraints of this view's hierarchy that Auto Layout is not satisfying now:
    /// each broken to resolve a conflict and not put back since (UIKit keeps no such list; its
    /// log says which one it broke). Its conflict was reported (``LayoutIssue``) when it was broken.
    public var brokenConstraints: [LayoutConstraint] {
        let root = rootView
        root.layoutIfNeeded()
        guard let engine = root.autoLayout.engine else { return [] }
        return Array(engine.broken.values)
    }

    /// Puts back every broken constraint of this view's hierarchy that the other constraints let
    /// hold now, lays the hierarchy out again and returns those still broken.
    ///
    /// The engine puts a broken constraint back after a constraint is removed or changed; a
    /// constraint broken in an intermediate pass (before a root took its final size) can stay
    /// broken though the final size lets it hold. UIKit, whose nib loads at the stored frames and
    /// solves again at the window's size, would not have broken it: this gives the hierarchy
    /// UIKit's final state, and the constraints it would report broken.
    @discardableResult
    public func restoreBrokenConstraintsThatHold() -> [LayoutConstraint] {
        let root = rootView
        root.layoutIfNeeded()
        guard let engine = root.autoLayout.engine, !engine.broken.isEmpty else { return [] }
        engine.retryBroken()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        return Array(engine.broken.values)
    }
}
