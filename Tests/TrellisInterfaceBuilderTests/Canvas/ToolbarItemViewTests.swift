import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// A `<toolbar>`'s `<barButtonItem>`s with a `customView`: their views are laid out in the bar
/// where `UIToolbar` puts them (docs/interface-builder.md, "Custom views of a toolbar's bar
/// button items sit in its row"), recomputed on another device; where Trellis does not know the
/// place, they keep their stored frames and a `bar-items` diagnostic says so. Documents
/// written for these tests.
struct ToolbarItemViewTests {
    /// A custom view element of a bar button item, `kind` (`view`, `button`…) with a stored frame.
    static func customView(_ id: String, _ frame: (Double, Double, Double, Double), kind: String = "view") -> String {
        """
        <\(kind) key="customView" contentMode="scaleToFill" id="\(id)">
            <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </\(kind)>
        """
    }

    /// A root `width` × `height` with a toolbar `barHeight` high pinned to its bottom and sides,
    /// holding `items` (the `<barButtonItem>` elements).
    static func document(items: String, width: Double, height: Double, barHeight: Double = 44, toolsVersion: String, device: String,
                         resources: String = "") -> Data {
        DocumentFixture.xib("""
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="\(height - barHeight)" width="\(width)" height="\(barHeight)"/>
                <items>\(items)</items>
            </toolbar>
            """, constraints: DocumentFixture.pin("bar", to: "root", edges: [.leading, .trailing, .bottom]),
            size: #"width="\#(width)" height="\#(height)""#, toolsVersion: toolsVersion, device: device, resources: resources)
    }

    /// kaltura ima_ipad's row (toolsVersion 11542, iPad 9.7" canvas): five custom views in a
    /// 768-point toolbar, stored at x 20, 54, 100, 671, 717 (the 20-point margin, 10 between
    /// items) and centred in the 44-point bar (the 31- and 29-high ones at 7 and 8, where
    /// centring gives 6.5 and 7.5: within the 1-point tolerance).
    @Test func kalturaLikeRowMatchesTheStoredFrames() throws {
        let frames: [(String, (Double, Double, Double, Double))] = [("a", (20, 11, 24, 22)), ("b", (54, 7, 36, 31)), ("c", (100, 8, 561, 29)),
                                                                  ("d", (671, 7, 36, 31)), ("e", (717, 7, 30, 30))]
        let items = frames.map { #"<barButtonItem style="plain" id="i-\#($0.0)">\#(Self.customView($0.0, $0.1))</barButtonItem>"# }.joined()
        let doc = try IBDocument(data: Self.document(items: items, width: 768, height: 1024, toolsVersion: "11542", device: "ipad9_7"))
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "a") == Rect(x: 20, y: 11, width: 24, height: 22))
        #expect(canvas.frame(of: "b") == Rect(x: 54, y: 6.5, width: 36, height: 31))
        #expect(canvas.frame(of: "c") == Rect(x: 100, y: 7.5, width: 561, height: 29))
        #expect(canvas.frame(of: "d") == Rect(x: 671, y: 6.5, width: 36, height: 31))
        #expect(canvas.frame(of: "e") == Rect(x: 717, y: 7, width: 30, height: 30))
        #expect(canvas.views["a"]?.superview === canvas.views["bar"])
        #expect(canvas.omissions.isEmpty)
        #expect(try doc.fidelity().mismatches.isEmpty)
    }

    /// threema-like (32700, iPhone 11 canvas): an image item, a flexible space, a 227 × 32
    /// custom view, a flexible space, an SF Symbol item and a 4-point fixed space in a 414 × 49
    /// toolbar: the view is centred, x 93.5, and at y 11 (`toolbar.itemRow49`: centred in the
    /// bar's bottom 44, 5 + 6; 8.5 in the whole bar). On an iPhone 8 (375 wide, its toolbar 49
    /// high as stored) it is centred again: x 74.
    @Test func threemaLikeCentredViewInA49PointBar() throws {
        let items = """
            <barButtonItem image="pin" id="left"/>
            <barButtonItem style="plain" systemItem="flexibleSpace" id="f1"/>
            <barButtonItem style="plain" id="mid">\(Self.customView("control", (93.5, 11, 227, 32)))</barButtonItem>
            <barButtonItem style="plain" systemItem="flexibleSpace" id="f2"/>
            <barButtonItem image="mappin.and.ellipse" catalog="system" id="right"/>
            <barButtonItem width="4" style="plain" systemItem="fixedSpace" id="fixed"/>
            """
        let doc = try IBDocument(data: Self.document(items: items, width: 414, height: 896, barHeight: 49, toolsVersion: "32700.99.1234",
                                                     device: "retina6_1", resources: #"<image name="pin" width="25" height="25"/>"#))
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "control") == Rect(x: 93.5, y: 11, width: 227, height: 32))
        let phone = try doc.layout(device: Device.named("retina4_7")!)
        #expect(phone.frame(of: "bar")?.width == 375)
        #expect(phone.frame(of: "control") == Rect(x: 74, y: 11, width: 227, height: 32))
    }

    /// A last item after a flexible space sits at the trailing margin, and moves with it on
    /// another device: 127 wide in a 414-point bar (iPhone 11 canvas, 17154) at x 267 (20 from
    /// the end); on an iPhone 8, 375 wide with a 16-point margin, at x 232; on an iPad in
    /// landscape (1024 wide) at x 877. The first item, a system item, decides nothing.
    @Test func trailingItemIsRecomputedOnAnotherDevice() throws {
        let items = """
            <barButtonItem systemItem="compose" id="compose"/>
            <barButtonItem systemItem="flexibleSpace" id="flex"/>
            <barButtonItem style="plain" id="seg">\(Self.customView("control", (267, 6, 127, 32)))</barButtonItem>
            """
        let doc = try IBDocument(data: Self.document(items: items, width: 414, height: 896, toolsVersion: "17154", device: "retina6_1"))
        #expect(try doc.layout(storedRootSize: true).frame(of: "control") == Rect(x: 267, y: 6, width: 127, height: 32))
        #expect(try doc.layout(device: Device.named("retina4_7")!).frame(of: "control")?.minX == 232)
        #expect(try doc.layout(device: Device.named("ipad9_7")!, orientation: .landscapeLeft).frame(of: "control")?.minX == 877)
    }

    /// A custom view whose place depends on the width of title items (Wormholy-like: a flexible
    /// space, the view, two one-character titles) keeps its stored frame, x 134 in a 375-point
    /// bar, with a `bar-items` diagnostic naming it; on a 414-point iPhone 8 Plus it keeps
    /// its distance from the trailing edge (x 134 + 39 = 173).
    @Test func viewBeforeTitleItemsKeepsItsStoredFrame() throws {
        let items = """
            <barButtonItem style="plain" systemItem="flexibleSpace" id="flex"/>
            <barButtonItem style="plain" id="counter">\(Self.customView("count", (134, 5.5, 177, 33)))</barButtonItem>
            <barButtonItem title="&lt;" id="previous"/>
            <barButtonItem title="&gt;" id="next"/>
            """
        let doc = try IBDocument(data: Self.document(items: items, width: 375, height: 667, toolsVersion: "23094", device: "retina4_7"))
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "count") == Rect(x: 134, y: 5.5, width: 177, height: 33))
        #expect(canvas.diagnostics.contains { $0.kind == "bar-items" && $0.ids == ["count"] })
        #expect(try doc.layout(device: Device.named("retina5_5")!).frame(of: "count")?.minX == 173)
    }

    /// On an iPad's canvas of Xcode 16.3–16.4 (`toolbar.iPadItemsUnsettled`) a toolbar's custom
    /// views keep their stored frames (blackberry GreetingsClient-like: an info button at x 29
    /// in a 540-point toolbar, where the row's margin would give 20), with a diagnostic; the
    /// same document saved by Xcode 26 (32700) places it at the margin, x 20.
    @Test func iPadToolbarOfXcode16Point3KeepsStoredFrames() throws {
        let items = #"<barButtonItem title="Item" style="plain" id="info">\#(Self.customView("button", (29, 9, 26, 26), kind: "button"))</barButtonItem>"#
            + #"<barButtonItem style="plain" systemItem="flexibleSpace" id="flex"/>"#
        let unsettled = try IBDocument(data: Self.document(items: items, width: 540, height: 600, toolsVersion: "24118.1", device: "ipad9_7"))
        let canvas = try unsettled.layout(storedRootSize: true)
        #expect(canvas.frame(of: "button") == Rect(x: 29, y: 9, width: 26, height: 26))
        #expect(canvas.diagnostics.contains { $0.kind == "bar-items" && $0.ids == ["button"] && $0.message.contains("toolbar.iPadItemsUnsettled") })
        let later = try IBDocument(data: Self.document(items: items, width: 540, height: 600, toolsVersion: "32700.99.1234", device: "ipad9_7"))
        #expect(try later.layout(storedRootSize: true).frame(of: "button") == Rect(x: 20, y: 9, width: 26, height: 26))
    }

    /// The rule `toolbar.itemRow49` decides only 49-point bars: a 32-high view in a 44-point
    /// toolbar is centred, y 6.
    @Test func itemRowRuleLeaves44PointBarsCentred() throws {
        let items = #"<barButtonItem style="plain" id="only">\#(Self.customView("v", (20, 6, 100, 32)))</barButtonItem>"#
        let doc = try IBDocument(data: Self.document(items: items, width: 414, height: 896, toolsVersion: "32700.99.1234", device: "retina6_1"))
        #expect(try doc.layout(storedRootSize: true).frame(of: "v") == Rect(x: 20, y: 6, width: 100, height: 32))
    }

    /// A view controller's navigation item with several right items (`<rightBarButtonItems>`,
    /// iPhone 8 canvas, 375-point bar): a 50 × 30 custom view first, nearest the edge, at
    /// (309, 7); a 40 × 36 one second at (359 − 50 − 8 − 40, 4) = (261, 4) — and on an iPhone 8
    /// Plus (414 wide, margin 20, gap 10) at (414 − 20 − 50 − 10 − 40, 4) = (294, 4). A custom
    /// view after a title item ("About", whose width Trellis does not know) keeps its stored
    /// place with a `bar-items` diagnostic.
    @Test func rightBarButtonItemsFromTheTrailingEdge() throws {
        func item(_ id: String, _ frame: (Double, Double, Double, Double)) -> String {
            #"<barButtonItem id="item-\#(id)">\#(Self.customView(id, frame))</barButtonItem>"#
        }
        let scene = DocumentFixture.scene("", rootFrame: #"x="0.0" y="0.0" width="375" height="667""#, controllerExtra: """
            <navigationItem key="navigationItem" title="Items" id="nav">
                <rightBarButtonItems>\(item("first", (309, 7, 50, 30)))\(item("second", (261, 4, 40, 36)))</rightBarButtonItems>
                <leftBarButtonItems><barButtonItem title="About" id="about"/>\(item("third", (100, 4, 60, 36)))</leftBarButtonItems>
            </navigationItem>
            """)
        let doc = try IBDocument(data: DocumentFixture.storyboard(scene, toolsVersion: "17701", device: "retina4_7"))
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "first") == Rect(x: 309, y: 7, width: 50, height: 30))
        #expect(canvas.frame(of: "second") == Rect(x: 261, y: 4, width: 40, height: 36))
        #expect(canvas.frame(of: "third") == Rect(x: 100, y: 4, width: 60, height: 36))
        #expect(canvas.diagnostics.contains { $0.kind == "bar-items" && $0.ids == ["third"] })
        #expect(try doc.layout(device: Device.named("retina5_5")!).frame(of: "second") == Rect(x: 294, y: 4, width: 40, height: 36))
    }

    /// The custom view of a view controller's `<toolbarItems>` (a simulated toolbar, 49 high by
    /// `simulated.toolbar`) between two flexible spaces, on an iPhone 11 canvas (414 wide): at
    /// x (414 − 100) / 2 = 157, y 5 + (44 − 30) / 2 = 12 (`toolbar.itemRow49`).
    @Test func simulatedToolbarItemsCustomView() throws {
        let scene = DocumentFixture.scene("", rootFrame: #"x="0.0" y="0.0" width="414" height="896""#, controllerExtra: """
            <toolbarItems>
                <barButtonItem style="plain" systemItem="flexibleSpace" id="f1"/>
                <barButtonItem style="plain" id="mid">\(Self.customView("status", (157, 12, 100, 30)))</barButtonItem>
                <barButtonItem style="plain" systemItem="flexibleSpace" id="f2"/>
            </toolbarItems>
            <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
            """)
        let doc = try IBDocument(data: DocumentFixture.storyboard(scene, toolsVersion: "17701", device: "retina6_1"))
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "status") == Rect(x: 157, y: 12, width: 100, height: 30))
        #expect(try doc.fidelity().mismatches.isEmpty)
    }

    /// The reader gives the toolbar its items as `BarButtonItem`s: a `done` title, a flexible
    /// space, a 12-point fixed space, an image with its size from the resources (25 wide), and
    /// the custom view attached to its item.
    @Test func toolbarItemsAreRead() throws {
        let items = """
            <barButtonItem title="Save" style="done" id="save"/>
            <barButtonItem style="plain" systemItem="flexibleSpace" id="flex"/>
            <barButtonItem width="12" style="plain" systemItem="fixedSpace" id="fixed"/>
            <barButtonItem image="pin" id="pin"/>
            <barButtonItem style="plain" id="item">\(Self.customView("v", (300, 7, 40, 30)))</barButtonItem>
            """
        let doc = try IBDocument(data: Self.document(items: items, width: 375, height: 667, toolsVersion: "23094", device: "retina4_7",
                                                     resources: #"<image name="pin" width="25" height="25"/>"#))
        let canvas = try doc.layout(storedRootSize: true)
        let bar = try #require(canvas.views["bar"] as? Toolbar)
        #expect(bar.items.map(\.kind) == [.button, .flexibleSpace, .fixedSpace, .button, .button])
        #expect(bar.items[0].style == .done && bar.items[0].title == "Save")
        #expect(bar.items[2].width == 12)
        #expect(bar.items[3].imageSize == Size(width: 25, height: 25))
        #expect(bar.items[4].customView === canvas.views["v"])
        // The custom view is last after a flexible space: 16 from the end, 359 − 40 = 319 —
        // its place does not depend on the estimated widths before the flexible space.
        #expect(canvas.frame(of: "v") == Rect(x: 319, y: 7, width: 40, height: 30))
        #expect(!canvas.diagnostics.contains { $0.kind == "bar-items" })
    }

    /// A fixed space whose width is not a finite number (`nan`) is read as 0 wide: the custom
    /// view after it sits at the margin, x 16 (stored at 100 here, where a NaN frame would leave
    /// it).
    @Test func nonFiniteFixedSpaceWidthIsReadAsZero() throws {
        let items = #"<barButtonItem width="nan" style="plain" systemItem="fixedSpace" id="fixed"/>"#
            + #"<barButtonItem style="plain" id="item">\#(Self.customView("v", (100, 7, 40, 30)))</barButtonItem>"#
        let doc = try IBDocument(data: Self.document(items: items, width: 375, height: 667, toolsVersion: "23094", device: "retina4_7"))
        #expect(try doc.layout(storedRootSize: true).frame(of: "v") == Rect(x: 16, y: 7, width: 40, height: 30))
    }
}
