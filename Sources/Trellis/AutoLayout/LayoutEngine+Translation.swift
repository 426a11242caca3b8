import TrellisSolver

/// A layout constraint as a solver constraint over the items' variables.
extension LayoutEngine {
    func solverConstraint(for c: LayoutConstraint) -> Constraint? {
        guard let first = c.firstItem else { return nil }
        // Right to left, a horizontal constraint that uses leading or trailing is read along a
        // mirrored x axis (x ↦ −x): `leading == superview.leading + 20` puts the view 20 points in
        // from the right edge, as UIKit does. The layout direction of the view whose space the
        // constraint is measured in — the items' nearest common ancestor — decides.
        let mirrored = (c.firstAttribute.isLeadingOrTrailing || c.secondAttribute.isLeadingOrTrailing)
            && container(of: first, c.secondItem)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard let lhs = expression(first, c.firstAttribute, mirrored: mirrored) else { return nil }
        var rhs = Expression(constant: c.constant)
        if let second = c.secondItem {
            guard let e = expression(second, c.secondAttribute, mirrored: mirrored) else { return nil }
            rhs = e * c.multiplier + c.constant
            // UIKit measures positions in the items' nearest common ancestor: with a multiplier,
            // `(a − o) = m·(b − o) + c` where o is that ancestor's origin, i.e. `a = m·b + (1 − m)·o + c`.
            // With m = 1 (almost every constraint) the origin cancels.
            if c.multiplier != 1, !c.firstAttribute.isDimension, !c.secondAttribute.isDimension,
               let o = commonAncestorOrigin(first, second, vertical: c.firstAttribute.axis == .vertical, mirrored: mirrored) {
                rhs = rhs + o * (1 - c.multiplier)
            }
        }
        let relation: Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Constraint(lhs, relation, rhs, priority: c.priority.solverPriority, label: c.identifier)
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
    private func commonAncestorOrigin(_ a: LayoutItem, _ b: LayoutItem, vertical: Bool, mirrored: Bool) -> Expression? {
        guard let ancestor = container(of: a, b), let v = items[ObjectIdentifier(ancestor)] else { return nil }
        if vertical { return Expression(v.top) }
        return mirrored ? (v.left + v.width) * -1 : Expression(v.left)
    }

    /// The linear expression of an item's attribute in the engine's space; `mirrored` reads
    /// horizontal locations along −x with leading on the right (a right-to-left constraint).
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, mirrored: Bool = false) -> Expression? {
        guard let v = items[ObjectIdentifier(item)] else { return nil }
        if attribute.isMarginRelative {
            guard let guide = (item as? View)?.marginsGuideStorage else { return nil }
            return expression(guide, attribute.withoutMargins, mirrored: mirrored)
        }
        // A view's attributes are those of its alignment rectangle: the frame inset by
        // `alignmentRectInsets` (UIKit's rule; zero insets for most views). Baselines stay
        // measured from the frame's top and bottom.
        let i = (item as? View)?.alignmentRectInsets ?? .zero
        let left = v.left + i.left, top = v.top + i.top
        let width = v.width - (i.left + i.right), height = v.height - (i.top + i.bottom)
        let right = left + width, bottom = top + height
        let sign = mirrored ? -1.0 : 1.0
        switch attribute {
        case .left: return left * sign
        case .right: return right * sign
        case .top: return top
        case .bottom: return bottom
        case .leading: return mirrored ? right * -1 : left
        case .trailing: return mirrored ? left * -1 : right
        case .width: return width
        case .height: return height
        case .centerX: return (left + width * 0.5) * sign
        case .centerY: return top + height * 0.5
        case .firstBaseline: return v.top + ((item as? View)?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline: return v.top + v.height - ((item as? View)?.lastBaselineOffsetFromBottom ?? 0)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute: return nil
        }
    }
}
