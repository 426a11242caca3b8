import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// The bars a controller has on Xcode's canvas without stating them itself: no status bar under
/// "Status Bar: None" (`simulated.statusBarNone`), a small title inherited down a navigation
/// stack (UIKit's `LargeTitleDisplayMode.automatic`), the toolbar of the controller that pushed
/// it (`simulated.toolbarInferred`), a toolbar above a tab bar (`simulated.toolbarAboveTabBar`).
/// Each fixture is cut from the corpus document named in its test, with its numbers.
struct InferredBarsTests {
    /// A storyboard of `toolsVersion` on `device`, with safe areas or (`safeAreas` false) the
    /// top and bottom layout guides.
    static func storyboard(_ scenes: String, toolsVersion: String, device: String, safeAreas: Bool) throws -> IBDocument {
        var text = String(decoding: DocumentFixture.storyboard(scenes, toolsVersion: toolsVersion, device: device), as: UTF8.self)
        if !safeAreas { text = text.replacingOccurrences(of: #" useSafeAreas="YES""#, with: "") }
        return try IBDocument(data: Data(text.utf8))
    }

    /// kryptco ApprovalDetail.storyboard (toolsVersion 14460, iPhone 8 canvas): a 375 × 100
    /// free-form controller whose label `KSv` sits 8 below the top layout guide, stored at y 8
    /// when the controller simulates no status bar (`statusBarNone`), else 28.
    static func topGuideScene(statusBarNone: Bool, storedY: Double) -> String {
        DocumentFixture.scene(DocumentFixture.view("KSv", frame: (10, storedY, 162.5, 42), height: 42), constraints: """
            <constraint firstItem="KSv" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="c1"/>
            <constraint firstItem="KSv" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
            <constraint firstItem="KSv" firstAttribute="width" constant="162.5" id="c3"/>
            """, rootFrame: #"x="0.0" y="0.0" width="375" height="100""#, controllerExtra: """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top"/>
                <viewControllerLayoutGuide type="bottom" id="bottom"/>
            </layoutGuides>
            \(statusBarNone ? #"<nil key="simulatedStatusBarMetrics"/>"# : "")
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="375" height="100"/>
            """)
    }

    @Test func controllerSimulatingNoStatusBarHasItsTopLayoutGuideAtItsTop() throws {
        // Status Bar: None → the label 8 below the root's top (y 8); the status bar → y 28.
        let none = try Self.storyboard(Self.topGuideScene(statusBarNone: true, storedY: 8), toolsVersion: "14460.31", device: "retina4_7", safeAreas: false)
        #expect(try none.layout(storedRootSize: true).frame(of: "KSv") == Rect(x: 10, y: 8, width: 162.5, height: 42))
        #expect(try none.fidelity().mismatches.isEmpty)
        let inferred = try Self.storyboard(Self.topGuideScene(statusBarNone: false, storedY: 28), toolsVersion: "14460.31", device: "retina4_7", safeAreas: false)
        #expect(try inferred.layout(storedRootSize: true).frame(of: "KSv")?.minY == 28)
        // With safe areas the device's inset stays (duckduckgo Tab.storyboard, 32700, keeps 20):
        // the same label pinned to a safe area's top is stored 20 down on an iPhone 8 canvas of
        // Xcode 10 (toolsVersion 14460: the status bar), whatever the simulated status bar.
        let scene = DocumentFixture.scene(DocumentFixture.view("KSv", frame: (10, 28, 162.5, 42), height: 42), constraints: """
            <constraint firstItem="KSv" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="8" id="c1"/>
            <constraint firstItem="KSv" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="10" id="c2"/>
            <constraint firstItem="KSv" firstAttribute="width" constant="162.5" id="c3"/>
            """, rootFrame: #"x="0.0" y="0.0" width="375" height="667""#, extra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#,
            controllerExtra: #"<nil key="simulatedStatusBarMetrics"/>"#)
        let safe = try Self.storyboard(scene, toolsVersion: "14460.31", device: "retina4_7", safeAreas: true)
        #expect(try safe.layout(storedRootSize: true).frame(of: "KSv")?.minY == 28)
    }

    @Test func childOfAContainerViewHasNoStatusBarWhenItsContainersControllerHasNone() throws {
        // ApprovalDetail's ApproveDetailController (no status bar) embeds SSHRequestController in
        // a container view at y 0: the child's label, 8 below its top layout guide, at y 8.
        let host = DocumentFixture.scene("""
            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="S3p">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <connections><segue destination="vc" kind="embed" id="e1"/></connections>
            </containerView>
            """, constraints: """
            <constraint firstItem="S3p" firstAttribute="top" secondItem="host-root" secondAttribute="top" id="h1"/>
            <constraint firstItem="S3p" firstAttribute="leading" secondItem="host-root" secondAttribute="leading" id="h2"/>
            <constraint firstItem="S3p" firstAttribute="trailing" secondItem="host-root" secondAttribute="trailing" id="h3"/>
            <constraint firstItem="S3p" firstAttribute="bottom" secondItem="host-root" secondAttribute="bottom" id="h4"/>
            """, rootFrame: #"x="0.0" y="0.0" width="375" height="200""#, viewController: "host", root: "host-root",
            controllerExtra: #"<nil key="simulatedStatusBarMetrics"/><size key="freeformSize" width="375" height="200"/>"#)
        let doc = try Self.storyboard(host + Self.topGuideScene(statusBarNone: false, storedY: 8), toolsVersion: "14460.31",
                                      device: "retina4_7", safeAreas: false)
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "S3p") == Rect(x: 0, y: 0, width: 375, height: 200))
        #expect(canvas.frame(of: "KSv")?.minY == 8)
    }

    /// trailer Settings.storyboard (toolsVersion 21701, iPhone 11 canvas): a tab bar controller
    /// whose tab is the navigation controller `nav` (its bar stored 96 high with a large title,
    /// `navAttributes` on it, its `toolbar` stored at `toolbarFrame` when given), whose root
    /// `home` (navigation item `homeItem`, simulated metrics `homeMetrics`) pushes `detail`
    /// (navigation item `detailItem`, simulated metrics `detailMetrics`). `detail`'s view `table` is pinned to its safe area on all
    /// four sides, stored at `tableFrame`.
    static func stack(homeItem: String = "", homeMetrics: String = "", detailItem: String = "", detailMetrics: String = "", navAttributes: String = "",
                      toolbarFrame: DocumentFixture.Frame? = nil, tableFrame: DocumentFixture.Frame) throws -> IBDocument {
        let toolbar = toolbarFrame.map {
            #"<toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" id="bar-tools"><rect key="frame" x="\#($0.x)" y="\#($0.y)" width="\#($0.width)" height="\#($0.height)"/></toolbar>"#
        } ?? ""
        let detail = DocumentFixture.scene(DocumentFixture.view("table", frame: tableFrame), constraints: """
            <constraint firstItem="table" firstAttribute="top" secondItem="sa" secondAttribute="top" id="d1"/>
            <constraint firstItem="table" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="d2"/>
            <constraint firstItem="sa" firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="d3"/>
            <constraint firstItem="sa" firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="d4"/>
            """, rootFrame: #"x="0.0" y="0.0" width="414" height="896""#, viewController: "detail", root: "detail-root",
            extra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#,
            controllerExtra: #"<navigationItem key="navigationItem" title="Edit" \#(detailItem) id="detail-item"/>\#(detailMetrics)"#)
        let home = DocumentFixture.scene("", rootFrame: #"x="0.0" y="0.0" width="414" height="896""#, viewController: "home", root: "home-root",
                                         controllerExtra: """
            <navigationItem key="navigationItem" title="Snoozing" \(homeItem) id="home-item"/>
            \(homeMetrics)
            <connections><segue destination="detail" kind="show" id="push"/></connections>
            """)
        return try storyboard("""
            <scene sceneID="s-tabs"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar"><rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/></tabBar>
                    <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="tab"/></connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="s-nav"><objects>
                <navigationController \(navAttributes) id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nav-bar"><rect key="frame" x="0.0" y="48" width="414" height="96"/></navigationBar>
                    \(toolbar)
                    <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="root"/></connections>
                </navigationController>
            </objects></scene>
            \(home)
            \(detail)
            """, toolsVersion: "21701", device: "retina6_1", safeAreas: true)
    }

    @Test func pushedItemInheritsASmallTitleFromTheItemBelowIt() throws {
        // SnoozingViewController (`largeTitleDisplayMode="never"`) pushes SnoozingEditorViewController
        // (automatic): the editor's views start at 92 = 48 + 44 under a bar stored 96 high, and
        // end at the tab bar: 896 − 34 − 49 = 813.
        let small = try Self.stack(homeItem: #"largeTitleDisplayMode="never""#, tableFrame: (0, 92, 414, 721))
        #expect(try small.layout(storedRootSize: true).frame(of: "table") == Rect(x: 0, y: 92, width: 414, height: 721))
        #expect(try small.fidelity().mismatches.isEmpty)
        // Automatic all the way down: the bar's large title, 48 + 96 = 144.
        let large = try Self.stack(tableFrame: (0, 144, 414, 669))
        #expect(try large.layout(storedRootSize: true).frame(of: "table")?.minY == 144)
        // `always` under a small title is large again; `never` on the item itself is small.
        let always = try Self.stack(homeItem: #"largeTitleDisplayMode="never""#, detailItem: #"largeTitleDisplayMode="always""#, tableFrame: (0, 144, 414, 669))
        #expect(try always.layout(storedRootSize: true).frame(of: "table")?.minY == 144)
        let never = try Self.stack(detailItem: #"largeTitleDisplayMode="never""#, tableFrame: (0, 92, 414, 721))
        #expect(try never.layout(storedRootSize: true).frame(of: "table")?.minY == 92)
    }

    @Test func pushedControllerInfersTheToolbarOfTheControllerThatPushedItAboveTheTabBar() throws {
        // RespositoriesViewController simulates a toolbar and pushes CustomReposViewController,
        // which states no bottom bar: its table ends at 764 = 896 − 34 − 49 (tab bar) − 49 (toolbar).
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        let inferred = try Self.stack(homeItem: #"largeTitleDisplayMode="never""#, homeMetrics: toolbar, tableFrame: (0, 92, 414, 672))
        #expect(try inferred.layout(storedRootSize: true).frame(of: "table") == Rect(x: 0, y: 92, width: 414, height: 672))
        #expect(try inferred.fidelity().mismatches.isEmpty)
        // A controller stating its bottom bar (here none, `<nil>`) infers nothing: it ends at the
        // tab bar, 813.
        let stated = try Self.stack(homeItem: #"largeTitleDisplayMode="never""#, homeMetrics: toolbar,
                                    detailMetrics: #"<nil key="simulatedBottomBarMetrics"/>"#, tableFrame: (0, 92, 414, 721))
        #expect(try stated.layout(storedRootSize: true).frame(of: "table")?.maxY == 813)
    }

    @Test func navigationControllersToolbarSitsAboveTheTabBar() throws {
        // The Servers navigation controller (toolbarHidden="NO") stores its toolbar hbK-x7-Cv8 at
        // y 764 = 896 − 34 − 49 − 49, 414 × 49.
        let doc = try Self.stack(navAttributes: #"toolbarHidden="NO""#, toolbarFrame: (0, 764, 414, 49), tableFrame: (0, 144, 414, 669))
        #expect(try doc.layout(storedRootSize: true).frame(of: "bar-tools") == Rect(x: 0, y: 764, width: 414, height: 49))
    }
}
