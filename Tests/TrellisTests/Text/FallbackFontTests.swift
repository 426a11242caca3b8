import Testing
@testable import Trellis

/// Whether Noto Color Emoji and Noto Sans CJK are installed (Debian `fonts-noto-color-emoji`,
/// `fonts-noto-cjk`; `.ci/run` installs them); tests that measure with them skip otherwise.
let fallbackFontsAvailable = StandInFont.inter.fallbacks.allSatisfy { (try? $0.installedPath()) != nil }
let fallbackFontsSkip: Comment = "needs the Debian packages libharfbuzz0b, fonts-inter, fonts-noto-color-emoji and fonts-noto-cjk (apt-get install libharfbuzz0b fonts-inter fonts-noto-color-emoji fonts-noto-cjk)"

/// Characters Inter cannot draw are measured in the fonts that stand in for iOS's fallbacks, at
/// the point size, without San Francisco's scale and tracking.
@Suite(.enabled(if: textMeasurementAvailable && fallbackFontsAvailable, fallbackFontsSkip))
struct FallbackFontTests {
    let measurer = try! ShapingTextMeasurer.shared.get()

    /// SwiftMessages MessageView.xib: the "😬" icon label (38-point system font, at its
    /// intrinsic width in a stack view) is stored 43 wide on a 2× device. Noto Color Emoji's
    /// 1.245-em advance scaled to Apple Color Emoji's 1.125 em: 42.75, 43 on the pixel grid.
    @Test func emojiAdvanceAsAppleColorEmoji() {
        let f = Font.systemFont(ofSize: 38)
        #expect(abs(measurer.width(of: "😬", font: f) - 42.75) < 1e-9)
        #expect(measurer.size(of: "😬", font: f, maxWidth: nil).ceiledToPixels(scale: 2).width == 43)
        // A skin-tone modifier is one glyph with its base, a flag one glyph of two scalars.
        #expect(abs(measurer.width(of: "👍🏼", font: f) - 42.75) < 1e-9)
        #expect(abs(measurer.width(of: "🇫🇷", font: f) - 42.75) < 1e-9)
    }

    /// Ideographs and kana are 1 em in Noto Sans CJK as in PingFang: "你好" at 17 points is 34
    /// wide, Inter's scale and San Francisco's tracking apply only to the Latin text beside it,
    /// and the text still breaks between ideographs.
    @Test func cjkAtOneEm() {
        let f = Font.systemFont(ofSize: 17)
        #expect(abs(measurer.width(of: "你好", font: f) - 34) < 1e-9)
        #expect(abs(measurer.width(of: "あい", font: f) - 34) < 1e-9)
        #expect(abs(measurer.width(of: "Hi 你好", font: f) - (measurer.width(of: "Hi ", font: f) + 34)) < 1e-9)
        #expect(abs(measurer.size(of: "你好你好", font: f, maxWidth: 34).height - 2 * f.lineHeight) < 1e-9)
    }

    /// A fallback whose file is missing is skipped, its characters estimated, and the error
    /// names the Debian package.
    @Test func missingFallbackNamesItsPackage() throws {
        var standIn = StandInFont.inter
        standIn.fallbacks = [FallbackFont(name: "Noto Sans CJK", standsInFor: "PingFang", package: "fonts-noto-cjk",
                                          paths: ["/nonexistent/NotoSansCJK-Regular.ttc"], scale: 1)]
        let measurer = try ShapingTextMeasurer(standIn: standIn)
        #expect(measurer.missingFallbacks.map(\.error) == [
            .missingFont("NotoSansCJK-Regular.ttc", searched: ["/nonexistent/NotoSansCJK-Regular.ttc"], package: "fonts-noto-cjk")])
        #expect(measurer.charactersWithoutGlyphs(in: "你好", font: .systemFont(ofSize: 17)) == ["你", "好"])
        #expect(self.measurer.missingFallbacks.isEmpty)
    }
}
