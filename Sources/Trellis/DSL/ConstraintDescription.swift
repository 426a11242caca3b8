/// What one DSL chain (`make.leading.trailing.equalToSuperview().inset(16)`) asks for, before
/// it becomes constraints.
final class ConstraintDescription {
    /// The view or guide being constrained.
    let item: LayoutItem
    var attributes: [LayoutAttribute]
    var relation: LayoutRelation?
    var target: LayoutTargetValue?
    var offset = 0.0
    var insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    var multiplier = 1.0
    var priority = LayoutPriority.required
    var label: String?
    var location: String?
    /// Mistakes found while the chain was written (a zero divisor…), thrown when it is built.
    var problems: [ConstraintDSLError.Reason] = []

    init(item: LayoutItem, attributes: [LayoutAttribute]) {
        self.item = item
        self.attributes = attributes
    }

    func error(_ reason: ConstraintDSLError.Reason, _ attribute: LayoutAttribute? = nil) -> ConstraintDSLError {
        ConstraintDSLError(reason, view: item.dslName, attribute: attribute ?? (attributes.count == 1 ? attributes[0] : nil),
                           label: label, location: location)
    }

    /// The constant's part from `offset` and `inset` for an attribute: insets move leading/top
    /// edges in and trailing/bottom edges in, shrink sizes by both sides, and shift centres by
    /// half the difference.
    func insetAmount(for attribute: LayoutAttribute) -> Double {
        switch attribute.withoutMargins {
        case .top, .firstBaseline: insets.top
        case .left, .leading: insets.left
        case .bottom, .lastBaseline: -insets.bottom
        case .right, .trailing: -insets.right
        case .width: -(insets.left + insets.right)
        case .height: -(insets.top + insets.bottom)
        case .centerX: (insets.left - insets.right) / 2
        case .centerY: (insets.top - insets.bottom) / 2
        default: 0
        }
    }

    /// The constraints, one per attribute, inactive.
    func constraints() throws(ConstraintDSLError) -> [LayoutConstraint] {
        if let problem = problems.first { throw error(problem) }
        guard let relation, let target else { throw error(.missingRelation) }
        var result: [LayoutConstraint] = []
        for attribute in attributes {
            var constant = offset + insetAmount(for: attribute)
            var other: LayoutItem?
            var otherAttribute = LayoutAttribute.notAnAttribute
            switch target {
            case let .item(item, attributes):
                other = item
                if let attributes {
                    if attributes.count == 1 {
                        otherAttribute = attributes[0]
                    } else if let match = attributes.first(where: { $0.withoutMargins == attribute.withoutMargins }) {
                        otherAttribute = match
                    } else {
                        throw error(.noMatchingTargetAttribute(attributes), attribute)
                    }
                } else {
                    otherAttribute = attribute
                }
            case let .constant(value):
                constant += value
                if !attribute.isDimension { (other, otherAttribute) = (try superview(attribute), attribute) }
            case let .size(size):
                guard attribute == .width || attribute == .height else { throw error(.constantDoesNotFit("a size"), attribute) }
                constant += attribute == .width ? size.width : size.height
            case let .point(point):
                guard !attribute.isDimension, let axis = attribute.axis else { throw error(.constantDoesNotFit("a point"), attribute) }
                constant += axis == .horizontal ? point.x : point.y
                (other, otherAttribute) = (try superview(attribute), attribute)
            }
            do {
                let c = try LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                             attribute: otherAttribute, multiplier: other == nil ? 1 : multiplier, constant: constant)
                try c.setPriority(priority)
                c.identifier = label
                result.append(c)
            } catch {
                throw self.error(.invalidConstraint(error), attribute)
            }
        }
        return result
    }

    /// The view's superview, or the guide's owning view.
    var superview: View? { (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView }

    private func superview(_ attribute: LayoutAttribute) throws(ConstraintDSLError) -> View {
        guard let superview else { throw error(.noSuperview, attribute) }
        return superview
    }
}
