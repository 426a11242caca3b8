/// How a stand-in font's advances become San Francisco's: a scale per weight (fitted on the
/// widths Xcode stored for system-font labels, `scripts/calibrate-text.py`) and San Francisco's
/// size-specific tracking (Apple's Human Interface Guidelines, "Typography › Tracking values"),
/// which iOS applies to every glyph of the system font.
public struct SystemFontCalibration: Sendable, Equatable {
    /// Advance scale per UIKit weight raw value (-0.8 … 0.62); weights between two entries take
    /// the nearer one's.
    public var widthScale: [Double: Double]
    /// Whether San Francisco's tracking table is added per glyph.
    public var appliesTracking: Bool
    /// The further scale of the Display share of the advances (``displayShare(pointSize:)``):
    /// a point size's advances are scaled by `1 + (displayScale - 1) × displayShare`, so text
    /// of 28 points and more by the whole of it. 1: none.
    public var displayScale: Double

    public init(widthScale: [Double: Double], appliesTracking: Bool, displayScale: Double = 1) {
        self.widthScale = widthScale
        self.appliesTracking = appliesTracking
        self.displayScale = displayScale
    }

    /// The files' own advances: no scale, no tracking.
    public static let identity = SystemFontCalibration(widthScale: [0: 1], appliesTracking: false)

    /// How much of San Francisco's Display design a point size uses (0: all Text, 1: all
    /// Display). Since iOS 14 the system font is one variable font whose optical size follows
    /// the point size, varying smoothly between 17 and 28 points instead of switching from SF
    /// Text to SF Display at 20 (WWDC20 session 10175, "The details of UI typography"); the
    /// stand-in's Text and Display advances are mixed in this proportion, linearly from 17 to
    /// 28 points. On the labels of `docs/text-calibration.tsv` this puts 221 of 255 within 1 pt
    /// of Xcode's widths, against 215 switching at 20 points.
    public static func displayShare(pointSize: Double) -> Double {
        min(1, max(0, (pointSize - 17) / (28 - 17)))
    }

    /// The scale for a weight: the calibrated weight nearest to it.
    public func scale(for weight: FontWeight) -> Double {
        widthScale.min { abs($0.key - weight.rawValue) < abs($1.key - weight.rawValue) }?.value ?? 1
    }

    /// The scale of advances for a weight at a point size: ``scale(for:)`` and the Display share's ``displayScale``.
    public func scale(for weight: FontWeight, pointSize: Double) -> Double {
        scale(for: weight) * (1 + (displayScale - 1) * SystemFontCalibration.displayShare(pointSize: pointSize))
    }

    /// Points added after each glyph at a size: San Francisco's tracking, when applied.
    public func tracking(pointSize: Double) -> Double {
        appliesTracking ? SystemFontCalibration.sanFranciscoTracking(pointSize: pointSize) : 0
    }

    /// San Francisco's tracking in points at a point size: Apple's table (``tracking``),
    /// interpolated linearly between its rows as a font's `trak` table is (Apple's TrueType
    /// Reference Manual, "The 'trak' table"); below 6 points the 6-point row's +41/1000 em,
    /// from 80 points none.
    public static func sanFranciscoTracking(pointSize: Double) -> Double {
        let table = SystemFontCalibration.tracking
        guard let first = table.first, let last = table.last, pointSize.isFinite else { return 0 }
        if pointSize <= first.size { return 0.041 * pointSize }
        if pointSize >= last.size { return last.points }
        let upper = table.firstIndex { $0.size >= pointSize }!
        let (a, b) = (table[upper - 1], table[upper])
        return a.points + (b.points - a.points) * (pointSize - a.size) / (b.size - a.size)
    }

    /// Apple's tracking table for SF Pro on iOS, iPadOS and visionOS (Human Interface
    /// Guidelines, Typography, "Tracking values",
    /// https://developer.apple.com/design/human-interface-guidelines/typography#Tracking-values;
    /// the version of December 2025): point size and tracking in points. The table also gives
    /// the tracking in 1/1000 em, rounded to whole thousandths (17 points: -26/1000 em, -0.442
    /// points, where the points column says -0.43); the points column is the finer of the two.
    static let tracking: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40),
        (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
        (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36),
        (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32),
        (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]
}
