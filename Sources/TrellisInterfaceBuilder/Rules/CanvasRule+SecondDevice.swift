// Rows of the canvas rule table that decide how Xcode's canvas draws a document on a device
// other than the one it was designed on (`trellis pairs`: A laid out on B's device against the
// frames Xcode stored in B). Listed in ``CanvasRule/table`` with the others.

extension CanvasRule {
    /// Xcode does not lay a tab bar controller's tab bar out on another device either: when a
    /// document is saved again for another device, the tab bar keeps the frame it had — a
    /// 1000 × 1000 placeholder stays one, a bar 414 wide stays 414 wide on a 320-point screen.
    /// ``tabBarStoredFrame`` says so for the design canvas; this row for the second device.
    /// Of the 54 second-device pairs of the shared corpora, 9 pairs of 6 projects hold a tab bar
    /// controller, and every one stores the same tab bar frame in B as in A: MSAL
    /// (1000 × 1000, iPhone 15 Pro Max → 15), trailer (1000 × 1000, 4s → X), Swift-30-Projects
    /// (1000 × 1000, 8 → XS Max), Rise ×3 (414 × 49, on the SE, the XS Max and the 11),
    /// SmartWallet ×2 (375 × 49, on the SE and the 8), amperfy (375 × 49, iPad → X); none
    /// disagrees. Laying the bar across B's screen instead put 4 of them (MSAL, trailer, Rise
    /// on the SE, SmartWallet on the SE) and the one of flagged Swift-30-Projects off; at run
    /// time (`layout(device:)`) UIKit lays the bar out across the screen as before.
    public static let tabBarStoredFrameOnAnotherDevice = CanvasRule(
        id: "tabBarController.storedFrame.secondDevice", xcode: .always,
        condition: "a tab bar controller's tab bar, on Xcode's canvas of another device than the design device",
        value: "its stored frame, kept (Xcode does not lay it out on any device)",
        source: "9 of 9 second-device pairs with a tab bar controller (6 projects: MSAL, trailer, Swift-30-Projects, Rise, SmartWallet, amperfy) store B's tab bar at A's frame")
}
