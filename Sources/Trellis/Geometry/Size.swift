/// A width and a height, in points (UIKit's `CGSize`).
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size with the given width and height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size `0 × 0` (`CGSize.zero`).
    public static let zero = Size(width: 0, height: 0)

    /// The size transformed by the linear part of `t` (`CGSize.applying(_:)`): `(a·w + c·h, b·w + d·h)`.
    /// As in Core Graphics the result can be negative; translation is ignored.
    public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }

    /// True when both dimensions are finite.
    public var isFinite: Bool { width.isFinite && height.isFinite }

    public var description: String { "\(formatGeometry(width)) × \(formatGeometry(height))" }
}
