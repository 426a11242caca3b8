import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// The rules by which Xcode's canvas lays a document out (docs/interface-builder.md, "Xcode's
/// canvas"), each with the numbers of the real document it was taken from.
struct CanvasRuleTests {
    /// A xib with one free-form top-level view `root` of `size` holding `subviews` (``DocumentFixture/xib(_:constraints:size:toolsVersion:device:rootAttributes:extra:objects:designables:resources:)``).
    static func xib(_ subviews: String, constraints: String = "", size: String, toolsVersion: String = "17701",
                    device: String = "retina6_1", designables: String = "", resources: String = "") throws -> IBDocument {
        try IBDocument(data: DocumentFixture.xib(subviews, constraints: constraints, size: size, toolsVersion: toolsVersion,
                                                 device: device, designables: designables, resources: resources))
    }

    /// `st` pinned to `root` on all four sides.
    static let pinnedStack = DocumentFixture.pin("st", to: "root")

    @Test func hiddenArrangedViewCollapsesOnTheCanvasOfXcode10() throws {
        // Esri ViewshedLocation.storyboard (toolsVersion 14313.18, Xcode 10): the column
        // CDu-0w-REi (spacing 6) holds the label 1W6-Zf-KKW (18 high) and the hidden label
        // b9V-DF-vyd; Xcode stores the column 18 high — the hidden label collapsed, with no
        // spacing before it — long before Xcode 14. Xcode stores the hidden label at y 0, the
        // stack's top (a hidden view after the only visible one of a vertical stack,
        // HiddenAfterOnlyVisibleViewTests); UIKit puts it after the visible one, at 18.
        let doc = try Self.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0.0" y="0.0" width="1008" height="18"/>
                <subviews>
                    <label opaque="NO" text="Single tap on the map to add observer location" textAlignment="center" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="1008" height="18"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    </label>
                    <label hidden="YES" opaque="NO" text="Touch-and-drag to move the viewshed" textAlignment="center" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="h">
                        <rect key="frame" x="0.0" y="0.0" width="1008" height="0.0"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    </label>
                </subviews>
            </stackView>
            """, constraints: DocumentFixture.pin("st", to: "root", edges: [.top, .leading, .trailing]), size: #"width="1008" height="100""#, toolsVersion: "14313.18", device: "ipad9_7")
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "st") == Rect(x: 0, y: 0, width: 1008, height: 18))
        #expect(canvas.frame(of: "a") == Rect(x: 0, y: 0, width: 1008, height: 18))
        #expect(canvas.frame(of: "h") == Rect(x: 0, y: 0, width: 1008, height: 0))
        #expect(canvas.views["h"]?.isHidden == true)
        #expect(try doc.layout().frame(of: "h") == Rect(x: 0, y: 18, width: 1008, height: 0))
    }

    @Test func hiddenArrangedViewSitsMidGapAndKeepsItsLengthOnTheCanvas() throws {
        // zotero SingleCitationViewController.xib (toolsVersion 22505): the column tTe-z7-XAZ
        // (spacing 20) stores its views at 0 (92 high) and 112 (20.5), the hidden 2qz-QK-S0J at
        // 142.5 — the middle of the 20-point gap — 24 high, and the next view at 152.5 (47.5),
        // 200 in all. zotero ZShare MainInterface.storyboard and OsmAnd OAColorsPaletteCell.xib
        // keep hidden views at their required constraints' length too (14.5 and 30 points). The
        // column here has the same lengths; the hidden view is zotero's, 24 high from a 0-high
        // view 12 below its top and 12 above its bottom (required constraints, which the canvas's
        // zero length at priority 999 does not break: CanvasRule.stackHiddenLength999).
        let doc = try Self.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0.0" y="0.0" width="453" height="200"/>
                <subviews>
                    \(DocumentFixture.view("a", frame: (0, 0, 453, 92), height: 92))
                    \(DocumentFixture.view("b", frame: (0, 112, 453, 20.5), height: 20.5))
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="h">
                        <rect key="frame" x="0.0" y="142.5" width="453" height="24"/>
                        <subviews>
                            \(DocumentFixture.view("hc", frame: (12, 12, 429, 0), height: 0))
                        </subviews>
                        <constraints>
                            \(DocumentFixture.pin("hc", to: "h", inset: 12))
                        </constraints>
                    </view>
                    \(DocumentFixture.view("d", frame: (0, 152.5, 453, 47.5), height: 47.5))
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="e">
                        <rect key="frame" x="0.0" y="200" width="453" height="0.0"/>
                    </view>
                </subviews>
            </stackView>
            """, constraints: DocumentFixture.pin("st", to: "root", edges: [.top, .leading, .trailing]), size: #"width="453" height="300""#, toolsVersion: "22505")
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "st") == Rect(x: 0, y: 0, width: 453, height: 200))
        #expect(canvas.frame(of: "b") == Rect(x: 0, y: 112, width: 453, height: 20.5))
        #expect(canvas.frame(of: "h") == Rect(x: 0, y: 142.5, width: 453, height: 24))
        #expect(canvas.frame(of: "d") == Rect(x: 0, y: 152.5, width: 453, height: 47.5))
        // A hidden plain view that nothing sizes collapses after the last visible one.
        #expect(canvas.frame(of: "e") == Rect(x: 0, y: 200, width: 453, height: 0))
        // UIKit's zero height is required: it collapses the hidden view at the same place (and
        // breaks one of the conflicting constraints).
        #expect(try doc.layout().frame(of: "h")?.origin == Point(x: 0, y: 142.5))
    }

    @Test func symbolImageIsSizedFromItsPointSizeNotTheStoredProportions() throws {
        // safe-ios PasscodeViewController.xib (toolsVersion 21701): the row SYV-Wh-ZWs
        // (spacing 16) of six image views showing the symbol "circle" at 20 points, bold; Xcode
        // stores them 24 wide at x 0, 40, 80 … 200, the row 224 wide. `<resources>` gives the
        // symbol as 128 × 123, its proportions scaled to 128: the image is 24 × 23.06 here
        // (1.2 points per point on the longer side), not 128 × 123.
        let circle = """
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="ID">
                <rect key="frame" x="0.0" y="0.0" width="24" height="30"/>
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="20" weight="bold"/>
            </imageView>
            """
        let doc = try Self.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0.0" y="0.0" width="104" height="30"/>
                <subviews>\(["a", "b", "c"].map { circle.replacingOccurrences(of: "\"ID\"", with: "\"\($0)\"") }.joined())</subviews>
            </stackView>
            """, constraints: DocumentFixture.pin("st", to: "root", edges: [.top, .leading]), size: #"width="320" height="100""#, toolsVersion: "21701",
            resources: #"<image name="circle" catalog="system" width="128" height="123"/>"#)
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "st")?.width == 104)
        #expect(canvas.frame(of: "a")?.minX == 0)
        #expect(canvas.frame(of: "b")?.minX == 40)
        #expect(canvas.frame(of: "c").map { Rect(x: $0.minX, y: 0, width: $0.width, height: 0) } == Rect(x: 80, y: 0, width: 24, height: 0))
        #expect(canvas.views["a"]?.intrinsicContentSize == Size(width: 24, height: 24 * 123 / 128))
        // orbot Main.storyboard (toolsVersion 24765): Xcode 16 names the image in an
        // <imageReference> with a symbol scale; exclamationmark.triangle.fill (128 × 109) at the
        // small scale is stored 17 × 14.5 (i78-xm-kPT).
        let small = try Self.xib("""
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="i78-xm-kPT">
                <rect key="frame" x="151.5" y="0.0" width="17" height="14.5"/>
                <imageReference key="image" image="exclamationmark.triangle.fill" catalog="system" symbolScale="small"/>
            </imageView>
            """, size: #"width="320" height="100""#, toolsVersion: "24765",
            resources: #"<image name="exclamationmark.triangle.fill" catalog="system" width="128" height="109"/>"#)
        let size = try #require(try small.layout(storedRootSize: true).views["i78-xm-kPT"]?.intrinsicContentSize)
        #expect(abs(size.width - 17) < 0.5 && abs(size.height - 14.5) < 0.5)
    }

    @Test func stackViewWithStoredMarginsArrangesInsideThem() throws {
        // stopp-corona MainViewController.storyboard (toolsVersion 17701): the column NEF-xo-XXa,
        // 414 × 264 with layout margins 32/24/32/24 and no layoutMarginsRelativeArrangement
        // attribute, stores its one view LWw-7J-qVn (200 high) at (24, 32, 366, 200). (On the
        // iPhone 8 Plus canvas, so that no safe area adds to the margins.)
        let doc = try Self.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0.0" y="0.0" width="414" height="264"/>
                <subviews>
                    \(DocumentFixture.view("v", frame: (24, 32, 366, 200), height: 200))
                </subviews>
                <edgeInsets key="layoutMargins" top="32" left="24" bottom="32" right="24"/>
            </stackView>
            """, constraints: Self.pinnedStack, size: #"width="414" height="264""#, device: "retina5_5")
        #expect(try doc.layout(storedRootSize: true).frame(of: "v") == Rect(x: 24, y: 32, width: 366, height: 200))
        #expect(try doc.layout().views["st"].map { ($0 as? StackView)?.isLayoutMarginsRelativeArrangement } == true)
        #expect(try doc.fidelity().mismatches.isEmpty)
    }

    /// A storyboard of `toolsVersion` on `device` with the given scenes (`<scene>` elements).
    static func storyboard(_ scenes: String, toolsVersion: String, device: String = "retina6_1") throws -> IBDocument {
        try IBDocument(data: DocumentFixture.storyboard(scenes, toolsVersion: toolsVersion, device: device))
    }

    /// A scene whose root `root` (414 × 896) holds `top` (pinned to the safe area's top, 100
    /// high) and `bottom` (50 high, 20 above the safe area's bottom), both 25 in from the sides.
    static func safeAreaScene(topStored: DocumentFixture.Frame, bottomStored: DocumentFixture.Frame) -> String {
        DocumentFixture.scene("""
            \(DocumentFixture.view("top", frame: topStored, height: 100))
            \(DocumentFixture.view("bottom", frame: bottomStored, height: 50))
            """, constraints: """
            <constraint firstItem="top" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c1"/>
            <constraint firstItem="top" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="25" id="c2"/>
            <constraint firstItem="sa" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" constant="25" id="c3"/>
            <constraint firstItem="sa" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" constant="20" id="c4"/>
            <constraint firstItem="bottom" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="25" id="c5"/>
            <constraint firstItem="sa" firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" constant="25" id="c6"/>
            """, rootFrame: #"x="0.0" y="0.0" width="414" height="896""#, extra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#)
    }

    @Test func xcode24000CanvasDoublesTheNotchedPhoneSafeArea() throws {
        // Blockstream HWFlow.storyboard (toolsVersion 24128, iPhone 11 canvas), scene
        // JadeWaitViewController: 3Mv-qy-Lz8 (top = safeArea.top) stored at y 96, RMu-y6-4wh
        // (50 high, safeArea.bottom = bottom + 20) at y 758: insets 96 and 68, twice the
        // device's 48 and 34. At run time UIKit's 48 and 34 apply.
        let doc = try Self.storyboard(Self.safeAreaScene(topStored: (25, 96, 364, 100),
                                                         bottomStored: (25, 758, 364, 50)),
                                      toolsVersion: "24128")
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "top") == Rect(x: 25, y: 96, width: 364, height: 100))
        #expect(canvas.frame(of: "bottom") == Rect(x: 25, y: 758, width: 364, height: 50))
        #expect(try doc.fidelity().mismatches.isEmpty)
        let runtime = try doc.layout()
        #expect(runtime.frame(of: "top")?.minY == 48)
        #expect(runtime.frame(of: "bottom")?.minY == 792)
    }

    @Test func iPhone11CanvasHasA44PointStatusBarBeforeToolsVersion21225() throws {
        // twilio Main.storyboard (21208.1, iPhone 11 canvas): views pinned to the safe area's top
        // at 44 (its navigation bar is stored at y 44); covpass Ifsg22a_Valid_Scan (21225): 48.
        let old = try Self.storyboard(Self.safeAreaScene(topStored: (25, 44, 364, 100),
                                                         bottomStored: (25, 792, 364, 50)),
                                      toolsVersion: "21208.1")
        #expect(try old.layout(storedRootSize: true).frame(of: "top")?.minY == 44)
        #expect(try old.fidelity().mismatches.isEmpty)
        let new = try Self.storyboard(Self.safeAreaScene(topStored: (25, 48, 364, 100),
                                                         bottomStored: (25, 792, 364, 50)),
                                      toolsVersion: "21225")
        #expect(try new.fidelity().mismatches.isEmpty)
    }

    /// freeotp Main.storyboard's "Manual Add" scene: the navigation controller Pb8-KR-nIx with
    /// its bar EUe-ev-vVp (375 × 44) and, as its root, r2L-NF-ZcI whose column Fo9-5C-s8b (300 ×
    /// 298, 0.8 of the root's width, centred) sits 20 below the top layout guide.
    static func manualAdd(toolsVersion: String, barY: Double, stackY: Double) throws -> IBDocument {
        try storyboard(DocumentFixture.scene(DocumentFixture.view("Fo9-5C-s8b", frame: (37.5, stackY, 300, 298), height: 298), constraints: """
            <constraint firstItem="Fo9-5C-s8b" firstAttribute="top" secondItem="DbB-ip-3UB" secondAttribute="bottom" constant="20" id="77f-y4-Zx7"/>
            <constraint firstItem="Fo9-5C-s8b" firstAttribute="width" secondItem="sa7-9p-yho" secondAttribute="width" multiplier="0.8" id="Sh7-yq-ics"/>
            <constraint firstItem="Fo9-5C-s8b" firstAttribute="centerX" secondItem="sa7-9p-yho" secondAttribute="centerX" id="VhD-WC-Oh7"/>
            """, rootFrame: #"x="0.0" y="0.0" width="375" height="667""#, viewController: "r2L-NF-ZcI", root: "sa7-9p-yho", controllerExtra: """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="DbB-ip-3UB"/>
                <viewControllerLayoutGuide type="bottom" id="aYu-Xj-4zK"/>
            </layoutGuides>
            """) + DocumentFixture.navigationControllerScene("Pb8-KR-nIx", bar: "EUe-ev-vVp", barFrame: (0, barY, 375, 44), root: "r2L-NF-ZcI"),
                       toolsVersion: toolsVersion, device: "retina4_7")
    }

    @Test func homeButtonPhoneHasNoStatusBarOnTheCanvasOfToolsVersion15000To21599() throws {
        // freeotp Main.storyboard (toolsVersion 20037, iPhone 8 canvas) stores the bar at y 0 and
        // the column at y 64: 44 of bar, no status bar, then 20.
        let doc = try Self.manualAdd(toolsVersion: "20037", barY: 0, stackY: 64)
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "EUe-ev-vVp") == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(canvas.frame(of: "Fo9-5C-s8b") == Rect(x: 37.5, y: 64, width: 300, height: 298))
        #expect(try doc.fidelity().mismatches.isEmpty)
        // At run time the status bar is there.
        #expect(try doc.layout().frame(of: "Fo9-5C-s8b")?.minY == 84)
        // readium About.storyboard (14460.31) and Iterable's sample app (22505), same canvas:
        // navigation bars at y 20.
        for version in ["14460.31", "22505"] {
            let withStatusBar = try Self.manualAdd(toolsVersion: version, barY: 20, stackY: 84)
            #expect(try withStatusBar.layout(storedRootSize: true).frame(of: "EUe-ev-vVp") == Rect(x: 0, y: 20, width: 375, height: 44))
            #expect(try withStatusBar.fidelity().mismatches.isEmpty)
        }
    }

    /// Hackers Main.storyboard (toolsVersion 23504): the split view controller 506-JC-FDt with
    /// the navigation controller 1Xz-Ly-pCg (bar 214-FR-gRR) as its master column, on `device`.
    static func splitMaster(device: String, barY: Double, width: Double) throws -> IBDocument {
        try storyboard("""
            <scene sceneID="z9h-ZJ-BPa"><objects>
                <splitViewController id="506-JC-FDt" sceneMemberID="viewController">
                    <connections><segue destination="1Xz-Ly-pCg" kind="relationship" relationship="masterViewController" id="q7Z-XZ-h9P"/></connections>
                </splitViewController>
            </objects></scene>
            \(DocumentFixture.navigationControllerScene("1Xz-Ly-pCg", bar: "214-FR-gRR", barFrame: (0, barY, width, 44)))
            """, toolsVersion: "23504", device: device)
    }

    @Test func splitViewMasterColumnHasTheStatusBarOnAPhone() throws {
        // On the iPhone 8 canvas Xcode stores the master column's bar at y 20 (Hackers Main);
        // passforios Main (23504, iPhone 12) at 47 — the status bar. On an iPad canvas a column
        // has none (amperfy Main, 23094: y 0).
        let phone = try Self.splitMaster(device: "retina4_7", barY: 20, width: 375)
        #expect(try phone.layout(storedRootSize: true).frame(of: "214-FR-gRR") == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(try phone.fidelity().mismatches.isEmpty)
        let pad = try Self.splitMaster(device: "ipad9_7", barY: 0, width: 768)
        #expect(try pad.layout(storedRootSize: true).frame(of: "214-FR-gRR") == Rect(x: 0, y: 0, width: 768, height: 44))
    }

    @Test func tabOfATabBarControllerHasTheStatusBarWhenItsTabBarControllerHas() throws {
        // amperfy Main.storyboard (toolsVersion 23094, iPad Pro 11" canvas, 834 wide): the tab
        // bar controller Odu-0e-SfH is the split view's compact column; the navigation bars of its
        // tabs Xme-l1-fiY and hgg-wk-1fD are stored at y 0, 64 high (a large-title bar) — no
        // status bar, as the column has none. On a phone the master column has it, and so do its
        // tabs: siskin-im Main.storyboard (20037, iPhone 11) stores them at y 44.
        func document(device: String, barY: Double, width: Double, toolsVersion: String) throws -> IBDocument {
            try Self.storyboard("""
                <scene sceneID="s1"><objects>
                    <splitViewController id="split" sceneMemberID="viewController">
                        <connections><segue destination="tabs" kind="relationship" relationship="\(device.hasPrefix("ipad") ? "compactViewController" : "masterViewController")" id="g1"/></connections>
                    </splitViewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <connections><segue destination="Xme-l1-fiY" kind="relationship" relationship="viewControllers" id="g2"/></connections>
                    </tabBarController>
                </objects></scene>
                \(DocumentFixture.navigationControllerScene("Xme-l1-fiY", bar: "q5a-rn-qe1", barFrame: (0, barY, width, 64), barAttributes: #"largeTitles="YES""#))
                """, toolsVersion: toolsVersion, device: device)
        }
        let pad = try document(device: "ipad11_0rounded", barY: 0, width: 834, toolsVersion: "23094")
        #expect(try pad.layout(storedRootSize: true).frame(of: "q5a-rn-qe1") == Rect(x: 0, y: 0, width: 834, height: 64))
        let phone = try document(device: "retina6_1", barY: 44, width: 414, toolsVersion: "20037")
        #expect(try phone.layout(storedRootSize: true).frame(of: "q5a-rn-qe1") == Rect(x: 0, y: 44, width: 414, height: 64))
    }

    @Test func navigationItemViewsSitInTheirBar() throws {
        // Esri Content Display Logic Main.storyboard (toolsVersion 20037, iPhone 11, 414 wide):
        // the title view 2NF-7S-DQ2, a segmented control 300 × 32, stored at (57, 6) — centred in
        // the 44-point bar. SwiftMessages Main.storyboard (22505, iPhone 8, 375 wide): the custom
        // view put-HD-gTP of the right bar button item, 125 × 44, stored at (234, 0) — 16 from
        // the bar's trailing edge — with its button PpV-jZ-Yo3 at (0, 5, 62, 34). Both are
        // counted under the item that holds them.
        func scene(title: String, right: String) -> String {
            DocumentFixture.scene("", rootFrame: #"x="0.0" y="0.0" width="414" height="896""#, controllerExtra: """
                <navigationItem key="navigationItem" id="item">
                    \(title)
                    <barButtonItem key="rightBarButtonItem" id="bbi">\(right)</barButtonItem>
                </navigationItem>
                """)
        }
        let esri = try Self.storyboard(scene(title: """
            <segmentedControl key="titleView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" id="2NF-7S-DQ2">
                <rect key="frame" x="57" y="6" width="300" height="32"/>
                <segments><segment title="Map"/><segment title="Layers"/></segments>
            </segmentedControl>
            """, right: ""), toolsVersion: "20037")
        #expect(try esri.layout(storedRootSize: true).frame(of: "2NF-7S-DQ2") == Rect(x: 57, y: 6, width: 300, height: 32))
        #expect(try esri.fidelity().comparisons.contains { $0.id == "2NF-7S-DQ2" && $0.isWithinTolerance })
        let swiftMessages = try Self.storyboard(scene(title: "", right: DocumentFixture.itemView(
            "customView", id: "put-HD-gTP", frame: (234, 0, 125, 44), subviews: DocumentFixture.view("PpV-jZ-Yo3", frame: (0, 5, 62, 34), width: 62),
            constraints: DocumentFixture.pin("PpV-jZ-Yo3", to: "put-HD-gTP", edges: [.leading]) + DocumentFixture.pin("PpV-jZ-Yo3", to: "put-HD-gTP", edges: [.top, .bottom], inset: 5))),
            toolsVersion: "22505", device: "retina4_7")
        let canvas = try swiftMessages.layout(storedRootSize: true)
        #expect(canvas.frame(of: "put-HD-gTP") == Rect(x: 234, y: 0, width: 125, height: 44))
        #expect(canvas.frame(of: "PpV-jZ-Yo3") == Rect(x: 0, y: 5, width: 62, height: 34))
        #expect(try swiftMessages.fidelity().mismatches.isEmpty)
    }

    @Test func simulatedNavigationBarIs54HighOnTheCanvasOfXcode16Point3() throws {
        // orbot Main.storyboard (toolsVersion 24765, iPhone SE canvas, 320 × 568, 20 points of
        // status bar): TestingViewController simulates a navigation bar (no navigation
        // controller); HDo-Be-jwZ, pinned to the safe area's top, is stored at y 74 = 20 + 54.
        // Before toolsVersion 24000 the bar is 44 high: 64.
        func document(toolsVersion: String) throws -> IBDocument {
            try Self.storyboard(DocumentFixture.scene(DocumentFixture.view("HDo-Be-jwZ", frame: (0, 74, 320, 414), height: 414), constraints: """
                <constraint firstItem="HDo-Be-jwZ" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                <constraint firstItem="HDo-Be-jwZ" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="HDo-Be-jwZ" secondAttribute="trailing" id="r"/>
                """, rootFrame: #"x="0.0" y="0.0" width="320" height="568""#, extra: #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
                controllerExtra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#),
                toolsVersion: toolsVersion, device: "retina4_0")
        }
        #expect(try document(toolsVersion: "24765").layout(storedRootSize: true).frame(of: "HDo-Be-jwZ") == Rect(x: 0, y: 74, width: 320, height: 414))
        #expect(try document(toolsVersion: "23504").layout(storedRootSize: true).frame(of: "HDo-Be-jwZ") == Rect(x: 0, y: 64, width: 320, height: 414))
    }

    @Test func freeformControllerUnderAnOpaqueBarIsMeasuredAgainstItsFreeformHeight() throws {
        // BookPlayer Settings.storyboard (toolsVersion 18122, iPhone 8 canvas, 667 high):
        // StorageViewController 75f-pe-hfH is free-form 375 × 736, pushed in a navigation
        // controller with an opaque bar (translucent="NO"); Xcode stores its root 692 high —
        // 736 less the bar — and the column k0M-TZ-Hac, 14 below the safe area's top, at y 14:
        // the root starts below the bar. (Against the 667-point canvas the root would seem to
        // span the screen, under the bar: y 58.)
        let doc = try Self.storyboard(DocumentFixture.scene(DocumentFixture.view("k0M-TZ-Hac", frame: (0, 14, 375, 45), height: 45), constraints: """
            <constraint firstItem="k0M-TZ-Hac" firstAttribute="top" secondItem="fzw-Ck-HgH" secondAttribute="top" constant="14" id="JTu-Ng-ofc"/>
            <constraint firstItem="k0M-TZ-Hac" firstAttribute="leading" secondItem="fzw-Ck-HgH" secondAttribute="leading" id="l"/>
            <constraint firstItem="fzw-Ck-HgH" firstAttribute="trailing" secondItem="k0M-TZ-Hac" secondAttribute="trailing" id="r"/>
            """, rootFrame: #"x="0.0" y="0.0" width="375" height="692""#, viewController: "75f-pe-hfH", root: "vs8-7Z-UUL",
            extra: #"<viewLayoutGuide key="safeArea" id="fzw-Ck-HgH"/>"#, controllerExtra: #"<size key="freeformSize" width="375" height="736"/>"#)
            + DocumentFixture.navigationControllerScene("nNa-3d-7ZC", bar: "bnd-Tx-bbW", barFrame: (0, 0, 375, 44), barAttributes: #"translucent="NO""#, root: "75f-pe-hfH"),
            toolsVersion: "18122", device: "retina4_7")
        #expect(try doc.layout(storedRootSize: true).frame(of: "k0M-TZ-Hac") == Rect(x: 0, y: 14, width: 375, height: 45))
        #expect(try doc.fidelity().mismatches.isEmpty)
    }

    @Test func placeholderConstraintsAreActiveOnTheCanvasOnly() throws {
        // covpass VaccinationCycleCompleteResultViewController.xib (toolsVersion 21225): the
        // custom view n9M-Nk-piY has only a placeholder height of 50 ("remove at build time") and
        // sits 24 below the top and 24 above the bottom of wh7-Jt-Csz, stored (24, 342, 366, 98)
        // with n9M-Nk-piY at (0, 24, 366, 50). The built nib has no such constraint.
        let doc = try Self.xib("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="24" y="342" width="366" height="98"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="p" customClass="ParagraphView">
                        <rect key="frame" x="0.0" y="24" width="366" height="50"/>
                        <constraints><constraint firstAttribute="height" constant="50" placeholder="YES" id="P3T-sw-kcR"/></constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="p" firstAttribute="top" secondItem="box" secondAttribute="top" constant="24" id="4Hg"/>
                    <constraint firstAttribute="bottom" secondItem="p" secondAttribute="bottom" constant="24" id="ORJ"/>
                    <constraint firstItem="p" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="Sjr"/>
                    <constraint firstAttribute="trailing" secondItem="p" secondAttribute="trailing" id="cEI"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="342" id="t"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="24" id="l"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="24" id="r"/>
            """, size: #"width="414" height="602""#, toolsVersion: "21225", device: "retina5_5")
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "box") == Rect(x: 24, y: 342, width: 366, height: 98))
        #expect(canvas.frame(of: "p") == Rect(x: 0, y: 24, width: 366, height: 50))
        #expect(canvas.views["p"]?.constraints.contains { $0.identifier == "P3T-sw-kcR" } == true)
        #expect(try doc.layout().views["p"]?.constraints.contains { $0.identifier == "P3T-sw-kcR" } == false)
    }

    @Test func textViewWithScrollingDisabledHasAnIntrinsicSize() throws {
        // Swift-Radio-Pro Main.storyboard (toolsVersion 23504): text view cJI-ka-9k5,
        // scrollEnabled="NO", 16 below the view above it, between the root's margins, with only
        // height <= 340 at priority 750 and a button 8 or more below: stored (20, 154, 374, 192).
        // Sized by its text like a label, not stretched to 340; with text not measured
        // (`--text stored`) the stored size stands for the text's (measured:
        // TextViewLayoutTests).
        var doc = try Self.xib("""
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
                <rect key="frame" x="20" y="154" width="374" height="192"/>
                <constraints><constraint firstAttribute="height" relation="lessThanOrEqual" priority="750" constant="340" id="ulU"/></constraints>
                <string key="text">Lorem ipsum</string>
            </textView>
            """, constraints: """
            <constraint firstItem="tv" firstAttribute="top" secondItem="root" secondAttribute="top" constant="154" id="t"/>
            <constraint firstItem="tv" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
            <constraint firstItem="tv" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="r"/>
            """, size: #"width="414" height="600""#, toolsVersion: "23504", device: "retina5_5")
        doc.textSizing = .stored
        let layout = try doc.layout(storedRootSize: true)
        #expect(layout.frame(of: "tv") == Rect(x: 20, y: 154, width: 374, height: 192))
        #expect(layout.views["tv"]?.intrinsicContentSize == Size(width: 374, height: 192))
        #expect(layout.diagnostics.contains { $0.kind == "estimated-size" && $0.ids.contains("tv") })
    }

    @Test func textControlsKeepTheirStoredSizeOverTheDesignablesCache() throws {
        // amperfy PlayerView.xib: label GST-UH-ejT, 343 × 23 on
        // the canvas, has a <designables> cache of 104 × 24 — measured on one line without a
        // width. A label centred in its column keeps the stored size.
        let withCache = try Self.xib("""
            <label opaque="NO" text="Title" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="GST-UH-ejT" customClass="MarqueeLabel">
                <rect key="frame" x="35.5" y="10" width="343" height="23"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="19"/>
            </label>
            """, constraints: """
            <constraint firstItem="GST-UH-ejT" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
            <constraint firstItem="GST-UH-ejT" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c"/>
            """, size: #"width="414" height="100""#, toolsVersion: "22505", device: "retina4_7",
            designables: #"<designable name="GST-UH-ejT"><size key="intrinsicContentSize" width="104" height="24"/></designable>"#)
        #expect(withCache.designableSizes["GST-UH-ejT"] == Size(width: 104, height: 24))
        let frame = try withCache.layout(storedRootSize: true).frame(of: "GST-UH-ejT")
        #expect(frame == Rect(x: 35.5, y: 10, width: 343, height: 23))
    }

    /// SoundFonts FontEditor.storyboard as a second-device pair (toolsVersion 15705): a
    /// free-form 320 × 380 editor (`freeformSize`) at the root of a navigation controller, its
    /// name field 20 below the safe area's top, 76 from the leading edge, 20 from the trailing.
    static func fontEditor(device: String, orientation: String, bar: DocumentFixture.Frame, fieldY: Double) throws -> IBDocument {
        try storyboard(DocumentFixture.scene(DocumentFixture.view("s2C-3z-yXQ", frame: (76, fieldY, 224, 40), height: 40), constraints: """
            <constraint firstItem="s2C-3z-yXQ" firstAttribute="top" secondItem="gLC-lN-Cot" secondAttribute="top" constant="20" id="Tfw-rQ-wHP"/>
            <constraint firstItem="gLC-lN-Cot" firstAttribute="trailing" secondItem="s2C-3z-yXQ" secondAttribute="trailing" constant="20" id="fsx-W5-khb"/>
            <constraint firstItem="s2C-3z-yXQ" firstAttribute="leading" secondItem="gLC-lN-Cot" secondAttribute="leading" constant="76" id="l"/>
            """, rootFrame: #"x="0.0" y="0.0" width="320" height="380""#, viewController: "J1E-VV-vXb", root: "PVH-2e-a8c",
            extra: #"<viewLayoutGuide key="safeArea" id="gLC-lN-Cot"/>"#, controllerExtra: #"<size key="freeformSize" width="320" height="380"/>"#)
            + DocumentFixture.navigationControllerScene("8Ze-V3-kA1", bar: "Fvq-75-3mP", barFrame: bar, root: "J1E-VV-vXb"),
            toolsVersion: "15705", device: #"<device id="\#(device)" orientation="\#(orientation)" appearance="light"/>"#)
    }

    @Test func secondDevicePairKeepsTheFreeformSizeAndUsesTheDevicesBarHeight() throws {
        // Saved on an iPhone 11 in portrait: a 44-point bar, the field at y 64 (Trellis puts it
        // at 108: it simulates the status bar above the bar, which Xcode did not show for this
        // free-form scene; other free-form scenes do have it — Hero Basic, nRF-Connect Main).
        // Saved by Xcode on an iPhone 4s in landscape: a 32-point bar (compact height), the
        // field at y 52, the root still 320 × 380. Laid out on the 4s from the first, Trellis
        // gives the second's frames: the free-form size kept, the device's bar height used.
        let a = try Self.fontEditor(device: "retina6_1", orientation: "portrait", bar: (0, 44, 414, 44), fieldY: 64)
        let b = try Self.fontEditor(device: "retina3_5", orientation: "landscape", bar: (0, 0, 480, 32), fieldY: 52)
        #expect(try b.fidelity().mismatches.isEmpty)
        let moved = try a.fidelity(onDeviceOf: b)
        #expect(moved.comparisons.first { $0.id == "s2C-3z-yXQ" }?.solved == Rect(x: 76, y: 52, width: 224, height: 40))
        #expect(moved.mismatches.isEmpty)
        // At run time the root fills the 4s's screen in landscape.
        #expect(try a.layout(device: b.designDevice, orientation: .landscapeRight).views["PVH-2e-a8c"]?.frame.size == Size(width: 480, height: 320))
    }

    @Test func topLevelViewNotTranslatingItsMaskHasNoSimulatedSafeArea() throws {
        // UTM VMDisplayMetalViewInputAccessory.xib (toolsVersion 21208.1, iPhone 12 canvas in
        // landscape, whose safe area is 47 in from each side): the top-level view qdd-t1-YV9,
        // 1000 × 68 with translatesAutoresizingMaskIntoConstraints="NO", holds the stack
        // 5qW-HU-Ng6 at safeArea.leading + 8, stored at x 8. The same view translating its mask
        // is simulated as filling the device: x 55.
        func doc(translates: Bool) throws -> IBDocument {
            let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21208.1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina6_0" orientation="landscape" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" \(translates ? "" : #"translatesAutoresizingMaskIntoConstraints="NO""#) id="qdd-t1-YV9">
                        <rect key="frame" x="0.0" y="0.0" width="1000" height="68"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="5qW-HU-Ng6">
                                <rect key="frame" x="8" y="4" width="144" height="26"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="144" id="w"/>
                                    <constraint firstAttribute="height" constant="26" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="XdV-r1-aZD"/>
                        <constraints>
                            <constraint firstItem="5qW-HU-Ng6" firstAttribute="leading" secondItem="XdV-r1-aZD" secondAttribute="leading" constant="8" id="vlV-Au-UWf"/>
                            <constraint firstItem="5qW-HU-Ng6" firstAttribute="top" secondItem="qdd-t1-YV9" secondAttribute="top" constant="4" id="t"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
            return try IBDocument(data: Data(xml.utf8))
        }
        #expect(try doc(translates: false).layout(storedRootSize: true).frame(of: "5qW-HU-Ng6") == Rect(x: 8, y: 4, width: 144, height: 26))
        #expect(try doc(translates: true).layout(storedRootSize: true).frame(of: "5qW-HU-Ng6")?.minX == 55)
    }
}
