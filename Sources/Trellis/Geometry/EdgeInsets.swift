/// Inset distances for the four edges of a rectangle, in points (UIKit's `UIEdgeInsets`).
/// Positive values shrink a rectangle (`Rect.inset(by:)`), negative values grow it.
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets with the given edge distances.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of `value` on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// All four insets zero (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: Double { left + right }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }

    /// The same insets with leading/trailing resolved for a layout direction
    /// (left-to-right: leading = left).
    public func directional(rightToLeft: Bool = false) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top, leading: rightToLeft ? right : left,
                              bottom: bottom, trailing: rightToLeft ? left : right)
    }

    public var description: String {
        "{top \(formatGeometry(top)), left \(formatGeometry(left)), bottom \(formatGeometry(bottom)), right \(formatGeometry(right))}"
    }
}
