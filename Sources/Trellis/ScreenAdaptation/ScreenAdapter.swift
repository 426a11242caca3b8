/// Scales design values from a reference screen width to an actual one — seed 002's `AdaptW`:
/// `value × screenWidth / referenceWidth`, so 10 points designed at 375 become 20 at 750.
///
/// ```swift
/// let adapter = try ScreenAdapter(screenWidth: 414)        // reference 375
/// adapter.adapted(10)                                        // 11.04
/// try ScreenAdapter(screen: window.screen).adapted(55)       // from the window's screen
/// ```
/// Rounding is ``Rounding-swift.enum/none`` by default (the seed's behaviour: fractional sizes
/// are fine for fonts and radii, and Auto Layout rounds frames to pixels anyway);
/// ``Rounding-swift.enum/pixel(scale:)`` rounds each result to the nearest pixel, halves away
/// from zero.
public struct ScreenAdapter: Sendable, Equatable {
    /// How adapted values are rounded.
    public enum Rounding: Sendable, Equatable {
        /// Exact: `value × screenWidth / referenceWidth`.
        case none
        /// To the nearest multiple of `1 / scale` (a pixel at that screen scale).
        case pixel(scale: Double)
    }

    /// The width the design was made for (seed 002: 375, the iPhone 6/7/8's).
    public static let defaultReferenceWidth = 375.0

    /// The design's screen width in points.
    public let referenceWidth: Double
    /// The actual screen width in points.
    public let screenWidth: Double
    /// How results are rounded.
    public let rounding: Rounding

    /// An adapter from `referenceWidth` to `screenWidth`; both must be positive and finite,
    /// and a pixel scale positive and finite.
    public init(screenWidth: Double, referenceWidth: Double = ScreenAdapter.defaultReferenceWidth,
                rounding: Rounding = .none) throws(ScreenAdaptationError) {
        guard referenceWidth.isFinite, referenceWidth > 0 else { throw .invalidReferenceWidth(referenceWidth) }
        guard screenWidth.isFinite, screenWidth > 0 else { throw .invalidScreenWidth(screenWidth) }
        self.referenceWidth = referenceWidth
        self.screenWidth = screenWidth
        if case .pixel(let scale) = rounding, !(scale.isFinite && scale > 0) {
            self.rounding = .none
        } else {
            self.rounding = rounding
        }
    }

    /// An adapter to a screen's current width (`bounds.width`, so a landscape screen uses its
    /// landscape width, as `UIScreen.main.bounds` does since iOS 8).
    public init(screen: Screen, referenceWidth: Double = ScreenAdapter.defaultReferenceWidth,
                rounding: Rounding = .none) throws(ScreenAdaptationError) {
        try self.init(screenWidth: screen.bounds.width, referenceWidth: referenceWidth, rounding: rounding)
    }

    /// `screenWidth / referenceWidth`.
    public var factor: Double { screenWidth / referenceWidth }

    /// A design value scaled to the screen width (seed 002's `AdaptW(value)`), rounded as asked.
    public func adapted(_ value: Double) -> Double {
        let exact = value * screenWidth / referenceWidth
        switch rounding {
        case .none: return exact
        case .pixel(let scale): return exact.roundedToPixel(scale: scale)
        }
    }
}
