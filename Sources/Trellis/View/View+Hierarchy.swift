extension View {
    /// Where a view sits in the tree of views.
    ///
    /// The two references up are unowned and unretained, not weak: a layout pass reads them for
    /// every view, and a weak read copies through the runtime (with the whole struct, a third of a
    /// resize step under perf). They never dangle: a view is its superview's subview until it
    /// leaves (which clears `superview`) or the superview is freed (its deinit clears it), and a
    /// controller clears `viewController` when it lets its view go or is freed.
    struct Hierarchy {
        unowned(unsafe) var superview: View?
        var subviews: [View] = []
        /// The view controller whose root view this is (UIKit's private `_viewDelegate`).
        unowned(unsafe) var viewController: ViewController?
        /// The nearest ``Window`` among this view and its ancestors, kept up to date by every
        /// change of superview (``View/setWindowOfSubtree(_:)``) so that ``View/window`` does not
        /// walk up: text measurement and layout direction ask for it many times per layout pass.
        /// It never dangles: a window freed clears it in its former subtree (its deinit).
        unowned(unsafe) var window: Window?
    }
}

extension View {
    /// The view containing this one (UIKit's `superview`); `nil` for a root.
    public var superview: View? { hierarchy.superview }

    /// The views this view contains, back to front (UIKit's `subviews`).
    public var subviews: [View] { hierarchy.subviews }

    /// The window the view is in, if any.
    public var window: Window? { hierarchy.window }

    /// Records `window` as the window of this view and its descendants (not of a ``Window`` among
    /// them, nor of its subtree: they are in that window): after a change of superview, the new
    /// superview's window (`nil` when the view leaves).
    func setWindowOfSubtree(_ window: Window?) {
        // A window is its own window (and its subtree's); every other view of the subtree has the
        // subtree's root's, so a root already recording `window` has a subtree that does too.
        guard hierarchy.window !== window, hierarchy.window !== self else { return }
        hierarchy.window = window
        windowDidChange()
        for s in hierarchy.subviews { s.setWindowOfSubtree(window) }
    }

    /// The topmost ancestor (the view itself when it has no superview).
    public var rootView: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// Adds a subview on top of the others; a view already elsewhere is moved.
    ///
    /// Adding a view to itself or to one of its descendants would make a cycle: UIKit raises;
    /// Trellis ignores the request and reports it (use ``insertSubviewChecked(_:at:)`` to get an error).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a subview at an index of ``subviews`` (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        do { try insertSubviewChecked(view, at: index) } catch {
            View.invalidGeometryHandler("\(error)")
        }
    }

    /// Inserts a subview, throwing when it would create a cycle.
    ///
    /// A view coming from elsewhere hears ``willMove(toSuperview:)`` and ``didMoveToSuperview()``,
    /// its subtree ``willMove(toWindow:)`` and ``didMoveToWindow()`` when the window changes, and
    /// this view ``didAddSubview(_:)``, in UIKit's order.
    public func insertSubviewChecked(_ view: View, at index: Int) throws(ViewHierarchyError) {
        if isDescendant(of: view) { throw .cycle(adding: view.debugName, to: debugName) }
        let wasHere = view.superview === self
        let move = wasHere ? nil : HierarchyMove(view, to: self)
        move?.willMove()
        if view.superview != nil {
            if wasHere, let i = subviews.firstIndex(where: { $0 === view }) {
                hierarchy.subviews.remove(at: i)
            } else {
                view.detachFromSuperview(joining: hierarchy.window)
            }
        }
        let i = min(max(index, 0), subviews.count)
        hierarchy.subviews.insert(view, at: i)
        view.hierarchy.superview = self
        view.setWindowOfSubtree(hierarchy.window)
        view.insetInputsDidChange()
        if !wasHere {
            view.didJoinHierarchy()
            if view.cycle.needsUpdateConstraints || view.cycle.descendantNeedsUpdateConstraints { view.flagAncestorsNeedUpdateConstraints() }
            didAddSubview(view)
        }
        move?.didMove()
    }

    /// Inserts a subview just above `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let i = subviews.firstIndex(where: { $0 === sibling }).map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: indexAfterRemoving(view, target: i))
    }

    /// Inserts a subview just below `sibling` (at the back when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        let i = subviews.firstIndex(where: { $0 === sibling }) ?? 0
        insertSubview(view, at: indexAfterRemoving(view, target: i))
    }

    /// `target` is an index in the current ``subviews``; when `view` is already a subview before it,
    /// taking it out first shifts the target down by one.
    private func indexAfterRemoving(_ view: View, target: Int) -> Int {
        guard let current = subviews.firstIndex(where: { $0 === view }), current < target else { return target }
        return target - 1
    }

    /// Detaches the view from its superview; constraints between it (or its subviews) and views
    /// outside are removed, as in UIKit.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let move = HierarchyMove(self, to: nil)
        move.willMove()
        detachFromSuperview(joining: nil)
        move.didMove()
    }

    /// Takes the view out of its superview without the move notifications (``removeFromSuperview()``
    /// and a move to another superview send them). Its subtree takes `newWindow` at once: nil when
    /// it is removed, the new superview's window when it moves, so that the subtree is walked
    /// once, not left for no window and then joined to the new one.
    private func detachFromSuperview(joining newWindow: Window?) {
        guard let parent = superview, let i = parent.subviews.firstIndex(where: { $0 === self }) else { return }
        parent.willRemoveSubview(self)
        removeConstraintsCrossing(from: parent)
        willLeaveHierarchy()
        parent.hierarchy.subviews.remove(at: i)
        hierarchy.superview = nil
        setWindowOfSubtree(newWindow)
        insetInputsDidChange()
        parent.setNeedsLayout()
        setNeedsLayout()
    }

    /// Moves a subview in front of its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        let moved = hierarchy.subviews.remove(at: i)
        hierarchy.subviews.append(moved)
    }

    /// Moves a subview behind its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        let moved = hierarchy.subviews.remove(at: i)
        hierarchy.subviews.insert(moved, at: 0)
    }

    /// This view or the first descendant (depth first) with the tag.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    /// This view and all its descendants, parents before children.
    public var subtree: [View] {
        var out: [View] = []
        func walk(_ v: View) { out.append(v); v.subviews.forEach(walk) }
        walk(self)
        return out
    }

    /// A short name for diagnostics: the identifier, else the class name.
    public var debugName: String { accessibilityIdentifier ?? "\(type(of: self))" }
}
