import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// `sheet.navigationNoBottomInset`: from Xcode 14 (toolsVersion 21700) a controller in a
/// navigation controller shown as a sheet on a notched iPhone in portrait has no home-indicator
/// inset — bitwarden Autofill MainInterface (22505, iPhone 11) stores its sheet's table 830 high
/// in an 830-point root. Before, the 34-point inset stays (MasterPassword 17154, erouska 17701).
/// Corpus counts in `docs/interface-builder.md`.
struct NavigationSheetBottomInsetTests {
    /// A main controller presenting the navigation controller `nav` as a page sheet; its root
    /// (its bar `barHeight` high) `child` (stored 830 high, the sheet's root) holds `bottom`, 20 high and pinned to the safe
    /// area's bottom.
    static func document(toolsVersion: String, style: String = "pageSheet", barHeight: Double = 56, device: String = "retina6_1") throws -> IBDocument {
        let main = DocumentFixture.scene("", rootFrame: #"x="0.0" y="0.0" width="414" height="896""#, viewController: "main", root: "main-root",
                                         extra: #"<viewLayoutGuide key="safeArea" id="main-sa"/>"#, controllerExtra: """
            <connections>
                <segue destination="nav" kind="presentation" modalPresentationStyle="\(style)" id="present"/>
            </connections>
            """)
        let child = DocumentFixture.scene(DocumentFixture.view("bottom", frame: (0, 810, 414, 20), height: 20), constraints: """
            <constraint firstItem="child-sa" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" id="b-bottom"/>
            <constraint firstItem="bottom" firstAttribute="leading" secondItem="child-root" secondAttribute="leading" id="b-l"/>
            <constraint firstItem="bottom" firstAttribute="trailing" secondItem="child-root" secondAttribute="trailing" id="b-r"/>
            """, rootFrame: #"x="0.0" y="0.0" width="414" height="830""#, viewController: "child", root: "child-root",
            extra: #"<viewLayoutGuide key="safeArea" id="child-sa"/>"#)
        let nav = DocumentFixture.navigationControllerScene("nav", bar: "bar", barFrame: (0, 0, 414, barHeight), root: "child")
        return try IBDocument(data: DocumentFixture.storyboard(main + child + nav, toolsVersion: toolsVersion, device: device))
    }

    @Test func aNavigationSheetOnANotchedPhoneHasNoBottomInsetFromXcode14() throws {
        // 22505: the view's bottom on the 830-point root's bottom, y 810.
        let layout = try Self.document(toolsVersion: "22505").layout(storedRootSize: true)
        #expect(layout.frame(of: "bottom") == Rect(x: 0, y: 810, width: 414, height: 20))
    }

    @Test func beforeXcode14TheHomeIndicatorInsetStays() throws {
        // 20037 (Xcode 13.4): 34 above the root's bottom, y 830 − 34 − 20 = 776.
        let layout = try Self.document(toolsVersion: "20037").layout(storedRootSize: true)
        #expect(layout.frame(of: "bottom")?.minY == 776)
    }

    @Test func aFullScreenPresentationKeepsTheInset() throws {
        // Not a sheet: presented full screen at 22505 with a 44-point bar (a 56-point bar is a
        // sheet's whatever presents it: navigationController.sheetBar56),
        // segue.fullScreenNoStatusBar takes the status bar away, not the home indicator: the
        // view sits 34 above the 830-point root's bottom, 776.
        let layout = try Self.document(toolsVersion: "22505", style: "fullScreen", barHeight: 44).layout(storedRootSize: true)
        #expect(layout.frame(of: "bottom")?.minY == 776)
    }
}
