import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// Text fields measured in documents: exact on the design device; a body-style field follows
/// Dynamic Type.
@Suite(.needsTextShaping)
struct TextFieldLayoutTests {
    /// An iPhone 11 storyboard: a borderless 17-point field 21 high (as jami-client-ios stores
    /// them) and a rounded-rect body-style field 34 high, both pinned at both sides and at their
    /// tops, so their heights are their own.
    func document() throws -> IBDocument {
        try IBDocument(data: DocumentFixture.storyboard(DocumentFixture.scene("""
            <textField opaque="NO" contentMode="scaleToFill" placeholder="Username" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="20" y="100" width="374" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Email" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                <rect key="frame" x="20" y="200" width="374" height="34"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </textField>
            """, constraints: DocumentFixture.place("plain", in: "root", leading: 20, top: 100) + DocumentFixture.pin("plain", to: "root", edges: [.trailing], inset: 20)
                + DocumentFixture.place("body", in: "root", leading: 20, top: 200) + DocumentFixture.pin("body", to: "root", edges: [.trailing], inset: 20),
            rootFrame: #"x="0.0" y="0.0" width="414" height="896""#), toolsVersion: "23504"))
    }

    /// Measured, not stored: 17-point line 20.29 → 21; the rounded rectangle's 34.
    @Test func designDeviceIsExact() throws {
        let layout = try document().layout()
        let field = try #require(layout.views["plain"] as? TextField)
        #expect(field.explicitIntrinsicContentSize == nil && field.measurer is CalibratedTextMeasurer)
        #expect(layout.frame(of: "plain") == Rect(x: 20, y: 100, width: 374, height: 21))
        #expect(layout.frame(of: "body") == Rect(x: 20, y: 200, width: 374, height: 34))
    }

    /// The body field at each content size category: 34 up to large (17 points: 20.29 + 12 =
    /// 32.29), then the body size's line height (1.1934 em) + 12, rounded up to a whole point:
    /// 19 → 34.67 → 35, 21 → 38, 23 → 40, 28 → 46, 33 → 52, 40 → 60, 47 → 69, 53 → 76. The
    /// fixed 17-point field stays 21 high.
    @Test func bodyFieldFollowsDynamicType() throws {
        let layouts = try document().layoutAtEveryContentSizeCategory()
        #expect(layouts.map { $0.frame(of: "plain")?.height } == Array(repeating: 21, count: ContentSizeCategory.allCases.count))
        #expect(layouts.map { $0.frame(of: "body")?.height } == [34, 34, 34, 34, 35, 38, 40, 46, 52, 60, 69, 76])
    }
}
