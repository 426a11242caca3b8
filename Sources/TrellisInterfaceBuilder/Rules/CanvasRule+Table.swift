// The canvas rule table: every rule of Xcode's canvas the reader applies that depends on the
// Xcode release. Evidence is quoted from the reader's doc comments where the rule is applied
// (the symbol named in each source); `trellis rules --evidence` counts the elements each decides.

private func v(_ n: Int) -> ToolsVersion { ToolsVersion(n) }

extension CanvasRule {
    // MARK: Devices and safe areas (IBDocument.simulated, IBDocument.canvasDevice)

    public static let deviceIPadPro11M4 = CanvasRule(
        id: "device.ipadPro11M4", xcode: XcodeRange(from: v(23000)),
        condition: "design device ipad11_0rounded", value: "the 11-inch iPad Pro (M4), 834×1210",
        source: "amperfy Main.storyboard (23094) stores an 834×1210 root (IBDocument.simulated)")
    public static let deviceIPhoneXTop50 = CanvasRule(
        id: "device.iPhoneX.top50", xcode: XcodeRange(from: v(21600)),
        condition: "design device retina5_9 (iPhone X)", value: "portrait top safe-area inset 50",
        source: "blockchain KYCAddressController (21701), Provenance Provenance.storyboard (22154), JitWaitScreen.xib (23094)")
    /// The top safe-area inset of the iPhone X canvas (`retina5_9`) in Xcode 14.0–14.2
    /// (toolsVersion 21000–21599) is not known: the one document of the three corpora and the
    /// pairs on that canvas in that range, Provenance JitFailedJailbreakScreen.xib (21507), stores
    /// a stack at safeArea.top + 20 at y 67, as with 47. It was the rule `device.iPhoneX.top47`
    /// (`trellis rules --evidence`: 3 elements of that document decided, all within, 1 within
    /// without it); no second project, and no Apple source gives an inset of the canvas. One
    /// project is not a rule: the device's own inset, 44, is used (as before 21000), with a
    /// `canvas-unknown` warning (``IBDocument/unknownCanvasDiagnostic(_:)``). Figures:
    /// corpus-modern −2 (4417 → 4415 not flagged, the document's stack and one of its views).
    public static let deviceIPhoneXTopUnsettled = CanvasRule(
        id: "device.iPhoneX.topUnsettled", xcode: XcodeRange(from: v(21000), before: v(21600)),
        condition: "the iPhone X canvas (retina5_9)", value: "the device's own top inset, 44, is used",
        source: "47 in one project only, Provenance JitFailedJailbreakScreen.xib (21507): one project is not a rule", unsettled: true)
    public static let deviceIPhone11Top44 = CanvasRule(
        id: "device.iPhone11.top44", xcode: XcodeRange(before: v(21225)),
        condition: "design device retina6_1 (iPhone 11)", value: "portrait top safe-area inset 44 (48 from 21225)",
        source: "SwiftMessages (17156, 17506), okta Main and RadarCOVID Home (20037), twilio Main (21208.1) against covpass (21225) and siskin-im (21507)")
    public static let canvasNotchedDoubleSafeArea = CanvasRule(
        id: "canvas.notched.doubleSafeArea", xcode: XcodeRange(from: v(23600), before: v(32700)),
        condition: "a notched phone (bottom inset > 0) in portrait", value: "top and bottom safe-area insets twice the device's",
        source: "Blockstream HWFlow, ReceiveFlow, UserSettings (24128, 24765), nRF-Connect-Device-Manager Main (24765), home-assistant LaunchScreen (25094); from 23727: muun falcon, MSAL, ruuvi, bittr; IBDocument.canvasDevice")
    public static let canvasHomeButtonNoStatusBar = CanvasRule(
        id: "canvas.homeButton.noStatusBar", xcode: XcodeRange(from: v(14800), before: v(21600)),
        condition: "a home-button phone in portrait", value: "no status bar: safe area from the top of the screen",
        source: "freeotp Main (20037), line-sdk (16097), ChatSecure (16096), TLPhotoPicker (17156), DuckDuckGo (17156), BookPlayer (18122), ORKCatalog (19455), Yubico (20037), edx (21225, 21507); IBDocument.canvasDevice")
    /// A home-button iPad (no bottom inset) on the canvas of the same Xcode versions as
    /// ``canvasHomeButtonNoStatusBar`` has no status bar either, in portrait or landscape: the
    /// mechanism is the home-button device, the canvas's, not the family's. ruuvi
    /// TagChartsView.xib (15505, iPad 9.7" landscape) stores the views pinned 8 below the safe
    /// area's top at y 8, not 28 (10 elements); AudioKit SynthOne Main (15505, iPad 9.7"
    /// landscape) a keyboard container 257 below the top guide at y 257 (5 elements). Over the
    /// three corpora (`trellis rules --evidence`) it applies in the 7 home-button iPad documents of
    /// those versions (7 projects: also rursache ToDoList 15705, dji-sdk UXSDKSwiftSample 17156,
    /// mixpanel's iPad xib 17156, SoundFonts FontEditor 18122, DuckDuckGo JSAlertController
    /// 21219) and decides 15 elements in 2 documents of 2 projects, all 15 within 1 point (none
    /// without it); no element of the corpora or the pairs moves the other way (corpus-modern
    /// 4411 → 4416, corpus-current 6645 → 6655 not flagged; pairs unchanged). Both rules begin at
    /// 14800, Xcode 11's betas (``ToolsVersion/xcode11``): dji-sdk MapWidget (14868, iPad 10.5"
    /// landscape) stores its controls with no status bar above them (4 elements), miataru
    /// Main_iPad (14868) its views too (3); on phones suicidesafetyplan (14868, 16 elements, 15
    /// within; the document flagged), shu223 ARKitDepth (2) and ruuvi Dashboard's pair A (4) — 29
    /// elements in 5 documents of 5 projects decided, 28 within, none within without them
    /// (`trellis rules --evidence` over the 14868 documents).
    public static let canvasHomeButtonIPadNoStatusBar = CanvasRule(
        id: "canvas.homeButtonIPad.noStatusBar", xcode: XcodeRange(from: v(14800), before: v(21600)),
        condition: "a home-button iPad, either orientation", value: "no status bar: safe area from the top of the screen",
        source: "ruuvi TagChartsView.xib (15505), AudioKit SynthOne Main (15505); IBDocument.canvasDevice")
    /// A view controller that simulates no status bar (Interface Builder's "Status Bar: None",
    /// `<nil key="simulatedStatusBarMetrics"/>`) in a document laid out with the top and bottom
    /// layout guides (no `useSafeAreas="YES"`) has none above its root: the top layout guide is
    /// the root's top, as UIKit's documentation of `UIViewController.topLayoutGuide` and of
    /// `UILayoutSupport.length` (the part of the view "overlaid by translucent or transparent
    /// UIKit bars") gives when no bar covers it. So do the children its container views embed,
    /// which have the status bar only when their container's controller has
    /// (``SimulatedBars``). kryptco ApprovalDetail.storyboard (14460, iPhone 8): the container
    /// views of ApproveDetailController (375 × 200, free-form) at y 0, the embedded
    /// SSHRequestController's and GitCommitRequestController's views pinned to the top layout
    /// guide + 10 at y 10. `trellis rules --evidence --rule simulated.statusBarNone` over the
    /// three corpora: decides 18 elements in 1 document of 1 project, all 18 within 1 point,
    /// none without it (corpus-current 6700 → 6718 not flagged); 23 documents of the corpora
    /// write the element, the others decide nothing (xibs, app extensions, or no view under the
    /// guide). Against, with safe areas: duckduckgo Tab.storyboard (32700, iPad 9.7") simulates
    /// no status bar and stores its stack 20 below the top (the device's safe area is no bar):
    /// were it taken for every document, those 4 elements would be off: hence the
    /// layout-guide condition. One project in the corpora; the mechanism is Apple's.
    public static let statusBarNone = CanvasRule(
        id: "simulated.statusBarNone", xcode: .always,
        condition: "a view controller simulating no status bar (`<nil key=\"simulatedStatusBarMetrics\"/>`) in a document laid out with layout guides (not safe areas), and the children its container views embed",
        value: "no status bar: the top layout guide at the root's top",
        source: "kryptco ApprovalDetail (14460): 18 elements decided, 18 within, 0 within without it; against with safe areas: duckduckgo Tab (32700, 4 elements)",
        appleSource: "UIKit documentation, UIViewController.topLayoutGuide: it \"indicates the highest vertical extent for content that you don’t want to appear behind a translucent or transparent UIKit bar (such as a status or navigation bar)\", https://developer.apple.com/documentation/uikit/uiviewcontroller/toplayoutguide; UILayoutSupport.length: \"the portion of a view controller’s view that is overlaid by translucent or transparent UIKit bars\", https://developer.apple.com/documentation/uikit/uilayoutsupport/length")
    /// An iPad with a home indicator (the rounded-corner iPads: a bottom inset) on the canvas of
    /// Xcode 11 (toolsVersion 15000–16999) has no status bar either, in portrait or landscape; its
    /// bottom inset (20) stays. jami MigrateAccountViewController (15705, iPad Pro 12.9"
    /// landscape) stores a scroll view pinned to the safe area at y 0, 1004 high; UTM Main
    /// (15705, same canvas) its navigation bars and bar-like visual-effect views at y 0, 45 high
    /// where Trellis had 24 and 69; MAME4iOS Launch Screen (15705, portrait) its image at y 0.
    /// Over the three corpora and both pair sets (`trellis rules --evidence`) it decides 11
    /// elements of 3 documents of 3 projects, all within 1 point, none without it (corpus-modern
    /// +9 not flagged, corpus-current +2; pairs unchanged). Xcode 12–14.2 draws the status bar:
    /// with the range of ``canvasHomeButtonIPadNoStatusBar`` (to 21599) it decided 24 elements,
    /// 13 off — mullvad LaunchScreenPad (19115), ProtonVPN Common (20037), moonlight iPad and
    /// pocket-casts PodcastViewController (21507), all within without it.
    public static let canvasFaceIDIPadNoStatusBar = CanvasRule(
        id: "canvas.faceIDIPad.noStatusBar", xcode: XcodeRange(from: v(14800), before: v(17000)),
        condition: "an iPad with a home indicator (bottom inset), either orientation", value: "no status bar: safe area from the top of the screen; the home indicator's bottom inset stays",
        source: "jami MigrateAccount (15705), UTM Main (15705), MAME4iOS Launch Screen (15705), 11 elements within, none without; against from 17000: mullvad (19115), ProtonVPN (20037), moonlight, pocket-casts (21507); IBDocument.canvasDevice")

    /// Xcode's canvas never draws a view with a negative size: where a document's constraints
    /// would make a view laid out by them negative in width or height (a conflict or a
    /// high-priority constraint the view's content gives way to), the canvas holds that side at
    /// 0 and lays the rest out around it. Over the three corpora and both pair sets no stored
    /// frame has a negative width or height (0 of every `<rect key="frame">`), while Trellis's
    /// solver, following the constraints alone, made 63 elements of 15 documents of 12 projects
    /// negative, each stored non-negative: Amaroq Main's empty labels stored 0 high above
    /// collection views whose `height = width / 2` at 998 Trellis let push them to −66…−344,
    /// stopp-corona's empty views stored 0 high, metatext StatusView's button and label stored
    /// 0 high, cobrowse's stack… (SceneBuilder.holdNegativeSizesAtZero). `trellis rules
    /// --evidence --rule canvas.nonNegativeSizes` over the three corpora: applies in 548
    /// documents of 187 projects, decides 217 elements of 13 documents of 11 projects, 74 within
    /// and 143 off (most off either way), 31 within without it — of those 23 off with it, 17 in
    /// nRF Connect Device Manager Main, whose layout the document leaves open (43 views
    /// `ambiguous="YES"`) and whose negative views Xcode stores at their text heights.
    public static let canvasNonNegativeSizes = CanvasRule(
        id: "canvas.nonNegativeSizes", xcode: .always,
        condition: "a view laid out by constraints that would make its width or height negative, on the canvas",
        value: "that side held at 0 (a required ≥ 0), the scene laid out again",
        source: "no negative stored width or height in the three corpora and the pairs; 63 elements of 12 projects Trellis's solver made negative are all stored non-negative; 217 elements decided, 74 within, 31 within without it")

    // MARK: Bars (SimulatedBars, ContainerBars)

    /// Xcode 16.3–16.4's canvas (toolsVersion 24000–24999) draws a phone's standard navigation
    /// bar in regular height 54 high, not 44: a bar simulated without a stored height
    /// (``SimulatedBars/navigationBarHeight(tools:)``: orbot TestingViewController, 24765, puts its
    /// content 20 + 54 below the safe area's top) and, on the design canvas, a navigation
    /// controller's bar stored at a phone's standard height (``DeviceBarHeights``). Over the
    /// three corpora and the pairs every phone bar stored 54 high (14 bars of 9 projects:
    /// Blockstream green_ios, nRF Connect Device Manager, nRF Mesh, BookPlayer, WSDOT, cobrowse,
    /// orbot, mixpanel, ruuvi) is in a document of that range, and none of that range is stored
    /// 44; the 271 phone bars stored 44 are all outside it (44 again from 25000: DataDog,
    /// threema, tokenary). `trellis rules --evidence --rule navigationBar.height54` over the
    /// three corpora: applies in 15 documents of 11 projects, decides 17 elements in 10
    /// documents of 9 projects, 14 within 1 point and 3 off (cobrowse Main's three bars, off by
    /// their position, off without the rule too), none within without it. The pairs decide
    /// nothing (no pair's A of that range is laid out on its own canvas).
    public static let navigationBarHeight54 = CanvasRule(
        id: "navigationBar.height54", xcode: XcodeRange(from: v(24000), before: v(25000)),
        condition: "a phone's standard navigation bar in regular height (simulated without a stored height, or a navigation controller's bar stored 44 or 54 high on the design canvas)", value: "54 high (44 otherwise)",
        source: "14 of 14 phone bars stored 54 high (9 projects: Blockstream, nRF Connect, nRF Mesh, BookPlayer, WSDOT, cobrowse, orbot, mixpanel, ruuvi) are of 24000–24999, none of it 44; 44 in 32700 (DataDog, threema, tokenary); 17 elements decided, 14 within, 3 off")
    public static let iPadNavigationBar50 = CanvasRule(
        id: "navigationBar.iPad50", xcode: XcodeRange(from: v(14000)),
        condition: "a navigation controller's standard bar on an iPad, recomputed on a second device (DeviceBarHeights)",
        value: "50 high (44 before)",
        source: "50 from Xcode 10 (iOS 12's taller iPad bar): miataru, moonlight, ooyala, rursache, amperfy, UTM, zotero, cobrowse, Swift-Radio-Pro (9 projects); 44 before: DerLobi 12120, kaltura 11542")
    /// An iPad's standard navigation bar on Xcode 16.3–16.4's canvas (toolsVersion 24000–24999)
    /// is not known: of the three corpora and the pairs one iPad bar of that range is stored at
    /// a standard height, BlackBerry GreetingsClient Main_iPad (24118), 54 high — one project is
    /// not a rule. On another device (``DeviceBarHeights``) such a bar keeps its stored height,
    /// with a `canvas-unknown` warning naming it; on the design canvas every bar keeps its stored
    /// height anyway (`trellis rules --evidence`: applies in no document, decides nothing).
    public static let iPadNavigationBarUnsettled = CanvasRule(
        id: "navigationBar.iPadUnsettled", xcode: XcodeRange(from: v(24000), before: v(25000)),
        condition: "a navigation controller's standard bar on an iPad in Xcode 16.3-16.4, recomputed on a second device",
        value: "no standard height claimed: the stored height is kept",
        source: "54 seen in one project only (BlackBerry, 24118): one project is not a rule", unsettled: true)
    public static let navigationBarAtOrigin = CanvasRule(
        id: "navigationController.barAtOrigin", xcode: XcodeRange(before: v(13196)),
        condition: "a navigation controller's navigation bar", value: "stored at y 0, not below the status bar",
        source: "ECSlidingViewController BasicMenu (5056), JSQMessagesViewController (10117), MiniKeePass (12120), Cosmos (13122) at 0; LoopKit, MiniKeePass Settings (13196) at 20; ContainerBars")
    public static let tabBarAtOrigin = CanvasRule(
        id: "tabBarController.barAtOrigin", xcode: XcodeRange(from: v(11000)),
        condition: "a tab bar controller's tab bar", value: "stored at the origin (before: at the bottom)",
        source: "11 documents from Xcode 8 on, two older ones at the bottom; ContainerBars")
    /// Xcode does not lay a tab bar controller's tab bar out: its stored frame is the one the
    /// bar was created with (a 1000×1000 placeholder, or the width of another device), not the
    /// canvas's. Of the 36 tab bar controllers of the three shared corpora (33 projects), 27
    /// store a tab bar whose width is not the canvas's: 1000×1000 in XLPagerTabStrip (14460),
    /// SkeletonView (19455), suicidesafetyplan (14868), trailer (15702, 21701), appcenter
    /// (21701), MSAL (21701), esp-rainmaker (23094), passforios (23504); 1000×49 in tinode
    /// (23727); 414 on a 375 canvas (TVToday, HBDNavigationBar), 375 on an 834-wide iPad
    /// (amperfy), 393 on a 320 canvas (orbot, 24765), 768 wide at y 975 on a 414 canvas
    /// (ResearchKit, BlackBerry)… The 9 others are as wide as the canvas. So on the design
    /// canvas the stored frame is kept; on another device the bar is laid out across the
    /// screen. It decides 27 elements (25 projects), all within 1 point, none without it.
    public static let tabBarStoredFrame = CanvasRule(
        id: "tabBarController.storedFrame", xcode: .always,
        condition: "a tab bar controller's tab bar, on the design canvas", value: "its stored frame, kept (Xcode does not lay it out)",
        source: "27 of 36 tab bar controllers (33 projects) store a tab bar not as wide as the canvas")
    /// On the design canvas a navigation controller is drawn as wide as its root view
    /// controller's view where that view is stored narrower than the canvas (an iPad split
    /// view's column, a form sheet, a popover), and its bars with it: rursache ToDoList
    /// Main-iPad.storyboard (15705, iPad landscape) stores the master's bar 320 × 50 over a
    /// 320 × 768 root; miataru Main_iPad (14868) three bars 712 wide over 712-wide roots;
    /// BlackBerry GreetingsClient Main_iPad (24118) and amperfy Main (23094) agree. A free-form
    /// root (`freeformSize`) is drawn as it is under a bar across the canvas (bradhowes SoundFonts
    /// FontEditor). Over the three shared corpora it decides 12 elements in 5 documents of 5
    /// projects: 9 within 1 point, none without it.
    public static let navigationControllerRootWidth = CanvasRule(
        id: "navigationController.rootWidth", xcode: .always,
        condition: "a navigation controller whose root view controller's view is stored narrower than the canvas, on the design canvas",
        value: "its bars as wide as that view",
        source: "ToDoList Main-iPad (15705), miataru Main_iPad (14868), BlackBerry GreetingsClient (24118), amperfy Main (23094)")
    /// A navigation controller whose bar is stored 56 high (the height of a standard bar in a
    /// sheet) is drawn as a sheet even when nothing in the document presents it (its segue is in
    /// another storyboard, or it is presented in code): no status bar above the bar or the
    /// controllers in it. All 38 navigation controllers of the shared corpora (and pairs) whose
    /// bar is stored 56 high store it at y 0, in 19 projects — WSDOT TrafficMap (23727, no
    /// presenting segue), miataru Main_iPad (14868), bitwarden Autofill MainInterface (22505),
    /// ivpn Main, safetyplan (14868), Phonetic, Hackers, passforios, UTM…; none at 20 or below a
    /// notch. So are all 8 bars stored 108 high (a large title in a sheet: FrameGrabber Main,
    /// erouska, trailer; FrameGrabber's `2Mj-Lb-m7T` has no presenting segue in its document). Over the three shared corpora it decides 29 elements in 9 documents of 9
    /// projects: 15 within 1 point (the others off for other causes), none without it.
    public static let sheetBarHeight56 = CanvasRule(
        id: "navigationController.sheetBar56", xcode: .always,
        condition: "a navigation controller whose bar is stored 56 high (108 with a large title)", value: "a sheet: no status bar above the bar or its controllers",
        source: "38 of 38 such bars of the corpora at y 0 (19 projects): WSDOT, miataru, bitwarden, ivpn, safetyplan, Hackers, passforios, UTM")
    /// On a phone's canvas a split view controller's detail column has the status bar above its
    /// navigation bar, as the master column has: Ckitakishi MetaX Main.storyboard (14109, iPhone
    /// X: the detail navigation controller's bar at y 44), mssun passforios Main (23504, iPhone
    /// 12: 47), ngs ci2go Main (flagged: 20). Esri Content Display Logic's detail bar at y 0 is
    /// 56 high, a sheet's (``sheetBarHeight56``). Against: amperfy Main on the iPhone X (the
    /// B document of a corpus-modern pair) stores its detail column's bar at y 0 — its split
    /// view controller is presented full screen (``fullScreenNoStatusBar``, which now places that
    /// bar). Over the
    /// three corpora and the pairs: 3 projects for, 1 against; +3 elements of the corpora
    /// (passforios, MetaX, ci2go), +1 of corpus-current's pairs A on B's device and +2 of their
    /// B on its own canvas, −1 of corpus-modern's B on its own canvas (amperfy).
    public static let phoneDetailColumnStatusBar = CanvasRule(
        id: "splitView.phoneDetailStatusBar", xcode: .always,
        condition: "a split view controller's detail column on a phone's canvas", value: "the status bar above its navigation bar",
        source: "MetaX Main (14109), passforios Main (23504), ci2go Main; against: amperfy Main on an iPhone X")
    /// A view controller drawn in a column of a split view controller on an iPad's canvas (the
    /// column, its navigation controller's stack, a tab of a tab bar controller that is the
    /// column) has no status bar above its root's safe area, as the column's navigation bar is
    /// stored at y 0 (``IBDocument``'s container bars). Evidence over the three corpora (`trellis
    /// rules --evidence`): it applies in 5 documents of 5 projects and decides 5 elements in 3
    /// documents of 3 projects, 4 within 1 point and none without it — miataru Main_iPad (14868, iPad 9.7"): the Map controller, root of a
    /// navigation controller that is a tab of the master column's tab bar controller, stores its
    /// image 33 below the top guide at y 83 (50 + 33, not 20 + 50 + 33); blackberry
    /// GreetingsClient Main_iPad (24118): the detail column's root stores its navigation bar
    /// (topMargin + 20) at y 20 and the views below it 20 higher than with a status bar (3
    /// elements); rursache ToDoList Main-iPad (15705): the master table under a 50-point bar at y
    /// 50 (Trellis now 44, the fifth element, off by the bar's height only; 64 before). No
    /// element of the corpora or the pairs moves the other way; the pairs are unchanged (amperfy's
    /// iPad A document, the one pair with an iPad split view, decides nothing). +4 elements of
    /// corpus-current (6641 → 6645 not flagged). Since 14868 is drawn as Xcode 11's canvas
    /// (``ToolsVersion/xcode11``), ``canvasHomeButtonIPadNoStatusBar`` takes the status bar off
    /// miataru's and ToDoList's 9.7-inch iPads too: leaving this rule out moves only
    /// blackberry's 3 elements, so `trellis rules --evidence` counts one project; the other two
    /// still agree with it.
    public static let iPadSplitColumnNoStatusBar = CanvasRule(
        id: "splitView.iPadColumnNoStatusBar", xcode: .always,
        condition: "a view controller in a split view controller's column on an iPad's canvas", value: "no status bar above its root's safe area",
        source: "miataru Main_iPad (14868), blackberry GreetingsClient Main_iPad (24118), rursache ToDoList Main-iPad")
    /// A toolbar simulated in a controller's metrics (Xcode's "Bottom Bar: Toolbar",
    /// `<simulatedToolbarMetrics key="simulatedBottomBarMetrics">`, on the controller or its
    /// navigation controller) is drawn above the safe area's bottom, 49 high as a simulated tab
    /// bar, home-button phones included (where a navigation controller stores its real toolbar 44
    /// high: siskin-im Groupchat's pair A, 15705). Before, Trellis read only simulated tab bars.
    /// Evidence (`trellis rules --evidence` over the 25 documents of the three corpora and the
    /// pairs that simulate a toolbar): it applies in 23 documents of 15 projects and decides 14
    /// elements in 10 documents of 7 projects, 12 within 1 point (none without it) — ruuvi
    /// Discover (23727, iPhone 11: a button 24 above the safe area's bottom at y 711 = 896 − 68 −
    /// 49 − 24 − 44), MetaX Main (14109, iPhone X), WSDOT Ferries (23727, iPhone 8: scroll views
    /// 49 above the bottom), microsoft appcenter Sasquatch Main (21701, iPhone 8), siskin-im
    /// Groupchat, MIX and Main (20037, iPhone 11) and its pair's A (15705, iPhone 8). The two
    /// off, bitwarden's Autofill MainInterface (22505), are off without it too (stored 781 high
    /// on an 896-point canvas: neither 49 + 34 nor no bar). Corpus-current +3 not flagged (6655 →
    /// 6658), +6 all; corpus-modern +4 (flagged documents); pairs unchanged.
    public static let simulatedToolbar = CanvasRule(
        id: "simulated.toolbar", xcode: .always,
        condition: "a view controller (or its navigation controller) simulating a toolbar (`<simulatedToolbarMetrics key=\"simulatedBottomBarMetrics\">`)",
        value: "a toolbar 49 high above the safe area's bottom (none under an opaque one)",
        source: "ruuvi Discover (23727), MetaX Main (14109), WSDOT Ferries (23727), appcenter Sasquatch Main (21701), siskin-im (15705, 20037)")
    /// A view controller whose simulated metrics state no bottom bar (Xcode's "Bottom Bar:
    /// Inferred", no `simulatedBottomBarMetrics` element) and whose navigation controller states
    /// none either has the toolbar of the controller that pushed it (`show`, `push`, followed
    /// down the stack): ``SimulatedBars/inferredToolbar(of:graph:)``. trailer
    /// Settings.storyboard (21701, iPhone 11): CustomReposViewController, pushed from
    /// RespositoriesViewController (`<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>`),
    /// stores its table, pinned to the safe area's bottom, 764 high = 896 − 34 − 49 (tab bar) −
    /// 49 (toolbar); passforios Main.storyboard (23504, iPhone 12): QRScannerController's output
    /// label above the toolbar of the controller that pushes it. `trellis rules --evidence --rule
    /// simulated.toolbarInferred` over the three corpora: decides 12 elements in 3 documents of 2
    /// projects (trailer Main and Settings, passforios Main), all 12 within 1 point, none
    /// without it; no element moves the other way.
    public static let simulatedToolbarInferred = CanvasRule(
        id: "simulated.toolbarInferred", xcode: .always,
        condition: "a view controller stating no bottom bar (nor its navigation controller), pushed (`show`, `push`) from one that simulates a toolbar",
        value: "the toolbar of the controller that pushed it, 49 high above the safe area's bottom",
        source: "trailer Main (15702), Settings (21701), passforios Main (23504): 12 elements decided, 12 within, 0 within without it")
    /// A toolbar in a tab of a tab bar controller — simulated by the controller (or inferred,
    /// ``simulatedToolbarInferred``), or a navigation controller's own `toolbar` — sits above the
    /// tab bar: the tab bar controller wraps the navigation controller, whose view holds its
    /// toolbar (Apple's View Controller Catalog, "Combined View Controller Interfaces": "the tab
    /// bar controller always acts as the wrapper for the navigation controllers", and tab bar
    /// controllers "never display content underneath their associated tab bar"). Before, the
    /// tab bar took the bottom and the toolbar was dropped. trailer Settings.storyboard (21701,
    /// iPhone 11): the Servers navigation controller's toolbar `hbK-x7-Cv8` stored at y 764 =
    /// 896 − 34 − 49 − 49, the pushed controllers' views pinned to the safe area's bottom ending
    /// there. `trellis rules --evidence --rule simulated.toolbarAboveTabBar` over the three
    /// corpora: decides 17 elements in 2 documents of 1 project (trailer Main and Settings), 15
    /// within 1 point, 2 off (Main's toolbar `RQ7-4H-JzS`, hidden and stored 0 × 0 at y −54;
    /// Settings' scroll view `bZU-nh-qhg`, stored 375 wide under constraints to a 414-point
    /// root's margins: an older canvas's frame), none within without it. One project in the
    /// corpora; the mechanism is Apple's.
    public static let toolbarAboveTabBar = CanvasRule(
        id: "simulated.toolbarAboveTabBar", xcode: .always,
        condition: "a view controller with a toolbar (simulated, inferred or its navigation controller's) in a tab of a tab bar controller, and that navigation controller's own toolbar",
        value: "the toolbar 49 high above the tab bar",
        source: "trailer Main (15702), Settings (21701): 17 elements decided, 15 within, 2 off (a hidden 0 × 0 toolbar, a frame of an older canvas), 0 within without it",
        appleSource: "View Controller Catalog for iOS, Combined View Controller Interfaces: \"the tab bar controller always acts as the wrapper for the navigation controllers\"; tab bar controllers \"never display content underneath their associated tab bar\", https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/ViewControllerCatalog/Chapters/CombiningViewControllers.html")
    /// The custom views of a 49-point toolbar's items (the bar of a notched phone) are centred
    /// in its bottom 44 points (UIKit's toolbar row), not in the whole bar: threema
    /// MainStoryboard (32700, iPhone 11 canvas) stores its 32-high segmented control `M1P-ix-V2L`
    /// at y 11 in the 414 × 49 toolbar `Pwh-dA-MBJ`, MasterPassword Storyboard (17154, iPhone 11)
    /// its 32-high `lxp-wx-uCy` at y 11 in `WmH-JB-jp2` — 5 + (44 − 32) / 2, where centring in
    /// 49 gives 8.5. These are the only custom views stored in a 49-point bar of the three corpora
    /// and the pairs (2 elements of 2 projects agree, none disagrees); every 44-point toolbar's
    /// are centred in it (kaltura ima_ipad 5, blackberry 3, Wormholy Flow 1 within 1 point).
    public static let toolbarItemRow49 = CanvasRule(
        id: "toolbar.itemRow49", xcode: .always,
        condition: "a custom view of a toolbar item in a 49-point toolbar", value: "centred vertically in the bar's bottom 44 points",
        source: "threema MainStoryboard (32700), MasterPassword Storyboard (17154): y 11 for 32 high; 2 elements agree, none disagrees")
    /// On an iPad's canvas of Xcode 16.3–16.4 the toolbar's items are not placed by UIKit's row
    /// metrics (a 20-point margin): blackberry GreetingsClient Main_iPad (24118.1) stores the
    /// 26-point info buttons `Z9w-Qk-PWa` and `zJ7-n0-mo8`, each its 540-point toolbar's first
    /// item, at x 29 — what a 26-point view centred in a 44-point slot at the 20-point margin
    /// would give (20 + 9), where kaltura's 24-point first item (11542) and AppKinetics' 26-point
    /// one (32700, iPhone) sit at the margin itself. No other iPad toolbar item of that Xcode is
    /// stored in the corpora, so no metric is claimed: the custom views keep their stored frames (a `bar-items`
    /// diagnostic says so), as the navigation bars of that project's iPad canvas keep their
    /// stored height (``iPadNavigationBarUnsettled``).
    public static let iPadToolbarItemsUnsettled = CanvasRule(
        id: "toolbar.iPadItemsUnsettled", xcode: XcodeRange(from: v(24000), before: v(25000)),
        condition: "a custom view of a toolbar item on an iPad's canvas in Xcode 16.3-16.4",
        value: "no row metrics claimed: the stored frame is kept",
        source: "x 29 for a first item in one project only (BlackBerry GreetingsClient, 24118): one project is not a rule", unsettled: true)
    /// From Xcode 11 (toolsVersion 14800, its betas included: the iOS 13 SDK) a view controller presented with no
    /// presentation style is drawn as a sheet: Apple's documentation of
    /// `UIModalPresentationStyle.automatic` (iOS 13.0 and later) says UIKit maps it, for most view
    /// controllers, to `.pageSheet` before iOS 18 (`.formSheet` from iOS 18), and that of
    /// `.pageSheet` that in a compact-width, regular-height size class (a phone in portrait)
    /// the controller is shown as a sheet, the background partly visible — so no status bar
    /// above it (``ContainerBars``'s `presentsAsSheet`). Over the three shared corpora (`trellis
    /// rules --evidence --rule segue.modalIsSheet`) it applies in 15 documents of 13 projects and
    /// decides 19 elements in 3 documents of 1 project (nRF Mesh Network, Settings, Groups,
    /// 24128/24506): 0 within 1 point, 19 off, and off without it too (their bars are stored
    /// 106 high at y 20, neither a sheet's nor a full-screen bar's). The count is leave-one-out:
    /// most sheets of the corpora are also placed by ``sheetBarHeight56``. The pairs (108
    /// documents) apply it in 2 documents of 1 project and decide nothing. One project in the
    /// corpora; the value is Apple's.
    /// A `show` segue whose source is in no navigation controller's stack and is no column of a
    /// split view controller presents its destination modally (``SegueGraph/showsModally(_:to:)``),
    /// so the canvas draws it as any presentation: a sheet from Xcode 11 unless a full-screen
    /// style is set (``modalIsSheet``). Apple: `show(_:sender:)` "presents a view controller in a
    /// primary context"; navigation and split view controllers override it, and the default
    /// implementation presents the controller modally. Over the three corpora (`trellis rules
    /// --evidence --rule segue.showOutsideNavigationIsModal`) it applies in 30 documents of 22
    /// projects and decides 65 elements in 3 documents of 3 projects (WSDOT TravelerInformation
    /// 23504, bittr Main 23727, Blockstream UserSettings 24765): 53 within 1 point, 12 off (bittr's,
    /// off without it too), 6 within without it. Against, kept as it is: VocabularyTraining Main
    /// (19162, iPhone 11, flagged) pins its sheets' content at their top, where the rule gives the
    /// status bar's 44.
    public static let showOutsideNavigationIsModal = CanvasRule(
        id: "segue.showOutsideNavigationIsModal", xcode: .always,
        condition: "a show segue from a controller in no navigation stack and no split view column",
        value: "the destination is presented modally (a sheet where a presentation would be)",
        source: "WSDOT TravelerInformation (23504), bittr Main (23727), Blockstream UserSettings (24765): sheet roots 647, 697, 783 high; 65 elements of 3 projects decided, 53 within, 12 off (off without it too)",
        appleSource: "UIKit documentation, UIViewController.show(_:sender:): navigation and split view controllers override it; the default implementation presents the view controller modally, https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)")
    /// A controller shown in a sheet without a navigation controller, on a home-button iPhone's
    /// canvas: no status bar above its root (the sheet starts 20 points down, below it), as a
    /// navigation controller in a sheet has none (Hackers Main, 23504, iPhone 8: its bar at the
    /// sheet's top). Over the three corpora it decides 20 elements in 3 documents of 2 projects
    /// (WSDOT Ferries 23727 and TravelerInformation 23504, facebook Hackbook 23727), all within 1
    /// point, none without it. Before 21600 the canvas draws home-button phones without the status
    /// bar anyway (``canvasHomeButtonNoStatusBar``: miataru 19455, SmartWallet 21507 agree).
    public static let sheetHomeButtonNoStatusBar = CanvasRule(
        id: "sheet.homeButtonNoStatusBar", xcode: XcodeRange(from: v(14800)),
        condition: "a controller without a navigation controller shown in a sheet on a home-button iPhone",
        value: "no status bar: the root's safe area starts at its top",
        source: "WSDOT Ferries (23727), TravelerInformation (23504), facebook Hackbook (23727): content pinned to the safe area at the sheet's top; 20 elements of 2 projects, all within, none without it")
    /// A controller shown in a sheet without a navigation controller, on a notched iPhone's
    /// canvas that doubles the safe area (``canvasNotchedDoubleSafeArea``): the device's own top
    /// inset (59 on an iPhone 15, not 118) and no bottom inset — the sheet's top as
    /// `sheet.iPhone.notchedTop` places it. Over the three corpora it decides 60 elements in 2
    /// documents of 2 projects (bittr Main 23727, Blockstream UserSettings 24765; roots 697, 783,
    /// 793 and 1641 high): 48 within 1 point, 12 off (bittr's, off without it too), 6 within
    /// without it.
    public static let sheetDoubledCanvasOwnInsets = CanvasRule(
        id: "sheet.doubledCanvasOwnInsets", xcode: XcodeRange(from: v(23600), before: v(32700)),
        condition: "a controller without a navigation controller shown in a sheet on a notched iPhone in portrait",
        value: "top safe-area inset the device's own, bottom inset 0",
        source: "bittr Main (23727), Blockstream UserSettings (24765): content 59 below the sheet's top and on its bottom; 60 elements of 2 projects, 48 within, 12 off (off without it too)")
    /// From Xcode 14 (toolsVersion 21700, where the sheet's top moves to 10 points below the
    /// screen's: ``sheetIPhoneNotched10``) a controller in a navigation controller shown as a
    /// sheet on a notched iPhone in portrait has no bottom (home-indicator) safe-area inset: a
    /// view pinned to the safe area's bottom reaches the sheet's bottom. bitwarden Autofill
    /// MainInterface (22505, iPhone 11) stores its sheet's table and view 830 high in an
    /// 830-point root; passforios Main (23504, iPhone 12) a text view to 826 = 834 − 8; cobrowse
    /// Main's pair (21701, iPhone 14 Pro) its transactions web view 786 high from y 56 in an
    /// 842-point sheet; nRF Mesh Settings (24128, iPhone 11) its table to the view at 698 whose
    /// bottom is the sheet's 848 (the rest of that document is off for other causes). Against,
    /// before 21700: MasterPassword Storyboard (17154, 9 elements) and erouska Active (17701, 1)
    /// keep the 34-point inset, so the rule begins with Xcode 14's sheet. `trellis rules
    /// --evidence --rule sheet.navigationNoBottomInset` over the three corpora: applies in 10
    /// documents of 8 projects, decides 15 elements in 5 documents of 4 projects, 6 within 1
    /// point, 9 off (off without it too: nRF's flagged Settings, cobrowse 24506's web view,
    /// whose top is off), none within without it; over the pairs 1 element (cobrowse B), within.
    /// Figures: corpus-modern 4455 → 4456 not flagged (7616 → 7622 all), pairs 1973 → 1974
    /// (iPad→iPhone 155 → 156). A controller alone in a sheet is ``sheetDoubledCanvasOwnInsets``'s.
    public static let navigationSheetNoBottomInset = CanvasRule(
        id: "sheet.navigationNoBottomInset", xcode: XcodeRange(from: v(21700)),
        condition: "a controller in a navigation controller shown as a sheet on a notched iPhone in portrait",
        value: "no bottom safe-area inset: the safe area reaches the sheet's bottom",
        source: "bitwarden Autofill MainInterface (22505), passforios Main (23504), cobrowse Main pair (21701), nRF Mesh Settings (24128); against before 21700: MasterPassword (17154), erouska Active (17701)")
    public static let modalIsSheet = CanvasRule(
        id: "segue.modalIsSheet", xcode: XcodeRange(from: v(14800)),
        condition: "a presentation or modal segue without a presentation style", value: "the destination is drawn as a sheet, without the status bar",
        source: "ContainerBars.presentsAsSheet; corpora: 19 elements of 1 project (nRF Mesh) decided, 0 within, 19 off (off without it too)",
        appleSource: "UIKit documentation, UIModalPresentationStyle.automatic (iOS 13.0+): \"For most view controllers, UIKit maps this style to: […] UIModalPresentationStyle.pageSheet in versions of iOS earlier than iOS 18\" (formSheet in iOS 18 and later), https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic; UIModalPresentationStyle.pageSheet: \"In a compact-width, regular-height size class, the system displays the view controller as a sheet\", https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet")
    /// Before Xcode 11 (toolsVersion 14800, its betas' 14868 included in Xcode 11) a controller presented on a phone's canvas is drawn
    /// full screen, under the status bar, whatever presentation style the segue (or the presented
    /// controller) asks for: before iOS 13 a form or page sheet in a compact width adapts to full
    /// screen. Only form sheets decide elements in the corpora; the other styles (krypton's
    /// `overCurrentContext`, 14460) decide none. Every navigation controller
    /// presented with a sheet style on a phone canvas before 14800 in the three corpora and the
    /// pairs has its bar under the status bar: the-blue-alliance EventsStoryboard (14313, two form
    /// sheets), DistrictsStoryboard (14313) and TeamsStoryboard (14113), iPhone 8 canvas, at
    /// y 20; ci2go Main (14109; 14113 and 14313 in its pair, y 20 and y 44 on the iPhone XS Max);
    /// trailer Main's pair (13189 on the iPhone 4s at y 20, 13196 on the iPhone X at y 44). From
    /// 14800 the same segues give sheets (SoundFonts 15702, UTM 15705, siskin-im 20037: bars at
    /// y 0). `trellis rules --evidence --rule segue.sheetStyleFullScreenOnPhone` over the three
    /// corpora: applies in 15 documents of 13 projects, decides 6 elements in 4 documents of 2
    /// projects (the-blue-alliance 4, ci2go 2), all 6 within 1 point, none within without it;
    /// over the pairs (108 documents) 10 elements in 4 documents of 2 projects, all within, none
    /// without. Figures: corpus-current 6691 → 6695 not flagged (11254 → 11260 all), pairs
    /// 1918 → 1921 (phone→phone; B's ceiling 1977 → 1980); corpus and corpus-modern unchanged.
    /// An iPad's canvas is not concerned (a regular width keeps the sheet); no document of the
    /// corpora presents a sheet style on an iPad before 14800.
    public static let sheetStyleFullScreenOnPhone = CanvasRule(
        id: "segue.sheetStyleFullScreenOnPhone", xcode: XcodeRange(before: v(14800)),
        condition: "a presentation or modal segue with a style other than full screen (formSheet, pageSheet, overCurrentContext…) on a phone's canvas",
        value: "the destination is drawn full screen, under the status bar",
        source: "the-blue-alliance Events, Districts, Teams (14113, 14313); ci2go Main (14109, pairs 14113/14313); trailer Main pairs (13189, 13196); corpora: 6 elements of 2 projects decided, all within, none without it")
    /// From Xcode 14 to Xcode 16.2 (toolsVersion 21700–23999) a controller presented full
    /// screen (a `presentation` or `modal` segue whose `modalPresentationStyle` — the segue's,
    /// else the controller's — is `fullScreen` or `overFullScreen`) is drawn without the status
    /// bar, on a phone's canvas and an iPad's, notched or not: its navigation bar at y 0, its
    /// root's safe area from the top of the screen; so are the controllers it contains (the
    /// root and the pushed controllers of a presented navigation controller, the tabs of a
    /// presented tab bar controller, the columns of a presented split view controller)
    /// (``IBDocument/isDrawnFullScreenWithoutStatusBar(_:)``). bitwarden Autofill MainInterface
    /// (22505, iPhone 11) stores its presented navigation controller's bar at y 0; cobrowse Main's
    /// pair (21701) its sign-in navigation controller's bar at y 0 on the iPad Pro 12.9" and on the
    /// iPhone 14 Pro; amperfy Main (23094) its SyncVC's views at the same y on the iPad Pro 11"
    /// and the iPhone X (105 below the top, pinned to the safe area) and, on the iPhone X, the
    /// bars of the full-screen split view's two columns at y 0. Against, outside the range:
    /// cobrowse Main (24506, iPhone 14 Pro: the same bar at y 59, below the status bar) and
    /// Amaroq Main (14460, before sheets: a bar at y 20); the boundary lies between 23094 and
    /// 24506 (no document of the corpora in between presents full screen) and is put at 24000,
    /// where Xcode 16.3's other bar changes begin (``navigationBarHeight54``). The start is the
    /// earliest evidence, Xcode 14 (21700, where the sheet changes too: ``sheetIPhoneNotched10``):
    /// AU-COVIDSafe Questions (16096, iPhone 11) draws the status bar above controllers whose own
    /// `modalPresentationStyle` is `fullScreen`, shown modally by `show` segues (12 elements within 1
    /// point under the status bar, off were the rule to reach them); home-button phones of 14800–21599 have no status
    /// bar anyway (``canvasHomeButtonNoStatusBar``: miataru Main_iPhone 19455, AU-COVIDSafe
    /// UploadData 17506 and Main 19455). `trellis rules --evidence --rule
    /// segue.fullScreenNoStatusBar` over the three corpora: applies in 73 documents of 41
    /// projects, decides 10 elements in 2 documents of 2 projects (amperfy, bitwarden), 9 within
    /// 1 point, 1 off, none within without it; over the pairs 22 elements in 4 documents of 2
    /// projects (amperfy, cobrowse; applies in 9 of 5), 16 within, 6 off, none within without it. Figures:
    /// corpus-modern 4449 → 4455 not flagged (7607 → 7616 all), pairs 1964 → 1973 (iPad→iPhone
    /// 146 → 155, its ceiling 154 → 163).
    public static let fullScreenNoStatusBar = CanvasRule(
        id: "segue.fullScreenNoStatusBar", xcode: XcodeRange(from: v(21700), before: v(24000)),
        condition: "a controller presented full screen (`modalPresentationStyle` fullScreen or overFullScreen on the segue or the controller), and the controllers it contains",
        value: "no status bar: navigation bar at y 0, safe area from the top of the screen",
        source: "bitwarden Autofill MainInterface (22505), cobrowse Main pair (21701, iPad and iPhone 14 Pro), amperfy Main (23094, iPad Pro 11\" and iPhone X); against from 24506: cobrowse Main (y 59); before 21700: AU-COVIDSafe Questions (16096, a controller's own fullScreen style, shown modally)")

    // MARK: Free-form roots (SceneBuilder+CanvasSimulation)

    /// A view in a storyboard scene's dock (a top-level view that is not a view controller's
    /// root) has no safe area on the canvas before Xcode 12: UTM Main.storyboard (15705) stores
    /// its dock view's stack at safeArea.top + 4 at y 4. A xib's top-level view is not concerned:
    /// it has the device's safe area before Xcode 12 as after — MetaX AuthLockView.xib (14109,
    /// iPad 9.7" canvas) stores a label at safeArea.top + 144 at y 164, MAME4iOS GCAlertView.xib
    /// (14490, iPhone XR canvas) its image views and labels 8 above a bottom margin that includes
    /// the home indicator's 34. Applied to xibs as well (until branch band-misses) the rule
    /// decided 34 elements of 3 documents of 3 projects, 27 within (UTM) and 7 off (MetaX 3,
    /// MAME4iOS 4, all 7 within without it). `trellis rules --evidence --rule
    /// freeform.noSafeArea` over the three corpora now: applies in 14 documents of 12 projects,
    /// decides 27 elements of 1 document (UTM), all within, none within without it — the
    /// storyboard case rests on one project (UTM) in the corpora; its value is Apple's: a dock
    /// view is not installed in the controller's view hierarchy, and UIKit documents that such a
    /// view's safe-area insets are 0. The xib case rests on two projects (7 elements,
    /// corpus-current 6684 → 6691 not flagged).
    public static let freeformNoSafeAreaBeforeXcode12 = CanvasRule(
        id: "freeform.noSafeArea", xcode: XcodeRange(before: v(16000)),
        condition: "a view in a storyboard scene's dock (a top-level view that is not a view controller's root; not a xib's top-level view)",
        value: "no safe-area insets",
        source: "UTM Main.storyboard (15705): a dock view's stack at safeArea.top + 4 stored at y 4; xib top-level views keep the safe area: MetaX AuthLockView.xib (14109), MAME4iOS GCAlertView.xib (14490)",
        appleSource: "UIKit documentation, UIView.safeAreaInsets (iOS 11.0+): \"If the view is not currently installed in a view hierarchy, or is not yet visible onscreen, the edge insets in this property are 0.\", https://developer.apple.com/documentation/uikit/uiview/safeareainsets")
    /// The safe area Xcode 13's canvas (toolsVersion 20000–21999) gives a top-level view that
    /// is not the File's Owner's view and does not reach every inset of the device is not known.
    /// It was the rule `freeform.reachedInsets` (only the insets its stored size reaches, as if
    /// at the screen's top-left corner): tinode ForwardMessageBar.xib (20037) and
    /// SendMessageBar.xib (21507) store views so (`trellis rules --evidence`: 10 elements of 2
    /// documents of 1 project decided, all within, none without it). No other project has such a
    /// view in that range; widened to the mechanism (any such view from 16000) the reached
    /// insets decide 70 elements in 12 documents of 8 projects, 13 within and 57 off
    /// (SwiftMessages, amperfy, Jotify, tuya, metatext, threema; 53 of them within without);
    /// widened to 17507–23093 only, Jotify NoteOptionMenu.xib (17701) puts 7 elements off with
    /// them, all within without. One project is not a rule: the whole safe area is used, as in
    /// the other releases, with a `canvas-unknown` warning. Figures: corpus-modern −10 (tinode's
    /// two bars).
    public static let freeformInsetsUnsettled = CanvasRule(
        id: "freeform.insetsUnsettled", xcode: XcodeRange(from: v(20000), before: v(22000)),
        condition: "a top-level view that is not the File's Owner's view and does not reach every safe-area inset",
        value: "the device's whole safe area is used",
        source: "only the insets it reaches in one project only, tinode ForwardMessageBar.xib (20037), SendMessageBar.xib (21507); Jotify (17701) and 6 projects outside the range disagree: one project is not a rule", unsettled: true)
    /// A Today widget's view (`simulatedAppContext="notificationCenter"` on a controller's root)
    /// is drawn as it is hosted, in the notification center, away from the screen's bottom edge:
    /// its safe area has no home-indicator inset on a notched phone (as it has no status bar,
    /// ``SimulatedBars``). Apple, `UIView.safeAreaInsets`: the root view's insets account for
    /// the status bar and other visible bars, other views' "only the portion of the view that is
    /// covered". Evidence over the three corpora: the widgets on notched canvases store views
    /// pinned to the safe area's bottom at the root's bottom — dkhamsing news Today (16096,
    /// iPhone XS Max): a button from the top to the safe area's bottom 37 high in a 37-point
    /// root (Trellis had 16 with the 34-point inset, after its other constraints); rursache
    /// ToDoList widget (15702, iPhone 11): a label 15 above the safe area's bottom 270 high in a
    /// 300-point root (236 with it). 2 elements of 2 projects, none against; the widgets of
    /// home-button canvases (breadwallet, trailer, FSCalendar, GroupeMINASTE, krypton) have no
    /// bottom inset either way.
    public static let extensionNoHomeIndicator = CanvasRule(
        id: "extension.noHomeIndicator", xcode: XcodeRange(),
        condition: "a Today widget's view (simulatedAppContext=\"notificationCenter\") on a notched phone",
        value: "no bottom safe-area inset (the home indicator's)",
        source: "dkhamsing news Today MainInterface (16096), rursache ToDoList widget MainInterface (15702): 2 elements of 2 projects, none against",
        appleSource: "UIKit documentation, UIView.safeAreaInsets: \"For the view controller's root view, the insets account for the status bar, other visible bars, ... For other views in the view hierarchy, the insets reflect only the portion of the view that is covered.\", https://developer.apple.com/documentation/uikit/uiview/safeareainsets")

    // MARK: Controls

    /// On the canvas the zero length UIKit gives a hidden arranged view along its stack's axis
    /// (`UISV-hiding`, required at run time) is at priority 999
    /// (``SceneBuilder/canvasHiddenArrangedViewLengthPriority``): a length the view's required
    /// constraints set is kept (OsmAnd's 30-point rows, zotero's 14.5-point line and ItemCell's
    /// note icon, whose hugging and compression resistance are 1000, stopp-corona's 182-point
    /// stack), and one only its content priorities below required would give is 0 — MixinNetwork
    /// Home (23504) stores six hidden image views of its horizontal stacks (hugging 251 or 750)
    /// and a hidden 20-point placeholder view 0 wide; COVIDSafe SettingsView.xib (17506) two
    /// hidden rows 37 and 36 high whose labels (compression resistance 750) are stored 0 high;
    /// Amaroq Main (14460) a hidden row 30 high whose label is 0 high — frames earlier read as
    /// stale. Without the rule (UIKit's required zero) the required lengths conflict; with
    /// priority 1 (the reading before) the content-sized ones keep their content's length.
    /// `trellis rules --evidence --rule stack.hiddenLength999` over the three corpora (against
    /// UIKit's required zero): applies in 234 documents of 101 projects, decides 68 elements in
    /// 10 documents of 7 projects, 60 within 1 point, 8 off (off without it too: stopp-corona
    /// DiaryAddEntry 3, Amaroq 4, COVIDSafe's view stored at y −57), none within without it.
    /// Against priority 1 it moves 16 elements of 4 documents of 3 projects, 15 to within and
    /// none away (MixinNetwork Home 7, COVIDSafe SettingsView 5, Amaroq Main 3; MixinNetwork
    /// Chat's image view 0 wide, still off by its x), and in the pairs MixinNetwork Home's both
    /// pairs, +6 each (A on B and B on its own canvas).
    public static let stackHiddenLength999 = CanvasRule(
        id: "stack.hiddenLength999", xcode: .always,
        condition: "a hidden arranged view of a stack view, on the canvas",
        value: "its zero length along the axis at priority 999: its required constraints' length kept, else 0",
        source: "MixinNetwork Home (23504), COVIDSafe SettingsView.xib (17506), Amaroq Main (14460) at 0; OsmAnd, zotero, stopp-corona at their required lengths")
    /// Hidden arranged views after the only visible view of a vertical stack sit at the stack's
    /// top on the canvas, not at the visible view's end as UIKit's run time puts them
    /// (``SceneBuilder/canvasHiddenViewsAfterOnlyVisibleViewAtStartAxis``). Every such stack of
    /// the three corpora and both pair sets: vertical, 9 projects, all at the start (Esri
    /// ViewshedLocation 14313, blockchain SendLumens, COVIDSafe SettingsView 17506, stopp-corona
    /// Main 17701, MixinNetwork Home 18122, FrameGrabber About 20037, safe-ios Passcode 21701, ivpn
    /// Main and Blockstream OnBoard 23504), none at the end; horizontal stacks split 2 projects to
    /// 2 and keep UIKit's place. `trellis rules --evidence --rule stack.hiddenAfterOnlyVisibleAtTop`
    /// over the three corpora: decides 13 elements in 8 documents of 7 projects, 10 within 1
    /// point, 3 off (off without it too), none within without it; over both pair sets 6 elements
    /// of 2 projects, all within, none without it.
    public static let stackHiddenAfterOnlyVisibleAtTop = CanvasRule(
        id: "stack.hiddenAfterOnlyVisibleAtTop", xcode: .always,
        condition: "hidden arranged views after the only visible view of a vertical stack view",
        value: "at the stack's top (UIKit: at the visible view's end)",
        source: "corpora: 13 elements of 7 projects decided, 10 within, 3 off, 0 without; pairs 6 of 2, all within. 9 projects, vertical stacks all at the top (Esri, blockchain, COVIDSafe, stopp-corona, MixinNetwork, FrameGrabber, safe-ios, ivpn, Blockstream), none against; horizontal 2 against 2, not taken")
    /// Xcode 13.0–13.2's canvas (toolsVersion 18122–20037) draws every Dynamic Type text style
    /// at the extra-small content size category, not at large, iOS's default: subheadline 12
    /// points (a line 14.5 high at 2×, not 18), footnote 12, caption 1 11, headline and body 14
    /// (``SceneBuilder/canvasContentSizeCategory``). The text-style labels of the three shared
    /// corpora and both pair sets whose stored height is a whole number of lines at one of the
    /// two categories (first line the line height, further lines the style's leading,
    /// ``Font/labelTextHeight(lines:)``): in 18122–20037, 122 labels of 9 projects are extra
    /// small (AU-COVIDSafe 18122 and 19455, MixinNetwork 18122, covpass, Esri, LoopKit, Yubico,
    /// FrameGrabber, trailer and siskin-im at 20037), 1 large (COVIDSafe, a label a constraint
    /// sizes); before it (up to 17701) and after it (from 21179) 558 are large and 7 extra
    /// small (threema 22505, Yubico and passforios 23504: sizes where one style's extra small is
    /// another's large). Labels with and without `adjustsFontForContentSizeCategory` alike (16
    /// without, all extra small), and Yubico Tutorial's body text views 19 a line (body's
    /// extra-small leading). The stored sizes calibrate each text view on the design device
    /// either way; the category shows on another device, where text re-wraps (pairs: MixinNetwork
    /// Home both ways). It applies on the canvas at the default category: a layout at another
    /// content size (`trellis check --content-size`) and UIKit's run time use that category.
    /// `trellis rules --evidence --rule canvas.dynamicTypeExtraSmall` over the three corpora:
    /// applies in 31 documents of 23 projects, decides 5 elements in 2 documents of 2 projects
    /// (AU-COVIDSafe HomeView.xib +1), 5 within, 0 off, 4 within without it; pairs A on B +5.
    public static let dynamicTypeExtraSmall = CanvasRule(
        id: "canvas.dynamicTypeExtraSmall", xcode: XcodeRange(from: v(18122), before: v(21000)),
        condition: "a font in a Dynamic Type text style, on the canvas", value: "drawn at the extra-small content size category (subheadline 12, body 14)",
        source: "text-style labels stored a whole number of lines: 18122–20037 122 extra small (9 projects: COVIDSafe, MixinNetwork, covpass, Esri, LoopKit, Yubico, FrameGrabber, trailer, siskin-im), 1 large; outside 558 large, 7 extra small")
    /// Xcode's canvas does not lay out a table view controller's refresh control
    /// (`<refreshControl key="refreshControl">`, UIKit's `UITableViewController.refreshControl`):
    /// it stores it at a 1000 × 1000 placeholder at the origin on every device, as it stores a
    /// tab bar controller's tab bar (``tabBarStoredFrame``). All 11 refresh controls of the three
    /// shared corpora and the pairs, toolsVersion 13189 to 32700 (5 projects: Appboy 14109,
    /// 14460, 17701; trailer 13189, 13196, 15702; wallabag 14490; ivpn 23504; threema 32700), are
    /// stored at (0, 0, 1000, 1000); the two pairs that have one (Appboy iPhone 8 → 11, trailer
    /// iPhone 4s → X) store it so on both devices. On the canvas (the design device and any
    /// other) the reader gives it that frame (``SceneBuilder/readRefreshControl(of:)``); at run
    /// time UIKit places it above the table's content, which Trellis does not model (left out as
    /// `unsupported`). `trellis rules --evidence` over the three corpora: applies in 7 documents
    /// of 5 projects and decides their 7 refresh controls, 7 within, 0 off, 0 within without it
    /// (each was an omission); pairs A on B +2, B's own canvas +2.
    public static let refreshControlPlaceholder = CanvasRule(
        id: "refreshControl.placeholder", xcode: .always,
        condition: "a table view controller's refresh control, on the canvas", value: "stored at (0, 0, 1000, 1000) on every device (not laid out)",
        source: "11 of 11 refresh controls of the corpora and pairs (5 projects: Appboy, ivpn, trailer, threema, wallabag)")
    public static let sliderAtAlignmentRect = CanvasRule(
        id: "slider.noAlignmentInsets", xcode: XcodeRange(from: v(24000)),
        condition: "a slider", value: "stored at its alignment rectangle (no alignment insets)",
        source: "all 10 sliders of the corpora from 24000: nRF Mesh ConfigurationServer.xib, BookPlayer Player.storyboard")

    // MARK: Tables (TableMetrics)

    public static let cellSeparatorOnePoint = CanvasRule(
        id: "table.separator1", xcode: XcodeRange(before: v(11000)),
        condition: "a cell of a table with separators", value: "content view 1 point shorter than the cell",
        source: "TableMetrics.separator (Xcode 7 and earlier)")
    public static let cellSeparatorHalfPoint = CanvasRule(
        id: "table.separator0_5", xcode: XcodeRange(from: v(11000), before: v(14800)),
        condition: "a cell of a table with separators", value: "content view 0.5 point shorter than the cell",
        source: "TableMetrics.separator (Xcode 8 to 10; 14868, an Xcode 11 beta, fills the cell: miataru Main_iPad, FrameGrabber Settings and Main)")
    public static let sideMargin20NotchedXcode15 = CanvasRule(
        id: "table.sideMargin20.notchedXcode15", xcode: XcodeRange(from: v(22000), before: v(23000)),
        condition: "a table narrower than 390 on a notched canvas", value: "side margin 20 (16 otherwise)",
        source: "threema Main.storyboard, IQKeyboardManager (22505); Yubico Main (Xcode 16) has 16")
    /// A table narrower than 390 points on a phone canvas 414 wide in portrait (iPhone Plus, XR,
    /// 11) gives its cells the wide phone's 20-point side margins, not a narrow table's 16:
    /// espressif esp-rainmaker NodeGrouping.storyboard (23094, iPhone 11 canvas) stores the
    /// trailing-margin views of its 350- and 374-point tables' cells 20 from the cell's edge,
    /// misteu VocabularyTraining Main.storyboard (19162, iPhone 11) the stacks of its 382-point
    /// table's cells at leadingMargin x 20. Against: esp-rainmaker Settings.storyboard (32700,
    /// Xcode 26) stores 16 in a 374-point table on the same canvas — hence the rule ends there.
    /// No other cell of the three corpora's storyboards (cells without an accessory) pins to its
    /// margins in such a table.
    public static let sideMargin20WidePhone = CanvasRule(
        id: "table.sideMargin20.widePhone", xcode: XcodeRange(before: v(32700)),
        condition: "a table narrower than 390 on a phone canvas 414 points wide in portrait",
        value: "side margin 20 (the device's, 16 for a narrow table elsewhere)",
        source: "espressif esp-rainmaker NodeGrouping (23094), misteu VocabularyTraining Main (19162); against esp-rainmaker Settings (32700)")
    public static let automaticRow51 = CanvasRule(
        id: "table.automaticRow51", xcode: XcodeRange(from: v(24000), before: v(32000)),
        condition: "an automatic row its content does not size", value: "51 high (56 for the subtitle style)",
        source: "TableMetrics.automaticRowHeight")
    /// UIKit's subtitle cell sizes an automatic row by its two labels, so the row's height
    /// follows their fonts; in UIKit's own fonts (the system font at 17 and 12 points) it is
    /// ``TableMetrics/automaticRowHeight(_:)``'s 55.5 (56 from Xcode 16.3). How other fonts size
    /// it is not known: the stored heights do not follow the labels' line heights (SF metrics,
    /// `Font.lineHeight`) nor a text style's leading (`TextStyle.leading`) with one set of
    /// paddings — over the three corpora the automatic subtitle rows in other fonts are Body /
    /// Caption1 57.5 (twostraws Unwrap, 21507: title at 9, detail 3 below it, 10.5 below the
    /// detail; the system 17 / 12 rows are 10, 1, 9.5), Headline / Body 62⅔ (erouska Help,
    /// 17701: 9, 3, 10), Helvetica Neue Bold 14 over Helvetica Neue 13 and 14 49⅔ and 50⅔
    /// (passforios Main, 23504, 3 rows each: 6⅔, 2⅓, 8⅓; Trellis has SF metrics only), and
    /// labels of point size 0 43⅔ (tuya BEDualModeWifiList, 23504). So such a row keeps the
    /// height Xcode stored, with a `canvas-unknown` warning. Evidence (a script over the three
    /// corpora's XML): of the 42 automatic subtitle rows, the 31 in the system 17 / 12 fonts are
    /// all the 55.5 or 56 Trellis gives them (nRF Mesh 22, siskin-im 6, line-sdk 2, UTM 1); of
    /// the 11 others 10 are off it (the 4 projects above) and one is not (nRF Mesh Network, a
    /// detail label of point size 0 in a 56-point row). `trellis rules --evidence`: it decides
    /// 32 elements (the rows, their content views and what follows them) in 4 documents of 4
    /// projects, all within 1 point, none without it: corpus-modern 4449 → 4475 not flagged
    /// (passforios +24, erouska +2), corpus-current 6888 → 6894 (Unwrap +4, tuya +2).
    public static let subtitleRowFontsUnsettled = CanvasRule(
        id: "table.subtitleRowFontsUnsettled", xcode: XcodeRange(),
        condition: "an automatic subtitle-style row whose textLabel or detailTextLabel is not in the 17- / 12-point system font",
        value: "the row keeps its stored height (the canvas's height for those fonts is not known)",
        source: "against the 55.5 of system 17 / 12: Unwrap Main (Body / Caption1, 57.5), erouska Help (Headline / Body, 62.67), passforios Main (Helvetica Neue 14 / 13 and 14, 49.67 and 50.67), tuya BEDualModeWifiList (43.67); no formula over Trellis's font metrics fits all",
        unsettled: true)
    /// UIKit's default-style cell grows an automatic row for a title in a larger font, by more
    /// than the font's line: kaltura OTTSample Main (20037, iPhone X canvas) stores a one-line
    /// 24-point system-font title's row 57⅔ high (line 28.6), threema MainStoryboard (32700)
    /// a Title3 (20-point) title's 49.5 (line 23.9, the style's leading 25). Two rows of two
    /// versions do not settle a formula (the 10.5 above and below a wrapping 17-point title of
    /// ``wrappedTitleRow`` gives 49.6 for the 24-point line, 8 short), so such a row keeps the
    /// height Xcode stored, with a `canvas-unknown` warning. Evidence (a script over the three
    /// corpora's XML): of the automatic default-style rows with a stored title font, the 167 with
    /// a title of 17 points or less are all at the style's 43.5, 43⅔, 44 or 51 (165) or a wrapped
    /// title's (erouska 163, siskin-im 82); the 2 with a larger title (the two above, 2 projects)
    /// are off it. `trellis rules --evidence`: 2 documents of 2 projects, 4 elements (the rows and
    /// their content views), all within, none without it: corpus-current +2 not flagged (kaltura),
    /// corpus-modern +2 all (threema, flagged).
    public static let defaultRowLargeTitleUnsettled = CanvasRule(
        id: "table.defaultRowLargeTitleUnsettled", xcode: XcodeRange(),
        condition: "an automatic default-style row whose textLabel's font is larger than 17 points",
        value: "the row keeps its stored height (the canvas's height for the font is not known)",
        source: "kaltura OTTSample Main (system 24, 57.67, 20037), threema MainStoryboard (Title3, 49.5, 32700); the 167 rows with titles of 17 points or less at the style's or a wrapped title's height",
        unsettled: true)
    public static let groupedStaticRowTaller = CanvasRule(
        id: "table.groupedStaticRowTaller", xcode: XcodeRange(from: v(14800), before: v(22000)),
        condition: "an automatic static row of a grouped table", value: "half a point taller (44, subtitle 56)",
        source: "TableMetrics.automaticRowHeight")
    public static let automaticRow43_5 = CanvasRule(
        id: "table.automaticRow43_5", xcode: XcodeRange(from: v(14800)),
        condition: "an automatic row its content does not size", value: "43.5 high (44 before)",
        source: "TableMetrics.automaticRowHeight")
    /// An automatic row's height is on the device's pixel grid, rounded up: the style's 43.5
    /// points is 43⅔ (131 pixels) on a 3× canvas, so a run of such rows moves down a third of a
    /// point a row from where 43.5-point rows would be. All 441 table rows stored on 3× canvases
    /// of the three corpora and the pairs are on the pixel grid; 88 of them are 43⅔ (tinode,
    /// passforios, threema, Provenance, erouska, Yubico, kaltura, tuya: 8 projects), none 43.5
    /// or 43⅓. `trellis rules --evidence` over the three corpora: applies in 14 documents of 13
    /// projects, decides 171 elements of 8 documents of 8 projects (tinode Main 112, passforios
    /// Main 24, threema MyIdentityStoryboard 14, kaltura OTTSample 11, Provenance 4, Yubico Main
    /// 2, erouska Help 2, tuya BEDualModeWifiList 2), 155 within 1 point with it, 138 without;
    /// none within without it and off with it. A row's position is not snapped the same way:
    /// Provenance's dock table stores its second row at 99 (55⅓ + 43⅔), Trellis 99⅓ (55.5 + 43⅔
    /// on the grid), within a point.
    public static let automaticRowOnPixelGrid = CanvasRule(
        id: "table.automaticRowOnPixelGrid", xcode: .always,
        condition: "an automatic row at the style's height, on a canvas whose pixel grid does not hold it (3×)",
        value: "the height rounded up to the pixel grid (43.5 → 43⅔)",
        source: "rows stored on 3× canvases, all on the pixel grid, 88 of them 43⅔: tinode Main, passforios Main, threema MyIdentityStoryboard, Provenance, erouska Help, Yubico Main, kaltura OTTSample, tuya BEBLE; 155 of 171 decided elements within, 138 without")
    /// An automatic row takes the height UIKit's self-sizing gives it: its content view's
    /// compressed fitting height (`systemLayoutSizeFitting` toward `layoutFittingCompressedSize`
    /// at `fittingSizeLevel`, what Trellis's `TableView` measures at run time), the style's height
    /// only where the content sets none. Content whose equalities give the row a height gives the
    /// same either way; the rule decides rows held only by inequalities. kaltura OTTSample
    /// Main.storyboard (20037, iPhone X canvas) stores such a row (a switch `≥ 5` from the
    /// content view's top and bottom, centred) 41⅓ high, not 43.5. `trellis rules --evidence`
    /// over the three corpora: applies in 93 documents of 53 projects, decides 33 elements of 3
    /// documents of 3 projects — kaltura 12, all within (7 without it); stopp-corona
    /// MainViewController 20 and FrameGrabber Settings 1, off either way (stopp-corona's stored
    /// frames contradict its required constraints). One project shows it; the Apple source is
    /// UIKit's fitting, which Xcode's canvas runs.
    public static let automaticRowFitting = CanvasRule(
        id: "table.automaticRowFitting", xcode: .always,
        condition: "an automatic row whose content sets a height", value: "the content's compressed fitting height (the style's where it sets none)",
        source: "kaltura OTTSample Main (20037): 12 elements decided, all within (7 without); none against",
        appleSource: "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:), https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:): \"To obtain a view that is as small as possible, specify the constant layoutFittingCompressedSize\"")
    public static let wrappedTitleRow = CanvasRule(
        id: "table.wrappedTitleRow", xcode: XcodeRange(from: v(17000), before: v(24000)),
        condition: "an automatic default-style row whose title wraps", value: "the title's lines + 2 × 10.5",
        source: "erouska Help.storyboard (17701), siskin-im Groupchat.storyboard (20037); siskin-im's pair at 15705 draws 44")
    public static let plainHeaderTitledOnly = CanvasRule(
        id: "table.plainHeader.titledOnly", xcode: XcodeRange(before: v(14800)),
        condition: "a section of a plain table", value: "a header (sectionHeaderHeight, else 28) only above a titled section",
        source: "TableMetrics.headerHeight")
    /// From Xcode 11 (toolsVersion 14800, its betas included; not 16000 as first read) every section of a plain
    /// table has a 28-point header, titled or not, whatever its `sectionHeaderHeight`:
    /// Andy0570 iOS-Samples HBDNavigationBar Main.storyboard (15505: static untitled sections, rows
    /// at y 28), ptsochantaris trailer PocketTrailer Main.storyboard (15702: prototypes at y 28
    /// under sectionHeaderHeight 22); the Xcode 11 betas' 14868 too: miataru Main_iPad (1
    /// element) and suicidesafetyplan (7; flagged), none within before. Before 14800 only titled sections have one
    /// (``plainHeaderTitledOnly``). Over the three shared corpora it decides 102 elements in 25
    /// documents of 20 projects: 95 within 1 point, 7 off.
    public static let plainHeader28 = CanvasRule(
        id: "table.plainHeader28", xcode: XcodeRange(from: v(14800), before: v(18000)),
        condition: "a section of a plain table", value: "28-point header",
        source: "HBDNavigationBar Main (15505), trailer PocketTrailer Main (15702); TableMetrics.headerHeight")
    public static let plainHeader24_5 = CanvasRule(
        id: "table.plainHeader24_5", xcode: XcodeRange(from: v(18000), before: v(19000)),
        condition: "a section of a plain table", value: "24.5-point header", source: "TableMetrics.headerHeight")
    public static let plainHeader44_5 = CanvasRule(
        id: "table.plainHeader44_5", xcode: XcodeRange(from: v(19000), before: v(21000)),
        condition: "a section of a plain table", value: "44.5-point header", source: "TableMetrics.headerHeight")
    public static let plainHeader50 = CanvasRule(
        id: "table.plainHeader50", xcode: XcodeRange(from: v(21000)),
        condition: "a section of a plain table", value: "50-point header", source: "TableMetrics.headerHeight")
    /// An empty header title (`headerTitle=""`) in a grouped or inset-grouped table is a title of
    /// 22 points (as an empty footer title is a 22-point footer) instead of 38 (32 in 18000–20999),
    /// with the 17.5 above a first section and the 7.5 of a section with a footer title as for any
    /// title: arthurhammer FrameGrabber VideoDetail.storyboard (17132): first rows at 39.5 =
    /// 17.5 + 22, a later section 51.5 = 22 (empty footer) + 22 + 7.5 below the one before it;
    /// FrameGrabber Settings (14868), ExportSettings (17701), ColdGrub1384 LibTerm
    /// Settings.storyboard (16096). Over the three shared corpora (`trellis rules --evidence`) it
    /// decides 53 elements in 6 documents of 3 projects: 7 within 1 point, 0 without it (the
    /// others are off by their cells' own heights).
    public static let groupedEmptyHeaderTitle = CanvasRule(
        id: "table.groupedEmptyHeaderTitle", xcode: XcodeRange(from: v(11000)),
        condition: "a grouped table's section with headerTitle=\"\"", value: "a 22-point title header (38 for a title with text)",
        source: "FrameGrabber VideoDetail (17132), Settings (14868), ExportSettings (17701); LibTerm Settings (16096)")
    /// What Xcode 7's canvas (toolsVersion before 11000) gives the header of a *titled* section
    /// of a grouped table is not known. It was the rule `table.groupedHeader.xcode7` (first
    /// section 50 titled, 35 untitled; later 33 titled, `sectionHeaderHeight` or 17.5 untitled),
    /// which decided 9 elements in 2 documents of 1 project over the three corpora (`trellis
    /// rules --evidence`), all within, none without it: the titled sections of
    /// JSQMessagesViewController's two Main.storyboards (10117). Its untitled values are those of
    /// every version (35 above an untitled first section: ``groupedFirstHeader35``, which
    /// ECSlidingViewController BasicMenu, 5056, bears out; `sectionHeaderHeight` or 17.5 later),
    /// and no other project of the corpora or the pairs has a titled grouped section before
    /// 11000. One project is not a rule: a titled section's rows keep the distance Xcode stored
    /// from the row above (``TableMetrics/storedHeaderGap(_:firstRow:storedBottom:)``), with a
    /// `canvas-unknown` warning. Figures unchanged (the stored distances are the rule's values).
    public static let groupedTitledHeaderUnsettled = CanvasRule(
        id: "table.groupedTitledHeaderUnsettled", xcode: XcodeRange(before: v(11000)),
        condition: "a titled section of a grouped table", value: "its rows keep the distance stored from the row above (the header's height)",
        source: "first 50, later 33 in one project only, JSQMessagesViewController (10117): one project is not a rule", unsettled: true)
    public static let groupedTitledHeader32 = CanvasRule(
        id: "table.groupedTitledHeader32", xcode: XcodeRange(from: v(18000), before: v(21000)),
        condition: "a titled section of a grouped table", value: "32-point title header (38 otherwise)", source: "TableMetrics.headerHeight")
    /// Before Xcode 11 the canvas puts an untitled first section of a grouped table 35 points
    /// below the table's top — UIKit's default top header of a grouped table, which a table header
    /// view takes the place of (the well-known remedy for that gap is a near-zero-high
    /// `tableHeaderView`; blog.sunnyxx.com, 2015-04-15, "ios-hide-grouped-tableview-header").
    /// Over the three corpora (`trellis rules --evidence`) it decides 7 elements of 2 documents of
    /// 2 projects, all within 1 point, none without it: ECSlidingViewController BasicMenu (5056)
    /// and XLPagerTabStrip Storyboard (14460), rows at y 35. It was `…<15000` for every such
    /// table, deciding 21 elements of 4 projects with 14 off, 13 of them within without it — the
    /// two conditions that separate them: kryptco krypton Team (14113, 10 elements) has table
    /// header views, its first rows stored at the header view's bottom (Trellis gives them its
    /// `sectionHeaderHeight` of 1 below it, within 1 point); arthurhammer FrameGrabber Settings (14868, 4 elements, 3 of
    /// them within without it) stores its first row at its `sectionHeaderHeight` of 18, as
    /// Xcode 11 does. 14868 is an Xcode 11 beta's build: each of the 13 documents of the corpora
    /// and pairs saved at 14868 stores the `appearance` (light or dark, iOS 13) of its
    /// `<device>`, none of the 114 saved at 14000–14499 does, and FrameGrabber Settings uses the
    /// iOS 13 `insetGrouped` style.
    public static let groupedFirstHeader35 = CanvasRule(
        id: "table.groupedFirstHeader35", xcode: XcodeRange(before: v(14800)),
        condition: "an untitled first section of a grouped table without a table header view", value: "35 below the top",
        source: "ECSlidingViewController BasicMenu (5056), XLPagerTabStrip Storyboard (14460); UIKit's default top header of a grouped table, replaced by a tableHeaderView; against as the wider rule: krypton Team (header views), FrameGrabber Settings (14868)")
    public static let largeTitleFirstHeader = CanvasRule(
        id: "table.largeTitleHeader", xcode: XcodeRange(from: v(18000)),
        condition: "a titled section of a grouped table under a large-title bar", value: "the title header only (no 17.5 above a first section, no footer-title 7.5)",
        source: "30 of 34 tables: ResearchKit ORKCatalog, IQKeyboardManager Settings, passforios, tinode, nRF Mesh; against: three nRF Mesh Network tables, one of tinode's")
    /// Before Xcode 8 (toolsVersion 11000) the canvas stored a table view controller's rows
    /// below the bars it simulates, where UIKit's automatically adjusted content inset puts them:
    /// Apple's documentation of `UIViewController.automaticallyAdjustsScrollViewInsets` (iOS
    /// 7.0–11.0) says its default, true, lets container view controllers "adjust the scroll view
    /// insets of this view controller's view to account for screen areas consumed by a status
    /// bar, search bar, navigation bar, toolbar, or tab bar". Over the three corpora (`trellis
    /// rules --evidence`) it applies in 5 documents of 3 projects and decides 3 elements in 2
    /// documents of 1 project (ECSlidingViewController TransitionFun and BasicMenu, 4514 and
    /// 5056: prototypes 64 + 22 below the top), all within, none without it.
    /// JSQMessagesViewController's two Main.storyboards (10117) store their rows 64 + 50 below
    /// the top too, but their first sections are titled, whose header is not known
    /// (``groupedTitledHeaderUnsettled``: the rows keep their stored distance), so the rule
    /// no longer decides them (it decided 12 elements of 2 projects with
    /// `table.groupedHeader.xcode7`). One project in the corpora; the mechanism is Apple's.
    public static let rowsBelowSimulatedBars = CanvasRule(
        id: "table.rowsBelowSimulatedBars", xcode: XcodeRange(before: v(11000)),
        condition: "a table view controller's table under a navigation bar", value: "rows start below the simulated bars",
        source: "ECSlidingViewController TransitionFun and BasicMenu (4514, 5056): 3 elements decided, 3 within, 0 without; JSQMessagesViewController (10117) agrees, its titled headers unknown",
        appleSource: "UIKit documentation, UIViewController.automaticallyAdjustsScrollViewInsets (iOS 7.0–11.0): the default value true \"lets container view controllers know that they should adjust the scroll view insets of this view controller’s view to account for screen areas consumed by a status bar, search bar, navigation bar, toolbar, or tab bar\", https://developer.apple.com/documentation/uikit/uiviewcontroller/automaticallyadjustsscrollviewinsets")
    public static let plainFooter28 = CanvasRule(
        id: "table.plainFooter28", xcode: XcodeRange(from: v(14800)),
        condition: "a section of a plain table", value: "a footer of sectionFooterHeight, else 28 (none before)", source: "TableMetrics.footerHeight")
    /// Xcode 13 (toolsVersion 19000–20999), whose plain sections have 44.5-point headers
    /// (``plainHeader44_5``), draws their footers 22.5 high, not `sectionFooterHeight` (28 in
    /// every such table of the corpora): iAugux Phonetic Whitelist.storyboard (19162) stores the
    /// rows of its second static section 67.33 below the first's last row (22.5 + 44.5), Phonetic
    /// Main (19162) its table footer view 22.5 below the prototypes, LoopKit InsulinKit and
    /// LegacyInsulinDeliveryTableViewController (20037) theirs 22.5 below too; every plain table
    /// of the corpora with a footer view before 15000 has it at the last row (no footer), from
    /// 22505 on 28 below. `trellis rules --evidence --rule table.plainFooter22_5` over the three
    /// corpora: applies in 17 documents of 12 projects, decides 6 elements in 4 documents of 2
    /// projects (Phonetic Whitelist 3, Main 1 — flagged —, LoopKit 2), all within 1 point, none
    /// without it; the pairs hold no plain section of these versions that it decides. Before it,
    /// ``plainFooter28`` (from 14800) gave these footers 28. Not shown by the corpora: a footer
    /// whose `sectionFooterHeight` is not 28 — the plain tables of these versions with 22 or −1
    /// (googlecast, miataru, Esri, ResearchKit, kaltura, siskin-im) have no element below a
    /// footer; like ``plainHeader44_5`` the rule does not read the attribute.
    public static let plainFooter22_5 = CanvasRule(
        id: "table.plainFooter22_5", xcode: XcodeRange(from: v(19000), before: v(21000)),
        condition: "a section of a plain table", value: "22.5-point footer (whatever sectionFooterHeight)",
        source: "Phonetic Whitelist and Main (19162), LoopKit InsulinKit and LegacyInsulinDeliveryTableViewController (20037)")
    public static let footerFont12 = CanvasRule(
        id: "table.footerFont12", xcode: XcodeRange(from: v(18000), before: v(21000)),
        condition: "a footer title of a grouped table", value: "12-point font, 12.5 + 14 per line (13 points, 14 + 16 per line otherwise)",
        source: "TableMetrics.footerHeight, footerTitleLines")
    public static let disclosureWidth33 = CanvasRule(
        id: "table.disclosure33", xcode: XcodeRange(before: v(13000)),
        condition: "a cell with a disclosure indicator", value: "content view 33 narrower", source: "TableMetrics.accessoryWidth")
    public static let disclosureWidth34 = CanvasRule(
        id: "table.disclosure34", xcode: XcodeRange(from: v(13000), before: v(14800)),
        condition: "a cell with a disclosure indicator", value: "content view 34 narrower", source: "TableMetrics.accessoryWidth")
    /// On a phone canvas 414 points wide in portrait (iPhone 6/7/8 Plus, XR, XS Max) the same
    /// Xcode versions make the content view beside a disclosure indicator 38 points narrower,
    /// not 34: the 4 points of the device's wider system margin (20, not 16), whatever the
    /// table's own width. Over the three corpora and both pair sets, disclosure cells of
    /// 13000–14999 on such a canvas: 10 cells of 5 documents of 4 projects are 38 narrower —
    /// TVToday MovieDetail and TVShowDetail (14490, iPhone XR, tables 375 wide whose content
    /// margins are 16: 3 cells each), ci2go Main B (14313, XS Max, 2), Swift-30-Projects Main B
    /// (14490, XS Max, 1), SmartWallet Main A (14109, 8 Plus, 1); against, FrameGrabber Settings
    /// (14868, iPhone XR, 6 cells of a 374-point table 31.5 narrower, off with 34 and 38 alike).
    /// On 320- and 375-point canvases the cells are 33 or 34 narrower (44 cells). `trellis rules
    /// --evidence` over the three corpora: 37 elements of 3 documents decided, 24 right (6
    /// without; the 13 others FrameGrabber's, off either way): corpus-current +18 not flagged.
    /// Pairs: ci2go (A on B's XS Max +4, B's own canvas +2), Swift-30-Projects (flagged, +1).
    /// Both rules end at 14800: 14868 is an Xcode 11 beta (``ToolsVersion/xcode11``), whose
    /// content views are UIKit's side margin + 10.5 narrower than their cells, as no rule there
    /// says otherwise — FrameGrabber Settings (iPhone 11, 6 cells: 31.5), FrameGrabber Main
    /// (iPhone X, 4 cells: 26.33), miataru Main_iPad (27.5, 31.5): all 12 within 1 point with
    /// 10.5 (with `table.disclosureGap11`'s 11 too, but 4 labels of FrameGrabber Main are off
    /// then).
    public static let disclosureWidth38OnWidePhones = CanvasRule(
        id: "table.disclosure38.widePhone", xcode: XcodeRange(from: v(13000), before: v(14800)),
        condition: "a cell with a disclosure indicator on a phone canvas 414 points wide in portrait",
        value: "content view 38 narrower (34 on narrower phones)",
        source: "10 cells of 4 projects (TVToday 14490, ci2go 14313, Swift-30-Projects 14490, SmartWallet 14109); FrameGrabber Settings (14868, 31.5) is Xcode 11's; TableMetrics.accessoryWidth")
    public static let disclosureGap11 = CanvasRule(
        id: "table.disclosureGap11", xcode: XcodeRange(from: v(15000), before: v(18000)),
        condition: "a cell with a disclosure indicator", value: "content view narrower by the side margin + 11", source: "TableMetrics.accessoryWidth")
    /// What Xcode 12.0–12.1's canvas (toolsVersion 18000–18999) leaves a disclosure indicator
    /// is not known: one document of the three corpora and the pairs has disclosure cells of
    /// that range, TortugaPower BookPlayer Settings.storyboard (18122, iPhone 8: 9 content views,
    /// 8 stored 25.5 = side margin 16 + 9.5 narrower than their cells, the ninth 17.5). It was
    /// the rule `table.disclosureGap9_5` (side margin + 9.5; `trellis rules --evidence`: 9
    /// elements of 1 document of 1 project decided, 8 within, 1 off, and 8 within without it
    /// too, UIKit's side margin + 10.5 being 1 point off). One project is not a rule: the content
    /// view keeps its stored width (``TableMetrics/storedAccessoryWidth(_:storedGap:)``) with a
    /// `canvas-unknown` warning. Figures: the ninth cell is now within (corpus-modern +1).
    public static let disclosureUnsettled = CanvasRule(
        id: "table.disclosureUnsettled", xcode: XcodeRange(from: v(18000), before: v(19000)),
        condition: "a cell with a disclosure indicator", value: "the content view keeps its stored width",
        source: "side margin + 9.5 in one project only, BookPlayer Settings (18122): one project is not a rule", unsettled: true)
    public static let disclosureGap8_5 = CanvasRule(
        id: "table.disclosureGap8_5", xcode: XcodeRange(from: v(19000), before: v(21000)),
        condition: "a cell with a disclosure indicator", value: "content view narrower by the side margin + 8.5", source: "TableMetrics.accessoryWidth")
    /// A static cell that Xcode last laid out outside its table (below the rows the canvas
    /// shows, or before it was moved into the table) has a content view laid out with UIView's
    /// default layout margins, 8 points, not the table's side margin, and no safe area: it is
    /// stored at x 0, 8 + the disclosure's gap narrower than the cell (19 = 8 + 11 at toolsVersion
    /// 15000–17999, 17.5 = 8 + 9.5 at 18000–18999, 16.5–17.5 with 8.5 at 19000–20999, 18.5 =
    /// 8 + 10.5 from 21000 on), and its style's labels 8 in from its edges. Which cells Xcode left
    /// so is not in the document (ivpn Main 23504 stores its three static disclosure cells below
    /// the table's bottom so, LibTerm Settings 16096 nine such cells with the side margin), so
    /// the stored width decides between the two widths Xcode draws: a static disclosure cell
    /// whose content view is stored within a point of 8 + the gap narrower keeps that width (and
    /// is not inset to the safe area), any other has the side margin + the gap. Over the three
    /// corpora and the pairs every disclosure cell from toolsVersion 15000 on is one of the two
    /// (or, in landscape, the side margin + the gap inside the safe area): 27 static cells of 8
    /// projects store 8 + the gap (facebook Hackbook 8, fsnotes Main 8 — x 0 in landscape on
    /// an iPhone XS Max —, ivpn Main 3, passforios Main 3, tinode Main 2, nRF Mesh Settings 1,
    /// Phonetic Main 1, BookPlayer Settings 1, whose width `table.disclosureUnsettled` keeps),
    /// 191 static cells of 26 projects the side margin + the gap; no prototype (81 of 23
    /// projects) and no other accessory stores 8 + the gap. `trellis rules --evidence` over the
    /// three corpora: applies in 35 documents of 26 projects, decides 29 elements of 7 documents
    /// of 7 projects, 26 within and 3 off (ivpn Main's labels, `ambiguous="YES"`, stored for the
    /// side-margin width of their content views), 3 within without it.
    public static let disclosureDefaultMargins8 = CanvasRule(
        id: "table.disclosureDefaultMargins8", xcode: XcodeRange(from: v(15000)),
        condition: "a static cell with a disclosure indicator whose content view is stored within a point of 8 + the disclosure's gap narrower than the cell",
        value: "content view narrower by 8 (UIView's default margin) + the gap, not the side margin + the gap, and not inset to the safe area",
        source: "27 static cells of 8 projects (facebook Hackbook 8, fsnotes 8, ivpn 3, passforios 3, tinode 2, nRF Mesh 1, Phonetic 1, BookPlayer 1) store 8 + the gap, 191 of 26 projects the side margin + the gap; no prototype (81) does; 29 elements decided, 26 within, 3 off",
        appleSource: "UIKit documentation, UIView.directionalLayoutMargins: \"For most views, the default layout margins are 8 points on each side.\", https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins; UIView.safeAreaInsets: \"If the view is not currently installed in a view hierarchy, or is not yet visible onscreen, the edge insets in this property are 0.\", https://developer.apple.com/documentation/uikit/uiview/safeareainsets")
    /// In Xcode 9–10 (toolsVersion 13000–14799; Xcode 11's betas, 14868, draw Xcode 11's canvas,
    /// as on main since 63c8413 — no detail button of 14800–14999 in the corpora or the pairs)
    /// the canvas leaves a detail button (`accessoryType
    /// ="detailButton"`, UIKit's info button) 8 points more than Xcode 11 and later do: the content
    /// view is the side margin + 32 narrower than its cell, not the side margin + 24
    /// (``TableViewCell/AccessoryType/width(sideMargin:)``). Every detail-button cell of those
    /// versions in the three corpora and both pair sets: owncloud CustomCellFileAndDirectory.xib
    /// (13196, iPhone 8, a top-level 375-point cell: 47 narrower, the side margin 16 + 31, within
    /// the point of 48), ooyala DownloadToOwnSampleApp Main.storyboard (14313, iPad 9.7" landscape,
    /// a 1024-point plain table: 52 = 20 + 32) and ooyala's pair (A the same 52, B on the iPhone X:
    /// 48 = 16 + 32). None against; from 15000 on the cells with a detail button store the side
    /// margin + 24 (passforios 23504, nRF Mesh 24128 and 24506: 44; nRF Connect Device Manager
    /// 24765: 40). `trellis rules --evidence` over the three corpora: applies in 2 documents of
    /// 2 projects, decides 11 elements of 2 documents of 2 projects, 8 within and 3 off (ooyala's
    /// labels, off in height by their text; all 11 widths right), 0 within without it (owncloud
    /// 6, not flagged: corpus-current +6; ooyala 2 more within, flagged); over the pairs it
    /// decides 10 elements of ooyala's A and B, 6 within, 0 without (B flagged, counted apart: +2).
    public static let detailButtonGap32 = CanvasRule(
        id: "table.detailButtonGap32", xcode: XcodeRange(from: v(13000), before: v(14800)),
        condition: "a cell with a detail button", value: "content view narrower by the side margin + 32 (+ 24 otherwise)",
        source: "owncloud CustomCellFileAndDirectory.xib (13196), ooyala DownloadToOwnSampleApp Main (14313) and its pair: 11 elements decided, 8 within (all 11 widths right), 0 within without it")
    /// In Xcode 6 (the iOS 8 SDK, which introduced `layoutMargins`) a cell's content view has
    /// UIView's default layout margins, 8 points on each side: Apple's documentation of
    /// `UIView.directionalLayoutMargins` says "For most views, the default layout margins are 8
    /// points on each side" (and of `layoutMargins`, available from iOS 8.0, that a view that
    /// is not a view controller's root has the default margins). RxSwift WikipediaSearchCell.xib
    /// (7528) stores views pinned to the content view's margins 8 in from its edges. Over the
    /// three shared corpora (`trellis rules --evidence --rule cell.contentMargins8.xcode6`) it
    /// applies in 3 documents of 2 projects (RxSwift, ECSlidingViewController) and decides 3
    /// elements in 1 document of 1 project, all 3 within 1 point, none without it; the pairs
    /// hold no document before 8000. One project in the corpora; the value is Apple's.
    public static let contentMargins8Xcode6 = CanvasRule(
        id: "cell.contentMargins8.xcode6", xcode: XcodeRange(before: v(8000)),
        condition: "a cell's content view", value: "layout margins 8 all round",
        source: "RxSwift WikipediaSearchCell.xib (7528): 3 elements decided, 3 within, 0 within without it",
        appleSource: "UIKit documentation, UIView.directionalLayoutMargins: \"For most views, the default layout margins are 8 points on each side.\", https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins; UIView.layoutMargins (iOS 8.0+), https://developer.apple.com/documentation/uikit/uiview/layoutmargins")
    public static let contentMargins15Sides = CanvasRule(
        id: "cell.contentMargins15", xcode: XcodeRange(from: v(8000), before: v(13000)),
        condition: "a cell's content view", value: "layout margins 11 top and bottom, 15 at the sides", source: "TableMetrics.contentMargins")
    /// Xcode 9.0–9.1 (13000–13499; the corpora hold 13122–13196) give a cell's content view
    /// UIView's default 8-point margins; from Xcode 9.2 (13528–13529) on the canvas has the
    /// system cell margins, 11 at top and bottom and the side margin (16 below a 390-point
    /// table). Over the three corpora (`trellis rules --evidence --rule cell.contentMargins8.xcode9`,
    /// by toolsVersion): at 13196 it decides 88 elements of 4 projects (facebook Catalog 53,
    /// MiniKeePass Settings 22 — 14 within, 8 within without it —, LoopKit CarbKit 7, owncloud
    /// CustomCellFileAndDirectory 6), 77 within; at 13529–13771 the 4 it decided (onewelcome
    /// PendingTransactionTableViewCell.xib 3, 13529: labels at leadingMargin/topMargin stored at
    /// (16, 11); mapbox navigation examples Main 1, 13771: 16) were all off with 8 and within
    /// without it — the range stopped at 14000 (branch long-tail: corpus-current +4).
    public static let contentMargins8Xcode9 = CanvasRule(
        id: "cell.contentMargins8.xcode9", xcode: XcodeRange(from: v(13000), before: v(13500)),
        condition: "a cell's content view", value: "layout margins 8 all round",
        source: "TableMetrics.contentMargins; 13196: facebook Catalog, LoopKit CarbKit, owncloud, MiniKeePass (77 of 88 within); from 13529 the system margins: onewelcome PendingTransactionTableViewCell.xib (13529), mapbox Main (13771)")
    public static let contentMarginsVertical15 = CanvasRule(
        id: "cell.contentMarginsVertical15", xcode: XcodeRange(from: v(24000), before: v(24700)),
        condition: "a cell's content view", value: "layout margins 15 at top and bottom (11 otherwise)", source: "TableMetrics.contentMargins")

    /// Every rule, in the order of docs/interface-builder.md.
    public static let table: [CanvasRule] = [
        deviceIPadPro11M4, deviceIPhoneXTop50, deviceIPhoneXTopUnsettled, deviceIPhone11Top44,
        canvasNotchedDoubleSafeArea, canvasHomeButtonNoStatusBar, canvasHomeButtonIPadNoStatusBar, canvasFaceIDIPadNoStatusBar, statusBarNone, canvasNonNegativeSizes,
        navigationBarHeight54, iPadNavigationBar50, iPadNavigationBarUnsettled, navigationBarAtOrigin, tabBarAtOrigin, tabBarStoredFrame,
        tabBarStoredFrameOnAnotherDevice, navigationControllerRootWidth, sheetBarHeight56, phoneDetailColumnStatusBar, iPadSplitColumnNoStatusBar, simulatedToolbar, simulatedToolbarInferred, toolbarAboveTabBar, toolbarItemRow49, iPadToolbarItemsUnsettled, modalIsSheet, showOutsideNavigationIsModal, sheetHomeButtonNoStatusBar, sheetDoubledCanvasOwnInsets, sheetStyleFullScreenOnPhone,
        fullScreenNoStatusBar, navigationSheetNoBottomInset,
        sheetIPhoneHomeButton20, sheetIPhoneNotchedTopPlus10, sheetIPhoneNotched10, sheetIPhoneNotchedTop, embeddedRootContainerSize,
        freeformNoSafeAreaBeforeXcode12, freeformInsetsUnsettled, extensionNoHomeIndicator,
        stackHiddenAfterOnlyVisibleAtTop, sliderAtAlignmentRect, dynamicTypeExtraSmall, refreshControlPlaceholder, placeholderIntrinsicSize, datePickerWheelsBeforeXcode12, symbolAlignmentInsets, symbolInsetsThroughAspectRatio,
        stackHiddenLength999,
        cellSeparatorOnePoint, cellSeparatorHalfPoint, sideMargin20NotchedXcode15, sideMargin20WidePhone,
        automaticRow51, groupedStaticRowTaller, automaticRow43_5, wrappedTitleRow,
        subtitleRowFontsUnsettled, defaultRowLargeTitleUnsettled,
        automaticRowOnPixelGrid, automaticRowFitting,
        plainHeaderTitledOnly, plainHeader28, plainHeader24_5, plainHeader44_5, plainHeader50,
        groupedEmptyHeaderTitle, groupedTitledHeaderUnsettled, groupedTitledHeader32, groupedFirstHeader35, largeTitleFirstHeader,
        rowsBelowSimulatedBars, plainFooter28, footerFont12,
        plainFooter22_5,
        disclosureWidth33, disclosureWidth34, disclosureWidth38OnWidePhones, disclosureGap11, disclosureUnsettled, disclosureGap8_5, disclosureDefaultMargins8,
        detailButtonGap32,
        contentMargins8Xcode6, contentMargins15Sides, contentMargins8Xcode9, contentMarginsVertical15,
    ]

    /// The rule with that id.
    public static func named(_ id: String) -> CanvasRule? { table.first { $0.id == id } }
}
