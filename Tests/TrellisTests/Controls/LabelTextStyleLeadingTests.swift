import Testing
@testable import Trellis
import TrellisTestSupport

/// A multi-line label in a Dynamic Type text style sets its first line at the font's line height
/// and each further line at the style's leading (``Font/labelTextHeight(lines:)``); a fixed-size
/// font's lines are its line height apart. Text is measured at 8 points a character, wrapped at
/// the width, so the line counts follow from the widths alone; no window: whole points.
@MainActor
struct LabelTextStyleLeadingTests {
    func label(_ text: String, font: Font, width: Double) -> Label {
        let label = Label(text: text, font: font)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = width
        label.measurer = FixedAdvanceText(advance: 8, lineHeight: nil, wraps: true)
        return label
    }

    /// "Hello world" (88 wide) at 50: two lines. Body (17 points, line height 20.29, leading
    /// 22): 20.29 + 22 = 42.29 → 43, not 2 × 20.29 = 40.58 → 41 (the fixed 17-point font's).
    @Test func twoBodyLinesAreTheLineHeightAndOneLeading() {
        #expect(label("Hello world", font: .preferredFont(forTextStyle: .body), width: 50).intrinsicContentSize == Size(width: 50, height: 43))
        #expect(label("Hello world", font: .systemFont(ofSize: 17), width: 50).intrinsicContentSize == Size(width: 50, height: 41))
    }

    /// Subheadline at extra small (12 points, line height 14.32, leading 16), as MixinNetwork
    /// Home.storyboard stores its labels (14.5, 30.5 and 46.5 for one to three lines at 2×):
    /// "aa bb cc" (64 wide) at 24 is three lines, 14.32 + 2 × 16 = 46.32 → 47.
    @Test func threeExtraSmallSubheadlineLines() {
        let font = Font.preferredFont(forTextStyle: .subheadline, compatibleWith: .extraSmall)
        #expect(font.labelTextHeight(lines: 3) == font.lineHeight + 32)
        #expect(label("aa bb cc", font: font, width: 24).intrinsicContentSize == Size(width: 24, height: 47))
    }

    /// One line is the line height whatever the font (body: 20.29 → 21).
    @Test func oneLineIsTheLineHeight() {
        #expect(label("Hello", font: .preferredFont(forTextStyle: .body), width: 100).intrinsicContentSize == Size(width: 40, height: 21))
    }

    /// A calibrated measurer's line height (× 1.1) scales the leading with it: two body lines
    /// (20.29 + 22) × 1.1 = 46.52 → 47.
    @Test func aCalibratedLineHeightScalesTheLeading() {
        let l = label("Hello world", font: .preferredFont(forTextStyle: .body), width: 50)
        l.measurer = CalibratedTextMeasurer(base: FixedAdvanceText(advance: 8, lineHeight: nil, wraps: true), heightScale: 1.1)
        #expect(l.intrinsicContentSize == Size(width: 50, height: 47))
    }

    /// The helper both Label and the Interface Builder calibration use: a measured height of
    /// three body lines (3 × 20.29) is 20.29 + 2 × 22; at a measurer's line height × 1.1, two of
    /// its lines (2 × 1.1 × 20.29) are (20.29 + 22) × 1.1. A fixed-size font keeps the measured
    /// height unless `fixedSizeFonts` (then 20.29 + 2 × 20.29, its line height apart); a
    /// single line (1.4 lines rounds to 1) keeps it too.
    @Test func aMeasuredHeightIsSetAgainFromItsLineCount() {
        let body = Font.preferredFont(forTextStyle: .body), fixed = Font.systemFont(ofSize: 17)
        let line = body.lineHeight
        #expect(body.labelTextHeight(measured: 3 * line, measuredLineHeight: line) == line + 44)
        #expect(abs(body.labelTextHeight(measured: 2 * 1.1 * line, measuredLineHeight: 1.1 * line) - (line + 22) * 1.1) < 1e-9)
        #expect(body.labelTextHeight(measured: 1.4 * line, measuredLineHeight: line) == 1.4 * line)
        #expect(fixed.labelTextHeight(measured: 3.2 * fixed.lineHeight, measuredLineHeight: fixed.lineHeight) == 3.2 * fixed.lineHeight)
        #expect(fixed.labelTextHeight(measured: 3.2 * fixed.lineHeight, measuredLineHeight: fixed.lineHeight, fixedSizeFonts: true)
            == fixed.lineHeight + 2 * fixed.lineHeight)
    }
}
