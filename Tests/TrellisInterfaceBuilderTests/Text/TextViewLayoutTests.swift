import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// Text views with scrolling disabled (`scrollEnabled="NO"`) size themselves to their text:
/// measured, calibrated on the design device, re-wrapped on others.
@Suite(.needsTextShaping)
struct TextViewLayoutTests {
    /// analogcode Swift-Radio-Pro Main.storyboard's about text (`cJI-ka-9k5`, MIT): a body-style
    /// text view pinned 20 points from the root's sides, 176 from its top, with a 10-point band
    /// 8 below it. Xcode saved the pair `ipad12_9-p_to_retina5_5-p`: 984 × 82 on the iPad Pro
    /// 12.9" (3 lines × 22 + 16) and 374 × 192 on the iPhone 8 Plus (8 × 22 + 16).
    static let lorem = "Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur."

    func radio(scrollEnabled: Bool = false) throws -> IBDocument {
        try IBDocument(data: DocumentFixture.storyboard(DocumentFixture.scene("""
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \(scrollEnabled ? "" : #"scrollEnabled="NO""#) editable="NO" text="\(Self.lorem)" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                <rect key="frame" x="20" y="176" width="984" height="82"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </textView>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="20" y="266" width="984" height="10"/>
            </view>
            """, constraints: DocumentFixture.place("t", in: "root", leading: 20, top: 176) + DocumentFixture.pin("t", to: "root", edges: [.trailing], inset: 20) + """
            <constraint firstItem="v" firstAttribute="leading" secondItem="t" secondAttribute="leading" id="c4"/>
            <constraint firstItem="v" firstAttribute="trailing" secondItem="t" secondAttribute="trailing" id="c5"/>
            <constraint firstItem="v" firstAttribute="top" secondItem="t" secondAttribute="bottom" constant="8" id="c6"/>
            <constraint firstItem="v" firstAttribute="height" constant="10" id="c7"/>
            """, rootFrame: #"x="0.0" y="0.0" width="1024" height="1366""#,
            extra: #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#), toolsVersion: "14460.31", device: "ipad12_9"))
    }

    /// On its design device the text view is measured, not kept at its stored size: 3 lines at
    /// 984 − 10 points, each 22 (the body style's leading), + 8 + 8 = 82, as stored.
    @Test func designDeviceIsExact() throws {
        let layout = try radio().layout()
        let view = try #require(layout.views["t"] as? TextView)
        #expect(!view.isScrollEnabled && view.explicitIntrinsicContentSize == nil && view.measurer is CalibratedTextMeasurer)
        #expect(layout.frame(of: "t") == Rect(x: 20, y: 176, width: 984, height: 82))
        #expect(layout.frame(of: "v") == Rect(x: 20, y: 266, width: 984, height: 10))
        #expect(!layout.diagnostics.contains { $0.kind == "estimated-size" })
    }

    /// The iPhone 8 Plus (414 wide): the text re-wraps at 374 − 10 into 8 lines, 8 × 22 + 16 =
    /// 192 high — the frame Xcode stored in the pair's iPhone document — and the band moves
    /// down with it (before: the iPad's 82 stayed).
    @Test func rewrapsOnAnIPhoneAsXcodeStoredIt() throws {
        let layout = try radio().layout(device: Device.named("retina5_5")!)
        #expect(layout.frame(of: "t") == Rect(x: 20, y: 176, width: 374, height: 192))
        #expect(layout.frame(of: "v") == Rect(x: 20, y: 376, width: 374, height: 10))
    }

    /// Lines per device at the body size (the text is about 2,620 points long on one line):
    /// the iPhone SE (320 wide, 270 for text): 11 lines, 11 × 22 + 16 = 258; in landscape (568
    /// wide, 518 for text): 6 lines, 148.
    @Test func rewrapsOnASmallPhoneInBothOrientations() throws {
        let portrait = try radio().layout(device: Device.named("retina4_0")!)
        #expect(portrait.frame(of: "t") == Rect(x: 20, y: 176, width: 280, height: 258))
        let landscape = try radio().layout(device: Device.named("retina4_0")!, orientation: .landscapeRight)
        #expect(landscape.frame(of: "t") == Rect(x: 20, y: 176, width: 528, height: 148))
    }

    /// A text view that scrolls is a scroll view: no intrinsic size, its text not measured.
    @Test func scrollingTextViewIsNotMeasured() throws {
        let layout = try radio(scrollEnabled: true).layout(device: Device.named("retina5_5")!)
        let view = try #require(layout.views["t"] as? TextView)
        #expect(view.isScrollEnabled && view.measurer == nil)
        #expect(view.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    /// Dynamic Type: body text at accessibility XXXL is 53 points, lines 53 × 52/44 = 62.64
    /// apart (the leading of the HIG's largest listed size, 44 → 52, kept in ratio): on the
    /// iPhone 8 Plus 25 lines, 25 × 62.64 + 16 = 1,581.9 → 1,582 on the 3× grid.
    @Test func followsTheContentSizeCategory() throws {
        var doc = try radio()
        doc.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        let layout = try doc.layout(device: Device.named("retina5_5")!)
        let view = try #require(layout.views["t"] as? TextView)
        #expect(view.font.pointSize == 53)
        #expect(layout.frame(of: "t") == Rect(x: 20, y: 176, width: 374, height: 1582))
    }

    /// tinode ios Main.storyboard (Apache-2.0), a cell's "Private comment" (`Akq-Gr-LNH`):
    /// subheadline style, only its leading edge and vertical centre pinned, so its width is its
    /// text's too: stored 126 × 36 on the iPhone 8 Plus (the text's 116 + 5 + 5; one line of
    /// the subheadline's 20-point leading + 16). Before, its width was undecided and solved to 0.
    @Test func widthIsTheTextsWhereNoConstraintSetsIt() throws {
        let doc = try IBDocument(data: DocumentFixture.storyboard(DocumentFixture.scene("""
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="Private comment" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                <rect key="frame" x="20" y="4" width="126" height="36"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
            </textView>
            """, constraints: """
            <constraint firstItem="t" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="t" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
            """, rootFrame: #"x="0.0" y="0.0" width="414" height="44""#), toolsVersion: "23727", device: "retina5_5"))
        let layout = try doc.layout(storedRootSize: true)
        #expect(layout.frame(of: "t") == Rect(x: 20, y: 4, width: 126, height: 36))
        let view = try #require(layout.views["t"] as? TextView)
        #expect(view.explicitIntrinsicContentSize == nil)
    }

    /// Stored mode keeps Xcode's size as the intrinsic size on every device, with an
    /// `estimated-size` warning naming the text view.
    @Test func storedModeKeepsTheStoredSize() throws {
        var doc = try radio()
        doc.textSizing = .stored
        let layout = try doc.layout(device: Device.named("retina5_5")!)
        #expect(layout.frame(of: "t") == Rect(x: 20, y: 176, width: 374, height: 82))
        #expect(layout.diagnostics.contains { $0.kind == "estimated-size" && $0.ids.contains("t") })
    }
}
