import Testing
@testable import Trellis

/// `Font` mirrors `UIFont`: `withSize(_:)` keeps the face and the weight; the vertical metrics
/// are San Francisco's proportions (UIKit: `systemFont(ofSize: 17)` has ascender 16.18,
/// descender −4.08, lineHeight 20.26).
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
        // 0.952 × 17 = 16.184; 0.24 × 17 = 4.08; sum 20.264.
        #expect(abs(f.ascender - 16.184) < 1e-9)
        #expect(abs(f.descender - 4.08) < 1e-9)
        #expect(abs(f.lineHeight - 20.264) < 1e-9)
    }

    @Test func badSizesBecomeZero() {
        #expect(Font.systemFont(ofSize: -3).pointSize == 0)
        #expect(Font.systemFont(ofSize: .nan).pointSize == 0)
        #expect(Font.systemFont(ofSize: 12).withSize(.infinity).pointSize == 0)
    }

    @Test func weightsFromDocumentNames() {
        #expect(FontWeight(documentName: "semibold") == .semibold)
        #expect(FontWeight(documentName: "heavy") == .heavy)
        #expect(FontWeight(documentName: "chunky") == nil)
    }
}

/// Interface Builder's `<fontDescription>` attributes (forms seen in the corpus, see
/// FORMAT_CHEATSHEET.md).
struct FontDocumentTests {
    @Test func systemForms() {
        #expect(Font(documentAttributes: ["type": "system", "pointSize": "17"]) == .systemFont(ofSize: 17))
        #expect(Font(documentAttributes: ["type": "boldSystem", "pointSize": "20"]) == .boldSystemFont(ofSize: 20))
        #expect(Font(documentAttributes: ["type": "system", "weight": "semibold", "pointSize": "14"]) == .systemFont(ofSize: 14, weight: .semibold))
    }

    @Test func namedFaces() {
        let f = Font(documentAttributes: ["name": "OpenSans-Semibold", "family": "Open Sans", "pointSize": "13"])
        #expect(f?.fontName == "OpenSans-Semibold")
        #expect(f?.familyName == "Open Sans")
        #expect(f?.weight == .semibold)
        #expect(f?.pointSize == 13)
        #expect(Font(documentAttributes: ["name": "OpenSans", "family": "Open Sans", "pointSize": "13"])?.weight == .regular)
        #expect(Font(documentAttributes: ["name": "HelveticaNeue-Light", "pointSize": "9"])?.weight == .light)
    }

    @Test func dynamicTypeStylesAtTheDefaultSize() {
        #expect(Font(documentAttributes: ["style": "UICTFontTextStyleBody"]) == .systemFont(ofSize: 17))
        #expect(Font(documentAttributes: ["style": "UICTFontTextStyleHeadline"]) == .systemFont(ofSize: 17, weight: .semibold))
        #expect(Font(documentAttributes: ["style": "UICTFontTextStyleSubhead"])?.pointSize == 15)
    }

    @Test func unreadableDescriptionsAreNil() {
        #expect(Font(documentAttributes: ["type": "system"]) == nil)
        #expect(Font(documentAttributes: ["type": "system", "pointSize": "big"]) == nil)
        #expect(Font(documentAttributes: ["style": "UICTFontTextStyleNope"]) == nil)
    }
}
