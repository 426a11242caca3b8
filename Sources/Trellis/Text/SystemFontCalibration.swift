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

    public init(widthScale: [Double: Double], appliesTracking: Bool) {
        self.widthScale = widthScale
        self.appliesTracking = appliesTracking
    }

    /// The files' own advances: no scale, no tracking.
    public static let identity = SystemFontCalibration(widthScale: [0: 1], appliesTracking: false)

    /// iOS draws the system font with SF Text below 20 points and SF Display from 20 points.
    public static let displayFromPointSize = 20.0

    /// The scale for a weight: the calibrated weight nearest to it.
    public func scale(for weight: FontWeight) -> Double {
        widthScale.min { abs($0.key - weight.rawValue) < abs($1.key - weight.rawValue) }?.value ?? 1
    }

    /// Points added after each glyph at a size: San Francisco's tracking, when applied.
    public func tracking(pointSize: Double) -> Double {
        appliesTracking ? SystemFontCalibration.trackingEm(pointSize: pointSize) * pointSize : 0
    }

    /// San Francisco's tracking in em at a point size (Apple's table, in 1/1000 em, for SF Pro
    /// on iOS: +41 at 6 pt down to -26 at 17 pt, back up to +14 at 28 pt, -25 at 96 pt); sizes
    /// between two rows take the lower row's value, outside the table the nearest end's.
    public static func trackingEm(pointSize: Double) -> Double {
        let table = SystemFontCalibration.tracking
        guard let last = table.last else { return 0 }
        if pointSize <= table[0].size { return table[0].milliEm / 1000 }
        if pointSize >= last.size { return last.milliEm / 1000 }
        let row = table.last { $0.size <= pointSize }!
        return row.milliEm / 1000
    }

    /// Apple's tracking table for SF Pro (Human Interface Guidelines, Typography, "Tracking
    /// values", iOS and iPadOS): point size and tracking in thousandths of an em.
    static let tracking: [(size: Double, milliEm: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 8), (39, 8), (40, 6), (41, 6), (42, 4), (43, 4), (44, 2),
        (45, 2), (46, 0), (47, 0), (48, -2), (49, -2), (50, -4), (51, -4), (52, -6), (53, -6), (54, -8),
        (56, -9), (58, -11), (60, -12), (62, -13), (64, -14), (66, -15), (68, -16), (70, -17), (72, -18),
        (76, -20), (80, -22), (88, -23), (96, -25),
    ]
}
