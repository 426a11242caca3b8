import TrellisSolver

/// Active layout constraints in the engine: each one's solver constraint goes in, changes in
/// place with its constant or priority, and comes out; a constraint broken by a conflict is put
/// back when it fits again.
extension LayoutEngine {
    /// Adds an active layout constraint.
    func add(_ c: LayoutConstraint, counting: Bool = true) {
        guard !needsRebuild else { return }
        // Each item read once (a read checks that the item lives, ``WeakItem``).
        let firstItem = c.firstItem, secondItem = c.secondItem
        guard c.isInstalledOnCommonAncestor(of: firstItem, secondItem) else {
            // UIKit throws this at layout time; Trellis skips the constraint and says why.
            LayoutEngine.log("The view hierarchy is not prepared for the constraint: \(c)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself).")
            return
        }
        // A margin attribute is an edge of the view's margins guide, made on first use.
        if c.firstAttribute.isMarginRelative || c.secondAttribute.isMarginRelative {
            for (item, attribute) in [(firstItem, c.firstAttribute), (secondItem, c.secondAttribute)]
            where attribute.isMarginRelative {
                if let view = item as? View, view.insetState.marginsGuide == nil {
                    view.ensureMarginsGuide()
                    didAddInsetsGuide(of: view)
                }
            }
        }
        // Without leaves, an item outside the engine has no variables and the translation fails
        // on it: the separate check (two more lookups per item) is for leaves, which the
        // translation would materialize.
        guard autoresizedLeaves.isEmpty || isInside(firstItem, secondItem), let first = firstItem,
              let expression = solverConstraint(for: c, first, secondItem) else {
            // Incrementally: an item the engine does not know → rebuild. While building: the
            // constraint cannot be expressed; say so once instead of rebuilding forever.
            if counting { needsRebuild = true } else { LayoutEngine.log("\(c): ignored: its items are not in this hierarchy") }
            return
        }
        installed[ItemKey(c)] = expression
        if c.usesBaseline {
            for view in c.baselineViews where !(baselineConstraints[ItemKey(view)]?.contains { $0 === c } ?? false) {
                baselineConstraints[ItemKey(view), default: []].append(c)
            }
        }
        if add(expression, owner: .constraint(c), views: [firstItem, secondItem].compactMap { $0 as? View }) {
            if !broken.isEmpty { broken[ItemKey(c)] = nil }
        } else {
            broken[ItemKey(c)] = c
        }
        if counting { incrementalUpdates += 1 }
        needsSolve = true
        root.setNeedsLayout()
    }

    /// Removes an active layout constraint; a broken constraint that fits now is put back.
    func remove(_ c: LayoutConstraint) {
        guard uninstall(c) else { return }
        incrementalUpdates += 1
        needsSolve = true
        root.setNeedsLayout()
        retryBroken()
    }

    /// Takes a layout constraint out of the solver and out of every table naming it; returns
    /// whether it was installed.
    @discardableResult
    func uninstall(_ c: LayoutConstraint) -> Bool {
        let key = ItemKey(c)
        broken[key] = nil
        guard let old = installed.removeValue(forKey: key) else { return false }
        remove(old)
        if c.usesBaseline { for view in c.baselineViews { baselineConstraints[ItemKey(view)]?.removeAll { $0 === c } } }
        return true
    }

    /// The view's intrinsic content size was invalidated: its baseline offsets may have moved
    /// (a label's font changed), so the constraints on its baselines are made again.
    func updateBaselines(of view: View) {
        guard !needsRebuild, let cs = baselineConstraints[ItemKey(view)] else { return }
        for c in cs where installed[ItemKey(c)] != nil { update(c) }
    }

    /// Solver constraints of the engine's own (translated frames) were removed: retry the broken
    /// constraints and solve again.
    func afterRemoving() {
        if !broken.isEmpty { retryBroken() }
        needsSolve = true
        root.setNeedsLayout()
    }

    /// The constant or priority changed: the one solver constraint changes in place.
    func update(_ c: LayoutConstraint) {
        guard !needsRebuild else { return }
        let key = ItemKey(c)
        guard broken[key] == nil, let old = installed[key], solver.contains(old), let new = solverConstraint(for: c) else {
            uninstall(c)
            add(c)
            retryBroken()
            return
        }
        installed[key] = new
        let views = [c.firstItem, c.secondItem].compactMap { $0 as? View }
        if !replace(old, with: new, owner: .constraint(c), views: views) { broken[key] = c }
        incrementalUpdates += 1
        needsSolve = true
        root.setNeedsLayout()
        retryBroken()
    }

    /// After a removal or a change, a broken constraint that fits again is put back (quietly: its
    /// conflict was reported when it was broken, so one that still does not fit is not explained
    /// again), so the layout follows the active constraints.
    func retryBroken() {
        for key in broken.keys {
            guard let e = installed[key], !solver.contains(e) else { broken[key] = nil; continue }
            if (try? solver.add(e, explainingConflicts: false)) != nil {
                broken[key] = nil
                needsSolve = true
            }
        }
    }
}

extension LayoutConstraint {
    /// Whether either attribute is a first or last baseline.
    var usesBaseline: Bool {
        firstAttribute == .firstBaseline || firstAttribute == .lastBaseline
            || secondAttribute == .firstBaseline || secondAttribute == .lastBaseline
    }

    /// The views whose first or last baseline the constraint uses.
    var baselineViews: [View] {
        [(firstItem, firstAttribute), (secondItem, secondAttribute)].compactMap { item, attribute in
            attribute == .firstBaseline || attribute == .lastBaseline ? item as? View : nil
        }
    }
}
