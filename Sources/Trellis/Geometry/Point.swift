/// A location in a two-dimensional coordinate system, in points (UIKit's `CGPoint`).
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The point moved by the transform.
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// Shortest text for a number of points: "20", "147.5" (integers only well inside Int64's range).
public func formatPoints(_ value: Double) -> String {
    // Only values well inside Int64's range print as integers (a fuzzed 1e20 must not trap).
    if value.isFinite, abs(value) < 1e15, value == value.rounded() { return String(Int64(value)) }
    return String(value)
}
