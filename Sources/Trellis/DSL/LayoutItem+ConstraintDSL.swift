extension LayoutItem {
    /// Makes and activates constraints described in SnapKit/Masonry style for this view or
    /// layout guide, and sets a view's `translatesAutoresizingMaskIntoConstraints` to `false`:
    /// ```swift
    /// try title.makeConstraints { make in
    ///     make.leading.trailing.equalToSuperview()
    ///     make.height.equalTo(55)
    /// }
    /// ```
    /// Nothing is activated when any chain has a mistake; the first one is thrown.
    /// Returns the constraints made.
    @discardableResult
    public func makeConstraints(_ build: (ConstraintMaker) -> Void) throws(ConstraintDSLError) -> [LayoutConstraint] {
        let maker = ConstraintMaker(item: self)
        build(maker)
        let constraints = try maker.constraints()
        try install(constraints)
        return constraints
    }

    /// Removes the constraints the DSL made for this item, then makes these. When the new
    /// description has a mistake, the old constraints stay and the error is thrown.
    @discardableResult
    public func remakeConstraints(_ build: (ConstraintMaker) -> Void) throws(ConstraintDSLError) -> [LayoutConstraint] {
        let maker = ConstraintMaker(item: self)
        build(maker)
        let constraints = try maker.constraints()
        removeMadeConstraints()
        try install(constraints)
        return constraints
    }

    /// Updates constraints the DSL made for this item: each described constraint must match an
    /// active one with the same attribute, relation and target (item and attribute). The
    /// constant, priority and label are changed in place; a changed multiplier (or a switch
    /// between required and optional, which an active constraint cannot make) replaces the
    /// constraint by a new one, transparently — the returned array holds the constraints now
    /// in effect. When any description matches nothing, nothing changes and the error names
    /// the attribute (SnapKit stops the program instead).
    @discardableResult
    public func updateConstraints(_ build: (ConstraintMaker) -> Void) throws(ConstraintDSLError) -> [LayoutConstraint] {
        let maker = ConstraintMaker(item: self)
        build(maker)
        var existing = liveMadeConstraints.filter(\.isActive)
        var plan: [(old: LayoutConstraint, new: LayoutConstraint)] = []
        for d in maker.descriptions {
            for new in try d.constraints() {
                guard let i = existing.firstIndex(where: { old in
                    old.firstItem === new.firstItem && old.firstAttribute == new.firstAttribute && old.relation == new.relation
                        && old.secondItem === new.secondItem && old.secondAttribute == new.secondAttribute
                }) else {
                    let target = new.secondItem.map { "\(new.itemName($0)).\(new.secondAttribute.rawValue)" } ?? "a constant"
                    throw d.error(.noConstraintToUpdate(relation: new.relation, target: target), new.firstAttribute)
                }
                plan.append((existing.remove(at: i), new))
            }
        }
        var result: [LayoutConstraint] = []
        for (old, new) in plan {
            if old.multiplier == new.multiplier && old.priority.isRequired == new.priority.isRequired {
                old.constant = new.constant
                old.priority = new.priority
                if new.identifier != nil { old.identifier = new.identifier }
                result.append(old)
            } else {
                if new.identifier == nil { new.identifier = old.identifier }
                old.deactivate()
                madeConstraintList(creating: false)?.remove([old])
                try install([new])
                result.append(new)
            }
        }
        return result
    }

    /// Deactivates and forgets the constraints the DSL made for this item (SnapKit's
    /// `snp.removeConstraints()`).
    public func removeMadeConstraints() {
        LayoutConstraint.deactivate(liveMadeConstraints)
        madeConstraintList(creating: false)?.remove(nil)
    }

    /// The active constraints the DSL made for this item, oldest first.
    public var madeConstraints: [LayoutConstraint] {
        liveMadeConstraints.filter(\.isActive)
    }

    /// Activates `constraints` (all or none) and records them as made for this item.
    func install(_ constraints: [LayoutConstraint]) throws(ConstraintDSLError) {
        (self as? View)?.translatesAutoresizingMaskIntoConstraints = false
        for (i, c) in constraints.enumerated() {
            do {
                try c.activate()
            } catch {
                LayoutConstraint.deactivate(Array(constraints[..<i]))
                throw ConstraintDSLError(.invalidConstraint(error), view: dslName, attribute: c.firstAttribute, label: c.identifier)
            }
        }
        madeConstraintList(creating: true)?.add(constraints)
    }
}

extension LayoutItem {
    /// How errors name the item: a view's ``View/debugName``, a guide's identifier.
    var dslName: String {
        switch self {
        case let v as View: v.debugName
        case let g as LayoutGuide: g.identifier
        default: "\(type(of: self))"
        }
    }
}
