/// Which parts of a view stretch when its superview's bounds change size (UIKit's
/// `UIView.AutoresizingMask`, "springs and struts").
public struct AutoresizingMask: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// UIKit's names, in flag order.
    public static let names: [(AutoresizingMask, String)] = [
        (.flexibleLeftMargin, "flexibleLeftMargin"), (.flexibleWidth, "flexibleWidth"),
        (.flexibleRightMargin, "flexibleRightMargin"), (.flexibleTopMargin, "flexibleTopMargin"),
        (.flexibleHeight, "flexibleHeight"), (.flexibleBottomMargin, "flexibleBottomMargin"),
    ]
}
