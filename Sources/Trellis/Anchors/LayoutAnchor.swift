/// An attribute of an item, for building constraints that read like sentences
/// (UIKit's `NSLayoutAnchor`):
/// ```swift
/// image.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50).isActive = true
/// image.widthAnchor.constraint(equalToConstant: 100)
/// ```
/// The anchor types (x axis, y axis, dimension) make invalid pairings impossible to write.
public class LayoutAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    /// The anchor of the right kind for an attribute.
    static func anchor(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LayoutAnchor {
        if attribute.isDimension { return LayoutDimension(item, attribute) }
        return attribute.axis == .horizontal ? LayoutXAxisAnchor(item, attribute) : LayoutYAxisAnchor(item, attribute)
    }

    func make(_ relation: LayoutRelation, _ other: LayoutAnchor?, multiplier: Double = 1, constant: Double) -> LayoutConstraint {
        if let other, (attribute.isLeadingOrTrailing && other.attribute.isLeftOrRight)
            || (attribute.isLeftOrRight && other.attribute.isLeadingOrTrailing) {
            // UIKit raises here; Trellis makes the constraint as written and reports it.
            LayoutEngine.log("\(LayoutConstraintError.mixedDirections(attribute, other.attribute))")
        }
        return LayoutConstraint(unchecked: item, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute,
                         multiplier: multiplier, constant: constant)
    }
}

/// A horizontal location anchor (leading, trailing, left, right, centerX).
public final class LayoutXAxisAnchor: LayoutAnchor {
    public func constraint(equalTo other: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.equal, other, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo other: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, constant: constant)
    }
    public func constraint(lessThanOrEqualTo other: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, other, constant: constant)
    }
    /// `self == other + 8 × multiplier` — UIKit's system spacing (8 points between siblings).
    public func constraint(equalToSystemSpacingAfter other: LayoutXAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.equal, other, constant: 8 * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter other: LayoutXAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, constant: 8 * multiplier)
    }
    /// `self <= other + 8 × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter other: LayoutXAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.lessThanOrEqual, other, constant: 8 * multiplier)
    }
}

/// A vertical location anchor (top, bottom, centerY, baselines).
public final class LayoutYAxisAnchor: LayoutAnchor {
    public func constraint(equalTo other: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.equal, other, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo other: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, constant: constant)
    }
    public func constraint(lessThanOrEqualTo other: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, other, constant: constant)
    }
    /// `self == other + 8 × multiplier` — UIKit's system spacing below.
    public func constraint(equalToSystemSpacingBelow other: LayoutYAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.equal, other, constant: 8 * multiplier)
    }
    /// `self >= other + 8 × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow other: LayoutYAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, constant: 8 * multiplier)
    }
    /// `self <= other + 8 × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow other: LayoutYAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.lessThanOrEqual, other, constant: 8 * multiplier)
    }
}

/// A size anchor (width, height).
public final class LayoutDimension: LayoutAnchor {
    public func constraint(equalToConstant c: Double) -> LayoutConstraint { make(.equal, nil, constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: Double) -> LayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    public func constraint(lessThanOrEqualToConstant c: Double) -> LayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
    public func constraint(equalTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(.equal, other, multiplier: multiplier, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, multiplier: multiplier, constant: constant)
    }
    public func constraint(lessThanOrEqualTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, other, multiplier: multiplier, constant: constant)
    }
}

extension LayoutItem {
    /// The item's leading edge (right edge in a right-to-left layout).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

extension View {
    /// The baseline of the first line of text (the top for a view without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The baseline of the last line of text (the bottom for a view without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
}
