import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// ``CanvasRule/refreshControlPlaceholder``: Xcode stores a table view controller's refresh
/// control at (0, 0, 1000, 1000) on every device and does not lay it out — trailer
/// Main.storyboard's `9Af-Rk-Te8` so on the iPhone 4s (13189) and on the iPhone X (13196), and
/// all 11 refresh controls of the shared corpora and pairs (5 projects).
struct RefreshControlPlaceholderTests {
    static func document() throws -> IBDocument {
        try CanvasRuleTests.storyboard("""
            <scene sceneID="s1"><objects>
                <tableViewController id="tvc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </tableView>
                    <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="refresh">
                        <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </refreshControl>
                </tableViewController>
            </objects></scene>
            """, toolsVersion: "15702", device: "retina4_7")
    }

    /// On the design canvas the refresh control is at the placeholder, within 1 point of its
    /// stored frame, and nothing is left out (before: an `unsupported` omission, a miss).
    @Test func theDesignCanvasStoresThePlaceholder() throws {
        let doc = try Self.document()
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "refresh") == Rect(x: 0, y: 0, width: 1000, height: 1000))
        #expect(canvas.omissions.isEmpty)
        let f = try doc.fidelity()
        #expect(f.mismatches.isEmpty && f.missed.isEmpty)
    }

    /// On another device's canvas (iPhone X) the same placeholder, not a frame of that device.
    @Test func anotherDeviceKeepsThePlaceholder() throws {
        let x = Device.named("retina5_9")
        let layout = try Self.document().layout(device: x, storedRootSize: false, canvas: true)
        #expect(layout.frame(of: "table")?.width == 375)
        #expect(layout.frame(of: "refresh") == Rect(x: 0, y: 0, width: 1000, height: 1000))
    }

    /// At run time UIKit places it above the table's content, which Trellis does not model: it
    /// is left out, as an `unsupported` omission.
    @Test func runTimeLeavesItOut() throws {
        let layout = try Self.document().layout(device: Device.named("retina4_7"))
        #expect(layout.views["refresh"] == nil)
        #expect(layout.omissions.map(\.id) == ["refresh"])
    }
}
