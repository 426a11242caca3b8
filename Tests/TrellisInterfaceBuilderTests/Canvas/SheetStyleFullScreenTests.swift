import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// `segue.sheetStyleFullScreenOnPhone`: before Xcode 11 (toolsVersion 15000) a navigation
/// controller presented with `modalPresentationStyle="formSheet"` on a phone's canvas is drawn
/// full screen, its bar under the 20-point status bar of the iPhone 8 canvas — as
/// the-blue-alliance EventsStoryboard (14313) stores its week and year pickers' bars at y 20.
/// From 15000 the same segue is a sheet, its bar at the sheet's top (`segue.modalIsSheet`'s
/// mechanism: SoundFonts 15702, siskin-im 20037 store such bars at y 0).
struct SheetStyleFullScreenTests {
    static func document(toolsVersion: String, style: String = "formSheet", device: String = "retina4_7") throws -> IBDocument {
        let main = DocumentFixture.scene("", rootFrame: #"x="0.0" y="0.0" width="375" height="667""#, viewController: "main", root: "main-root",
                                         extra: #"<viewLayoutGuide key="safeArea" id="main-sa"/>"#, controllerExtra: """
            <connections>
                <segue destination="nav" kind="presentation" modalPresentationStyle="\(style)" id="present"/>
            </connections>
            """)
        let child = DocumentFixture.scene("", rootFrame: #"x="0.0" y="0.0" width="375" height="667""#, viewController: "child", root: "child-root",
                                          extra: #"<viewLayoutGuide key="safeArea" id="child-sa"/>"#)
        let nav = DocumentFixture.navigationControllerScene("nav", bar: "bar", barFrame: (0, 20, 375, 44), root: "child")
        return try IBDocument(data: DocumentFixture.storyboard(main + child + nav, toolsVersion: toolsVersion, device: device))
    }

    @Test func aFormSheetOnAPhoneBeforeXcode11IsFullScreen() throws {
        // 14313 (Xcode 10.1), iPhone 8 canvas: the bar below the status bar, y 20 as stored.
        let before = try Self.document(toolsVersion: "14313").layout(storedRootSize: true)
        #expect(before.frame(of: "bar") == Rect(x: 0, y: 20, width: 375, height: 44))
        // A page sheet too: every sheet style adapts to full screen in a compact width before iOS 13.
        let page = try Self.document(toolsVersion: "14313", style: "pageSheet").layout(storedRootSize: true)
        #expect(page.frame(of: "bar")?.minY == 20)
        // 15702 (Xcode 11.3): a sheet, no status bar above its bar, y 0.
        let after = try Self.document(toolsVersion: "15702").layout(storedRootSize: true)
        #expect(after.frame(of: "bar")?.minY == 0)
    }

    @Test func aFormSheetOnAnIPadBeforeXcode11IsStillASheet() throws {
        // The rule is a phone's (a compact width); an iPad canvas keeps the form sheet, its bar at
        // the sheet's top: y 0.
        let iPad = try Self.document(toolsVersion: "14313", device: "ipad9_7").layout(storedRootSize: true)
        #expect(iPad.frame(of: "bar")?.minY == 0)
    }

    @Test(.needsCorpus(.current))
    func theBlueAllianceFormSheetsHaveTheStatusBar() throws {
        // EventsStoryboard (14313, iPhone 8 canvas): the bars of the two navigation controllers
        // presented as form sheets, stored at y 20 (6 elements of 4 documents of 2 projects over
        // the three corpora, all within 1 point with the rule, none without it).
        let events = try Corpus.current.layout("the-blue-alliance__the-blue-alliance-ios__the-blue-alliance-ios__View_Controllers__Events__EventsStoryboard.storyboard")
        #expect(events.frame(of: "D8f-zp-8Ru") == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(events.frame(of: "vku-1h-uz2") == Rect(x: 0, y: 20, width: 375, height: 44))
    }
}
