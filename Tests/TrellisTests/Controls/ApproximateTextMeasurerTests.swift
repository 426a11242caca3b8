import Testing
@testable import Trellis

/// The default measurer's documented per-character estimate (em fractions × point size).
struct ApproximateTextMeasurerTests {
    let m = ApproximateTextMeasurer()

    @Test func oneLine() {
        // "Hello": H 0.66 + e 0.56 + l 0.27 + l 0.27 + o 0.56 = 2.32 em × 17 = 39.44; one line 20.287 (SF Pro: 2444/2048 em).
        let s = m.size(of: "Hello", font: .systemFont(ofSize: 17), maxWidth: nil)
        #expect(abs(s.width - 39.44) < 1e-9)
        #expect(abs(s.height - 17 * 2444 / 2048) < 1e-9)
    }

    @Test func fullWidthCharactersAreOneEm() {
        // Two CJK characters at 10 points: 2 × 1 em = 20.
        #expect(m.size(of: "你好", font: .systemFont(ofSize: 10), maxWidth: nil).width == 20)
    }

    @Test func boldIsFivePercentWider() {
        // "Hello" 2.32 em × 10 × 1.05 = 24.36.
        #expect(abs(m.size(of: "Hello", font: .boldSystemFont(ofSize: 10), maxWidth: nil).width - 24.36) < 1e-9)
    }

    @Test func wrapsAtSpacesWithinMaxWidth() {
        // "Hello world" is 39.44 + 4.59 + 44.03 = 88.06 wide at 17 > 50: two lines, the wider
        // "world" (w .85 o .56 r .35 l .27 d .56 = 2.59 em = 44.03).
        let s = m.size(of: "Hello world", font: .systemFont(ofSize: 17), maxWidth: 50)
        #expect(abs(s.width - 44.03) < 1e-9)
        #expect(abs(s.height - 2 * 17 * 2444 / 2048) < 1e-9)
    }

    @Test func breaksALongWordAndKeepsNewlines() {
        // "mmmm" at 10: 8.5 per m; max 20 → "mm" / "mm"; the newline adds a third line "a".
        let s = m.size(of: "mmmm\na", font: .systemFont(ofSize: 10), maxWidth: 20)
        #expect(s.width == 17)
        #expect(abs(s.height - 3 * 10 * 2444 / 2048) < 1e-9)
    }

    @Test func emptyTextIsOneEmptyLine() {
        let s = m.size(of: "", font: .systemFont(ofSize: 10), maxWidth: nil)
        #expect(s.width == 0)
        #expect(abs(s.height - 10 * 2444 / 2048) < 1e-9)
    }
}
