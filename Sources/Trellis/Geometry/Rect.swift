/// A rectangle: an origin and a size, in points (UIKit's `CGRect`).
///
/// As with `CGRect`, a rectangle may have a negative width or height; the edge accessors
/// (`minX`, `maxX`, `width`, …) and the set operations work on the ``standardized`` rectangle.
/// ``null`` (origin at infinity) is the result of intersecting rectangles that do not overlap.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The origin (the corner with the smallest coordinates when the size is positive).
    public var origin: Point
    /// The size; may be negative (see ``standardized``).
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from coordinates and dimensions.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size (`CGRect.zero`).
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The null rectangle (`CGRect.null`): origin at +infinity, zero size.
    /// It is what ``intersection(_:)`` returns when the rectangles do not overlap.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// True for ``null`` (an origin coordinate is +infinity), as `CGRect.isNull`.
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// True when the rectangle is null or has zero width or height (`CGRect.isEmpty`).
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// True when every component is finite (no NaN, no infinity).
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The same rectangle with a non-negative width and height (`CGRect.standardized`):
    /// a negative width moves the origin left by that amount, and likewise for height.
    public var standardized: Rect {
        if isNull { return .null }
        var r = self
        if r.size.width < 0 {
            r.origin.x += r.size.width
            r.size.width = -r.size.width
        }
        if r.size.height < 0 {
            r.origin.y += r.size.height
            r.size.height = -r.size.height
        }
        return r
    }

    /// Smallest x of the standardized rectangle.
    public var minX: Double { standardized.origin.x }
    /// Centre x.
    public var midX: Double { let s = standardized; return s.origin.x + s.size.width / 2 }
    /// Largest x of the standardized rectangle.
    public var maxX: Double { let s = standardized; return s.origin.x + s.size.width }
    /// Smallest y of the standardized rectangle.
    public var minY: Double { standardized.origin.y }
    /// Centre y.
    public var midY: Double { let s = standardized; return s.origin.y + s.size.height / 2 }
    /// Largest y of the standardized rectangle.
    public var maxY: Double { let s = standardized; return s.origin.y + s.size.height }
    /// The width, never negative (`CGRect.width` returns the standardized width).
    public var width: Double { abs(size.width) }
    /// The height, never negative.
    public var height: Double { abs(size.height) }
    /// The centre point `(midX, midY)`.
    public var center: Point { Point(x: midX, y: midY) }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (`CGRect.insetBy(dx:dy:)`); negative values grow it. Works on the standardized rectangle and
    /// returns ``null`` when the result would have a negative width or height, as Core Graphics does.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return .null }
        var r = standardized
        r.origin.x += dx
        r.origin.y += dy
        r.size.width -= 2 * dx
        r.size.height -= 2 * dy
        if r.size.width < 0 || r.size.height < 0 { return .null }
        return r
    }

    /// The rectangle inset by `insets` (`CGRect.inset(by: UIEdgeInsets)` / `UIEdgeInsetsInsetRect`):
    /// the origin moves by (left, top) and the size shrinks by (left + right, top + bottom).
    /// Like UIKit this is plain arithmetic: the result is not standardized and may have a negative size.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top,
             width: size.width - insets.left - insets.right,
             height: size.height - insets.top - insets.bottom)
    }

    /// The standardized rectangle moved by `(dx, dy)` (`CGRect.offsetBy(dx:dy:)`); null stays null.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return .null }
        var r = standardized
        r.origin.x += dx
        r.origin.y += dy
        return r
    }

    /// The smallest rectangle containing both (`CGRect.union(_:)`); a null operand is ignored.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap of both rectangles (`CGRect.intersection(_:)`), or ``null`` when they do not overlap.
    /// Rectangles that only share an edge do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 {
            // Zero-size rectangles inside the other still intersect in Core Graphics only when
            // they lie strictly inside; Trellis keeps the simple rule: no positive overlap → null.
            return .null
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the rectangles overlap with a positive area (`CGRect.intersects(_:)`).
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isNull }

    /// True when `point` lies inside; the left/top edges are inside and the right/bottom edges outside,
    /// as `CGRect.contains(_: CGPoint)`.
    public func contains(_ point: Point) -> Bool {
        if isNull { return false }
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when `other` lies entirely inside this rectangle (`CGRect.contains(_: CGRect)`).
    public func contains(_ other: Rect) -> Bool {
        if isNull || other.isNull { return false }
        return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The smallest rectangle with integer coordinates containing this one (`CGRect.integral`).
    public var integral: Rect {
        if isNull { return .null }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    /// The bounding box of the rectangle's four corners transformed by `t` (`CGRect.applying(_:)`).
    public func applying(_ t: AffineTransform) -> Rect {
        if isNull { return .null }
        if t.isIdentity { return self }
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY),
                       Point(x: minX, y: maxY), Point(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    public var description: String {
        "(\(formatGeometry(origin.x)), \(formatGeometry(origin.y)), \(formatGeometry(size.width)), \(formatGeometry(size.height)))"
    }
}
