import Testing
import Trellis
@testable import TrellisInterfaceBuilder

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
    /// design canvas the stored height always stays.
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
