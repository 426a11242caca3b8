import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// The design-device calibration of a multi-line label in a Dynamic Type text style counts its
/// stored lines and fits its line height as ``Label`` sets them: the first line at the font's
/// line height, each further one at the style's leading (``Font/labelTextHeight(lines:)``).
/// Text measured at 8 points a character, wrapped at the width.
struct TextStyleLabelCalibrationTests {
    let base = FixedAdvanceText(advance: 8, lineHeight: nil, wraps: true)

    /// "Hello world" stored 50 × 42.5 in body (line height 20.29, leading 22) at 2×: two lines,
    /// 20.29 + 22 = 42.29, which the 2× grid rounds to 42.5 — no scale. Counted at the line
    /// height alone (2 × 20.29 = 40.58) its line height would be scaled × 1.047, and three lines
    /// on a narrower device would be 63.7 high instead of 64.29 → 64.5.
    @Test func twoBodyLinesNeedNoScale() {
        let (k, h) = SceneBuilder.calibration(of: "Hello world", font: .preferredFont(forTextStyle: .body), lines: 0, mode: .byWordWrapping,
                                              pixelScale: 2, storedSize: Size(width: 50, height: 42.5), freeWidth: false, freeHeight: true, base: base)
        #expect(k == 1)
        #expect(h == 1)
    }

    /// The same label stored 64.5 high is three lines (20.29 + 2 × 22 = 64.29 → 64.5): the
    /// advances are widened until the text wraps into three (8 × 11 = 88 at 50 / k needs k > 1.136).
    @Test func threeStoredLinesWidenTheAdvances() {
        let (k, h) = SceneBuilder.calibration(of: "Hello world", font: .preferredFont(forTextStyle: .body), lines: 0, mode: .byWordWrapping,
                                              pixelScale: 2, storedSize: Size(width: 50, height: 64.5), freeWidth: false, freeHeight: true, base: base)
        #expect(abs(k - 1.14) < 1e-9)
        #expect(h == 1)
    }
}
