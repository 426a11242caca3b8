import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// `segue.fullScreenNoStatusBar`: from Xcode 14 to Xcode 16.2 (toolsVersion 21700–23999) a
/// controller presented full screen is drawn without the status bar — bitwarden Autofill
/// MainInterface (22505, iPhone 11) and cobrowse Main's pair (21701, iPhone 14 Pro and iPad Pro)
/// store a presented navigation controller's bar at y 0, amperfy Main (23094) its SyncVC's
/// safe-area-pinned views at the same y on the iPad and the iPhone X and its full-screen split
/// view's column bars at y 0. Corpus counts in `docs/interface-builder.md`.
struct FullScreenNoStatusBarTests {
    /// A main controller presenting `target` with `style`; a navigation controller `nav` (bar
    /// `bar`) whose root `child` holds a view `top` pinned 16 below its safe area's top; and a
    /// controller `alone` (no navigation controller) with a view `aloneTop` pinned 105 below its
    /// safe area's top, as amperfy's SyncVC.
    static func document(toolsVersion: String, style: String, target: String = "nav", device: String = "retina6_1",
                         screen: (Double, Double) = (414, 896)) throws -> IBDocument {
        let (w, h) = screen
        let frame = #"x="0.0" y="0.0" width="\#(w)" height="\#(h)""#
        let main = DocumentFixture.scene("", rootFrame: frame, viewController: "main", root: "main-root",
                                         extra: #"<viewLayoutGuide key="safeArea" id="main-sa"/>"#, controllerExtra: """
            <connections>
                <segue destination="\(target)" kind="presentation" modalPresentationStyle="\(style)" id="present"/>
            </connections>
            """)
        func pinned(_ id: String, in vc: String, constant: Double) -> String {
            DocumentFixture.scene(DocumentFixture.view(id, frame: (0, 0, w, 20), height: 20), constraints: """
                <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(vc)-sa" secondAttribute="top" constant="\(constant)" id="\(id)-t"/>
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(vc)-root" secondAttribute="leading" id="\(id)-l"/>
                <constraint firstItem="\(id)" firstAttribute="trailing" secondItem="\(vc)-root" secondAttribute="trailing" id="\(id)-r"/>
                """, rootFrame: frame, viewController: vc, root: "\(vc)-root", extra: #"<viewLayoutGuide key="safeArea" id="\#(vc)-sa"/>"#)
        }
        let nav = DocumentFixture.navigationControllerScene("nav", bar: "bar", barFrame: (0, 0, w, 44), root: "child")
        let scenes = main + pinned("top", in: "child", constant: 16) + pinned("aloneTop", in: "alone", constant: 105) + nav
        return try IBDocument(data: DocumentFixture.storyboard(scenes, toolsVersion: toolsVersion, device: device))
    }

    @Test func aNavigationControllerPresentedFullScreenHasNoStatusBar() throws {
        // 22505 (Xcode 14.3), iPhone 11 canvas (top inset 48 from 21225): the bar at y 0 as
        // bitwarden stores it, the child's view 44 + 16 = 60 below the top.
        let layout = try Self.document(toolsVersion: "22505", style: "fullScreen").layout(storedRootSize: true)
        #expect(layout.frame(of: "bar") == Rect(x: 0, y: 0, width: 414, height: 44))
        #expect(layout.frame(of: "top")?.minY == 60)
        // overFullScreen too.
        let over = try Self.document(toolsVersion: "22505", style: "overFullScreen").layout(storedRootSize: true)
        #expect(over.frame(of: "bar")?.minY == 0)
    }

    @Test func outsideTheRangeTheStatusBarStays() throws {
        // 14460 (Xcode 10.2, before the rule): the bar below the iPhone 11's 44-point status bar
        // (Amaroq Main stores y 20 on its home-button canvas), the view at 44 + 44 + 16 = 104.
        let before = try Self.document(toolsVersion: "14460", style: "fullScreen").layout(storedRootSize: true)
        #expect(before.frame(of: "bar")?.minY == 44)
        #expect(before.frame(of: "top")?.minY == 104)
        // 16096 (Xcode 11.4, before Xcode 14, where the rule starts): AU-COVIDSafe Questions
        // keeps the status bar above its full-screen controllers; the bar at 44.
        let xcode11 = try Self.document(toolsVersion: "16096", style: "fullScreen").layout(storedRootSize: true)
        #expect(xcode11.frame(of: "bar")?.minY == 44)
    }

    @Test func aControllerPresentedFullScreenAloneHasNoSafeAreaTopOnANotchedPhone() throws {
        // amperfy SyncVC (23094), iPhone X canvas (top inset 50 from 21600): a view 105 below the
        // safe area's top at y 105, not 155.
        let presented = try Self.document(toolsVersion: "23094", style: "fullScreen", target: "alone", device: "retina5_9", screen: (375, 812))
        #expect(try presented.layout(storedRootSize: true).frame(of: "aloneTop")?.minY == 105)
        // Presented as a page sheet it is a sheet instead (the device's own top inset on the
        // iPhone X's canvas of 23094, which does not double the safe area): 50 + 105 = 155.
        let sheet = try Self.document(toolsVersion: "23094", style: "pageSheet", target: "alone", device: "retina5_9", screen: (375, 812))
        #expect(try sheet.layout(storedRootSize: true).frame(of: "aloneTop")?.minY == 155)
    }
    /// A split view controller `split` with navigation controllers `master` and `detail` as its
    /// columns, presented from `main` with `style` (or not presented when nil), on the iPhone X.
    static func splitDocument(style: String?) throws -> IBDocument {
        let frame = #"x="0.0" y="0.0" width="375" height="812""#
        let segue = style.map { #"<connections><segue destination="split" kind="presentation" modalPresentationStyle="\#($0)" id="present"/></connections>"# } ?? ""
        let main = DocumentFixture.scene("", rootFrame: frame, viewController: "main", root: "main-root",
                                         extra: #"<viewLayoutGuide key="safeArea" id="main-sa"/>"#, controllerExtra: segue)
        let split = """
            <scene sceneID="s-split"><objects>
                <splitViewController id="split" sceneMemberID="viewController">
                    <connections>
                        <segue destination="master" kind="relationship" relationship="masterViewController" id="to-master"/>
                        <segue destination="detail" kind="relationship" relationship="detailViewController" id="to-detail"/>
                    </connections>
                </splitViewController>
            </objects></scene>
            """
        let master = DocumentFixture.navigationControllerScene("master", bar: "master-bar", barFrame: (0, 0, 375, 44))
        let detail = DocumentFixture.navigationControllerScene("detail", bar: "detail-bar", barFrame: (0, 0, 375, 44))
        return try IBDocument(data: DocumentFixture.storyboard(main + split + master + detail, toolsVersion: "23094", device: "retina5_9"))
    }

    @Test func theColumnsOfASplitViewPresentedFullScreenHaveNoStatusBar() throws {
        // amperfy Main's pair B (23094, iPhone X): both columns' bars at y 0.
        let presented = try Self.splitDocument(style: "fullScreen").layout(storedRootSize: true)
        #expect(presented.frame(of: "master-bar")?.minY == 0)
        #expect(presented.frame(of: "detail-bar")?.minY == 0)
        // Not presented: a phone's columns have the status bar (splitView.phoneDetailStatusBar),
        // 50 on the iPhone X canvas of 23094 (device.iPhoneX.top50).
        let alone = try Self.splitDocument(style: nil).layout(storedRootSize: true)
        #expect(alone.frame(of: "master-bar")?.minY == 50)
        #expect(alone.frame(of: "detail-bar")?.minY == 50)
    }
}
