import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Interface Builder's `<fontDescription>` attributes (forms seen in the corpora, see
/// FORMAT_CHEATSHEET.md): read in one place, `Font(interfaceBuilderAttributes:)`.
struct FontDescriptionTests {
    @Test func systemForms() {
        #expect(Font(interfaceBuilderAttributes: ["type": "system", "pointSize": "17"]) == .systemFont(ofSize: 17))
        #expect(Font(interfaceBuilderAttributes: ["type": "boldSystem", "pointSize": "20"]) == .boldSystemFont(ofSize: 20))
        #expect(Font(interfaceBuilderAttributes: ["type": "system", "weight": "semibold", "pointSize": "14"]) == .systemFont(ofSize: 14, weight: .semibold))
        let italic = Font(interfaceBuilderAttributes: ["type": "italicSystem", "pointSize": "12"])
        #expect(italic?.isItalic == true)
        #expect(italic?.pointSize == 12)
    }

    @Test func namedFaces() {
        let f = Font(interfaceBuilderAttributes: ["name": "OpenSans-Semibold", "family": "Open Sans", "pointSize": "13"])
        #expect(f?.fontName == "OpenSans-Semibold")
        #expect(f?.familyName == "Open Sans")
        #expect(f?.weight == .semibold)
        #expect(f?.pointSize == 13)
        #expect(Font(interfaceBuilderAttributes: ["name": "OpenSans", "family": "Open Sans", "pointSize": "13"])?.weight == .regular)
        #expect(Font(interfaceBuilderAttributes: ["name": "HelveticaNeue-Light", "pointSize": "9"])?.weight == .light)
    }

    /// Text styles are the style's font at the default category (large) and keep their style.
    @Test func dynamicTypeStylesAtTheDefaultSize() {
        let body = Font(interfaceBuilderAttributes: ["style": "UICTFontTextStyleBody"])
        #expect(body == .preferredFont(forTextStyle: .body))
        #expect(body?.pointSize == 17)
        #expect(body?.textStyle == .body)
        #expect(Font(interfaceBuilderAttributes: ["style": "UICTFontTextStyleHeadline"])?.weight == .semibold)
        #expect(Font(interfaceBuilderAttributes: ["style": "UICTFontTextStyleSubhead"])?.pointSize == 15)
    }

    @Test func unreadableDescriptionsAreNil() {
        #expect(Font(interfaceBuilderAttributes: ["type": "system"]) == nil)
        #expect(Font(interfaceBuilderAttributes: ["type": "system", "pointSize": "big"]) == nil)
        #expect(Font(interfaceBuilderAttributes: ["style": "UICTFontTextStyleNope"]) == nil)
    }
}
