extension View {
    /// The view's traits (UIKit's `traitCollection`): its window's screen's, with the view's own
    /// ``effectiveUserInterfaceLayoutDirection``; every trait unspecified outside a window.
    public var traitCollection: TraitCollection {
        guard let window else { return TraitCollection() }
        var traits = TraitCollection(screen: window.screen)
        traits.layoutDirection = effectiveUserInterfaceLayoutDirection
        return traits
    }

    /// Calls `traitCollectionDidChange(previous)` on each view of `views` (parents first) and on
    /// the view controller whose root view it is, just before the view — UIKit's order.
    /// `previous` are the window-wide traits before the change (each view's own layout direction
    /// is put in).
    static func announceTraitChange(from previous: TraitCollection, in views: [View]) {
        for view in views {
            var before = previous
            if before.layoutDirection != nil { before.layoutDirection = view.effectiveUserInterfaceLayoutDirection }
            guard before != view.traitCollection else { continue }
            view.hierarchy.viewController?.traitCollectionDidChange(before)
            view.traitCollectionDidChange(before)
        }
    }
}
