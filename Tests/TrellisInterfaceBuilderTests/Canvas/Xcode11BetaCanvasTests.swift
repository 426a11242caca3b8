import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisInterfaceBuilder

/// Documents of toolsVersion 14868 (an Xcode 11 beta: every such document of the corpora has a
/// `<device appearance=…>`, and FrameGrabber's hold inset-grouped tables, both iOS 13 SDK) are
/// drawn as Xcode 11 draws them: the rules of Xcode 10 end at 14800, those of Xcode 11 start
/// there (`ToolsVersion.xcode11`).
struct Xcode11BetaCanvasTests {
    /// miataru Main_iPad.storyboard and FrameGrabber Settings.storyboard (14868): a content view
    /// fills its 44-point cell (no 0.5-point separator below it, `table.separator0_5` ends at
    /// 14800), and beside a disclosure indicator it is UIKit's side margin + 10.5 narrower than
    /// the cell, not Xcode 10's 38 on a 414-point phone (`table.disclosure38.widePhone`).
    @Test func tableRowsOf14868AreXcode11s() throws {
        // 414-point table on an iPhone 11: side margin 20, content view 414 − 30.5 = 383.5.
        let beta = try DisclosureWidthTests.document(device: "retina6_1", tableWidth: 414, screenHeight: 896, contentWidth: 383.5,
                                                     toolsVersion: "14868").layout(storedRootSize: true)
        #expect(beta.frame(of: "row-content") == Rect(x: 0, y: 0, width: 383.5, height: 44))
        // The same row saved by Xcode 10.2 (14490): 414 − 38 = 376 wide, 43.5 high.
        let xcode10 = try DisclosureWidthTests.document(device: "retina6_1", tableWidth: 414, screenHeight: 896, contentWidth: 376,
                                                        toolsVersion: "14490.70").layout(storedRootSize: true)
        #expect(xcode10.frame(of: "row-content") == Rect(x: 0, y: 0, width: 376, height: 43.5))
    }

    /// suicidesafetyplan safetyplanlayout.storyboard and shu223 iOS-Depth-Sampler
    /// ARKitDepth.storyboard (14868, iPhone 8 canvas) store views pinned to the safe area's top
    /// with no status bar above them (`canvas.homeButton.noStatusBar` from 14800): a view 8 below
    /// the safe area's top is at y 8, at 28 in a document of Xcode 10.2 (14490).
    @Test func homeButtonPhoneOf14868HasNoStatusBarOnTheCanvas() throws {
        func document(_ toolsVersion: String, storedY: Double) throws -> IBDocument {
            try CanvasRuleTests.storyboard(DocumentFixture.scene(DocumentFixture.view("box", frame: (8, storedY, 36, 36), width: 36, height: 36),
                constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="8" id="c1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="8" id="c2"/>
                """, rootFrame: #"x="0.0" y="0.0" width="375" height="667""#, extra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#),
                toolsVersion: toolsVersion, device: "retina4_7")
        }
        let beta = try document("14868", storedY: 8)
        #expect(try beta.layout(storedRootSize: true).frame(of: "box")?.minY == 8)
        #expect(try beta.fidelity().mismatches.isEmpty)
        #expect(try document("14490.70", storedY: 28).layout(storedRootSize: true).frame(of: "box")?.minY == 28)
    }

    /// The named release the bands of `trellis fidelity` use agrees: 14868 is in Xcode 11's band.
    @Test func fourteen868IsInTheXcode11Band() {
        #expect(XcodeBand.of(ToolsVersion("14868")).name == "Xcode 11")
        #expect(XcodeBand.of(ToolsVersion("14490.70")).name == "Xcode 10")
    }
}
