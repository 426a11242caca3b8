extension View {
    /// What a view contributes to Auto Layout, and the engine of the hierarchy it is the root of.
    struct AutoLayoutState {
        var translatesAutoresizingMaskIntoConstraints = true
        /// Constraints installed on this view.
        var constraints: [LayoutConstraint] = []
        /// Guides owned by this view.
        var layoutGuides: [LayoutGuide] = []
        var semanticContentAttribute = SemanticContentAttribute.unspecified
        /// The Auto Layout engine of the hierarchy this view is the root of.
        var engine: LayoutEngine?
        /// Whether the hierarchy this view is the root of uses Auto Layout, once known; forgotten
        /// when a constraint, a `translatesAutoresizingMaskIntoConstraints` or the hierarchy changes.
        var usesAutoLayout: Bool?
        /// The constraints the DSL made for this view (``MadeConstraintList``), made on first use.
        var madeConstraints: MadeConstraintList?
    }

    /// Whether the view's frame and autoresizing mask become constraints (UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`, `true` for views made in code).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMaskIntoConstraints }
        set {
            let old = autoLayout.translatesAutoresizingMaskIntoConstraints
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            if newValue != old { autoLayoutUseMayHaveChanged() }
            autoresizingConstraintsDidChange()
        }
    }

    /// Constraints installed on this view (each on the nearest common ancestor of its items).
    public var constraints: [LayoutConstraint] { autoLayout.constraints }

    /// Guides owned by this view.
    public var layoutGuides: [LayoutGuide] { autoLayout.layoutGuides }

    /// Forces a layout direction for leading/trailing (UIKit's `semanticContentAttribute`). A
    /// change translates the constraints on leading and trailing in and above the view again.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { autoLayout.semanticContentAttribute }
        set {
            guard newValue != autoLayout.semanticContentAttribute else { return }
            autoLayout.semanticContentAttribute = newValue
            insetInputsDidChange()
            rootView.autoLayout.engine?.layoutDirectionDidChange(below: self)
            setNeedsLayout()
        }
    }
}

extension View {
    /// Installs a constraint on this view (UIKit's `addConstraint(_:)`; prefer `isActive = true`,
    /// which picks the nearest common ancestor).
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard constraint.installedView == nil else { return }
        autoLayout.constraints.append(constraint)
        constraint.installedView = self
        let root = rootView
        root.autoLayout.usesAutoLayout = true
        root.autoLayout.engine?.add(constraint)
    }

    /// Installs several constraints on this view.
    public func addConstraints(_ constraints: [LayoutConstraint]) { constraints.forEach(addConstraint) }

    /// Removes a constraint installed on this view.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.installedView === self, let i = constraints.firstIndex(where: { $0 === constraint }) else { return }
        let root = rootView
        root.autoLayout.engine?.remove(constraint)
        root.autoLayout.usesAutoLayout = nil
        autoLayout.constraints.remove(at: i)
        constraint.installedView = nil
    }

    /// Removes several constraints installed on this view.
    public func removeConstraints(_ constraints: [LayoutConstraint]) { constraints.forEach(removeConstraint) }

    /// The nearest view that is an ancestor of (or equal to) both.
    public func nearestCommonAncestor(with other: View) -> View? {
        var ancestors = Set<ObjectIdentifier>()
        var v: View? = self
        while let c = v { ancestors.insert(ObjectIdentifier(c)); v = c.superview }
        v = other
        while let c = v {
            if ancestors.contains(ObjectIdentifier(c)) { return c }
            v = c.superview
        }
        return nil
    }

    /// Adds a guide owned by this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.layoutGuides.append(guide)
        rootView.autoLayout.engine?.didAdd(guide)
        setNeedsLayout()
    }

    /// Removes a guide owned by this view.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        rootView.autoLayout.engine?.willRemove(guide)
        autoLayout.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        setNeedsLayout()
    }

    /// Every view, guide and constraint that affects this view's frame on an axis, from the engine
    /// (UIKit's `constraintsAffectingLayout(for:)`): the active constraints whose items include the view.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        rootView.subtree.flatMap(\.constraints).filter { c in
            (c.firstItem === self && c.firstAttribute.axis == axis) || (c.secondItem === self && c.secondAttribute.axis == axis)
        }
    }

    /// Removes constraints that relate this subtree to views outside it, installed at or above
    /// `parent` (UIKit does this when a view leaves its superview). A constraint with one item
    /// (a width of its own) or with both items inside stays.
    func removeConstraintsCrossing(from parent: View) {
        let inside = Set(subtree.map { ObjectIdentifier($0) })
        func isInside(_ item: LayoutItem) -> Bool {
            item.owningViewForLayout.map { inside.contains(ObjectIdentifier($0)) } ?? false
        }
        var v: View? = parent
        while let host = v {
            for c in host.constraints {
                let items = [c.firstItem, c.secondItem].compactMap { $0 }
                let insideCount = items.filter(isInside).count
                if insideCount > 0 && insideCount < items.count { host.removeConstraint(c) }
            }
            v = host.superview
        }
    }

    // MARK: Hooks from the view model

    /// The view was added to a superview: the hierarchy's engine takes in its subtree (the
    /// engine the view had as a root is dropped).
    func didJoinHierarchy() {
        autoLayout.engine = nil
        autoLayout.usesAutoLayout = nil
        let root = rootView
        if root.autoLayout.usesAutoLayout == false { root.autoLayout.usesAutoLayout = nil }
        root.autoLayout.engine?.didAdd(self)
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// The view is leaving its superview: the hierarchy's engine lets go of its subtree.
    func willLeaveHierarchy() {
        let root = rootView
        root.autoLayout.engine?.willRemove(self)
        root.autoLayout.usesAutoLayout = nil
        superview?.setNeedsLayout()
    }

    func autoLayoutUseMayHaveChanged() {
        rootView.autoLayout.usesAutoLayout = nil
    }

    /// The frame, bounds or center was set: the engine regenerates the view's autoresizing
    /// constraints, and the insets of the guides below may have moved.
    func autoresizingConstraintsDidChange() {
        guard let engine = rootView.autoLayout.engine else { return }
        engine.updateAutoresizing(self)
        if engine.root !== self {
            engine.guidesNeedRefresh = true
            if !translatesAutoresizingMaskIntoConstraints { engine.framesSetByHand = true }
        }
    }

    /// A change of geometry the engine does not follow by itself (a transform): the insets of the
    /// guides below may have moved.
    func geometryDidChange() {
        rootView.autoLayout.engine?.guidesNeedRefresh = true
    }

    func hiddenDidChange() {
        superview?.setNeedsLayout()
    }

    /// The bounds size changed: the view is laid out again (``setNeedsLayout()``), and a root's
    /// engine solves for its new size. (One read of the weak `superview` for both.)
    func boundsSizeDidChange() {
        cycle.needsLayout = true
        if let parent = superview { parent.flagAsHavingScheduledDescendant() } else { autoLayout.engine?.needsSolve = true }
    }

    /// The engine when this view's hierarchy uses Auto Layout.
    var engineRoot: LayoutEngine? {
        let root = rootView
        if let e = root.autoLayout.engine, !e.needsRebuild { return e }
        return nil
    }

    /// Builds or updates the engine and writes frames; returns whether anything was solved.
    func solveAutoLayoutIfNeeded() -> Bool {
        func usesAutoLayout(_ view: View) -> Bool {
            !view.constraints.isEmpty || !view.translatesAutoresizingMaskIntoConstraints && view.superview != nil
                || view.subviews.contains(where: usesAutoLayout)
        }
        let usesAutoLayout = autoLayout.usesAutoLayout ?? usesAutoLayout(self)
        autoLayout.usesAutoLayout = usesAutoLayout
        guard usesAutoLayout else { autoLayout.engine = nil; return false }
        if autoLayout.engine == nil || autoLayout.engine!.needsRebuild || autoLayout.engine!.settingsGeneration != ProcessWideSettings.generation {
            autoLayout.engine = LayoutEngine(root: self)
        }
        return autoLayout.engine!.solveIfNeeded()
    }

    /// The problems the last layout pass of this hierarchy found (conflicts broken, ambiguity).
    public var layoutIssues: [LayoutIssue] {
        let root = rootView
        _ = root.solveAutoLayoutIfNeeded()
        return root.autoLayout.engine?.allIssues ?? []
    }
}
