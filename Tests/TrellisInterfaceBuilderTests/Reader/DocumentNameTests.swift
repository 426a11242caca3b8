import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Interface Builder's names for UIKit's values, read in one place (`Format/`): the spellings
/// the corpora hold.
@Suite struct DocumentNameTests {
    @Test func stackAlignmentAndDistribution() {
        // Vertical stacks store leading and trailing as `top` and `bottom` (26 and 5 in the corpora).
        #expect(StackView.Alignment(documentName: "top") == .leading)
        #expect(StackView.Alignment(documentName: "bottom") == .trailing)
        #expect(StackView.Alignment(documentName: "firstBaseline") == .firstBaseline)
        #expect(StackView.Alignment(documentName: "middle") == nil)
        #expect(StackView.Distribution(documentName: "equalCentering") == .equalCentering)
        #expect(StackView.Distribution(documentName: "spread") == nil)
    }

    /// A stack view's `axis` as the reader reads it (``StackViewAttributes``): `vertical`;
    /// horizontal when not written (Interface Builder leaves it out for a horizontal stack); an
    /// unknown name (`diagonal`) read as horizontal and reported, not mapped silently. An unknown
    /// distribution and alignment take the same path: read as fill and reported.
    @Test func stackAxisThroughTheReader() throws {
        func decode(_ xml: String) throws -> (attributes: StackViewAttributes, unknown: [UnknownAttributeValue]) {
            StackViewAttributes.decode(try XMLTree.parse(Data(xml.utf8)))
        }
        #expect(try decode(#"<stackView axis="vertical" id="s"/>"#).attributes.axis == .vertical)
        let plain = try decode(#"<stackView id="s"/>"#)
        #expect(plain.attributes.axis == .horizontal && plain.unknown.isEmpty)
        let odd = try decode(#"<stackView axis="diagonal" distribution="spread" alignment="middle" id="s"/>"#)
        #expect(odd.attributes.axis == .horizontal && odd.attributes.distribution == .fill && odd.attributes.alignment == .fill)
        #expect(odd.unknown.map(\.description) == ["axis 'diagonal' read as horizontal", "distribution 'spread' read as fill",
                                                     "alignment 'middle' read as fill"])
    }

    @Test func fontWeights() {
        #expect(FontWeight(documentName: "semibold") == .semibold)
        #expect(FontWeight(documentName: "heavy") == .heavy)
        #expect(FontWeight(documentName: "chunky") == nil)
    }

    @Test func lineBreakModes() {
        #expect(LineBreakMode(documentName: "middleTruncation") == .byTruncatingMiddle)
        // Other spellings in the corpora: `clip` (13 times), `wordWrapping` (68), `truncatingTail` (4).
        #expect(LineBreakMode(documentName: "clip") == .byClipping)
        #expect(LineBreakMode(documentName: "wordWrapping") == .byWordWrapping)
        #expect(LineBreakMode(documentName: "truncatingTail") == .byTruncatingTail)
        #expect(LineBreakMode(documentName: "ellipsis") == nil)
    }

    @Test func constraintAttributes() {
        #expect(LayoutAttribute(documentName: "baseline") == .lastBaseline)
        // Documents write `centerXWithinMargins` with the s (LN-Zap zap-iOS Wallet.storyboard,
        // SwiftMessages Main.storyboard); the reader's pin count once looked for it without.
        #expect(LayoutAttribute(documentName: "centerXWithinMargins") == .centerXWithinMargins)
        #expect(LayoutAttribute(documentName: "centerXWithinMargins")?.position?.index == 2)
        #expect(LayoutAttribute(documentName: "leadingMargin")?.position?.axis == .horizontal)
        #expect(LayoutAttribute(documentName: "firstBaseline")?.position?.index == 2)
        #expect(LayoutAttribute(documentName: "width")?.position == nil)
    }
}
