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

    /// Reads a name as Interface Builder documents write it (`leading`, `centerX`, `baseline`, `topMargin`…).
    public init?(documentName: String) {
        if documentName == "baseline" { self = .lastBaseline; return }
        self.init(rawValue: documentName)
    }
}

/// A layout axis (UIKit's `NSLayoutConstraint.Axis`).
public enum LayoutAxis: String, Sendable, Hashable {
    case horizontal, vertical
}
