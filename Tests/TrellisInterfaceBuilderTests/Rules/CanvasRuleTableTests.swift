import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// ``ToolsVersion`` parsing and order, and every row of ``CanvasRule/table``.
struct CanvasRuleTableTests {
    @Test func parsesTheAttributeIntoNumericComponents() {
        #expect(ToolsVersion("14460.31").components == [14460, 31])
        #expect(ToolsVersion("32700.99.1234").components == [32700, 99, 1234])
        #expect(ToolsVersion("22505").major == 22505)
        // A trailing non-number stops the parse; a leading one makes the version unknown.
        #expect(ToolsVersion("21208.1b").components == [21208])
        #expect(ToolsVersion("abc") == .unknown)
        #expect(ToolsVersion("") == .unknown)
        #expect(ToolsVersion(nil).isUnknown)
        #expect(ToolsVersion("-3").isUnknown)
    }

    @Test func comparesComponentWiseWithMissingComponentsAsZero() {
        #expect(ToolsVersion("14460.31") < ToolsVersion("14490.70"))
        #expect(ToolsVersion("21208.1") > ToolsVersion(21208))
        #expect(ToolsVersion("22505.0") == ToolsVersion(22505))
        #expect(Set([ToolsVersion("22505.0"), ToolsVersion(22505)]).count == 1)
        #expect(ToolsVersion("32700.99.1234") >= .xcode26)
        #expect(ToolsVersion("24128") >= .xcode16_3 && ToolsVersion("24128") < .xcode26)
    }

    @Test func unknownIsLaterThanEveryKnownVersion() {
        // The documented policy: an unknown version is read as the newest Xcode.
        #expect(ToolsVersion(999_999) < .unknown)
        #expect(!(ToolsVersion.unknown < .unknown))
        #expect(XcodeRange(from: .xcode11).contains(.unknown))
        #expect(!XcodeRange(before: .xcode12).contains(.unknown))
        #expect(!XcodeRange(from: .xcode16_3, before: .xcode26).contains(.unknown))
    }

    @Test func namedReleasesAreInOrder() {
        let releases: [ToolsVersion] = [.xcode7, .xcode8, .xcode9, .xcode10, .xcode11, .xcode12, .xcode13,
                                        .xcode14, .xcode15, .xcode16, .xcode16_3, .xcode26]
        #expect(releases == releases.sorted())
        #expect(Set(releases).count == 12)
    }

    @Test func ruleIDsAreUniqueAndFindable() {
        #expect(Set(CanvasRule.table.map(\.id)).count == CanvasRule.table.count)
        #expect(CanvasRule.named("table.plainHeader50") == CanvasRule.plainHeader50)
        #expect(CanvasRule.named("no.such.rule") == nil)
    }

    /// Every rule holds at its lower bound and not below it, and not at its upper bound; each
    /// has a non-empty condition, value and source.
    @Test(arguments: CanvasRule.table)
    func ruleAppliesExactlyInsideItsRange(_ rule: CanvasRule) {
        #expect(!rule.condition.isEmpty && !rule.value.isEmpty && !rule.source.isEmpty)
        // An Apple source names the Apple document it quotes by its address.
        if let apple = rule.appleSource { #expect(apple.contains("https://developer.apple.com/"), "\(rule.id)") }
        if let from = rule.xcode.from {
            #expect(rule.applies(to: from))
            #expect(!rule.applies(to: ToolsVersion(from.major! - 1)))
        } else {
            #expect(rule.applies(to: ToolsVersion(1)))
        }
        if let before = rule.xcode.before {
            #expect(!rule.applies(to: before))
            #expect(rule.applies(to: ToolsVersion(before.major! - 1)))
            #expect(!rule.applies(to: .unknown))
        } else {
            #expect(rule.applies(to: .unknown))
        }
    }

    @Test func tableHeadersFollowTheirRules() {
        // The plain-header rules partition the versions: exactly one of the five applies to any.
        let plain = [CanvasRule.plainHeaderTitledOnly, .plainHeader28, .plainHeader24_5, .plainHeader44_5, .plainHeader50]
        for n in [3084, 15999, 16000, 18122, 19455, 20999, 21000, 32700] {
            #expect(plain.filter { $0.applies(to: ToolsVersion(n)) }.count == 1, "toolsVersion \(n)")
        }
    }

    @Test func everyVersionIsInExactlyOneXcodeBand() {
        for n in [3084, 8191, 12120, 14460, 15705, 18122, 20037, 21701, 22505, 23504, 23727, 24128, 24765, 32700] {
            #expect(XcodeBand.all.filter { $0.range.contains(ToolsVersion(n)) }.count == 1, "toolsVersion \(n)")
        }
        #expect(XcodeBand.of(ToolsVersion("23727")).name == "Xcode 16.0-16.2")
        #expect(XcodeBand.of(ToolsVersion("24128")) == .newest)
        #expect(XcodeBand.of(ToolsVersion("32700.99.1234")) == .newest)
        #expect(XcodeBand.of(.unknown) == .unknown)
    }
}

/// ``CanvasRule/tabBarStoredFrame`` on a document of its own.
struct TabBarStoredFrameTests {
    /// A tab bar controller whose tab bar is stored as Xcode's 1000 × 1000 placeholder
    /// (XLPagerTabStrip, toolsVersion 14460, iPhone 8 canvas, as in 8 other projects).
    static func document(barFrame: String) throws -> IBDocument {
        try CanvasRuleTests.storyboard("""
            <scene sceneID="s1"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" \(barFrame)/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                </tabBarController>
            </objects></scene>
            """, toolsVersion: "14460.31", device: "retina4_7")
    }

    @Test func designCanvasKeepsTheStoredPlaceholder() throws {
        let doc = try Self.document(barFrame: #"x="0.0" y="0.0" width="1000" height="1000""#)
        #expect(try doc.layout(storedRootSize: true).frame(of: "bar") == Rect(x: 0, y: 0, width: 1000, height: 1000))
        #expect(try doc.fidelity().mismatches.isEmpty)
    }

    @Test func runTimeLaysTheBarAcrossTheScreen() throws {
        // At run time (not Xcode's canvas) UIKit lays the bar out: 414 wide on an iPhone 8
        // Plus, at the origin (tabBarController.barAtOrigin), its stored height kept. On the
        // canvas of another device the stored frame stays (SecondDeviceTabBarTests).
        let doc = try Self.document(barFrame: #"x="0.0" y="0.0" width="375" height="49""#)
        let plus = try #require(Device.named("retina5_5"))
        #expect(try doc.layout(device: plus).frame(of: "bar") == Rect(x: 0, y: 0, width: 414, height: 49))
    }
}

/// ``CanvasRule/navigationControllerRootWidth`` on a document of its own.
struct NavigationControllerRootWidthTests {
    /// rursache ToDoList Main-iPad.storyboard (toolsVersion 15705, iPad 9.7" landscape, 1024
    /// wide): the split view's master navigation controller IJK-Ux-H5d stores its bar iZC-mu-jMh
    /// 320 × 50 at the origin, over a root view controller whose view is stored 320 × 768.
    static func document(rootSize: String, freeform: Bool = false) throws -> IBDocument {
        try CanvasRuleTests.storyboard("""
            <scene sceneID="s0"><objects>
                <splitViewController id="split" sceneMemberID="viewController">
                    <connections><segue destination="nav" kind="relationship" relationship="masterViewController" id="m"/></connections>
                </splitViewController>
            </objects></scene>
            \(DocumentFixture.navigationControllerScene("nav", bar: "bar", barFrame: (0, 0, 320, 50), root: "vc"))
            <scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" \(rootSize)/></view>
                    \(freeform ? #"<size key="freeformSize" width="320" height="768"/>"# : "")
                </viewController>
            </objects></scene>
            """, toolsVersion: "15705", device: #"<device id="ipad9_7" orientation="landscape" layout="fullscreen" appearance="light"/>"#)
    }

    @Test func barIsAsWideAsTheRootViewOnTheDesignCanvas() throws {
        let doc = try Self.document(rootSize: #"width="320" height="768""#)
        #expect(try doc.layout(storedRootSize: true).frame(of: "bar")?.width == 320)
    }

    @Test func aFullWidthOrFreeFormRootLeavesTheBarAcrossTheScreen() throws {
        // A root as wide as the canvas changes nothing; a free-form root is drawn as it is under
        // a bar across the canvas (bradhowes SoundFonts FontEditor: a 480-wide bar over a
        // 320-wide free-form root).
        #expect(try Self.document(rootSize: #"width="1024" height="768""#).layout(storedRootSize: true).frame(of: "bar")?.width == 1024)
        #expect(try Self.document(rootSize: #"width="320" height="768""#, freeform: true).layout(storedRootSize: true).frame(of: "bar")?.width == 1024)
    }
}

/// ``CanvasRule/navigationBarHeight54`` on a document of its own.
struct NavigationBarHeight54Tests {
    /// A navigation controller's bar on an iPhone 8 canvas (no notch: no doubled safe area),
    /// stored 54 high as BookPlayer Player.storyboard (24506) and 13 other phone bars of 9
    /// projects of toolsVersion 24000–24999 store theirs.
    static func document(toolsVersion: String, barHeight: Double) throws -> IBDocument {
        try CanvasRuleTests.storyboard(DocumentFixture.navigationControllerScene("nav", bar: "bar", barFrame: (0, 20, 375, barHeight)),
                                       toolsVersion: toolsVersion, device: "retina4_7")
    }

    @Test func designCanvasDrawsTheStandardBar54HighInXcode16_3() throws {
        let doc = try Self.document(toolsVersion: "24506", barHeight: 54)
        #expect(try doc.layout(storedRootSize: true).frame(of: "bar") == Rect(x: 0, y: 20, width: 375, height: 54))
        // The rule decides the bar: without it the canvas's standard bar is 44 high.
        let without = try CanvasRuleTrace(leftOut: [CanvasRule.navigationBarHeight54.id]).run { try doc.layout(storedRootSize: true) }
        #expect(without.frame(of: "bar")?.height == 44)
        let evidence = try #require(try doc.canvasRuleEvidence(only: [CanvasRule.navigationBarHeight54.id]).rules.first)
        #expect(evidence.elements.map(\.id) == ["bar"] && evidence.elements.allSatisfy { $0.within && !$0.withinWithout })
    }

    @Test func outsideXcode16_3AStandardBarIs44AndOtherHeightsAreKept() throws {
        // 44 in Xcode 16.0 (23727) and 26 (32700), as the 271 phone bars stored 44 are.
        for version in ["23727", "32700"] {
            #expect(try Self.document(toolsVersion: version, barHeight: 44).layout(storedRootSize: true).frame(of: "bar")?.height == 44)
        }
        // A height that is not a phone's standard one (a sheet's 56, a custom 60) is kept.
        #expect(try Self.document(toolsVersion: "24506", barHeight: 60).layout(storedRootSize: true).frame(of: "bar")?.height == 60)
    }
}

/// ``CanvasRule/sheetBarHeight56`` on a document of its own.
struct SheetBarTests {
    /// WSDOT TrafficMap.storyboard (toolsVersion 23727, iPhone 8 canvas): navigation controllers
    /// presented from another storyboard store their bars 375 × 56 at y 0 (sheets), not at 20.
    @Test func aBarStored56HighIsASheetsBarAtTheTop() throws {
        func bar(height: Double) throws -> Rect? {
            let doc = try CanvasRuleTests.storyboard(DocumentFixture.navigationControllerScene("nav", bar: "bar", barFrame: (0, 0, 375, height)),
                                                     toolsVersion: "23727", device: "retina4_7")
            return try doc.layout(storedRootSize: true).frame(of: "bar")
        }
        #expect(try bar(height: 56) == Rect(x: 0, y: 0, width: 375, height: 56))
        // 108 with a large title (8 of 8 such bars of the corpora at y 0: FrameGrabber, erouska, trailer).
        #expect(try bar(height: 108) == Rect(x: 0, y: 0, width: 375, height: 108))
        // A 44-point bar nothing presents is under the status bar.
        #expect(try bar(height: 44) == Rect(x: 0, y: 20, width: 375, height: 44))
    }
}

/// ``CanvasRule/phoneDetailColumnStatusBar`` on a document of its own.
struct PhoneDetailColumnTests {
    /// Ckitakishi MetaX Main.storyboard (toolsVersion 14109, iPhone X canvas): the split view's
    /// detail navigation controller JQZ-El-LNx stores its bar jl9-VH-Rwc 375 × 44 at y 44, under
    /// the status bar, as a master column's is.
    @Test func detailColumnOnAPhoneIsUnderTheStatusBar() throws {
        let doc = try CanvasRuleTests.storyboard("""
            <scene sceneID="s0"><objects>
                <splitViewController id="split" sceneMemberID="viewController">
                    <connections><segue destination="nav" kind="relationship" relationship="detailViewController" id="d"/></connections>
                </splitViewController>
            </objects></scene>
            \(DocumentFixture.navigationControllerScene("nav", bar: "bar", barFrame: (0, 44, 375, 44)))
            """, toolsVersion: "14109", device: "retina5_9")
        #expect(try doc.layout(storedRootSize: true).frame(of: "bar") == Rect(x: 0, y: 44, width: 375, height: 44))
    }
}

/// ``CanvasRule/iPadSplitColumnNoStatusBar`` on a document of its own.
struct IPadSplitColumnTests {
    /// miataru Main_iPad.storyboard (toolsVersion 14868, iPad 9.7" canvas): the Map controller
    /// A5T-DK-Gkm, root of a navigation controller that is a tab of the split view's master tab
    /// bar controller, stores its image 15y-hf-e15 (33 below the top layout guide) at y 83: the
    /// guide at 50, under the iPad's 50-point bar and no status bar (70 with one, y 103). On a
    /// phone's canvas the master column has the status bar (``IBDocument``'s container bars),
    /// which this rule does not change: the same scenes on an iPhone X put the image at
    /// 44 + 50 + 33 (the stored bar height wins). (On a home-button phone 14868, an Xcode 11
    /// beta, has no status bar at all: ``CanvasRule/canvasHomeButtonNoStatusBar``.)
    @Test func controllerInAnIPadColumnHasNoStatusBar() throws {
        func document(device: String) throws -> IBDocument {
            try CanvasRuleTests.storyboard("""
                <scene sceneID="s0"><objects>
                    <splitViewController id="split" sceneMemberID="viewController">
                        <connections><segue destination="tabs" kind="relationship" relationship="masterViewController" id="m"/></connections>
                    </splitViewController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tb"><rect key="frame" x="0.0" y="975" width="320" height="49"/></tabBar>
                        <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="t"/></connections>
                    </tabBarController>
                </objects></scene>
                \(DocumentFixture.navigationControllerScene("nav", bar: "bar", barFrame: (0, 0, 320, 50), root: "vc"))
                \(DocumentFixture.scene(DocumentFixture.view("image", frame: (61, 83, 200, 200), width: 200, height: 200), constraints: """
                    <constraint firstItem="image" firstAttribute="top" secondItem="guide" secondAttribute="bottom" constant="33" id="c1"/>
                    <constraint firstItem="image" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="61" id="c2"/>
                    """, rootFrame: #"x="0.0" y="0.0" width="320" height="1024""#,
                    controllerExtra: #"<layoutGuides><viewControllerLayoutGuide type="top" id="guide"/><viewControllerLayoutGuide type="bottom" id="bottom"/></layoutGuides>"#))
                """, toolsVersion: "14868", device: device)
        }
        let iPad = try document(device: "ipad9_7")
        #expect(try iPad.layout(storedRootSize: true).frame(of: "image") == Rect(x: 61, y: 83, width: 200, height: 200))
        #expect(try iPad.fidelity().mismatches.isEmpty)
        let phone = try document(device: "retina5_9")
        #expect(try phone.layout(storedRootSize: true).frame(of: "image")?.minY == 127)
    }
}

/// ``CanvasRule/canvasHomeButtonIPadNoStatusBar`` on a document of its own.
struct HomeButtonIPadCanvasTests {
    /// ruuvi TagChartsView.xib (toolsVersion 15505, iPad 9.7" in landscape): DummyLogo CC2-Xe-pv8,
    /// 36 × 36 and 8 below the safe area's top, is stored at y 8 — no status bar above it (28
    /// with one). The same scene of toolsVersion 14460 (before the rule's range) and 21600 (after)
    /// puts it under the 20-point status bar, as UIKit does at run time on the device.
    @Test func homeButtonIPadHasNoStatusBarOnTheCanvasOfToolsVersion15000To21599() throws {
        func document(_ toolsVersion: String, storedY: Double) throws -> IBDocument {
            try CanvasRuleTests.storyboard(DocumentFixture.scene(DocumentFixture.view("logo", frame: (8, storedY, 36, 36), width: 36, height: 36),
                constraints: """
                <constraint firstItem="logo" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="8" id="c1"/>
                <constraint firstItem="logo" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="8" id="c2"/>
                """, rootFrame: #"x="0.0" y="0.0" width="1024" height="768""#, extra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#),
                toolsVersion: toolsVersion, device: #"<device id="ipad9_7" orientation="landscape" appearance="light"/>"#)
        }
        let doc = try document("15505", storedY: 8)
        #expect(try doc.layout(storedRootSize: true).frame(of: "logo") == Rect(x: 8, y: 8, width: 36, height: 36))
        #expect(try doc.fidelity().mismatches.isEmpty)
        #expect(try doc.layout().frame(of: "logo")?.minY == 28)
        for version in ["14460", "21600"] {
            #expect(try document(version, storedY: 28).layout(storedRootSize: true).frame(of: "logo")?.minY == 28)
        }
    }
}

/// ``CanvasRule/simulatedToolbar`` on a document of its own.
struct SimulatedToolbarTests {
    /// WSDOT Ferries.storyboard (toolsVersion 23727, iPhone 8 canvas) simulates a toolbar on its
    /// controllers and stores views pinned to the safe area's bottom 49 above the screen's
    /// bottom. Here a 50-point view pinned to the safe area's bottom: 667 − 49 − 50 = 568 with
    /// the simulated toolbar, 617 without one.
    @Test func simulatedToolbarIs49HighAboveTheSafeAreasBottom() throws {
        func document(toolbar: Bool, storedY: Double) throws -> IBDocument {
            try CanvasRuleTests.storyboard(DocumentFixture.scene(DocumentFixture.view("v", frame: (0, storedY, 375, 50), height: 50),
                constraints: """
                <constraint firstItem="sa" firstAttribute="bottom" secondItem="v" secondAttribute="bottom" id="c1"/>
                <constraint firstItem="v" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="c2"/>
                <constraint firstItem="sa" firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="c3"/>
                """, rootFrame: #"x="0.0" y="0.0" width="375" height="667""#, extra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#,
                controllerExtra: toolbar ? #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"# : ""),
                toolsVersion: "23727", device: "retina4_7")
        }
        let withToolbar = try document(toolbar: true, storedY: 568)
        #expect(try withToolbar.layout(storedRootSize: true).frame(of: "v") == Rect(x: 0, y: 568, width: 375, height: 50))
        #expect(try withToolbar.fidelity().mismatches.isEmpty)
        #expect(try document(toolbar: false, storedY: 617).layout(storedRootSize: true).frame(of: "v")?.minY == 617)
    }
}

/// ``CanvasRule/disclosureUnsettled`` on a document of its own.
struct DisclosureUnsettledTests {
    /// A grouped static table on an iPhone 8 canvas (side margin 16) with one disclosure cell
    /// whose content view is stored 349.5 wide, as BookPlayer Settings.storyboard (18122) stores 8
    /// of its 9.
    static func document(toolsVersion: String) throws -> IBDocument {
        try CanvasRuleTests.storyboard("""
            <scene sceneID="s1"><objects>
                <tableViewController id="vc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <sections>
                            <tableViewSection id="section">
                                <cells>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" id="cell">
                                        <rect key="frame" x="0.0" y="35" width="375" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="349.5" height="44"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """, toolsVersion: toolsVersion, device: "retina4_7")
    }

    @Test func xcode12_0KeepsTheStoredContentWidthAndSaysSo() throws {
        let layout = try Self.document(toolsVersion: "18122").layout(storedRootSize: true)
        #expect(layout.frame(of: "content")?.width == 349.5)
        let unknown = layout.diagnostics.filter { $0.kind == CanvasRule.unknownKind }
        #expect(unknown.map(\.ids) == [["cell"]])
        #expect(unknown.first?.message.contains("table.disclosureUnsettled") == true)
    }

    @Test func xcode12_2UsesTheSideMarginAnd8_5() throws {
        // 375 − (16 + 8.5) = 350.5 (table.disclosureGap8_5), whatever is stored; no diagnostic.
        let layout = try Self.document(toolsVersion: "19455").layout(storedRootSize: true)
        #expect(layout.frame(of: "content")?.width == 350.5)
        #expect(!layout.diagnostics.contains { $0.kind == CanvasRule.unknownKind })
    }
}

/// ``CanvasRule/disclosureDefaultMargins8`` on a document of its own.
struct DisclosureDefaultMargins8Tests {
    /// A plain table (static cells or prototypes) on an iPhone 8 canvas (side margin 16; or
    /// `device`, with the table and its cell `width` wide) with one disclosure cell whose content
    /// view is stored at `contentX`, `contentWidth` wide.
    static func document(dataMode: String, contentWidth: Double, contentX: Double = 0, toolsVersion: String = "23727",
                         device: String = "retina4_7", width: Double = 375, tableAttributes: String = "") throws -> IBDocument {
        let cell = """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" id="cell">
                <rect key="frame" x="0.0" y="28" width="\(width)" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="\(contentX)" y="0.0" width="\(contentWidth)" height="44"/>
                </tableViewCellContentView>
            </tableViewCell>
            """
        let cells = dataMode == "static"
            ? "<sections><tableViewSection id=\"section\"><cells>\(cell)</cells></tableViewSection></sections>"
            : "<prototypes>\(cell)</prototypes>"
        return try CanvasRuleTests.storyboard("""
            <scene sceneID="s1"><objects>
                <tableViewController id="vc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="\(dataMode)" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" \(tableAttributes) id="table">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="414"/>
                        \(cells)
                    </tableView>
                </tableViewController>
            </objects></scene>
            """, toolsVersion: toolsVersion, device: device)
    }

    @Test func aStaticCellStored8PlusTheGapNarrowerKeepsIt() throws {
        // 375 − (8 + 10.5) = 356.5, as facebook Hackbook (23727) stores 8 of its static cells;
        // the side margin's width would be 375 − (16 + 10.5) = 348.5.
        let layout = try Self.document(dataMode: "static", contentWidth: 356.5).layout(storedRootSize: true)
        #expect(layout.frame(of: "content")?.width == 356.5)
        #expect(try !Self.document(dataMode: "static", contentWidth: 356.5).fidelity().mismatches.map(\.id).contains("content"))
    }

    @Test func xcode12_2UsesItsOwnGap() throws {
        // toolsVersion 19162 (Phonetic): the gap is 8.5, so 375 − (8 + 8.5) = 358.5 when stored
        // within a point of it (357.5), else 375 − (16 + 8.5) = 350.5.
        #expect(try Self.document(dataMode: "static", contentWidth: 357.5, toolsVersion: "19162").layout(storedRootSize: true).frame(of: "content")?.width == 358.5)
        #expect(try Self.document(dataMode: "static", contentWidth: 350.5, toolsVersion: "19162").layout(storedRootSize: true).frame(of: "content")?.width == 350.5)
    }

    @Test func otherStoredWidthsAndPrototypesTakeTheSideMargin() throws {
        // Stored with the side margin, or stored 8 + the gap narrower in a prototype (no
        // prototype of the corpora is): 348.5 either way. In Xcode 11 (17154) the gap is 11:
        // 375 − 19 = 356 for a cell stored 356.5 wide. Before 15000 the rule does not apply:
        // 14490 is table.disclosure34's 375 − 34 = 341.
        #expect(try Self.document(dataMode: "static", contentWidth: 348.5).layout(storedRootSize: true).frame(of: "content")?.width == 348.5)
        #expect(try Self.document(dataMode: "prototypes", contentWidth: 356.5).layout(storedRootSize: true).frame(of: "content")?.width == 348.5)
        #expect(try Self.document(dataMode: "static", contentWidth: 356.5, toolsVersion: "17154").layout(storedRootSize: true).frame(of: "content")?.width == 356)
        #expect(try Self.document(dataMode: "static", contentWidth: 356.5, toolsVersion: "14490").layout(storedRootSize: true).frame(of: "content")?.width == 341)
    }

    /// The same table on an iPhone XS Max in landscape (896 wide, safe area 44 at each side),
    /// toolsVersion 16097 as fsnotes Main.storyboard: a cell laid out outside its table is at x 0,
    /// 896 − (8 + 11) = 877 wide (fsnotes stores 8 so); one laid out in it is inside the safe
    /// area, 896 − 44 − 44 − (20 + 11) = 777 wide at x 44.
    @Test func aCellLaidOutOutsideItsTableIsNotInsetToTheSafeArea() throws {
        func content(x: Double, width: Double, tableAttributes: String = "") throws -> Rect? {
            try Self.document(dataMode: "static", contentWidth: width, contentX: x, toolsVersion: "16097", device: Self.landscapeXSMax,
                              width: 896, tableAttributes: tableAttributes).layout(storedRootSize: true).frame(of: "content")
        }
        #expect(try content(x: 0, width: 877) == Rect(x: 0, y: 0, width: 877, height: 44))
        #expect(try content(x: 44, width: 777) == Rect(x: 44, y: 0, width: 777, height: 44))
    }

    /// UIKit's `insetsContentViewsToSafeArea` (`contentViewInsetsToSafeArea="NO"`, fsnotes Main's
    /// sidebar): the content view is not kept inside the safe area, so on the landscape iPhone XS
    /// Max it spans the cell less its disclosure, 896 − (20 + 11) = 865 wide at x 0 (777 at x 44
    /// with the default).
    @Test func aTableThatDoesNotInsetItsContentViewsToTheSafeArea() throws {
        let layout = try Self.document(dataMode: "static", contentWidth: 865, toolsVersion: "16097", device: Self.landscapeXSMax, width: 896,
                                       tableAttributes: #"contentViewInsetsToSafeArea="NO""#).layout(storedRootSize: true)
        #expect(layout.frame(of: "content") == Rect(x: 0, y: 0, width: 865, height: 44))
    }

    static let landscapeXSMax = #"<device id="retina6_5" orientation="landscape" appearance="light"/>"#
}

/// ``CanvasRule/groupedTitledHeaderUnsettled`` on a document of its own.
struct GroupedTitledHeaderUnsettledTests {
    /// A grouped static table on an iPhone 8 canvas whose titled first section's row is stored
    /// at y `rowY` (JSQMessagesViewController Main.storyboard, 10117, stores 50).
    static func document(toolsVersion: String, rowY: Double) throws -> IBDocument {
        try CanvasRuleTests.storyboard("""
            <scene sceneID="s1"><objects>
                <tableViewController id="vc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <sections>
                            <tableViewSection headerTitle="Settings" id="section">
                                <cells>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                                        <rect key="frame" x="0.0" y="\(rowY)" width="375" height="44"/>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """, toolsVersion: toolsVersion, device: "retina4_7")
    }

    @Test func beforeXcode8TheRowKeepsItsStoredDistanceAndSaysSo() throws {
        let layout = try Self.document(toolsVersion: "10117", rowY: 50).layout(storedRootSize: true)
        #expect(layout.frame(of: "cell")?.minY == 50)
        #expect(layout.diagnostics.filter { $0.kind == CanvasRule.unknownKind }.map(\.ids) == [["section"]])
    }

    @Test func fromXcode8TheHeaderIs17_5Plus38() throws {
        // 17.5 + 38 = 55.5 whatever is stored (11000: Xcode 8), no diagnostic.
        let layout = try Self.document(toolsVersion: "11201", rowY: 50).layout(storedRootSize: true)
        #expect(layout.frame(of: "cell")?.minY == 55.5)
        #expect(!layout.diagnostics.contains { $0.kind == CanvasRule.unknownKind })
    }
}

/// ``CanvasRule/deviceIPhoneXTopUnsettled`` on a document of its own.
struct IPhoneXTopUnsettledTests {
    /// A view 20 below the safe area's top on the iPhone X canvas (375 × 812), as Provenance
    /// JitFailedJailbreakScreen.xib (21507) pins its stack.
    static func document(toolsVersion: String) throws -> IBDocument {
        try CanvasRuleTests.storyboard(DocumentFixture.scene(DocumentFixture.view("v", frame: (0, 67, 375, 100), height: 100),
            constraints: """
            <constraint firstItem="v" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="v" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="c2"/>
            <constraint firstItem="sa" firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="c3"/>
            """, rootFrame: #"x="0.0" y="0.0" width="375" height="812""#, extra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#),
            toolsVersion: toolsVersion, device: "retina5_9")
    }

    @Test func xcode14_0UsesTheDevicesOwn44AndSaysTheCanvasIsNotKnown() throws {
        let layout = try Self.document(toolsVersion: "21507").layout(storedRootSize: true)
        #expect(layout.frame(of: "v")?.minY == 64)   // 44 + 20 (Provenance stores 67: 47 + 20)
        #expect(layout.diagnostics.contains { $0.kind == CanvasRule.unknownKind && $0.message.contains("device.iPhoneX.topUnsettled") })
    }

    /// The unknown canvas is the document's, not each scene's: a storyboard of 3 scenes on it
    /// (21507) gives 1 `canvas-unknown` warning, as a linter names a problem of the file once
    /// (3 before, one per scene); laid out one scene at a time, 1 each.
    @Test func threeScenesGiveOneWarning() throws {
        let scenes = (1...3).map { i in
            DocumentFixture.scene(DocumentFixture.view("v\(i)", frame: (0, 67, 375, 100), height: 100),
                                  rootFrame: #"x="0.0" y="0.0" width="375" height="812""#, viewController: "vc\(i)", root: "root\(i)")
        }
        let document = try CanvasRuleTests.storyboard(scenes.joined(separator: "\n"), toolsVersion: "21507", device: "retina5_9")
        #expect(document.scenes.count == 3)
        let unknown = try document.layout(storedRootSize: true).diagnostics.filter { $0.kind == CanvasRule.unknownKind }
        #expect(unknown.count == 1)
        #expect(unknown.first?.message.contains("device.iPhoneX.topUnsettled") == true)
        #expect(try document.layout(scene: "vc2", storedRootSize: true).diagnostics.filter { $0.kind == CanvasRule.unknownKind }.count == 1)
    }

    /// So is a problem of the asset catalogs near it: one warning per layout of the 3 scenes (3
    /// before), one for a layout of one scene.
    @Test func threeScenesGiveOneCatalogWarning() throws {
        let scenes = (1...3).map { i in
            DocumentFixture.scene(DocumentFixture.view("v\(i)", frame: (0, 20, 375, 100), height: 100),
                                  rootFrame: #"x="0.0" y="0.0" width="375" height="667""#, viewController: "vc\(i)", root: "root\(i)")
        }
        var document = try CanvasRuleTests.storyboard(scenes.joined(separator: "\n"), toolsVersion: "21507", device: "retina4_7")
        document.assetCatalogProblems = ["Assets.xcassets/Broken.colorset/Contents.json: cannot be read as a colour set"]
        func catalogWarnings(_ layout: IBLayout) -> Int { layout.diagnostics.filter { $0.message.hasPrefix("Assets.xcassets/Broken") }.count }
        #expect(catalogWarnings(try document.layout(storedRootSize: true)) == 1)
        #expect(catalogWarnings(try document.layout(scene: "vc2", storedRootSize: true)) == 1)
    }

    @Test func beforeAndAfterTheInsetIsKnown() throws {
        // 44 before 21000, 50 from 21600 (device.iPhoneX.top50); no canvas-unknown warning.
        for (version, y) in [("20037", 64.0), ("21701", 70.0)] {
            let layout = try Self.document(toolsVersion: version).layout(storedRootSize: true)
            #expect(layout.frame(of: "v")?.minY == y, "toolsVersion \(version)")
            #expect(!layout.diagnostics.contains { $0.kind == CanvasRule.unknownKind })
        }
    }
}

/// ``CanvasRule/canvasFaceIDIPadNoStatusBar`` on a document of its own.
struct FaceIDIPadCanvasTests {
    /// jami MigrateAccountViewController.storyboard (toolsVersion 15705, iPad Pro 12.9" with
    /// rounded corners, landscape): its scroll view, pinned to the safe area on all sides, is
    /// stored at y 0, 1004 high — no 24-point status bar above it, the home indicator's 20 below.
    /// UTM Main and MAME4iOS Launch Screen (15705) agree (11 elements of 3 projects decided, all
    /// within 1 point, none without the rule). From Xcode 12 the status bar is there: mullvad
    /// LaunchScreenPad (19115), ProtonVPN Common (20037), moonlight iPad and pocket-casts
    /// PodcastViewController (21507) store their views under it (13 elements that a range up to
    /// 21599 put off).
    @Test func faceIDIPadHasNoStatusBarOnTheCanvasOfXcode11() throws {
        func document(_ toolsVersion: String, storedY: Double, storedHeight: Double) throws -> IBDocument {
            try CanvasRuleTests.storyboard(DocumentFixture.scene(DocumentFixture.view("content", frame: (0, storedY, 1366, storedHeight)),
                constraints: """
                <constraint firstItem="content" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c1"/>
                <constraint firstItem="content" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="c2"/>
                <constraint firstItem="sa" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="sa" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c4"/>
                """, rootFrame: #"x="0.0" y="0.0" width="1366" height="1024""#, extra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#),
                toolsVersion: toolsVersion, device: #"<device id="ipad12_9rounded" orientation="landscape" layout="fullscreen" appearance="light"/>"#)
        }
        let doc = try document("15705", storedY: 0, storedHeight: 1004)
        #expect(try doc.layout(storedRootSize: true).frame(of: "content") == Rect(x: 0, y: 0, width: 1366, height: 1004))
        #expect(try doc.fidelity().mismatches.isEmpty)
        // Under the 24-point status bar outside the range (Xcode 10's 14490, Xcode 12's 17000).
        for version in ["14490", "17000"] {
            #expect(try document(version, storedY: 24, storedHeight: 980).layout(storedRootSize: true).frame(of: "content") == Rect(x: 0, y: 24, width: 1366, height: 980))
        }
    }
}
