extension View {
    /// Reacts to a bounds size change: autoresizes the subviews (when ``autoresizesSubviews``), lets the layout
    /// engine know, and marks the view as needing layout. Called by the `bounds`/`frame` setters.
    func boundsSizeDidChange(from oldSize: Size) {
        if autoresizesSubviews {
            resizeSubviews(withOldSize: oldSize)
        }
        layoutEngineBoundsSizeDidChange(from: oldSize)
        setNeedsLayout()
    }

    /// Applies each subview's ``autoresizingMask`` for a change of the receiver's bounds size from `oldSize`
    /// to the current size (AppKit's `resizeSubviews(withOldSize:)`; UIKit does this privately in its
    /// bounds setter). A subview whose size changes in turn resizes its own subviews.
    func resizeSubviews(withOldSize oldSize: Size) {
        for subview in subviews where autoresizingApplies(to: subview) {
            subview.resize(withOldSuperviewSize: oldSize)
        }
    }

    /// Moves and resizes the receiver per its ``autoresizingMask`` after the superview's bounds size changed
    /// from `oldSize` (AppKit's `resize(withOldSuperviewSize:)`). Margins are measured from the superview's
    /// visible top-left corner (its bounds origin). With a non-identity ``transform`` UIKit calls the result
    /// undefined; Trellis applies the rule to the frame (the bounding box) and sets it as ``frame`` documents.
    func resize(withOldSuperviewSize oldSize: Size) {
        guard let parent = superview, !autoresizingMask.isEmpty else { return }
        let visible = parent.bounds
        let current = frame.offsetBy(dx: -visible.minX, dy: -visible.minY)
        let resized = autoresizingMask.resizedFrame(current, oldSuperviewSize: oldSize,
                                                    newSuperviewSize: visible.size)
        if resized != current {
            frame = resized.offsetBy(dx: visible.minX, dy: visible.minY)
        }
    }
}
