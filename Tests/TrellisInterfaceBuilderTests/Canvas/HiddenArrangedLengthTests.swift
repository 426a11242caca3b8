import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// ``CanvasRule/stackHiddenLength999``: on the canvas a hidden arranged view's zero length is at
/// priority 999 — required constraints keep their length, content priorities give way.
struct HiddenArrangedLengthTests {
    /// MixinNetwork Home.storyboard (toolsVersion 23504, iPhone 8 canvas): the horizontal row
    /// `3zy-aD-gFS` (spacing 6, alignment centre) holds the hidden image view `8ET-km-tPW`
    /// (image `ic_chat_clock`, 14.5 × 14, hugging 251) stored (0, 1.5, 0, 14), then a label
    /// stored at x 0 — the hidden view 0 wide. Here: a hidden 14.5 × 14 image view (hugging and
    /// compression resistance `priority` on both axes) and a 100-point view in a row 100 × 17 (the row sized by them).
    static func document(priority: Int) throws -> IBDocument {
        try CanvasRuleTests.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0.0" y="0.0" width="100" height="17"/>
                <subviews>
                    <imageView hidden="YES" userInteractionEnabled="NO" contentMode="center" horizontalHuggingPriority="\(priority)" verticalHuggingPriority="\(priority)" horizontalCompressionResistancePriority="\(priority)" verticalCompressionResistancePriority="\(priority)" image="ic_chat_clock" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <rect key="frame" x="0.0" y="1.5" width="0.0" height="14"/>
                    </imageView>
                    \(DocumentFixture.view("text", frame: (0, 0, 100, 17), width: 100, height: 17))
                </subviews>
            </stackView>
            """, constraints: DocumentFixture.pin("st", to: "root", edges: [.top, .leading]), size: #"width="375" height="100""#,
            toolsVersion: "23504", device: "retina4_7", resources: #"<image name="ic_chat_clock" width="14.5" height="14"/>"#)
    }

    @Test func hiddenImageViewSizedByItsContentIsZeroWideOnTheCanvas() throws {
        // Hugging 251 < 999: the hidden view's zero width wins; it keeps its content's 14 points
        // across the axis, centred in the 17-point row at y 1.5 — Mixin's stored frame.
        let canvas = try Self.document(priority: 251).layout(storedRootSize: true)
        #expect(canvas.frame(of: "icon") == Rect(x: 0, y: 1.5, width: 0, height: 14))
        #expect(canvas.frame(of: "text") == Rect(x: 0, y: 0, width: 100, height: 17))
        #expect(try Self.document(priority: 251).fidelity().mismatches.isEmpty)
    }

    @Test func requiredContentSizeKeepsItsLengthOnTheCanvas() throws {
        // Hugging and compression resistance 1000 (zotero ItemCell.xib's note icon `z75-Uk-CFi`,
        // 22155, stored 12 wide though hidden): required, so the 999 zero length gives way and the
        // image keeps its 14.5 points; the visible view still follows at 0 (the hidden view takes
        // no room in the row, as UIKit's hiding spacing puts it).
        let canvas = try Self.document(priority: 1000).layout(storedRootSize: true)
        #expect(canvas.frame(of: "icon")?.width == 14.5)
    }
}
