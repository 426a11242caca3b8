import Trellis

extension SceneBuilder {
    /// A constraint as the engine should see it: items, attributes, relation, multiplier, constant.
    struct ConstraintTerms {
        var first: LayoutItem, attribute1: LayoutAttribute, relation: LayoutRelation
        var second: LayoutItem?, attribute2: LayoutAttribute, multiplier: Double, constant: Double
    }

    /// UIKit evaluates a position in a constraint between a view and one of its ancestors in the
    /// ancestor's own bounds (its leading is 0, its centre half its width): `root.centerY =
    /// 1.2 × label.centerY` puts the label at a fixed fraction of the root wherever the root is.
    /// Trellis's engine multiplies window coordinates, which differs as soon as the multiplier is
    /// not 1 and the ancestor is not at the origin. Such a constraint is rewritten with a helper
    /// guide in the ancestor, sized by the multiplier, so every position term has multiplier 1:
    ///
    /// * `D.a rel m × A.b + c` → `D.a rel G.end + c`, G from A's origin, m·k × A's length;
    /// * `A.b rel m × D.a + c` → `D.a rel' G.end − c / m`, G k/m × A's length (rel' mirrored),
    ///
    /// where k is 0 for A's leading/top, ½ for its centre, 1 for its trailing/bottom.
    /// Returns nil when the constraint needs no rewrite (multiplier 1, a size attribute, margins,
    /// baselines, no ancestor relation, or a multiplier ≤ 0).
    func ancestorSpaceRewrite(_ t: ConstraintTerms, id: String) -> ConstraintTerms? {
        guard t.multiplier != 1, t.multiplier > 0, let second = t.second,
              let axis1 = SceneBuilder.edgeFraction(t.attribute1), let axis2 = SceneBuilder.edgeFraction(t.attribute2),
              axis1.horizontal == axis2.horizontal else { return nil }
        let firstView = (t.first as? View) ?? (t.first as? LayoutGuide)?.owningView
        let secondView = (second as? View) ?? (second as? LayoutGuide)?.owningView
        guard let firstView, let secondView else { return nil }
        let horizontal = axis1.horizontal
        if let ancestor = second as? View, firstView !== ancestor, isDescendant(firstView, of: ancestor) {
            // D.a rel A.origin + m·k·A.length + c
            let fraction = t.multiplier * axis2.k
            guard let end = helperGuideEnd(in: ancestor, fraction: fraction, horizontal: horizontal, id: id) else { return nil }
            return ConstraintTerms(first: t.first, attribute1: t.attribute1, relation: t.relation, second: end.item,
                                   attribute2: end.attribute, multiplier: 1, constant: t.constant)
        }
        if let ancestor = t.first as? View, secondView !== ancestor, isDescendant(secondView, of: ancestor) {
            // k·A.length − c rel m·(D.a − A.origin)  ⟺  D.a rel' A.origin + (k/m)·A.length − c/m
            let fraction = axis1.k / t.multiplier
            guard let end = helperGuideEnd(in: ancestor, fraction: fraction, horizontal: horizontal, id: id) else { return nil }
            let mirrored: LayoutRelation = switch t.relation {
            case .equal: .equal
            case .lessThanOrEqual: .greaterThanOrEqual
            case .greaterThanOrEqual: .lessThanOrEqual
            }
            return ConstraintTerms(first: second, attribute1: t.attribute2, relation: mirrored, second: end.item,
                                   attribute2: end.attribute, multiplier: 1, constant: -t.constant / t.multiplier)
        }
        return nil
    }

    /// Where an attribute lies along its view: 0 (left, leading, top), ½ (centres), 1 (right,
    /// trailing, bottom); nil for sizes, margins and baselines.
    static func edgeFraction(_ a: LayoutAttribute) -> (horizontal: Bool, k: Double)? {
        switch a {
        case .left, .leading: (true, 0)
        case .centerX: (true, 0.5)
        case .right, .trailing: (true, 1)
        case .top: (false, 0)
        case .centerY: (false, 0.5)
        case .bottom: (false, 1)
        default: nil
        }
    }

    /// The far edge of a guide in `view` that starts at the view's leading (top) edge and spans
    /// `fraction` of its width (height); the view's own leading (top) when the fraction is 0.
    func helperGuideEnd(in view: View, fraction: Double, horizontal: Bool, id: String) -> (item: LayoutItem, attribute: LayoutAttribute)? {
        if fraction == 0 { return (view, horizontal ? .left : .top) }
        let guide = LayoutGuide(identifier: "\(id).ancestorSpace")
        view.addLayoutGuide(guide)
        let pins: [(LayoutAttribute, LayoutAttribute, Double)] = horizontal
            ? [(.left, .left, 1), (.width, .width, fraction), (.top, .top, 1), (.height, .height, 1)]
            : [(.top, .top, 1), (.height, .height, fraction), (.left, .left, 1), (.width, .width, 1)]
        do {
            for (a, b, m) in pins {
                try LayoutConstraint(item: guide, attribute: a, relatedBy: .equal, toItem: view, attribute: b, multiplier: m, constant: 0).activate()
            }
        } catch {
            result.diagnostics.append(Diagnostic(.warning, "unsupported", "constraint \(id): \(error)", ids: [id]))
            view.removeLayoutGuide(guide)
            return nil
        }
        return (guide, horizontal ? .right : .bottom)
    }
}
