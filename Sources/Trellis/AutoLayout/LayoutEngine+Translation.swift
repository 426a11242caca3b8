import TrellisSolver

/// A layout constraint as a solver constraint over the items' variables.
extension LayoutEngine {
    func solverConstraint(for c: LayoutConstraint) -> Constraint? {
        guard let first = c.firstItem else { return nil }
        return solverConstraint(for: c, first, c.secondItem)
    }

    /// The solver constraint of `c`, whose items the caller read already.
    func solverConstraint(for c: LayoutConstraint, _ firstItem: LayoutItem, _ secondItem: LayoutItem?) -> Constraint? {
        var first = firstItem, secondItem = secondItem
        if let second = secondItem, first is ScrollView || second is ScrollView {
            first = contentArea(first, c.firstAttribute, other: second)
            secondItem = contentArea(second, c.secondAttribute, other: first)
        }
        // Right to left, a horizontal constraint that uses leading or trailing is read along a
        // mirrored x axis (x ↦ −x): `leading == superview.leading + 20` puts the view 20 points in
        // from the right edge, as UIKit does. The layout direction of the view whose space the
        // constraint is measured in — the items' nearest common ancestor — decides.
        let mirrored = (c.firstAttribute.isLeadingOrTrailing || c.secondAttribute.isLeadingOrTrailing)
            && container(of: first, secondItem)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard let lhs = expression(first, c.firstAttribute, mirrored: mirrored) else { return nil }
        // `lhs − rhs ⋈ 0` is made in one array of terms, in the order (and with the products)
        // of `lhs − (m·rhs + c)`: the solver numbers its symbols in term order, which decides ties.
        var terms: [Term] = []
        terms.reserveCapacity(6)
        lhs.append(to: &terms)
        var rhsConstant = c.constant
        if let second = secondItem {
            guard let e = expression(second, c.secondAttribute, mirrored: mirrored) else { return nil }
            let m = c.multiplier
            e.append(to: &terms, times: m, sign: -1)
            rhsConstant = e.constant * m + c.constant
            // UIKit measures positions in the items' nearest common ancestor: with a multiplier,
            // `(a − o) = m·(b − o) + c` where o is that ancestor's origin, i.e. `a = m·b + (1 − m)·o + c`.
            // With m = 1 (almost every constraint) the origin cancels.
            if m != 1, !c.firstAttribute.isDimension, !c.secondAttribute.isDimension,
               let o = commonAncestorOrigin(first, second, vertical: c.firstAttribute.axis == .vertical, mirrored: mirrored) {
                o.append(to: &terms, times: 1 - m, sign: -1)
                rhsConstant = rhsConstant + o.constant * (1 - m)
            }
        }
        let relation: Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Constraint(Expression(terms: terms, constant: lhs.constant + rhsConstant * -1), relation,
                          priority: c.priority.solverPriority, label: c.identifier, owner: c)
    }

    /// Apple's rule for a scroll view and a view inside it ("Working with Scroll Views"): an
    /// edge of the scroll view is the edge of its content area (``ScrollView/contentLayoutGuide``);
    /// width, height and centres stay the frame's.
    private func contentArea(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem) -> LayoutItem {
        guard let scroll = item as? ScrollView, let guide = scroll.contentGuideStorage,
              [.left, .right, .top, .bottom, .leading, .trailing].contains(attribute),
              let inside = other.owningViewForLayout, inside !== scroll, inside.isDescendant(of: scroll) else { return item }
        return guide
    }

    /// The view a constraint is measured in: the nearest common ancestor of its items' views (a
    /// guide counts as its owning view), or the first item's view when there is no second item.
    /// The usual cases — a view and its superview, two siblings — are answered without a walk.
    private func container(of a: LayoutItem, _ b: LayoutItem?) -> View? {
        guard let va = a.owningViewForLayout else { return nil }
        guard let vb = b?.owningViewForLayout, vb !== va else { return va }
        if va.superview === vb { return vb }
        if vb.superview === va { return va }
        if let p = va.superview, p === vb.superview { return p }
        return va.nearestCommonAncestor(with: vb)
    }

    /// The origin of the nearest common ancestor of two items' views along an axis, in the engine's
    /// space: its top, its left, or (right to left, along the mirrored axis) its right edge.
    private func commonAncestorOrigin(_ a: LayoutItem, _ b: LayoutItem, vertical: Bool, mirrored: Bool) -> AttributeExpression? {
        guard let ancestor = container(of: a, b), let v = variables(of: ancestor) else { return nil }
        if vertical { return AttributeExpression(first: Term(v.top), constant: 0) }
        // −(left + width), as `(left + width) · −1` makes it (its constant a negative zero).
        return mirrored ? AttributeExpression(first: Term(v.left, -1), second: Term(v.width, -1), constant: 0 * -1.0)
            : AttributeExpression(first: Term(v.left), constant: 0)
    }

    /// The linear expression of an item's attribute in the engine's space; `mirrored` reads
    /// horizontal locations along −x with leading on the right (a right-to-left constraint).
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, mirrored: Bool = false) -> AttributeExpression? {
        guard let v = variables(of: item) else { return nil }
        if attribute.isMarginRelative {
            guard let guide = (item as? View)?.insetState.marginsGuide else { return nil }
            return expression(guide, attribute.withoutMargins, mirrored: mirrored)
        }
        // A view's attributes are those of its alignment rectangle: the frame inset by
        // `alignmentRectInsets` (UIKit's rule; zero insets for most views). Baselines stay
        // measured from the frame's top and bottom. Terms go in the order `left + width ·
        // fraction` (the solver's symbols are numbered in that order, which decides ties).
        let view = item as? View
        let i = view?.alignmentRectInsets ?? .zero
        /// `start + inset0 + fraction · (length − inset0 − inset1)`, negated when `negated`.
        func location(_ start: Variable, _ length: Variable, _ inset0: Double, _ inset1: Double,
                      _ fraction: Double, negated: Bool = false) -> AttributeExpression {
            let sign = negated ? -1.0 : 1.0
            return AttributeExpression(first: Term(start, sign), second: fraction == 0 ? nil : Term(length, fraction * sign),
                                       constant: (inset0 + -(inset0 + inset1) * fraction) * sign)
        }
        switch attribute {
        case .left: return location(v.left, v.width, i.left, i.right, 0, negated: mirrored)
        case .right: return location(v.left, v.width, i.left, i.right, 1, negated: mirrored)
        case .top: return location(v.top, v.height, i.top, i.bottom, 0)
        case .bottom: return location(v.top, v.height, i.top, i.bottom, 1)
        case .leading: return location(v.left, v.width, i.left, i.right, mirrored ? 1 : 0, negated: mirrored)
        case .trailing: return location(v.left, v.width, i.left, i.right, mirrored ? 0 : 1, negated: mirrored)
        case .width: return AttributeExpression(first: Term(v.width), constant: -(i.left + i.right))
        case .height: return AttributeExpression(first: Term(v.height), constant: -(i.top + i.bottom))
        case .centerX: return location(v.left, v.width, i.left, i.right, 0.5, negated: mirrored)
        case .centerY: return location(v.top, v.height, i.top, i.bottom, 0.5)
        case .firstBaseline:
            if let b = baselineView(of: view, first: true) { return expression(b, .firstBaseline) }
            let fraction = view?.baselineHeightFraction ?? 0
            return AttributeExpression(first: Term(v.top), second: fraction == 0 ? nil : Term(v.height, fraction),
                                       constant: view?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline:
            if let b = baselineView(of: view, first: false) { return expression(b, .lastBaseline) }
            let fraction = view?.baselineHeightFraction ?? 0
            return AttributeExpression(first: Term(v.top), second: Term(v.height, 1 - fraction),
                                       constant: -(view?.lastBaselineOffsetFromBottom ?? 0))
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute: return nil
        }
    }

    /// The view another view's first (or last) baseline is read from, when it is another view of
    /// this engine: `forFirstBaselineLayout` (`forLastBaselineLayout`), a descendant — a stack
    /// view's arranged view. Read when the constraint is translated; a stack view that rebuilds
    /// its arrangement has the constraints on its baselines translated again.
    private func baselineView(of view: View?, first: Bool) -> View? {
        guard let view else { return nil }
        let b = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        guard b !== view, b.isDescendant(of: view), isManaged(b) else { return nil }
        return b
    }
}
