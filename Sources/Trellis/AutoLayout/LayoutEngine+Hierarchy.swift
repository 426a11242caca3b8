import TrellisSolver

/// Views, guides and constraints joining or leaving a laid-out hierarchy: only their own solver
/// constraints go in or out, as in UIKit's engine since iOS 12 (WWDC 2018, "High Performance
/// Auto Layout"); the rest of the tableau stays as it is. Building the engine is installing the
/// whole hierarchy at once.
extension LayoutEngine {
    /// Gives each view of `views` and each of their guides four variables. A view whose
    /// constraints use margin attributes gets its margins guide first: margin attributes are the
    /// edges of that guide, so a change of margins or of the safe area moves only its four
    /// constraints.
    func register(_ views: [View], except leaves: [View] = []) {
        let views = leaves.isEmpty ? views : views.filter { autoresizedLeaves[ItemKey($0)] == nil }
        for v in views {
            (v as? ScrollView)?.ensureScrollGuides()   // edges of a scroll view may mean its content area
            for c in v.constraints {
                if c.firstAttribute.isMarginRelative { (c.firstItem as? View)?.ensureMarginsGuide() }
                if c.secondAttribute.isMarginRelative { (c.secondItem as? View)?.ensureMarginsGuide() }
            }
        }
        for v in views { register(v) }
        for v in views { for g in v.allLayoutGuides { register(g) } }
    }

    /// Adds the solver constraints of registered views: translated frames, guide insets, the
    /// constraints installed on the views, then intrinsic sizes. Leaves have none.
    func install(_ views: [View]) {
        let views = autoresizedLeaves.isEmpty ? views : views.filter { autoresizedLeaves[ItemKey($0)] == nil }
        for v in views where v !== root { updateAutoresizing(v, counting: false) }
        let owners = views.filter { $0.hasInsetsGuide || $0 is ScrollView }
        guideOwners += owners.map(WeakBox.init)
        for v in owners { updateGuides(of: v, insets: GuideInsets(v)) }
        // Constraints made by an update-constraints pass (a stack view's) go in after those the
        // views already had, as in UIKit, where that pass runs after a document's constraints were
        // decoded: in a conflict (a hidden arranged view with a required height, whose
        // `UISV-hiding` asks for 0) the pass's constraint is the newer one and the one broken.
        var madeByPass: [LayoutConstraint] = []
        for v in views {
            for c in v.constraints where fitting == nil || isInside(c.firstItem, c.secondItem) {
                if c.isMadeByUpdateConstraintsPass { madeByPass.append(c) } else { add(c, counting: false) }
            }
        }
        for c in madeByPass { add(c, counting: false) }
        // Hugging and compression resistance last: optional, each goes in with its own error
        // as the row's subject once the structure is there (first, the required equalities
        // after them found only errors and slacks to solve for, and went through phase one).
        for v in views where v !== root { updateIntrinsic(v, counting: false) }
        needsSolve = true
    }

    // MARK: Views

    /// `view` (with its subtree) was added to a view of the hierarchy.
    func didAdd(_ view: View) {
        guard !needsRebuild else { return }
        guard let parent = view.superview, isManaged(parent) else { needsRebuild = true; return }
        materialize(parent)
        let views = view.subtree
        let leaves = autoresizedLeaves(among: views)
        addAutoresizedLeaves(leaves)
        register(views, except: leaves)
        install(views)
        installWaiting(above: parent, naming: Set(views.flatMap(\.itemIdentifiers)))
        incrementalUpdates += 1
        root.setNeedsLayout()
    }

    /// `view` (with its subtree) is leaving the hierarchy; the constraints crossing from it to the
    /// rest were removed already (`removeConstraintsCrossing(from:)`).
    func willRemove(_ view: View) {
        writeBackPlan = nil   // it holds its views unretained: never past their leaving
        guard !needsRebuild, isManaged(view) else { return }
        let views = view.subtree
        let leaving = Set(views.flatMap(\.itemIdentifiers))
        for v in views { for c in v.constraints { uninstall(c) } }
        uninstallConstraints(above: view, naming: leaving)
        for v in views {
            let key = ItemKey(v)
            autoresizedLeaves[key] = nil
            for c in (autoresizing.removeValue(forKey: key) ?? []) + (intrinsic.removeValue(forKey: key) ?? []) { remove(c) }
            for g in v.allLayoutGuides { forget(g) }
            items[key] = nil
            guideInsets[key] = nil
            baselineConstraints[key] = nil
            ambiguity[key] = nil
        }
        guideOwners.removeAll { $0.value.map { leaving.contains(ItemKey($0)) } ?? true }
        incrementalUpdates += 1
        afterRemoving()
    }

    // MARK: Guides

    /// A guide was added to a view of the hierarchy (`addLayoutGuide(_:)`).
    func didAdd(_ guide: LayoutGuide) {
        guard !needsRebuild, let owner = guide.owningView, isManaged(owner) else { return }
        materialize(owner)
        register(guide)
        installWaiting(above: owner, naming: [ItemKey(guide)])
        incrementalUpdates += 1
        root.setNeedsLayout()
    }

    /// A guide is leaving its owner (`removeLayoutGuide(_:)`): the constraints naming it stay
    /// installed but leave the solver (they come back if the guide does).
    func willRemove(_ guide: LayoutGuide) {
        writeBackPlan = nil
        guard !needsRebuild, let owner = guide.owningView, isManaged(owner) else { return }
        uninstallConstraints(above: owner, naming: [ItemKey(guide)])
        forget(guide)
        incrementalUpdates += 1
        afterRemoving()
    }

    /// A view of the hierarchy made an insets guide (`layoutMarginsGuide`, `safeAreaLayoutGuide`,
    /// `readableContentGuide`, `keyboardLayoutGuide`, a scroll view's content and frame guides, or
    /// a constraint on a margin attribute): the guide gets variables and the four constraints
    /// placing it at the view's insets.
    func didAddInsetsGuide(of view: View) {
        guard !needsRebuild, isManaged(view) else { return }
        materialize(view)
        for g in view.allLayoutGuides where !view.layoutGuides.contains(where: { $0 === g }) { register(g) }
        if !guideOwners.contains(where: { $0.value === view }) { guideOwners.append(WeakBox(value: view)) }
        updateGuides(of: view, insets: GuideInsets(view))
        incrementalUpdates += 1
        needsSolve = true
        root.setNeedsLayout()
    }

    // MARK: Helpers

    /// Adds the constraints installed on `host` and its ancestors that name one of `joining` and
    /// are not in the solver: those left installed above a subtree or guide when it was removed
    /// (a rebuild would add them too).
    private func installWaiting(above host: View, naming joining: Set<ItemKey>) {
        var v: View? = host
        while let h = v {
            for c in h.constraints where installed[ItemKey(c)] == nil && broken[ItemKey(c)] == nil && c.names(joining) {
                add(c, counting: false)
            }
            v = h.superview
        }
    }

    /// Takes out of the solver the constraints installed on the ancestors of `view` (and on
    /// `view`) that name one of `leaving`.
    private func uninstallConstraints(above view: View, naming leaving: Set<ItemKey>) {
        var v: View? = view
        while let h = v {
            for c in h.constraints where c.names(leaving) { uninstall(c) }
            v = h.superview
        }
    }

    /// Removes a guide's variables and the constraints placing it in its owner.
    private func forget(_ guide: LayoutGuide) {
        let key = ItemKey(guide)
        for c in guides.removeValue(forKey: key) ?? [] { remove(c) }
        items[key] = nil
        writeBackPlan = nil
    }
}

extension View {
    /// The view's own guides, its margins guide, its safe-area guide and a scroll view's content
    /// and frame guides, those that exist.
    var allLayoutGuides: [LayoutGuide] {
        guard hasInsetsGuide || self is ScrollView else { return layoutGuides }   // most views: no array made
        var guides = layoutGuides + [insetState.marginsGuide, insetState.safeAreaGuide, insetState.readableGuide, insetState.keyboardGuide].compactMap { $0 }
        if let scroll = self as? ScrollView {
            guides += [scroll.contentGuideStorage, scroll.frameGuideStorage].compactMap { $0 }
        }
        return guides
    }

    /// The identities of the view and of its guides (the items a constraint can name).
    var itemIdentifiers: [ItemKey] {
        [ItemKey(self)] + allLayoutGuides.map(ItemKey.init)
    }
}

extension LayoutConstraint {
    /// Whether one of the constraint's items is among `items` (by identity).
    func names(_ items: Set<ItemKey>) -> Bool {
        [firstItem, secondItem].contains { $0.map { items.contains(ItemKey($0)) } ?? false }
    }
}
