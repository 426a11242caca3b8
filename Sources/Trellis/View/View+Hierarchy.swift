extension View {
    /// Adds `view` at the end of ``subviews`` (on top), removing it from its previous superview first
    /// (`UIView.addSubview(_:)`); re-adding an existing subview moves it to the front.
    ///
    /// UIKit raises an exception when `view` is the receiver or one of its ancestors; Trellis ignores that
    /// request and records it in ``ignoredRequests`` (``addSubviewChecked(_:)`` throws instead).
    /// Marks both the receiver and `view` as needing layout, as UIKit does.
    public func addSubview(_ view: View) {
        recordingHierarchyErrors { () throws(ViewHierarchyError) in try addSubviewChecked(view) }
    }

    /// ``addSubview(_:)`` that throws ``ViewHierarchyError`` for a cycle instead of ignoring it.
    public func addSubviewChecked(_ view: View) throws(ViewHierarchyError) {
        try insertSubviewChecked(view, at: Int.max)
    }

    /// Inserts `view` at `index` in ``subviews`` (`UIView.insertSubview(_:at:)`), after removing it from its
    /// previous superview. An index out of range is clamped to `0...subviews.count` (UIKit raises).
    /// Cycles are ignored and recorded, as in ``addSubview(_:)``.
    public func insertSubview(_ view: View, at index: Int) {
        recordingHierarchyErrors { () throws(ViewHierarchyError) in try insertSubviewChecked(view, at: index) }
    }

    /// ``insertSubview(_:at:)`` that throws for a cycle instead of ignoring it.
    public func insertSubviewChecked(_ view: View, at index: Int) throws(ViewHierarchyError) {
        if view === self {
            throw .addingViewToItself(view: diagnosticName)
        }
        if isDescendant(of: view) {
            throw .addingAncestorAsSubview(view: view.diagnosticName, into: diagnosticName)
        }
        let oldWindow = view.window
        let newWindow = window
        let windowChanges = oldWindow !== newWindow
        if windowChanges { view.notifySubtree { $0.willMove(toWindow: newWindow) } }
        let sameSuperview = view.superview === self
        if !sameSuperview {
            view.willMove(toSuperview: self)
            view.detachFromSuperview()
        } else {
            subviews.removeAll { $0 === view }
        }
        let position = Swift.min(Swift.max(index, 0), subviews.count)
        subviews.insert(view, at: position)
        view.superview = self
        if !sameSuperview {
            view.layoutEngineDidMoveToSuperview()
            view.didMoveToSuperview()
            didAddSubview(view)
        }
        if windowChanges { view.notifySubtree { $0.didMoveToWindow() } }
        view.setNeedsLayout()
        view.propagateNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Inserts `view` just above `siblingSubview` (`UIView.insertSubview(_:aboveSubview:)`). When
    /// `siblingSubview` is not a subview of the receiver, `view` is added on top.
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        let position = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? Int.max
        insertAdjusting(view, at: position)
    }

    /// Inserts `view` just below `siblingSubview` (`UIView.insertSubview(_:belowSubview:)`). When
    /// `siblingSubview` is not a subview of the receiver, `view` is inserted at the back.
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        let position = subviews.firstIndex { $0 === siblingSubview } ?? 0
        insertAdjusting(view, at: position)
    }

    /// Removes the view from its superview (`UIView.removeFromSuperview()`); does nothing without one.
    /// Marks the former superview as needing layout.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        if oldWindow != nil { notifySubtree { $0.willMove(toWindow: nil) } }
        willMove(toSuperview: nil)
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { notifySubtree { $0.didMoveToWindow() } }
        parent.setNeedsLayout()
    }

    /// Moves `view` to the end of ``subviews`` (drawn on top) (`UIView.bringSubviewToFront(_:)`);
    /// does nothing if it is not a subview.
    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    /// Moves `view` to the start of ``subviews`` (drawn behind the others) (`UIView.sendSubviewToBack(_:)`);
    /// does nothing if it is not a subview.
    public func sendSubviewToBack(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    /// Swaps the subviews at two indices (`UIView.exchangeSubview(at:withSubviewAt:)`); out-of-range
    /// indices are ignored.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// True when the receiver is `view` or one of its descendants (`UIView.isDescendant(of:)`).
    public func isDescendant(of view: View) -> Bool {
        var node: View? = self
        while let current = node {
            if current === view { return true }
            node = current.superview
        }
        return false
    }

    /// The window the view is in (`UIView.window`): the root of its hierarchy if that root is a ``Window``.
    public var window: Window? {
        rootView as? Window
    }

    /// The topmost ancestor (the receiver itself when it has no superview).
    public var rootView: View {
        var node = self
        while let parent = node.superview { node = parent }
        return node
    }

    /// The first view with `tag` in a depth-first search starting with the receiver (`UIView.viewWithTag(_:)`).
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The first view whose ``accessibilityIdentifier`` is `identifier`, depth-first from the receiver.
    public func viewWithIdentifier(_ identifier: String) -> View? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.viewWithIdentifier(identifier) { return found }
        }
        return nil
    }

    // MARK: Private helpers

    private func insertAdjusting(_ view: View, at position: Int) {
        var index = position
        if let current = subviews.firstIndex(where: { $0 === view }), current < position, position != Int.max {
            index -= 1   // removing the view first shifts the later indices down
        }
        insertSubview(view, at: index)
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        layoutEngineWillRemoveFromSuperview()
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    private func notifySubtree(_ body: (View) -> Void) {
        body(self)
        for subview in subviews { subview.notifySubtree(body) }
    }

    private func recordingHierarchyErrors(_ body: () throws(ViewHierarchyError) -> Void) {
        do {
            try body()
        } catch {
            record(.hierarchy(error))
        }
    }
}
