/// A width and a height, in points (UIKit's `CGSize`).
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) { self.width = width; self.height = height }

    /// (0, 0).
    public static let zero = Size(width: 0, height: 0)

    /// Width and height exchanged (a device turned on its side).
    public var transposed: Size { Size(width: height, height: width) }

    public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}
