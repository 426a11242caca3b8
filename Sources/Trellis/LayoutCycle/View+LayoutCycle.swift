/// UIKit's layout cycle: `setNeedsLayout` schedules, `layoutIfNeeded` runs the update-constraints
/// pass (children first), solves Auto Layout and calls `layoutSubviews` top-down on each view that
/// needs it. A bounds-size change, a rotation or an explicit request schedules a pass; nothing runs
/// twice when nothing changed.
extension View {
    /// Schedules a layout pass for this view (UIKit's `setNeedsLayout`).
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out now whatever is scheduled in this view's hierarchy: updates constraints, solves
    /// Auto Layout, then calls ``layoutSubviews()`` top-down on each view needing layout.
    /// Nothing runs when nothing changed.
    public func layoutIfNeeded() {
        rootView.runLayoutPass()
    }

    /// Schedules ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        rootView.engineStorage?.needsSolve = true
    }

    /// Runs ``updateConstraints()`` on this view and its descendants that asked for it, children first.
    public func updateConstraintsIfNeeded() {
        for s in subviews { s.updateConstraintsIfNeeded() }
        if needsUpdateConstraintsFlag {
            needsUpdateConstraintsFlag = false
            updateConstraints()
        }
    }

    /// Whether any view in this subtree is scheduled for layout.
    var subtreeNeedsLayout: Bool { needsLayout || subviews.contains { $0.subtreeNeedsLayout } }

    func runLayoutPass() {
        for _ in 0..<8 {
            updateConstraintsIfNeeded()
            let solved = solveAutoLayoutIfNeeded()
            guard subtreeNeedsLayout || solved else { return }
            layoutSubviewsTopDown()
            if !(engineStorage?.needsSolve ?? false) && !subtreeNeedsLayout { return }
        }
    }

    /// A view whose ``layoutSubviews()`` is running is not laid out again re-entrantly (when it calls
    /// `setNeedsLayout()` and `layoutIfNeeded()` on itself); it stays scheduled for the next pass.
    func layoutSubviewsTopDown() {
        if needsLayout && !isInLayoutSubviews {
            needsLayout = false
            layoutSubviewsCount += 1
            isInLayoutSubviews = true
            layoutSubviews()
            layoutSubviewsHandler?(self)
            isInLayoutSubviews = false
        }
        for s in subviews { s.layoutSubviewsTopDown() }
    }
}
