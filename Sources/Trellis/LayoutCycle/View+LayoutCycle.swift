extension View {
    /// Marks the view as needing layout (`UIView.setNeedsLayout()`); the next ``layoutIfNeeded()`` on it or on
    /// an ancestor runs its ``layoutSubviews()`` once.
    public func setNeedsLayout() {
        needsLayout = true
        var node = superview
        while let ancestor = node, !ancestor.descendantNeedsLayout {
            ancestor.descendantNeedsLayout = true
            node = ancestor.superview
        }
    }

    /// Runs the layout pass now if anything needs it (`UIView.layoutIfNeeded()`):
    /// 1. the update-constraints pass over the whole hierarchy (``updateConstraintsIfNeeded()`` on the root);
    /// 2. the layout pass, top-down, starting at the topmost ancestor that needs layout (so a view's own layout
    ///    sees its superview's final frames) or at the receiver: every view marked ``needsLayout`` runs
    ///    ``layoutSubviews()`` once, then its subviews are visited. Clean subtrees are skipped, so calling it
    ///    again with nothing changed lays nothing out.
    public func layoutIfNeeded() {
        rootView.updateConstraintsIfNeeded()
        var start = self
        var node = superview
        while let ancestor = node {
            if ancestor.needsLayout { start = ancestor }
            node = ancestor.superview
        }
        start.layoutSubtreeIfNeeded()
    }

    /// The top-down layout pass over the receiver's subtree: ``layoutSubviews()`` on the receiver if it needs
    /// layout, then the same on each subview whose subtree needs it.
    ///
    /// A view whose `layoutSubviews()` is already running (it called `setNeedsLayout()` and `layoutIfNeeded()` on
    /// itself) is not laid out again re-entrantly; it stays marked for the next pass.
    func layoutSubtreeIfNeeded() {
        guard needsLayout || descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        if needsLayout, !isRunningLayoutSubviews {
            needsLayout = false
            isRunningLayoutSubviews = true
            layoutSubviews()
            isRunningLayoutSubviews = false
        }
        for subview in subviews where subview.superview === self {
            subview.layoutSubtreeIfNeeded()
        }
    }

    /// Marks the view's constraints as needing an update (`UIView.setNeedsUpdateConstraints()`); the next
    /// update-constraints pass calls ``updateConstraints()`` once.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        var node = superview
        while let ancestor = node, !ancestor.descendantNeedsUpdateConstraints {
            ancestor.descendantNeedsUpdateConstraints = true
            node = ancestor.superview
        }
    }

    /// Runs the update-constraints pass over the receiver's subtree now (`UIView.updateConstraintsIfNeeded()`):
    /// bottom-up, each subview's subtree first, then the receiver, calling ``updateConstraints()`` on every view
    /// marked by ``setNeedsUpdateConstraints()``.
    public func updateConstraintsIfNeeded() {
        if descendantNeedsUpdateConstraints {
            descendantNeedsUpdateConstraints = false
            for subview in subviews where subview.superview === self {
                subview.updateConstraintsIfNeeded()
            }
        }
        if needsUpdateConstraints {
            needsUpdateConstraints = false
            updateConstraints()
        }
    }

    /// Re-marks ancestors after the view moved into a new hierarchy with pending constraint updates.
    func propagateNeedsUpdateConstraints() {
        guard needsUpdateConstraints || descendantNeedsUpdateConstraints else { return }
        var node = superview
        while let ancestor = node, !ancestor.descendantNeedsUpdateConstraints {
            ancestor.descendantNeedsUpdateConstraints = true
            node = ancestor.superview
        }
    }
}
