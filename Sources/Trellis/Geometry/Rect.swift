/// An origin and a size, in points (UIKit's `CGRect`).
///
/// A rectangle with a negative width or height is valid; ``standardized`` gives the equivalent
/// rectangle with a positive size. `minX`…`maxY` are those of the standardized rectangle, as in
/// Core Graphics.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at (0, 0) with no size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var width: Double { abs(size.width) }
    public var height: Double { abs(size.height) }
    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var midX: Double { origin.x + size.width / 2 }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var midY: Double { origin.y + size.height / 2 }

    /// Whether the width or the height is zero.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }
    /// Whether every component is a finite number.
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let s = standardized
        return Rect(x: s.origin.x + dx, y: s.origin.y + dy, width: s.width - 2 * dx, height: s.height - 2 * dy)
    }

    /// The rectangle shrunk by the insets (UIKit's `bounds.inset(by:)`).
    public func inset(by insets: EdgeInsets) -> Rect {
        let s = standardized
        return Rect(x: s.origin.x + insets.left, y: s.origin.y + insets.top,
                    width: s.width - insets.left - insets.right, height: s.height - insets.top - insets.bottom)
    }

    /// The rectangle moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The overlap of both, or `nil` when they don't overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 >= x0, y1 >= y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the rectangles overlap with a non-empty area.
    public func intersects(_ other: Rect) -> Bool {
        guard let r = intersection(other) else { return false }
        return r.width > 0 && r.height > 0
    }

    /// Whether the point lies inside (the max edges excluded, as in Core Graphics).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The bounding box of the rectangle's four corners moved by `t`.
    public func applying(_ t: AffineTransform) -> Rect {
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The rectangle with its edges moved to the nearest pixel boundary for a screen `scale`
    /// (edges rounded, so the size is the difference of two rounded edges).
    public func roundedToPixels(scale: Double) -> Rect {
        let x0 = origin.x.roundedToPixel(scale: scale), y0 = origin.y.roundedToPixel(scale: scale)
        let x1 = (origin.x + size.width).roundedToPixel(scale: scale)
        let y1 = (origin.y + size.height).roundedToPixel(scale: scale)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Each edge floored to the pixel grid, as AppKit rounds an autoresized frame (GNUstep's
    /// `Tests/gui/NSView/autoresizeRounding.m`, values checked against AppKit: the min and max
    /// edges are floored independently and the size is their difference). A value within 1e-9
    /// of a pixel line counts as on it, so 9.999999999 floors to 10.
    public func flooredToPixels(scale: Double) -> Rect {
        func floor(_ v: Double) -> Double {
            guard scale > 0, v.isFinite else { return v }
            return (v * scale + 1e-9).rounded(.down) / scale
        }
        let x0 = floor(origin.x), y0 = floor(origin.y)
        let x1 = floor(origin.x + size.width), y1 = floor(origin.y + size.height)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String {
        "(\(formatPoints(origin.x)), \(formatPoints(origin.y)), \(formatPoints(size.width)), \(formatPoints(size.height)))"
    }
}

extension Double {
    /// The value rounded to the nearest multiple of `1/scale` (a pixel at that screen scale);
    /// halves round away from zero. A scale ≤ 0 leaves the value unchanged.
    public func roundedToPixel(scale: Double) -> Double {
        guard scale > 0, isFinite else { return self }
        return (self * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
}
