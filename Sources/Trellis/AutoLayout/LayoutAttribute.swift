/// The part of a view a constraint talks about (UIKit's `NSLayoutConstraint.Attribute`).
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The baseline of the last line (UIKit's `lastBaseline`, also called `baseline`).
    case lastBaseline
    case firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second item of a constant constraint such as `width == 100`.
    case notAnAttribute

    /// UIKit's alias for ``lastBaseline``.
    public static let baseline = LayoutAttribute.lastBaseline

    /// Horizontal or vertical.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins: .vertical
        case .notAnAttribute: nil
        }
    }

    /// Width and height are sizes; the others are locations.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is measured inside the view's layout margins (`leadingMargin`, …).
    public var isMarginRelative: Bool { withoutMargins != self }

    /// The edge or centre the margin attribute is inset from (`leadingMargin` → `leading`);
    /// other attributes are returned unchanged.
    public var withoutMargins: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// Leading or trailing (also within margins): follows the layout direction.
    var isLeadingOrTrailing: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }
    /// Left or right (also within margins): fixed sides.
    var isLeftOrRight: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
}

/// A layout axis (UIKit's `NSLayoutConstraint.Axis`, also spelt ``LayoutConstraint/Axis``).
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical
}
