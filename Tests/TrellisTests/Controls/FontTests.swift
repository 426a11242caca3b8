import Testing
@testable import Trellis

/// `Font` mirrors `UIFont`: `withSize(_:)` keeps the face and the weight; the vertical metrics
/// are SF Pro's `hhea` proportions (UIKit: `systemFont(ofSize: 17)` has ascender 16.19,
/// descender −4.10, lineHeight 20.29).
struct FontTests {
    @Test func withSizeKeepsFaceAndWeight() {
        let bold = Font.boldSystemFont(ofSize: 17)
        let big = bold.withSize(34)
        #expect(big.pointSize == 34)
        #expect(big.fontName == bold.fontName)
        #expect(big.familyName == Font.systemFamilyName)
        #expect(big.weight == .bold)
        let helvetica = Font(name: "Helvetica-Oblique", size: 12, weight: .light)
        #expect(helvetica.familyName == "Helvetica")
        #expect(helvetica.withSize(20) == Font(name: "Helvetica-Oblique", size: 20, weight: .light))
    }

    @Test func systemFontMetricsAt17Points() {
        let f = Font.systemFont(ofSize: 17)
        // 1950/2048 × 17 = 16.1865; 494/2048 × 17 = 4.1006; sum 20.2871.
        #expect(abs(f.ascender - 16.1865) < 1e-4)
        #expect(abs(f.descender - 4.1006) < 1e-4)
        #expect(abs(f.lineHeight - 20.2871) < 1e-4)
    }

    @Test func badSizesBecomeZero() {
        #expect(Font.systemFont(ofSize: -3).pointSize == 0)
        #expect(Font.systemFont(ofSize: .nan).pointSize == 0)
        #expect(Font.systemFont(ofSize: 12).withSize(.infinity).pointSize == 0)
    }
}
