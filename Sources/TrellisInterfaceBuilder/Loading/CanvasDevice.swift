import Trellis

extension IBDocument {
    /// The device as the document's Xcode drew it on its canvas: ``simulated(_:)``, on the canvas
    /// of toolsVersion 23600 to 32699 a notched phone's portrait safe area twice as deep, and on
    /// that of 15000 to 21599 a home-button phone without its status bar.
    ///
    /// Every document of those versions on a notched iPhone stores its frames so: Blockstream
    /// HWFlow.storyboard (24128, iPhone 11 canvas) holds views pinned to the safe area at y 96 and
    /// 68 points above the bottom (48 and 34 on the device); ReceiveFlow (24128) and UserSettings
    /// (24765) on the iPhone 15 canvas at 118 and 68 (59 and 34); nRF-Connect-Device-Manager Main
    /// (24765, iPhone X canvas) at 100 and 68 (50 and 34); home-assistant LaunchScreen (25094)
    /// 68 above the bottom; their navigation bars are stored at y 96 (Blockstream Home, BookPlayer
    /// Player of 24506) and 100. Home-button phones are not affected (orbot Main, 24765, iPhone SE
    /// canvas: a navigation bar at y 20). Xcode 16.1–16.2 (23727) does it already:
    /// muun falcon FeedbackViewController.xib (iPhone 11 canvas) stores a view pinned to the safe
    /// area at y 96 = 2 × 48 above one ending 68 above the bottom; MSAL
    /// MSALTestAppAcquireTokenViewController, ruuvi About and Discover (iPhone 11) and bittr Main
    /// (iPhone 12) agree, and no 23727 document disagrees (corpus-modern's nRF Mesh and SoundFonts
    /// documents of 23727 keep their figures either way). Documents of 23504 and earlier, and of
    /// the pre-release 32700.99, show the device's own insets. Over the three shared corpora
    /// (`trellis rules --evidence`, rule canvas.notched.doubleSafeArea) it decides 401 elements
    /// in 19 documents of 11 projects: 264 within 1 point, 59 without it. UIKit at run time does
    /// not do this: only layouts as the canvas shows them (`storedRootSize: true`) use it.
    ///
    /// On the canvas of toolsVersion 15000 to 21599 a home-button phone in portrait has no status
    /// bar: its safe area starts at the top of the screen, and a navigation controller's bar is
    /// stored at y 0. freeotp Main (20037, iPhone 8 canvas): four navigation bars at y 0, a stack
    /// pinned 20 below the top layout guide at y 64 under a 44-point bar; line-sdk Main (16097),
    /// ChatSecure Onboarding (16096), TLPhotoPicker's xib (17156), DuckDuckGo HomeRow (17156,
    /// iPhone SE), BookPlayer Settings (18122), ResearchKit ORKCatalog (19455), Yubico Tutorial
    /// (20037, iPhone 4s), edx OEXLoginViewController (21225) and DiscussionResponses (21507) agree.
    /// Before and after, the status bar is there: readium About and XLPagerTabStrip (14460) store
    /// their navigation bars at y 20, as do Iterable's sample app (22505) and SwiftMessages Demo
    /// (22505); safe-ios PasscodeViewController and OnionBrowser's startup xibs (21701, iPhone SE)
    /// pin views 20 below the top.
    ///
    /// The same canvases draw a home-button iPad (no bottom inset: the 9.7", 10.5" and 12.9"
    /// iPads with a home button) without its status bar in either orientation
    /// (``CanvasRule/canvasHomeButtonIPadNoStatusBar``), and the Xcode 11 canvas (15000–16999) an
    /// iPad with a home indicator without its status bar, its bottom inset kept
    /// (``CanvasRule/canvasFaceIDIPadNoStatusBar``).
    func canvasDevice(_ device: Device) -> Device {
        let simulated = simulated(device)
        let insets = simulated.safeAreaInsets(for: .portrait)
        if CanvasRule.canvasHomeButtonNoStatusBar.applies(to: tools), simulated.family == .phone, insets.bottom == 0 {
            return simulated.withPortraitInsets(top: 0, bottom: 0)
        }
        if CanvasRule.canvasHomeButtonIPadNoStatusBar.applies(to: tools), simulated.family == .pad, insets.bottom == 0 {
            return simulated.withoutStatusBar()
        }
        if CanvasRule.canvasFaceIDIPadNoStatusBar.applies(to: tools), simulated.family == .pad, insets.bottom > 0 {
            return simulated.withoutStatusBar()
        }
        guard CanvasRule.canvasNotchedDoubleSafeArea.applies(to: tools), simulated.family == .phone, insets.bottom > 0 else { return simulated }
        return simulated.withPortraitInsets(top: 2 * insets.top, bottom: 2 * insets.bottom)
    }
}
