/// What the other side of a DSL constraint can be: a view or guide (same attribute), one of its
/// attributes (`other.layout.bottom`, `other.bottomAnchor`), or a constant (`55`, a ``Size``, a ``Point``).
public protocol LayoutTarget {
    /// The target as the DSL reads it.
    var layoutTargetValue: LayoutTargetValue { get }
}

/// The forms a ``LayoutTarget`` takes.
public enum LayoutTargetValue {
    /// An item; `attributes` nil means "the same attribute as the constrained one".
    case item(LayoutItem, attributes: [LayoutAttribute]?)
    /// A constant: a size for width/height, an offset from the superview's same edge for locations.
    case constant(Double)
    /// Width and height.
    case size(Size)
    /// An offset from the superview's same attribute: `x` for horizontal attributes, `y` for vertical ones.
    case point(Point)
}

extension View: LayoutTarget {
    /// The view, same attribute as the constrained one.
    public var layoutTargetValue: LayoutTargetValue { .item(self, attributes: nil) }
}

extension LayoutGuide: LayoutTarget {
    /// The guide, same attribute as the constrained one.
    public var layoutTargetValue: LayoutTargetValue { .item(self, attributes: nil) }
}

extension LayoutAnchor: LayoutTarget {
    /// The anchor's item and attribute.
    public var layoutTargetValue: LayoutTargetValue { .item(item, attributes: [attribute]) }
}

extension Double: LayoutTarget {
    /// A constant.
    public var layoutTargetValue: LayoutTargetValue { .constant(self) }
}

extension Int: LayoutTarget {
    /// A constant.
    public var layoutTargetValue: LayoutTargetValue { .constant(Double(self)) }
}

extension Size: LayoutTarget {
    /// Width and height constants.
    public var layoutTargetValue: LayoutTargetValue { .size(self) }
}

extension Point: LayoutTarget {
    /// An offset from the superview's same attribute.
    public var layoutTargetValue: LayoutTargetValue { .point(self) }
}
