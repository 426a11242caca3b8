extension Array where Element: View {
    /// Lays the views out one after another along `axis` inside their common superview, with
    /// `fixedSpacing` between neighbours and equal lengths (Masonry's
    /// `mas_distributeViewsAlongAxis:withFixedSpacing:leadSpacing:tailSpacing:`): the first
    /// view starts `leadSpacing` from the superview's leading (top) edge, the last ends
    /// `tailSpacing` from its trailing (bottom) edge. Only the axis is constrained; the other
    /// axis is left to the caller. Returns the constraints made (also recorded as made for
    /// each view, so `remakeConstraints` removes them).
    @discardableResult
    public func distribute(along axis: LayoutAxis, fixedSpacing: Double, leadSpacing: Double = 0,
                           tailSpacing: Double = 0) throws(ConstraintDSLError) -> [LayoutConstraint] {
        let superview = try distributionSuperview([("spacing", fixedSpacing), ("lead spacing", leadSpacing), ("tail spacing", tailSpacing)])
        let (start, end, length) = Self.attributes(axis)
        var made: [[LayoutConstraint]] = []
        for (i, view) in enumerated() {
            var cs: [LayoutConstraint] = []
            if i == 0 {
                cs.append(try make(view, start, superview, start, leadSpacing))
            } else {
                cs.append(try make(view, start, self[i - 1], end, fixedSpacing))
                cs.append(try make(view, length, self[0], length, 0))
            }
            if i == count - 1 { cs.append(try make(superview, end, view, end, tailSpacing, for: view)) }
            made.append(cs)
        }
        return try install(made)
    }

    /// Gives every view the length `fixedItemLength` along `axis` and spreads them so the gaps
    /// between neighbours are equal (Masonry's
    /// `mas_distributeViewsAlongAxis:withFixedItemLength:leadSpacing:tailSpacing:`); the first
    /// starts `leadSpacing` from the superview's leading (top) edge, the last ends `tailSpacing`
    /// from its trailing (bottom) edge. The equal gaps are spacer ``LayoutGuide``s added to the
    /// superview (UIKit's recommended technique), not Masonry's multiplier arithmetic, so the
    /// result does not depend on where the superview sits.
    @discardableResult
    public func distribute(along axis: LayoutAxis, fixedItemLength: Double, leadSpacing: Double = 0,
                           tailSpacing: Double = 0) throws(ConstraintDSLError) -> [LayoutConstraint] {
        let superview = try distributionSuperview([("item length", fixedItemLength), ("lead spacing", leadSpacing), ("tail spacing", tailSpacing)])
        if fixedItemLength < 0 {
            throw ConstraintDSLError(.invalidValue("item length \(formatPoints(fixedItemLength)) is negative"), view: self[0].debugName)
        }
        let (start, end, length) = Self.attributes(axis)
        let crossStart: LayoutAttribute = axis == .horizontal ? .top : .leading
        let crossLength: LayoutAttribute = axis == .horizontal ? .height : .width
        var made: [[LayoutConstraint]] = []
        var firstSpacer: LayoutGuide?
        for (i, view) in enumerated() {
            var cs: [LayoutConstraint] = [try make(view, length, nil, .notAnAttribute, fixedItemLength)]
            if i == 0 { cs.append(try make(view, start, superview, start, leadSpacing)) }
            if i == count - 1 {
                cs.append(try make(superview, end, view, end, tailSpacing, for: view))
            } else {
                let spacer = LayoutGuide(identifier: "\(view.debugName).distributionSpacer")
                superview.addLayoutGuide(spacer)
                cs.append(try make(spacer, start, view, end, 0, for: view))
                cs.append(try make(self[i + 1], start, spacer, end, 0))
                cs.append(try make(spacer, crossStart, superview, crossStart, 0, for: view))
                cs.append(try make(spacer, crossLength, nil, .notAnAttribute, 0, for: view))
                if let firstSpacer { cs.append(try make(spacer, length, firstSpacer, length, 0, for: view)) }
                firstSpacer = firstSpacer ?? spacer
            }
            made.append(cs)
        }
        return try install(made)
    }

    private static func attributes(_ axis: LayoutAxis) -> (LayoutAttribute, LayoutAttribute, LayoutAttribute) {
        axis == .horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
    }

    /// The nearest common superview, after checking the count and the numbers.
    private func distributionSuperview(_ values: [(String, Double)]) throws(ConstraintDSLError) -> View {
        guard count >= 2 else { throw ConstraintDSLError(.tooFewViews(count), view: first?.debugName ?? "[]") }
        for (name, value) in values where !value.isFinite {
            throw ConstraintDSLError(.invalidValue("\(name) \(value) is not a finite number"), view: self[0].debugName)
        }
        guard var common = self[0].superview else { throw ConstraintDSLError(.noCommonSuperview, view: self[0].debugName) }
        for view in dropFirst() {
            guard let s = view.superview, let c = common.nearestCommonAncestor(with: s) else {
                throw ConstraintDSLError(.noCommonSuperview, view: view.debugName)
            }
            common = c
        }
        return common
    }

    private func make(_ item: LayoutItem, _ attribute: LayoutAttribute, _ other: LayoutItem?, _ otherAttribute: LayoutAttribute,
                      _ constant: Double, for view: View? = nil) throws(ConstraintDSLError) -> LayoutConstraint {
        do {
            let c = try LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: other,
                                         attribute: otherAttribute, multiplier: 1, constant: constant)
            c.identifier = "distribute"
            return c
        } catch {
            throw ConstraintDSLError(.invalidConstraint(error), view: (view ?? item as? View)?.debugName ?? "?", attribute: attribute)
        }
    }

    /// Activates each view's constraints and records them as made for it.
    private func install(_ made: [[LayoutConstraint]]) throws(ConstraintDSLError) -> [LayoutConstraint] {
        for (i, view) in enumerated() {
            do {
                try view.install(made[i])
            } catch {
                for j in 0..<i { LayoutConstraint.deactivate(made[j]); self[j].madeConstraintList(creating: false)?.remove(made[j]) }
                throw error
            }
        }
        return made.flatMap { $0 }
    }
}
