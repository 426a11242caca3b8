import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// ``CanvasRule/tabBarStoredFrameOnAnotherDevice``: on Xcode's canvas of another device a tab
/// bar controller's tab bar keeps the frame stored on the design device, as B keeps A's in all
/// 9 second-device pairs with a tab bar controller.
struct SecondDeviceTabBarTests {
    /// SmartWallet Main, iPhone 8 → SE (toolsVersion 14460, 2 documents of the pairs): A stores the
    /// tab bar 375 × 49 at the origin; Xcode saved B on the 320-point SE with the same 375 × 49.
    static func smartWalletLike() throws -> IBDocument {
        try TabBarStoredFrameTests.document(barFrame: #"x="0.0" y="0.0" width="375" height="49""#)
    }

    @Test func theCanvasOfAnotherDeviceKeepsTheStoredFrame() throws {
        let se = try #require(Device.named("retina4_0"))
        let doc = try Self.smartWalletLike()
        // Laid out as the canvas shows it on the SE (what `trellis pairs` does): 375 × 49, not 320.
        let onSE = try doc.layout(device: se, orientation: .portrait, storedRootSize: false, canvas: true)
        #expect(onSE.frame(of: "bar") == Rect(x: 0, y: 0, width: 375, height: 49))
        // Without the rule the bar is laid across the SE's 320 points (what Xcode did not store).
        let trace = CanvasRuleTrace(leftOut: [CanvasRule.tabBarStoredFrameOnAnotherDevice.id])
        let without = try trace.run { try doc.layout(device: se, orientation: .portrait, storedRootSize: false, canvas: true) }
        #expect(without.frame(of: "bar") == Rect(x: 0, y: 0, width: 320, height: 49))
    }

    @Test func aPlaceholderStaysAPlaceholder() throws {
        // trailer, MSAL, Swift-30-Projects: the 1000 × 1000 placeholder in A is the one in B.
        let doc = try TabBarStoredFrameTests.document(barFrame: #"x="0.0" y="0.0" width="1000" height="1000""#)
        let x = try #require(Device.named("retina5_9"))
        let onX = try doc.layout(device: x, orientation: .portrait, storedRootSize: false, canvas: true)
        #expect(onX.frame(of: "bar") == Rect(x: 0, y: 0, width: 1000, height: 1000))
        #expect(CanvasRule.table.contains(CanvasRule.tabBarStoredFrameOnAnotherDevice))
    }
}
