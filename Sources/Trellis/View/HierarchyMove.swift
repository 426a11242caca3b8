/// The notifications of one view changing superview, in UIKit's order: `willMove(toSuperview:)`,
/// then (when the window changes) `willMove(toWindow:)` down the moved subtree; after the move
/// `didMoveToSuperview()`, `didMoveToWindow()` down the subtree, and `traitCollectionDidChange(_:)`
/// where the new window gives other traits.
struct HierarchyMove {
    let view: View
    let newSuperview: View?
    let oldWindow: Window?
    let newWindow: Window?

    init(_ view: View, to newSuperview: View?) {
        self.view = view
        self.newSuperview = newSuperview
        oldWindow = view.window
        newWindow = newSuperview?.window
    }

    private var windowChanges: Bool { oldWindow !== newWindow }

    func willMove() {
        view.willMove(toSuperview: newSuperview)
        if windowChanges { for v in view.subtree { v.willMove(toWindow: newWindow) } }
    }

    func didMove() {
        view.didMoveToSuperview()
        guard windowChanges else { return }
        let subtree = view.subtree
        for v in subtree { v.didMoveToWindow() }
        let before = TraitCollection(window: oldWindow), after = TraitCollection(window: newWindow)
        if before != after { View.announceTraitChange(from: before, in: subtree) }
    }
}
