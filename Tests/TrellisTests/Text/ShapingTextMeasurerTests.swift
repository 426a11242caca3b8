import Testing
@testable import Trellis

/// Whether HarfBuzz and Inter are installed (Debian `libharfbuzz0b`, `fonts-inter`; `.ci/run`
/// installs them); tests that measure skip with that message otherwise.
let textMeasurementAvailable = (try? ShapingTextMeasurer.shared.get()) != nil
let textMeasurementSkip: Comment = "needs the Debian packages libharfbuzz0b and fonts-inter (apt-get install libharfbuzz0b fonts-inter)"

/// The shaping measurer against widths Xcode stored for single-line labels in the shared
/// corpora (named per case), rounded up to the 2× pixel grid as UIKit rounds label sizes.
@Suite(.enabled(if: textMeasurementAvailable, textMeasurementSkip))
struct ShapingTextMeasurerTests {
    let measurer = try! ShapingTextMeasurer.shared.get()

    func stored(_ text: String, _ font: Font) -> Size {
        measurer.size(of: text, font: font, maxWidth: nil).ceiledToPixels(scale: 2)
    }

    /// Interface Builder's default "Label" at 17 points is 41.5 × 20.5 (zotero-ios
    /// MainInterface.storyboard fng-oc-T2J, nRF-Mesh-Library yCB-bC-And).
    @Test func defaultLabelAt17Points() {
        #expect(stored("Label", .systemFont(ofSize: 17)) == Size(width: 41.5, height: 20.5))
    }

    /// Longer text, other sizes and bold (arcgis-runtime-samples 99s-uK-gYc: 215, measured
    /// 215.5, within the 1-point target; nRF-Mesh-Library KA7-rl-LCy at 13 pt: 169.5;
    /// SwiftMessages Demo MUL-on-v9R, bold 13: 101.5).
    @Test func storedWidthsOfCorpusLabels() {
        #expect(stored("Select a sample from the list", .systemFont(ofSize: 17)).width == 215.5)
        #expect(stored("Allocated to this Provisioner", .systemFont(ofSize: 13)).width == 169.5)
        #expect(stored("DROP SHADOW", .boldSystemFont(ofSize: 13)).width == 101.5)
    }

    /// Wrapping: greedy at spaces, trailing spaces take no width, a line per explicit newline;
    /// the height is lines × 20.287 at 17 points.
    @Test func wrapsAtWordsAndNewlines() {
        let f = Font.systemFont(ofSize: 17)
        let one = measurer.size(of: "Select a sample from the list", font: f, maxWidth: nil)
        let wrapped = measurer.size(of: "Select a sample from the list", font: f, maxWidth: 150)
        #expect(abs(wrapped.height - 2 * f.lineHeight) < 1e-9)
        #expect(wrapped.width <= 150)
        // "Select a sample" / "from the list": "Select a sample from" is 160 points wide.
        #expect(abs(wrapped.width - measurer.width(of: "Select a sample", font: f)) < 1e-9)
        #expect(measurer.width(of: "Select a sample from", font: f) > 150)
        #expect(measurer.size(of: "Select a sample from the list", font: f, maxWidth: one.width).height == f.lineHeight)
        #expect(abs(measurer.size(of: "a\nb\n", font: f, maxWidth: nil).height - 3 * f.lineHeight) < 1e-9)
    }

    /// A word longer than the line breaks between characters; character wrapping fills lines.
    @Test func longWordsAndCharacterWrapping() {
        let f = Font.systemFont(ofSize: 17)
        let word = measurer.size(of: "Supercalifragilistic", font: f, maxWidth: 60)
        #expect(word.height > 2 * f.lineHeight)
        #expect(word.width <= 60)
        // At the width of "ab cdefg": words give "ab" / "cdefgh", characters "ab cdefg" / "h".
        let line = measurer.width(of: "ab cdefg", font: f)
        let words = measurer.size(of: "ab cdefgh", font: f, maxWidth: line, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let chars = measurer.size(of: "ab cdefgh", font: f, maxWidth: line, numberOfLines: 0, lineBreakMode: .byCharWrapping)
        #expect(abs(words.width - measurer.width(of: "cdefgh", font: f)) < 1e-9)
        #expect(abs(chars.width - line) < 1e-9)
    }

    /// Words are shaped and measured once per font and reused in every paragraph that has them:
    /// a paragraph measured by a measurer that has seen its words in other paragraphs is as wide,
    /// and wraps the same, as measured by a new measurer.
    @Test func wordsMeasuredOnceGiveTheSameSizes() throws {
        let f = Font.systemFont(ofSize: 17)
        _ = measurer.size(of: "Select a sample from the list", font: f, maxWidth: nil)
        _ = measurer.size(of: "the list of samples, from A to Z", font: f, maxWidth: 120)
        let fresh = try ShapingTextMeasurer()
        for text in ["a sample from the list", "Select the list\nfrom a sample", "list  sample"] {
            for width in [nil, 80.0, 150.0] as [Double?] {
                #expect(measurer.size(of: text, font: f, maxWidth: width) == fresh.size(of: text, font: f, maxWidth: width))
            }
        }
    }

    /// Without fallback fonts, CJK characters Inter has no glyph for advance 1 em (scaled as
    /// every glyph) plus tracking, and break anywhere.
    @Test func cjkEstimateWithoutFallbacks() throws {
        var standIn = StandInFont.inter
        standIn.fallbacks = []
        let measurer = try ShapingTextMeasurer(standIn: standIn)
        let f = Font.systemFont(ofSize: 17)
        let w = measurer.width(of: "你好", font: f)
        let em = 17 * SystemFontCalibration.inter.scale(for: .regular)
        #expect(abs(w - 2 * (em + SystemFontCalibration.sanFranciscoTracking(pointSize: 17))) < 1e-9)
        #expect(abs(measurer.size(of: "你好你好", font: f, maxWidth: w).height - 2 * f.lineHeight) < 1e-9)
    }
}

/// A stand-in whose files are missing is a clear error naming the Debian package.
@Suite(.enabled(if: (try? HarfBuzz.shared.get()) != nil, "needs the Debian package libharfbuzz0b"))
struct MissingFontTests {
    @Test func missingFilesNameThePackage() {
        var standIn = StandInFont.inter
        standIn.directories = ["/nonexistent"]
        #expect(throws: TextMeasurementError.missingFont("Inter-Regular.otf", searched: ["/nonexistent"], package: "fonts-inter")) {
            try ShapingTextMeasurer(standIn: standIn)
        }
        let message = TextMeasurementError.missingFont("Inter-Regular.otf", searched: ["/nonexistent"], package: "fonts-inter").description
        #expect(message.contains("apt-get install fonts-inter"))
    }
}

/// The characters neither Inter nor an installed fallback font has a glyph for, in order and
/// each once (Devanagari is in none of Inter, Noto Color Emoji and Noto Sans CJK).
@Suite(.enabled(if: textMeasurementAvailable && fallbackFontsAvailable, fallbackFontsSkip))
struct CharactersWithoutGlyphsTests {
    @Test func charactersNoFontHasAreNamed() throws {
        let measurer = try ShapingTextMeasurer.shared.get()
        #expect(measurer.charactersWithoutGlyphs(in: "Hi 你好 नम\n😀म", font: .systemFont(ofSize: 17)) == ["न", "म"])
        #expect(measurer.charactersWithoutGlyphs(in: "Hello, world", font: .boldSystemFont(ofSize: 30)).isEmpty)
    }

    /// Printable ASCII text is answered without shaping its chunks (Inter has all of it); the
    /// same characters with one more that Inter has ("é") are shaped, and agree: none lacks a glyph.
    @Test func printableASCIIHasEveryGlyph() throws {
        let measurer = try ShapingTextMeasurer.shared.get()
        let printable = String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) })
        #expect(ShapingTextMeasurer.isPrintableASCII(printable + "\n" + printable))
        #expect(!ShapingTextMeasurer.isPrintableASCII(printable + "é"))
        #expect(!ShapingTextMeasurer.isPrintableASCII("a\tb"))
        for font in [Font.systemFont(ofSize: 17), .boldSystemFont(ofSize: 34)] {
            #expect(measurer.charactersWithoutGlyphs(in: printable, font: font).isEmpty)
            #expect(measurer.charactersWithoutGlyphs(in: printable + "é", font: font).isEmpty)
        }
    }
}

/// How the measurer cuts text before measuring it: paragraphs at line feeds, paragraphs into
/// chunks (a word and the spaces after it) that are shaped and measured once per font.
struct TextSplittingTests {
    /// As `split(separator: "\n", omittingEmptySubsequences: false)`: a `"\r\n"` pair is one
    /// character and does not split; a final line feed leaves an empty paragraph.
    @Test func paragraphsAtLineFeeds() {
        #expect(ShapingTextMeasurer.paragraphs(of: "a\nb\r\nc\n") == ["a", "b\r\nc", ""])
        #expect(ShapingTextMeasurer.paragraphs(of: "") == [""])
        for text in ["a\nb\r\nc\n", "\n\n", "x", "你\n好\u{301}\n😀"] {
            #expect(ShapingTextMeasurer.paragraphs(of: text) == text.split(separator: "\n", omittingEmptySubsequences: false))
        }
    }

    /// Cut after a run of spaces before a visible ASCII character only: not before a tab (the
    /// run of white space is one break), a combining accent (it belongs to the space) or
    /// non-ASCII text.
    @Test func chunksEndAfterSpaces() {
        #expect(ShapingTextMeasurer.chunks(of: "Hello  world, this") == ["Hello  ", "world, ", "this"])
        #expect(ShapingTextMeasurer.chunks(of: "  x ") == ["  ", "x "])
        #expect(ShapingTextMeasurer.chunks(of: "a \tb") == ["a \tb"])
        #expect(ShapingTextMeasurer.chunks(of: "a \u{301}b") == ["a \u{301}b"])
        #expect(ShapingTextMeasurer.chunks(of: "你好 世界 ok") == ["你好 世界 ", "ok"])
        #expect(ShapingTextMeasurer.chunks(of: "") == [""])
        // A paragraph after the first is cut at its own offsets.
        let second = ShapingTextMeasurer.paragraphs(of: "ab \nHello  world, this")[1]
        #expect(ShapingTextMeasurer.chunks(of: second) == ["Hello  ", "world, ", "this"])
    }
}
