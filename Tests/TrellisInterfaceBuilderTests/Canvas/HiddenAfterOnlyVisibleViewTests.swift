import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// On Xcode's canvas the hidden arranged views after the only visible view of a vertical stack
/// are stored at the stack's top (``SceneBuilder/canvasHiddenViewsAfterOnlyVisibleViewAtStartAxis``).
/// Every vertical stack of the three corpora and both pair sets whose arranged views are one
/// visible view followed by hidden ones stores them there: 9 projects, Xcode 10–16.0 (Esri
/// ViewshedLocation 14313, blockchain 14313/14460, COVIDSafe SettingsView 17506 — two 37-point
/// views at y 0 under a 33-point one —, stopp-corona Main 17701 — 140 and 1 high —, MixinNetwork
/// 18122, FrameGrabber About 20037, safe-ios Passcode 21701, ivpn Main and Blockstream OnBoard
/// 23504), none at the visible view's bottom. Horizontal stacks are split (zotero ItemCell 22155
/// and OsmAnd 24765 at the visible view's end, FrameGrabber Editor 17701 and MixinNetwork 23504–24765
/// at the start), so they keep UIKit's place. Figures: corpus-modern +3 not flagged (Blockstream,
/// Esri, safe-ios) and +3 flagged (stopp-corona 1, ivpn 2); corpus-current +4 not flagged
/// (COVIDSafe 1, FrameGrabber 3); pairs: A on B +2, B's own canvas +3 (MixinNetwork Home 2, blockchain SendLumens 1); none lost.
struct HiddenAfterOnlyVisibleViewTests {
    /// COVIDSafe SettingsView.xib's column (17506): a 33-point view, then a hidden 37-point one,
    /// along `axis`.
    static func document(axis: String) throws -> IBDocument {
        let vertical = axis == "vertical"
        let size = { (length: Double) in vertical ? (0.0, 0.0, 414.0, length) : (0.0, 0.0, length, 44.0) }
        let hiddenFrame = vertical ? #"x="0.0" y="0.0" width="414" height="37""# : #"x="0.0" y="0.0" width="37" height="44""#
        let lengthConstraint = vertical ? #"<constraint firstAttribute="height" constant="37" id="h-len"/>"# : #"<constraint firstAttribute="width" constant="37" id="h-len"/>"#
        return try CanvasRuleTests.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="\(axis)" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0.0" y="0.0" width="\(vertical ? 414 : 33)" height="\(vertical ? 33 : 44)"/>
                <subviews>
                    \(vertical ? DocumentFixture.view("a", frame: size(33), height: 33) : DocumentFixture.view("a", frame: size(33), width: 33, height: 44))
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="h">
                        <rect key="frame" \(hiddenFrame)/>
                        <constraints>\(lengthConstraint)</constraints>
                    </view>
                </subviews>
            </stackView>
            """, constraints: DocumentFixture.pin("st", to: "root", edges: vertical ? [.top, .leading, .trailing] : [.top, .leading]),
            size: #"width="414" height="300""#, toolsVersion: "17506")
    }

    @Test func verticalStackStoresItAtItsTop() throws {
        let canvas = try Self.document(axis: "vertical").layout(storedRootSize: true)
        #expect(canvas.frame(of: "a") == Rect(x: 0, y: 0, width: 414, height: 33))
        // At the top, 37 high (its own length on the canvas), as COVIDSafe stores 1F3-ji-p1Z.
        #expect(canvas.frame(of: "h") == Rect(x: 0, y: 0, width: 414, height: 37))
        #expect(canvas.frame(of: "st") == Rect(x: 0, y: 0, width: 414, height: 33))
    }

    @Test func uikitKeepsItAtTheVisibleViewsEnd() throws {
        // At run time the hook is off: at the visible view's bottom (37 high: UIKit breaks the
        // stack's zero length rather than the view's required one).
        let runTime = try Self.document(axis: "vertical").layout()
        #expect(runTime.frame(of: "h") == Rect(x: 0, y: 33, width: 414, height: 37))
    }

    @Test func horizontalStackKeepsTheEnd() throws {
        // Horizontal stacks are split in the corpora: UIKit's place, after the visible view.
        let canvas = try Self.document(axis: "horizontal").layout(storedRootSize: true)
        #expect(canvas.frame(of: "a") == Rect(x: 0, y: 0, width: 33, height: 44))
        #expect(canvas.frame(of: "h")?.minX == 33)
    }
}
