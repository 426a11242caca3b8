/// A point in a two-dimensional coordinate system, in points (UIKit's `CGPoint`).
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The x-coordinate.
    public var x: Double
    /// The y-coordinate.
    public var y: Double

    /// Creates a point with the given coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point `(0, 0)` (`CGPoint.zero`).
    public static let zero = Point(x: 0, y: 0)

    /// The point transformed by `t` (`CGPoint.applying(_:)`): `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// True when both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(formatGeometry(x)), \(formatGeometry(y)))" }
}

/// Formats a geometry value without a trailing `.0` for whole numbers (`10` not `10.0`).
func formatGeometry(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
