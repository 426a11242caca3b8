import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// Issue 19's document items: right to left, Split View canvases, the 11-inch M4 iPad Pro id.
struct DocumentUIKitRuleTests {
    /// A storyboard with one view controller whose root is `rootAttributes` and holds `subviews`.
    func storyboard(device: String, rootFrame: String, rootAttributes: String = "", subviews: String, constraints: String,
                    rootVariations: String = "", toolsVersion: String = "22155") throws -> IBDocument {
        try IBDocument(data: DocumentFixture.storyboard(
            DocumentFixture.scene(subviews, constraints: constraints, rootFrame: rootFrame, rootAttributes: rootAttributes, extra: rootVariations),
            toolsVersion: toolsVersion, device: device))
    }

    /// A 100×50 view `a` pinned 20 from the root's leading edge and 40 from its top.
    static let leading20 = (
        subviews: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" %@ id="a"><rect key="frame" x="255" y="40" width="100" height="50"/><constraints><constraint firstAttribute="width" constant="100" id="w"/><constraint firstAttribute="height" constant="50" id="h"/></constraints></view>"#,
        constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t"/>
            """)

    @Test func forceRightToLeftInADocumentMirrorsLeading() throws {
        // semanticContentAttribute="forceRightToLeft" on the root (and the view): leading 20 in a
        // 375-point root is 20 from the right edge: x = 375 − 20 − 100 = 255 (the reader ignored
        // the attribute and gave 20).
        let doc = try storyboard(device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
                                 rootFrame: #"x="0.0" y="0.0" width="375" height="667""#,
                                 rootAttributes: #"semanticContentAttribute="forceRightToLeft""#,
                                 subviews: String(format: Self.leading20.subviews, #"semanticContentAttribute="forceRightToLeft""#),
                                 constraints: Self.leading20.constraints)
        let layout = try doc.layout()
        #expect(layout.frame(of: "a") == Rect(x: 255, y: 40, width: 100, height: 50))
        #expect(layout.views["a"]?.semanticContentAttribute == .forceRightToLeft)
        #expect(layout.views["root"]?.semanticContentAttribute == .forceRightToLeft)
    }

    @Test func theContainersDirectionDecidesNotTheViews() throws {
        // A right-to-left view in a left-to-right root (a button flipping its image and title,
        // as in amperfy LibraryEntityDetailVC.xib and stopp-corona MainViewController.storyboard):
        // its leading constraint to the root is measured in the root, left to right, so x = 20 —
        // where Xcode stored those buttons. Deciding by the first item's direction misplaced six
        // such views in the corpora's eleven documents using the attribute.
        let doc = try storyboard(device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
                                 rootFrame: #"x="0.0" y="0.0" width="375" height="667""#,
                                 subviews: String(format: Self.leading20.subviews, #"semanticContentAttribute="forceRightToLeft""#),
                                 constraints: Self.leading20.constraints)
        let layout = try doc.layout()
        #expect(layout.frame(of: "a") == Rect(x: 20, y: 40, width: 100, height: 50))
        #expect(layout.views["a"]?.semanticContentAttribute == .forceRightToLeft)
    }

    @Test func splitViewOneThirdIsA320By768Window() throws {
        // <adaptation id="splitview1_3"/> on a landscape 9.7-inch iPad: the root is 320×768 (the
        // narrow Split View column) and compact width, so a widthClass=compact variation applies.
        let doc = try storyboard(
            device: #"<device id="ipad9_7" orientation="landscape" appearance="light"><adaptation id="splitview1_3"/></device>"#,
            rootFrame: #"x="0.0" y="0.0" width="320" height="768""#,
            subviews: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="16" y="40" width="288" height="50"/><constraints><constraint firstAttribute="height" constant="50" id="h"><variation key="widthClass=compact" constant="70"/></constraint></constraints></view>"#,
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="r"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t"/>
                """)
        #expect(doc.designSplitView == .oneThird)
        #expect(doc.designCanvasSize == Size(width: 320, height: 768))
        let layout = try doc.layout()
        #expect(layout.frame(of: "root") == Rect(x: 0, y: 0, width: 320, height: 768))
        #expect(layout.frame(of: "a") == Rect(x: 16, y: 40, width: 288, height: 70))
        // The same split on a landscape 12.9-inch iPad is 375 wide; the wide column 694 on the 9.7-inch.
        let big = try #require(Device.named("ipad12_9rounded"))
        #expect(SplitViewAdaptation.oneThird.windowWidth(on: big, orientation: .landscapeRight) == 375)
        #expect(SplitViewAdaptation.twoThirds.windowWidth(on: doc.designDevice, orientation: .landscapeRight) == 694)
        #expect(SplitViewAdaptation.half.windowWidth(on: doc.designDevice, orientation: .landscapeRight) == 507)
        #expect(try doc.layout(device: big).frame(of: "root") == Rect(x: 0, y: 0, width: 375, height: 1024))
        // Rotated to portrait the narrow column is 320×1024, still compact width.
        let window = try #require(layout.windows.first)
        window.screen.rotate(to: .portrait)
        window.layoutIfNeeded()
        #expect(layout.frame(of: "root") == Rect(x: 0, y: 0, width: 320, height: 1024))
        #expect(layout.frame(of: "a") == Rect(x: 16, y: 40, width: 288, height: 70))
    }

    @Test func ipad11RoundedFromXcode16IsTheM4Size() throws {
        // amperfy Main.storyboard (toolsVersion 23094) stores 834×1210 roots for ipad11_0rounded;
        // a document of toolsVersion 14460 stores 834×1194.
        let root = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
        let pins = """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="a" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
            <constraint firstItem="a" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="b"/>
            """
        let device = #"<device id="ipad11_0rounded" orientation="portrait" appearance="light"/>"#
        let new = try storyboard(device: device, rootFrame: #"x="0.0" y="0.0" width="834" height="1210""#, subviews: root,
                                 constraints: pins, toolsVersion: "23094")
        #expect(try new.layout().frame(of: "a") == Rect(x: 0, y: 0, width: 834, height: 1210))
        let old = try storyboard(device: device, rootFrame: #"x="0.0" y="0.0" width="834" height="1194""#, subviews: root,
                                 constraints: pins, toolsVersion: "14460")
        #expect(try old.layout().frame(of: "a") == Rect(x: 0, y: 0, width: 834, height: 1194))
    }

    /// An iPhone 8 storyboard: view `a` (height 10, 30 in compact height) placed by `t1` (top 10)
    /// or, in compact height, `t2` (top 50); view `b` installed only in compact height, with a
    /// constraint on the root that names it.
    func rotatingStoryboard() throws -> IBDocument {
        try storyboard(
            device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
            rootFrame: #"x="0.0" y="0.0" width="375" height="667""#,
            rootAttributes: "",
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="10" width="375" height="10"/>
                    <constraints><constraint firstAttribute="height" constant="10" id="h"><variation key="heightClass=compact" constant="30"/></constraint></constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="100" width="375" height="20"/></view>
                """,
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="r"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="t2"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="bt"/>
                """,
            rootVariations: """
                <variation key="default"><mask key="subviews"><exclude reference="b"/></mask><mask key="constraints"><exclude reference="t2"/></mask></variation>
                <variation key="heightClass=compact"><mask key="subviews"><include reference="b"/></mask><mask key="constraints"><include reference="t2"/><exclude reference="t1"/></mask></variation>
                """)
    }

    @Test func rotatingAcrossASizeClassReappliesTheVariations() throws {
        // Portrait (regular height): a at y 10, 10 high. Rotated to landscape (compact height):
        // t2 replaces t1 (y 50) and the height variation gives 30; back to portrait: as at first.
        let layout = try rotatingStoryboard().layout()
        #expect(layout.frame(of: "a") == Rect(x: 0, y: 10, width: 375, height: 10))
        let window = try #require(layout.windows.first)
        window.screen.rotate(to: .landscapeRight)
        window.layoutIfNeeded()
        #expect(layout.frame(of: "a") == Rect(x: 0, y: 50, width: 667, height: 30))
        window.screen.rotate(to: .portrait)
        window.layoutIfNeeded()
        #expect(layout.frame(of: "a") == Rect(x: 0, y: 10, width: 375, height: 10))
    }

    @Test func constraintsOfUninstalledViewsAreNotUnknown() throws {
        // `b` is uninstalled in portrait; its constraint `bt` on the root is not in effect, and
        // no "unknown id" warning names it (there was one). In landscape b is built and placed.
        let portrait = try rotatingStoryboard().layout()
        #expect(portrait.views["b"] == nil)
        #expect(!portrait.diagnostics.contains { $0.kind == "unknown-id" })
        // What a rotation does not do is said: b stays uninstalled if this window rotates.
        #expect(portrait.diagnostics.contains { $0.kind == "unsupported" && $0.ids == ["b"] })
        let landscape = try rotatingStoryboard().layout(orientation: .landscapeRight)
        #expect(landscape.frame(of: "b")?.minY == 100)
        #expect(landscape.frame(of: "a") == Rect(x: 0, y: 50, width: 667, height: 30))
    }
}
