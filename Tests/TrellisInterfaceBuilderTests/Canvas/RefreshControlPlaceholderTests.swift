import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// ``CanvasRule/refreshControlPlaceholder`` on a document of its own.
struct RefreshControlPlaceholderTests {
    /// A table view controller with "Refreshing: Enabled", as trailer PocketTrailer
    /// Main.storyboard (toolsVersion 15702, iPhone X canvas) stores it: the table 375 × 812 and
    /// the refresh control `rc` at Interface Builder's (0, 0, 1000, 1000) placeholder.
    static func document(toolsVersion: String = "15702", refreshControl: Bool = true) throws -> IBDocument {
        try CanvasRuleTests.storyboard("""
            <scene sceneID="s1"><objects>
                <tableViewController id="tvc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </tableView>
                    \(refreshControl ? """
                    <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="rc">
                        <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </refreshControl>
                    """ : "")
                </tableViewController>
            </objects></scene>
            """, toolsVersion: toolsVersion, device: "retina5_9")
    }

    @Test func canvasKeepsTheControlAtThePlaceholderHidden() throws {
        let layout = try Self.document().layout(storedRootSize: true)
        // 1000 × 1000 at the table's origin, in the table, not drawn.
        #expect(layout.frame(of: "rc") == Rect(x: 0, y: 0, width: 1000, height: 1000))
        #expect(layout.entry(for: try #require(layout.views["rc"]))?.superviewID == "table")
        #expect(layout.views["rc"]?.isHidden == true)
        #expect(layout.omissions.isEmpty)
        // The table's one framed element below the root is within: 1 of 1.
        let fidelity = try Self.document().fidelity()
        #expect(fidelity.within == 1 && fidelity.total == 1)
    }

    @Test func anotherDevicesCanvasKeepsThePlaceholderToo() throws {
        // Xcode never lays the control out, whatever the canvas: on an iPhone 8 Plus (414 wide)
        // too (trailer's pair, 13189 on the 4-inch phone → 13196 on the iPhone X, stores it there).
        let plus = try #require(Device.named("retina5_5"))
        let layout = try Self.document().layout(device: plus, orientation: .portrait, storedRootSize: false, canvas: true)
        #expect(layout.frame(of: "rc") == Rect(x: 0, y: 0, width: 1000, height: 1000))
    }

    @Test func runTimeLeavesTheControlToUIKit() throws {
        // At run time UIKit places the control above the table's content; Trellis does not model
        // it: no view, and the element is an unsupported omission.
        let layout = try Self.document().layout()
        #expect(layout.views["rc"] == nil)
        #expect(layout.omissions.map(\.id) == ["rc"])
        #expect(layout.omissions.first?.reason == .unsupported)
    }

    @Test func aTableWithoutRefreshingHasNoControl() throws {
        let layout = try Self.document(refreshControl: false).layout(storedRootSize: true)
        #expect(layout.views.count == 1)
        #expect(layout.frame(of: "table") == Rect(x: 0, y: 0, width: 375, height: 812))
    }
}
