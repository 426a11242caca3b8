/// Edge insets that follow the layout direction (UIKit's `NSDirectionalEdgeInsets`):
/// `leading` is the left edge in left-to-right layouts and the right edge in right-to-left ones.
public struct DirectionalEdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// Creates insets with the given edge distances.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All four insets zero (`NSDirectionalEdgeInsets.zero`).
    public static let zero = DirectionalEdgeInsets()

    /// The absolute insets for a layout direction (left-to-right: left = leading).
    public func edgeInsets(rightToLeft: Bool = false) -> EdgeInsets {
        EdgeInsets(top: top, left: rightToLeft ? trailing : leading,
                   bottom: bottom, right: rightToLeft ? leading : trailing)
    }

    public var description: String {
        "{top \(formatGeometry(top)), leading \(formatGeometry(leading)), bottom \(formatGeometry(bottom)), trailing \(formatGeometry(trailing))}"
    }
}
