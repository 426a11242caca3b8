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
    public static let deviceIPhoneXTop47 = CanvasRule(
        id: "device.iPhoneX.top47", xcode: XcodeRange(from: v(21000), before: v(21600)),
        condition: "design device retina5_9 (iPhone X)", value: "portrait top safe-area inset 47",
        source: "Provenance JitFailedJailbreakScreen.xib (21507): a stack at safeArea.top + 20 stored at y 67")
    public static let deviceIPhone11Top44 = CanvasRule(
        id: "device.iPhone11.top44", xcode: XcodeRange(before: v(21225)),
        condition: "design device retina6_1 (iPhone 11)", value: "portrait top safe-area inset 44 (48 from 21225)",
        source: "SwiftMessages (17156, 17506), okta Main and RadarCOVID Home (20037), twilio Main (21208.1) against covpass (21225) and siskin-im (21507)")
    public static let canvasNotchedDoubleSafeArea = CanvasRule(
        id: "canvas.notched.doubleSafeArea", xcode: XcodeRange(from: v(23600), before: v(32700)),
        condition: "a notched phone (bottom inset > 0) in portrait", value: "top and bottom safe-area insets twice the device's",
        source: "Blockstream HWFlow, ReceiveFlow, UserSettings (24128, 24765), nRF-Connect-Device-Manager Main (24765), home-assistant LaunchScreen (25094); from 23727: muun falcon, MSAL, ruuvi, bittr; IBDocument.canvasDevice")
    public static let canvasHomeButtonNoStatusBar = CanvasRule(
        id: "canvas.homeButton.noStatusBar", xcode: XcodeRange(from: v(15000), before: v(21600)),
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
    /// 4411 → 4416, corpus-current 6645 → 6655 not flagged; pairs unchanged). Outside the range
    /// dji-sdk MapWidget (14868, iPad 10.5" landscape) stores its controls at y 20 with no status
    /// bar above them too, but 14868 is Xcode 10.2, where the phone rule's own evidence (readium
    /// 14460) has the status bar: not taken.
    public static let canvasHomeButtonIPadNoStatusBar = CanvasRule(
        id: "canvas.homeButtonIPad.noStatusBar", xcode: XcodeRange(from: v(15000), before: v(21600)),
        condition: "a home-button iPad, either orientation", value: "no status bar: safe area from the top of the screen",
        source: "ruuvi TagChartsView.xib (15505), AudioKit SynthOne Main (15505); IBDocument.canvasDevice")

    // MARK: Bars (SimulatedBars, ContainerBars)

    public static let navigationBarHeight54 = CanvasRule(
        id: "navigationBar.height54", xcode: XcodeRange(from: v(24000), before: v(25000)),
        condition: "a simulated standard navigation bar in regular height without a stored height", value: "54 high (44 otherwise)",
        source: "Blockstream Home (24128), nRF Mesh (24128, 24506), BookPlayer Player (24506), orbot and nRF Connect (24765); 44 in 32700 (DataDog, threema, tokenary); SimulatedBars.navigationBarHeight")
    public static let iPadNavigationBar50 = CanvasRule(
        id: "navigationBar.iPad50", xcode: XcodeRange(from: v(14000)),
        condition: "a navigation controller's standard bar on an iPad, recomputed on a second device (DeviceBarHeights)",
        value: "50 high (44 before)",
        source: "50 from Xcode 10 (iOS 12's taller iPad bar): miataru, moonlight, ooyala, rursache, amperfy, UTM, zotero, cobrowse, Swift-Radio-Pro (9 projects); 44 before: DerLobi 12120, kaltura 11542")
    public static let iPadNavigationBarUnsettled = CanvasRule(
        id: "navigationBar.iPadUnsettled", xcode: XcodeRange(from: v(24000), before: v(25000)),
        condition: "a navigation controller's standard bar on an iPad in Xcode 16.3-16.4, recomputed on a second device",
        value: "no standard height claimed: the stored height is kept",
        source: "54 seen in one project only (BlackBerry, 24118): one project is not a rule")
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
    /// B document of a corpus-modern pair) stores its detail column's bar at y 0. Over the
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
    /// corpus-current (6641 → 6645 not flagged).
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
    public static let modalIsSheet = CanvasRule(
        id: "segue.modalIsSheet", xcode: XcodeRange(from: v(15000)),
        condition: "a presentation or modal segue without a presentation style", value: "the destination is drawn as a sheet, without the status bar",
        source: "ContainerBars.presentsAsSheet (iOS 13's automatic style)")

    // MARK: Free-form roots (SceneBuilder+CanvasSimulation)

    public static let freeformNoSafeAreaBeforeXcode12 = CanvasRule(
        id: "freeform.noSafeArea", xcode: XcodeRange(before: v(16000)),
        condition: "a top-level view that is not a view controller's root", value: "no safe-area insets",
        source: "UTM Main.storyboard (15705): a dock view's stack at safeArea.top + 4 stored at y 4")
    public static let freeformReachedInsets = CanvasRule(
        id: "freeform.reachedInsets", xcode: XcodeRange(from: v(20000), before: v(22000)),
        condition: "a top-level view that is not the File's Owner's view", value: "only the insets its stored size reaches",
        source: "tinode ForwardMessageBar.xib (20037), SendMessageBar.xib (21507): one project")

    // MARK: Controls

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
        id: "table.separator0_5", xcode: XcodeRange(from: v(11000), before: v(15000)),
        condition: "a cell of a table with separators", value: "content view 0.5 point shorter than the cell",
        source: "TableMetrics.separator (Xcode 8 to 10)")
    public static let sideMargin20NotchedXcode15 = CanvasRule(
        id: "table.sideMargin20.notchedXcode15", xcode: XcodeRange(from: v(22000), before: v(23000)),
        condition: "a table narrower than 390 on a notched canvas", value: "side margin 20 (16 otherwise)",
        source: "threema Main.storyboard, IQKeyboardManager (22505); Yubico Main (Xcode 16) has 16")
    public static let automaticRow51 = CanvasRule(
        id: "table.automaticRow51", xcode: XcodeRange(from: v(24000), before: v(32000)),
        condition: "an automatic row its content does not size", value: "51 high (56 for the subtitle style)",
        source: "TableMetrics.automaticRowHeight")
    public static let groupedStaticRowTaller = CanvasRule(
        id: "table.groupedStaticRowTaller", xcode: XcodeRange(from: v(15000), before: v(22000)),
        condition: "an automatic static row of a grouped table", value: "half a point taller (44, subtitle 56)",
        source: "TableMetrics.automaticRowHeight")
    public static let automaticRow43_5 = CanvasRule(
        id: "table.automaticRow43_5", xcode: XcodeRange(from: v(15000)),
        condition: "an automatic row its content does not size", value: "43.5 high (44 before)",
        source: "TableMetrics.automaticRowHeight")
    public static let wrappedTitleRow = CanvasRule(
        id: "table.wrappedTitleRow", xcode: XcodeRange(from: v(17000), before: v(24000)),
        condition: "an automatic default-style row whose title wraps", value: "the title's lines + 2 × 10.5",
        source: "erouska Help.storyboard (17701), siskin-im Groupchat.storyboard (20037); siskin-im's pair at 15705 draws 44")
    public static let plainHeaderTitledOnly = CanvasRule(
        id: "table.plainHeader.titledOnly", xcode: XcodeRange(before: v(15000)),
        condition: "a section of a plain table", value: "a header (sectionHeaderHeight, else 28) only above a titled section",
        source: "TableMetrics.headerHeight")
    /// From Xcode 11.0 (toolsVersion 15000, not 16000 as first read) every section of a plain
    /// table has a 28-point header, titled or not, whatever its `sectionHeaderHeight`:
    /// Andy0570 iOS-Samples HBDNavigationBar Main.storyboard (15505: static untitled sections, rows
    /// at y 28), ptsochantaris trailer PocketTrailer Main.storyboard (15702: prototypes at y 28
    /// under sectionHeaderHeight 22). Before 15000 only titled sections have one
    /// (``plainHeaderTitledOnly``). Over the three shared corpora it decides 102 elements in 25
    /// documents of 20 projects: 95 within 1 point, 7 off.
    public static let plainHeader28 = CanvasRule(
        id: "table.plainHeader28", xcode: XcodeRange(from: v(15000), before: v(18000)),
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
    public static let groupedHeaderXcode7 = CanvasRule(
        id: "table.groupedHeader.xcode7", xcode: XcodeRange(before: v(11000)),
        condition: "a section of a grouped table", value: "first 50 titled / 35; later 33 titled / sectionHeaderHeight or 17.5",
        source: "JSQMessagesViewController Main.storyboards (10117), ECSlidingViewController BasicMenu (5056)")
    public static let groupedTitledHeader32 = CanvasRule(
        id: "table.groupedTitledHeader32", xcode: XcodeRange(from: v(18000), before: v(21000)),
        condition: "a titled section of a grouped table", value: "32-point title header (38 otherwise)", source: "TableMetrics.headerHeight")
    public static let groupedFirstHeader35 = CanvasRule(
        id: "table.groupedFirstHeader35", xcode: XcodeRange(before: v(15000)),
        condition: "an untitled first section of a grouped table", value: "35 below the top",
        source: "XLPagerTabStrip Storyboard.storyboard (14460)")
    public static let largeTitleFirstHeader = CanvasRule(
        id: "table.largeTitleHeader", xcode: XcodeRange(from: v(18000)),
        condition: "a titled section of a grouped table under a large-title bar", value: "the title header only (no 17.5 above a first section, no footer-title 7.5)",
        source: "30 of 34 tables: ResearchKit ORKCatalog, IQKeyboardManager Settings, passforios, tinode, nRF Mesh; against: three nRF Mesh Network tables, one of tinode's")
    public static let rowsBelowSimulatedBars = CanvasRule(
        id: "table.rowsBelowSimulatedBars", xcode: XcodeRange(before: v(11000)),
        condition: "a table view controller's table under a navigation bar", value: "rows start below the simulated bars",
        source: "ECSlidingViewController TransitionFun and BasicMenu (4514, 5056), JSQMessagesViewController (10117)")
    public static let plainFooter28 = CanvasRule(
        id: "table.plainFooter28", xcode: XcodeRange(from: v(15000)),
        condition: "a section of a plain table", value: "a footer of sectionFooterHeight, else 28 (none before)", source: "TableMetrics.footerHeight")
    public static let footerFont12 = CanvasRule(
        id: "table.footerFont12", xcode: XcodeRange(from: v(18000), before: v(21000)),
        condition: "a footer title of a grouped table", value: "12-point font, 12.5 + 14 per line (13 points, 14 + 16 per line otherwise)",
        source: "TableMetrics.footerHeight, footerTitleLines")
    public static let disclosureWidth33 = CanvasRule(
        id: "table.disclosure33", xcode: XcodeRange(before: v(13000)),
        condition: "a cell with a disclosure indicator", value: "content view 33 narrower", source: "TableMetrics.accessoryWidth")
    public static let disclosureWidth34 = CanvasRule(
        id: "table.disclosure34", xcode: XcodeRange(from: v(13000), before: v(15000)),
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
    public static let disclosureWidth38OnWidePhones = CanvasRule(
        id: "table.disclosure38.widePhone", xcode: XcodeRange(from: v(13000), before: v(15000)),
        condition: "a cell with a disclosure indicator on a phone canvas 414 points wide in portrait",
        value: "content view 38 narrower (34 on narrower phones)",
        source: "10 cells of 4 projects (TVToday 14490, ci2go 14313, Swift-30-Projects 14490, SmartWallet 14109); against FrameGrabber Settings (14868, 31.5, off either way); TableMetrics.accessoryWidth")
    public static let disclosureGap11 = CanvasRule(
        id: "table.disclosureGap11", xcode: XcodeRange(from: v(15000), before: v(18000)),
        condition: "a cell with a disclosure indicator", value: "content view narrower by the side margin + 11", source: "TableMetrics.accessoryWidth")
    public static let disclosureGap9_5 = CanvasRule(
        id: "table.disclosureGap9_5", xcode: XcodeRange(from: v(18000), before: v(19000)),
        condition: "a cell with a disclosure indicator", value: "content view narrower by the side margin + 9.5", source: "TableMetrics.accessoryWidth")
    public static let disclosureGap8_5 = CanvasRule(
        id: "table.disclosureGap8_5", xcode: XcodeRange(from: v(19000), before: v(21000)),
        condition: "a cell with a disclosure indicator", value: "content view narrower by the side margin + 8.5", source: "TableMetrics.accessoryWidth")
    public static let contentMargins8Xcode6 = CanvasRule(
        id: "cell.contentMargins8.xcode6", xcode: XcodeRange(before: v(8000)),
        condition: "a cell's content view", value: "layout margins 8 all round", source: "RxSwift WikipediaSearchCell.xib (7528)")
    public static let contentMargins15Sides = CanvasRule(
        id: "cell.contentMargins15", xcode: XcodeRange(from: v(8000), before: v(13000)),
        condition: "a cell's content view", value: "layout margins 11 top and bottom, 15 at the sides", source: "TableMetrics.contentMargins")
    public static let contentMargins8Xcode9 = CanvasRule(
        id: "cell.contentMargins8.xcode9", xcode: XcodeRange(from: v(13000), before: v(14000)),
        condition: "a cell's content view", value: "layout margins 8 all round", source: "TableMetrics.contentMargins")
    public static let contentMarginsVertical15 = CanvasRule(
        id: "cell.contentMarginsVertical15", xcode: XcodeRange(from: v(24000), before: v(24700)),
        condition: "a cell's content view", value: "layout margins 15 at top and bottom (11 otherwise)", source: "TableMetrics.contentMargins")

    /// Every rule, in the order of docs/interface-builder.md.
    public static let table: [CanvasRule] = [
        deviceIPadPro11M4, deviceIPhoneXTop50, deviceIPhoneXTop47, deviceIPhone11Top44,
        canvasNotchedDoubleSafeArea, canvasHomeButtonNoStatusBar, canvasHomeButtonIPadNoStatusBar,
        navigationBarHeight54, iPadNavigationBar50, iPadNavigationBarUnsettled, navigationBarAtOrigin, tabBarAtOrigin, tabBarStoredFrame,
        tabBarStoredFrameOnAnotherDevice, navigationControllerRootWidth, sheetBarHeight56, phoneDetailColumnStatusBar, iPadSplitColumnNoStatusBar, simulatedToolbar, modalIsSheet,
        sheetIPhoneHomeButton20, sheetIPhoneNotchedTopPlus10, sheetIPhoneNotched10, sheetIPhoneNotchedTop, embeddedRootContainerSize,
        freeformNoSafeAreaBeforeXcode12, freeformReachedInsets,
        sliderAtAlignmentRect, placeholderIntrinsicSize, datePickerWheelsBeforeXcode12,
        cellSeparatorOnePoint, cellSeparatorHalfPoint, sideMargin20NotchedXcode15,
        automaticRow51, groupedStaticRowTaller, automaticRow43_5, wrappedTitleRow,
        plainHeaderTitledOnly, plainHeader28, plainHeader24_5, plainHeader44_5, plainHeader50,
        groupedEmptyHeaderTitle, groupedHeaderXcode7, groupedTitledHeader32, groupedFirstHeader35, largeTitleFirstHeader,
        rowsBelowSimulatedBars, plainFooter28, footerFont12,
        disclosureWidth33, disclosureWidth34, disclosureWidth38OnWidePhones, disclosureGap11, disclosureGap9_5, disclosureGap8_5,
        contentMargins8Xcode6, contentMargins15Sides, contentMargins8Xcode9, contentMarginsVertical15,
    ]

    /// The rule with that id.
    public static func named(_ id: String) -> CanvasRule? { table.first { $0.id == id } }
}
