/// How a view resizes when its superview's bounds change size (UIKit's `UIView.AutoresizingMask`,
/// "springs and struts"). Raw values are UIKit's, so masks read from Interface Builder files match.
///
/// A flag makes that part of the axis flexible: the left margin, the width and the right margin on
/// the horizontal axis; the top margin, the height and the bottom margin on the vertical axis. When the
/// superview's size changes by Δ along an axis, Δ is shared among that axis's flexible parts in
/// proportion to their current lengths (see ``resizedFrame(_:oldSuperviewSize:newSuperviewSize:)``).
public struct AutoresizingMask: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The distance to the superview's left edge is flexible.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width is flexible.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge is flexible.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge is flexible.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height is flexible.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge is flexible.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// No flexible part: the view keeps its size and its distance to the superview's top-left corner
    /// (the default, `UIView.AutoresizingMask []`).
    public static let none: AutoresizingMask = []

    /// The six flags with their UIKit names, in raw-value order.
    public static let namedFlags: [(name: String, flag: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    public var description: String {
        let names = Self.namedFlags.filter { contains($0.flag) }.map { "." + $0.name }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
