/// Insets whose horizontal edges follow the layout direction (UIKit's `NSDirectionalEdgeInsets`):
/// leading is left in a left-to-right layout and right in a right-to-left one.
public struct DirectionalEdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The absolute insets for a layout direction.
    public func resolved(rightToLeft: Bool) -> EdgeInsets {
        rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// The directional insets of absolute ones for a layout direction.
    public init(_ insets: EdgeInsets, rightToLeft: Bool) {
        self.init(top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                  bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
    }
}
