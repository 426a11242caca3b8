import Trellis

extension IBDocument {
    /// The device as the document's Xcode drew it on its canvas: ``simulated(_:)``, and on the
    /// canvas of toolsVersion 24000 to 32699 a notched phone's portrait safe area twice as deep.
    ///
    /// Every document of those versions on a notched iPhone stores its frames so: Blockstream
    /// HWFlow.storyboard (24128, iPhone 11 canvas) holds views pinned to the safe area at y 96 and
    /// 68 points above the bottom (48 and 34 on the device); ReceiveFlow (24128) and UserSettings
    /// (24765) on the iPhone 15 canvas at 118 and 68 (59 and 34); nRF-Connect-Device-Manager Main
    /// (24765, iPhone X canvas) at 100 and 68 (50 and 34); home-assistant LaunchScreen (25094)
    /// 68 above the bottom; their navigation bars are stored at y 96 (Blockstream Home, BookPlayer
    /// Player of 24506) and 100. Home-button phones are not affected (orbot Main, 24765, iPhone SE
    /// canvas: a navigation bar at y 20). Documents of 23727 and earlier, and of the pre-release
    /// 32700.99, show the device's own insets. UIKit at run time does not do this: only layouts
    /// as the canvas shows them (`storedRootSize: true`) use it.
    func canvasDevice(_ device: Device) -> Device {
        let simulated = simulated(device)
        let major = Double(toolsVersion.split(separator: ".").first ?? "") ?? 0
        let insets = simulated.safeAreaInsets(for: .portrait)
        guard (24000..<32700).contains(major), simulated.family == .phone, insets.bottom > 0 else { return simulated }
        return simulated.withPortraitInsets(top: 2 * insets.top, bottom: 2 * insets.bottom)
    }
}
