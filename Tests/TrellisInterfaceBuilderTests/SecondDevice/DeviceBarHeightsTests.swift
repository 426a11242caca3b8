import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// Navigation bars recomputed for the device a document is laid out on (``DeviceBarHeights``).
struct DeviceBarHeightsTests {
    func device(_ id: String) throws -> Device { try #require(Device.named(id)) }

    /// The standard bar: 44 on an iPhone, 32 in a compact height, 50 on an iPad from Xcode 10
    /// (toolsVersion 14000), 44 on an iPad before; 54 on an iPhone in Xcode 16.3–16.4 and no
    /// agreed iPad value there.
    @Test func standardHeights() throws {
        #expect(DeviceBarHeights.standardNavigationBarHeight(device: try device("retina4_7"), orientation: .portrait, tools: ToolsVersion(14460)) == 44)
        #expect(DeviceBarHeights.standardNavigationBarHeight(device: try device("retina4_7"), orientation: .landscapeRight, tools: ToolsVersion(14460)) == 32)
        #expect(DeviceBarHeights.standardNavigationBarHeight(device: try device("ipad9_7"), orientation: .portrait, tools: ToolsVersion(14460)) == 50)
        #expect(DeviceBarHeights.standardNavigationBarHeight(device: try device("ipad9_7"), orientation: .portrait, tools: ToolsVersion(12120)) == 44)
        #expect(DeviceBarHeights.standardNavigationBarHeight(device: try device("retina6_1"), orientation: .portrait, tools: ToolsVersion(24128)) == 54)
        #expect(DeviceBarHeights.standardNavigationBarHeight(device: try device("ipad9_7"), orientation: .portrait, tools: ToolsVersion(24118)) == nil)
    }

    /// A standard bar takes the target's standard height; a large-title bar becomes 96 on an
    /// iPhone in regular height; a sheet's 56 and anything not recognised stay as stored; on the
    /// design canvas the stored height stays, but a phone's bar stored at a standard height (44
    /// or 54) is drawn at the canvas's (navigationBar.height54).
    @Test func heightsMoveWithTheDevice() throws {
        let pad = (try device("ipad11_0rounded"), Orientation.portrait), phone = (try device("retina5_9"), Orientation.portrait)
        func moved(_ stored: Double, large: Bool = false, from: (Device, Orientation), to: (Device, Orientation), tools: ToolsVersion = ToolsVersion(23094)) -> Double {
            DeviceBarHeights.navigationBarHeight(stored: stored, largeTitles: large, onDesignCanvas: from.0.id == to.0.id && from.1 == to.1,
                                                 design: from, target: to, tools: tools)
        }
        #expect(moved(50, from: pad, to: phone) == 44)
        #expect(moved(44, from: phone, to: pad) == 50)
        #expect(moved(64, large: true, from: pad, to: phone) == 96)
        #expect(moved(56, from: pad, to: phone) == 56)
        #expect(moved(108, large: true, from: phone, to: (try device("retina6_1"), .portrait)) == 108)
        #expect(moved(44, from: phone, to: (try device("retina5_9"), .landscapeRight)) == 32)
        // The same canvas keeps what Xcode stored, even a height UIKit would not give.
        #expect(moved(50, from: phone, to: phone) == 50)
        #expect(moved(54, from: phone, to: phone, tools: ToolsVersion(24128)) == 54)
        #expect(moved(44, from: phone, to: phone, tools: ToolsVersion(24128)) == 54)
        #expect(moved(54, from: phone, to: phone, tools: ToolsVersion(32700)) == 44)
        #expect(moved(96, large: true, from: phone, to: phone, tools: ToolsVersion(24128)) == 96)
    }

    /// An iPad's standard bar in Xcode 16.3–16.4 is not known (navigationBar.iPadUnsettled: 54 in
    /// BlackBerry GreetingsClient Main_iPad, 24118, only): laid out on an iPhone the bar keeps its
    /// stored 54 and the layout gives a canvas-unknown warning naming it; in 23094 it is 44 there
    /// (50 on the iPad), without a warning.
    @Test func anIPadBarOfXcode16_3KeepsItsHeightOnAnotherDeviceAndSaysSo() throws {
        func layout(_ toolsVersion: String, barHeight: Double) throws -> IBLayout {
            let doc = try IBDocument(data: DocumentFixture.storyboard(
                DocumentFixture.navigationControllerScene("nav", bar: "bar", barFrame: (0, 24, 768, barHeight)),
                toolsVersion: toolsVersion, device: "ipad9_7"))
            return try doc.layout(device: try device("retina4_7"), orientation: .portrait, storedRootSize: false, canvas: true)
        }
        let unsettled = try layout("24118", barHeight: 54)
        #expect(unsettled.frame(of: "bar")?.height == 54)
        #expect(unsettled.diagnostics.filter { $0.kind == CanvasRule.unknownKind }.map(\.ids) == [["bar"]])
        let known = try layout("23094", barHeight: 50)
        #expect(known.frame(of: "bar")?.height == 44)
        #expect(!known.diagnostics.contains { $0.kind == CanvasRule.unknownKind })
    }

    /// amperfy Main.storyboard (corpus-modern pair, toolsVersion 23094), iPad Pro 11" → iPhone X:
    /// Xcode stores the bar `NeG-lD-bG9` 50 high on the iPad and 44 on the iPhone, the two
    /// large-title bars `q5a-rn-qe1` and `VnR-3z-lih` 64 and 96. Carried over, they were 50 and 64.
    @Test(.needsCorpus(.modern)) func amperfyBarsOnAnIPhone() throws {
        let a = try Corpus.modern.document("pairs/BLeeEZ-amperfy__Main__ipad11_0rounded-p_to_retina5_9-p.A.storyboard")
        let b = try Corpus.modern.document("pairs/BLeeEZ-amperfy__Main__ipad11_0rounded-p_to_retina5_9-p.B.storyboard")
        let layout = try a.layout(device: b.designDevice, orientation: b.designOrientation, storedRootSize: false, canvas: true)
        layout.expectFrames([
            "q5a-rn-qe1": Rect(x: 0, y: 0, width: 375, height: 96),
            "VnR-3z-lih": Rect(x: 0, y: 0, width: 375, height: 96),
        ])
        // The detail column's bar: 44 high and 375 wide as Xcode stores it. Its y is not this
        // test's subject: rule `splitView.phoneDetailStatusBar` (3 projects for) puts it under the
        // status bar at 50, where amperfy, the one project against, stores 0.
        let detail = try #require(layout.frame(of: "NeG-lD-bG9"))
        #expect((detail.width, detail.height) == (375, 44))
    }
}
