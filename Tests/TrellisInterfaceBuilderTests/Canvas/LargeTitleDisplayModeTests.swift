import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisInterfaceBuilder

/// `UINavigationItem.largeTitleDisplayMode` under a navigation bar that prefers large titles
/// (``SegueGraph/displaysLargeTitle(_:)``): `automatic`, the default, inherits the mode of
/// the controller that pushed this one (Apple: "If the previous item’s title was small, the
/// current item displays a small title"), so its bar is the standard one, not the large-title
/// bar Xcode stored in the navigation controller.
struct LargeTitleDisplayModeTests {
    /// A navigation controller on an iPhone 11 whose bar prefers large titles (stored 96 high at
    /// y 44), its root `list` (`listMode`: its navigation item's `largeTitleDisplayMode`, or none)
    /// showing `detail`, whose view `top` is pinned to the safe area's top and stored at
    /// `storedTop`.
    static func document(listMode: String?, storedTop: Double) throws -> IBDocument {
        let mode = listMode.map { #" largeTitleDisplayMode="\#($0)""# } ?? ""
        let list = DocumentFixture.scene("", rootFrame: #"x="0.0" y="0.0" width="414" height="896""#,
            viewController: "list", root: "list-root", controllerExtra: """
            <navigationItem key="navigationItem" title="Albums"\(mode) id="list-item"/>
            <connections><segue destination="detail" kind="show" id="to-detail"/></connections>
            """)
        let detail = DocumentFixture.scene(DocumentFixture.view("top", frame: (0, storedTop, 414, 100), height: 100), constraints: """
            <constraint firstItem="top" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c1"/>
            <constraint firstItem="top" firstAttribute="leading" secondItem="detail-root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="top" firstAttribute="trailing" secondItem="detail-root" secondAttribute="trailing" id="c3"/>
            """, rootFrame: #"x="0.0" y="0.0" width="414" height="896""#, viewController: "detail", root: "detail-root",
            extra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#, controllerExtra: #"<navigationItem key="navigationItem" id="detail-item"/>"#)
        let navigation = DocumentFixture.navigationControllerScene("nav", bar: "bar", barFrame: (0, 44, 414, 96),
                                                                   barAttributes: #"largeTitles="YES""#, root: "list")
        return try CanvasRuleTests.storyboard(navigation + list + detail, toolsVersion: "17701")
    }

    /// arthurhammer FrameGrabber Main.storyboard (iPhone 11 Pro canvas): the player, pushed from
    /// an album list whose item is `never`, stores its title view's stack 12 below a safe area
    /// 44 + 44 from the top, not 44 + 96. Here: `top` at 88.
    @Test func automaticAfterNeverShowsASmallTitle() throws {
        let doc = try Self.document(listMode: "never", storedTop: 88)
        #expect(try doc.layout(storedRootSize: true).frame(of: "top")?.minY == 88)
        #expect(try doc.fidelity().mismatches.isEmpty)
    }

    /// After a root whose mode is `automatic` too, the title stays large: 44 + 96 = 140.
    @Test func automaticAfterALargeTitleStaysLarge() throws {
        let doc = try Self.document(listMode: nil, storedTop: 140)
        #expect(try doc.layout(storedRootSize: true).frame(of: "top")?.minY == 140)
    }

    /// The graph's answer for each mode of the pushing controller.
    @Test func displayModeFollowsThePushingController() throws {
        for (mode, large) in [("never", false), ("always", true), (nil, true)] as [(String?, Bool)] {
            let doc = try Self.document(listMode: mode, storedTop: 0)
            let detail = try #require(doc.viewControllers["detail"])
            #expect(doc.segueGraph.displaysLargeTitle(detail) == large, "\(mode ?? "automatic")")
        }
    }
}
