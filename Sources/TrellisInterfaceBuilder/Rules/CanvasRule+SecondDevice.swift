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

extension CanvasRule {
    // MARK: Sheets on an iPhone (SceneBuilder.secondDeviceSheetRootFrame)
    //
    // The root of a controller shown in a sheet on an iPhone in portrait, as the canvas stores
    // it: as wide as the screen, as high as the screen less the sheet's top. Counted over the
    // three shared corpora and the pairs (every root of a controller presented as a sheet, or
    // in a navigation stack presented as one, on an iPhone canvas in portrait from toolsVersion
    // 14800): the screen's height less the root's stored height. Pairs: 5 elements right that
    // were not (cobrowse iPad → iPhone 15: 3, whose sheet was carried over 73 points wide;
    // Kotoba iPhone 4s → iPhone 15: 2), none the other way; design device: not acting.

    /// A home-button iPhone: 20. siskin-im Groupchat A (15705), line-sdk Main (16097), miataru
    /// Main_iPhone (19455, 2 roots), freeotp Main (20037, 2), Hackers Main (23504, 2), WSDOT
    /// Ferries (23727, 2), facebook Hackbook (23727, 2): 12 roots of 7 projects. Against: 9 roots
    /// of 5 projects — at 0 miataru's other 2, COVIDSafe Main (19455, 8 Plus) and Kotoba's 4 on
    /// the iPhone 4s (16097, 17156: frames of a document laid out before sheets, as its B of 22113
    /// is a sheet); tinode Main (23727, 8 Plus) 76; BookPlayer Settings (18122) taller than the
    /// screen.
    public static let sheetIPhoneHomeButton20 = CanvasRule(
        id: "sheet.iPhone.homeButton20", xcode: XcodeRange(from: v(14800)),
        condition: "the root of a controller shown in a sheet on a home-button iPhone in portrait, on another device than the design device",
        value: "the screen's width, its height less 20",
        source: "12 sheet roots of 7 projects (siskin-im, line-sdk, miataru, freeotp, Hackers, WSDOT, facebook Hackbook) 20 short of the screen; against 9 roots of 5 projects (miataru, COVIDSafe, Kotoba at 0; tinode 76; BookPlayer)")
    /// A notched iPhone before Xcode 14: the device's top inset + 10 (44 + 10 = 54 on the iPhone
    /// X and 11 canvases): facebook Scrumptious (15400, 2 roots), trailer Main (15702), siskin-im
    /// Groupchat B (15705) and Groupchat, MIX (20037, 3), MasterPassword (17154, 5), erouska
    /// Active (17701), Phonetic (19162), FrameGrabber About (20037), twilio Main (21208): 16 roots
    /// of 8 projects, none against.
    public static let sheetIPhoneNotchedTopPlus10 = CanvasRule(
        id: "sheet.iPhone.notchedTopPlus10", xcode: XcodeRange(from: v(14800), before: v(21700)),
        condition: "the root of a controller shown in a sheet on a notched iPhone in portrait, on another device than the design device",
        value: "the screen's width, its height less the top safe-area inset and 10",
        source: "16 sheet roots of 8 projects (facebook, trailer, siskin-im, MasterPassword, erouska, Phonetic, FrameGrabber, twilio) 54 short of an 812/896-point screen; none against")
    /// A notched iPhone in Xcode 14–16.2 (toolsVersion 21700–23999): 10. cobrowse Main B
    /// (21701, iPhone 15: 2 roots 842 of 852), Kotoba Main B (22113, iPhone 15: 2 roots),
    /// passforios Main (23504, iPhone 12: 834 of 844): 5 roots of 3 projects. Against: bitwarden
    /// iOS.Autofill MainInterface (22505, an app extension's 2 roots, 66).
    public static let sheetIPhoneNotched10 = CanvasRule(
        id: "sheet.iPhone.notched10", xcode: XcodeRange(from: v(21700), before: v(24000)),
        condition: "the root of a controller shown in a sheet on a notched iPhone in portrait, on another device than the design device",
        value: "the screen's width, its height less 10",
        source: "5 sheet roots of 3 projects (cobrowse 21701, Kotoba 22113, passforios 23504) 10 short; bitwarden's extension (22505) 66")
    /// A notched iPhone from Xcode 16.3 (toolsVersion 24000): the device's own top inset (the
    /// canvas's doubled safe area aside). nRF Mesh (24128, 24506, iPhone 11: 19 roots 848 of 896,
    /// 48 short), cobrowse Main (24506, iPhone 15: 2 roots 793 of 852, 59 short): 21 roots of
    /// 2 projects, none against.
    public static let sheetIPhoneNotchedTop = CanvasRule(
        id: "sheet.iPhone.notchedTop", xcode: XcodeRange(from: v(24000)),
        condition: "the root of a controller shown in a sheet on a notched iPhone in portrait, on another device than the design device",
        value: "the screen's width, its height less the device's top safe-area inset",
        source: "21 sheet roots of 2 projects (nRF Mesh 24128/24506 48 short on the iPhone 11, cobrowse 24506 59 short on the iPhone 15); none against")
}

private func v(_ n: Int) -> ToolsVersion { ToolsVersion(n) }

extension CanvasRule {
    /// An embedded child's root (the destination of a container view's `embed` segue) is drawn at
    /// its container's size: over the three corpora 79 embedded roots of 23 projects are stored at
    /// their container's size; 15 of 3 projects with a free-form simulated size are not (the
    /// free-form size wins, `canvasFreeformRootFrame`), nor 4 of 2 projects otherwise (SoundFonts
    /// Main 3, WSDOT Ferries 1). On another device the child takes the size its container has
    /// there (`SceneBuilder.secondDeviceEmbeddedRootFrame`). Pairs: +5 (AudioKitSynthOne
    /// iPhone 8 → iPad 3, MixinNetwork Home 1 each way), none the other way.
    public static let embeddedRootContainerSize = CanvasRule(
        id: "embed.rootAtContainerSize.secondDevice", xcode: .always,
        condition: "the root of an embedded child, on Xcode's canvas of another device than the design device",
        value: "the size its container view has on that device",
        source: "79 of 98 embedded roots (23 projects) stored at their container's size; 15 of 3 projects free-form, 4 of 2 projects (SoundFonts, WSDOT) otherwise")
}
