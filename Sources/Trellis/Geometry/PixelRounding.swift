/// Snapping geometry to the device pixel grid.
///
/// UIKit positions views in points but draws on pixels: on a screen of `scale` pixels per point,
/// a value lands on the grid when `value × scale` is a whole number. When the Auto Layout engine
/// writes frames it rounds the origin and the far edge (maxX, maxY) to the nearest pixel and takes
/// the size as their difference, so adjacent views stay adjacent with no gap or overlap
/// (a 100-point-wide row split in three gives 33.333…, rounded on a 2× screen to 33.5/33/33.5 wide
/// pieces rather than three 33.5s). Trellis does the same; rounding is to nearest, halves away from zero.
extension Double {
    /// The value rounded to the nearest multiple of `1 / scale` (the pixel grid of a `scale`× screen).
    /// A scale that is not a positive finite number leaves the value unchanged.
    public func roundedToPixel(scale: Double) -> Double {
        guard scale > 0, scale.isFinite, isFinite else { return self }
        return (self * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
}

extension Point {
    /// Both coordinates rounded to the pixel grid of a `scale`× screen.
    public func roundedToPixels(scale: Double) -> Point {
        Point(x: x.roundedToPixel(scale: scale), y: y.roundedToPixel(scale: scale))
    }
}

extension Rect {
    /// The rectangle with its origin and its far edges (maxX, maxY) rounded independently to the pixel
    /// grid of a `scale`× screen, the size being the difference — UIKit's rule for engine-placed frames.
    /// Works on the standardized rectangle; null stays null.
    public func roundedToPixels(scale: Double) -> Rect {
        if isNull { return .null }
        let s = standardized
        let x0 = s.minX.roundedToPixel(scale: scale), y0 = s.minY.roundedToPixel(scale: scale)
        let x1 = s.maxX.roundedToPixel(scale: scale), y1 = s.maxY.roundedToPixel(scale: scale)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
