import Trellis

/// The bars Interface Builder draws around a view controller's root view, read from the
/// storyboard: the status bar, a navigation bar when the controller is (or is pushed into) a
/// navigation controller's content, a tab bar when it is a tab of a tab bar controller.
///
/// The root view's safe area (and so the legacy `topLayoutGuide`/`bottomLayoutGuide`) covers the
/// translucent bars, as on iOS. An opaque bar (`translucent="NO"`) is outside the root view —
/// Xcode stores a root frame that much shorter (375×603 under an opaque navigation bar on a
/// 375×667 iPhone) — and adds nothing; so does the part of a bar above a root frame Xcode 8
/// stored below it (`y="64"`). A child of an embed segue (container view) has the status bar
/// only (what the corpus's stored frames show). A controller whose `edgesForExtendedLayout`
/// leaves out an edge is laid out clear of that edge's bars, translucent or not.
struct SimulatedBars {
    /// Points covered at the top and bottom of the root view.
    var top: Double
    var bottom: Double
    /// Points covered at the left of the root view: the arrow of a popover on an iPad canvas.
    var left = 0.0
    /// For pictures: the status bar's height, the navigation bar's height when there is one, and
    /// the tab bar controller when the controller is one of its tabs.
    var statusBarHeight = 0.0
    var navigationBarHeight: Double?
    /// Whether the navigation controller's bar prefers large titles (`largeTitles="YES"`).
    var prefersLargeTitles = false
    var tabBarController: XMLTree?
    /// The values Interface Builder does not write in the simulated metrics read (of the
    /// controller and of its navigation controller), by element, for the scene to report
    /// (``SceneBuilder/readingUnknownValues(_:of:id:)``).
    var unknownMetricValues: [(element: XMLTree, values: [UnknownAttributeValue])] = []

    /// UIKit's run-time bar heights, from the core bars (not restated here): 44 for a navigation
    /// bar (32 when compact, ``hasCompactNavigationBar(_:)``), 49 for a tab bar.
    static let navigationBar = NavigationBar.standardHeight, compactNavigationBar = NavigationBar.compactHeight,
               tabBar = TabBar.standardHeight
    /// Xcode's canvas value, not UIKit's toolbar height (44): a toolbar simulated in a controller's
    /// metrics is drawn 49 high (rule `simulated.toolbar`).
    static let simulatedToolbar = 49.0

    /// Whether a navigation bar takes its compact height (32): compact in both size classes — a
    /// phone in landscape, except the Plus and Max phones, whose width is regular there and whose
    /// bar stays 44. Evidence, the navigation bars Xcode stored on landscape canvases: 32 on an
    /// iPhone 8 (dji-sdk DJISDKSwiftDemo) and an iPhone 4s (SoundFonts FontEditor, the pair's
    /// B); 44 on an iPhone XS Max (SoundFonts Main.storyboard's two sheets, fsnotes
    /// Main.storyboard).
    static func hasCompactNavigationBar(_ traits: TraitCollection) -> Bool {
        traits.verticalSizeClass == .compact && traits.horizontalSizeClass == .compact
    }

    /// The height of a standard navigation bar Xcode simulates in regular height: 54 on the
    /// canvas of Xcode 16.3 to 16.4 (toolsVersion 24000 to 24999), 44 before and in Xcode 26.
    /// Evidence, the navigation bars Xcode stored: 54 in Blockstream Home (24128), nRF Mesh
    /// (24128, 24506), BookPlayer Player (24506), orbot and nRF Connect (24765); 44 in 32700
    /// (DataDog, threema, tokenary) and in every document before 24000. orbot's
    /// TestingViewController (24765, a simulated navigation bar, no navigation controller) puts
    /// its content at 74 = 20 + 54 below the safe area's top.
    static func navigationBarHeight(tools: ToolsVersion) -> Double {
        CanvasRule.navigationBarHeight54.applies(to: tools) ? navigationBarHeight54 : navigationBar
    }
    /// The standard navigation bar of Xcode 16.3–16.4's canvas (``CanvasRule/navigationBarHeight54``).
    static let navigationBarHeight54 = 54.0
    /// A large-title navigation bar on an iPhone in regular height outside a sheet: 96 (44 + 52).
    static let largeTitleNavigationBar = 96.0
    /// The heights of a navigation bar in a sheet (from iOS 13): 56 for a standard bar, 108 with
    /// a large title.
    static let sheetNavigationBars: Set<Double> = [56, 108]

    /// Whether a navigation controller's stored bar is a sheet's (``CanvasRule/sheetBarHeight56``):
    /// 56 or 108 high, whatever presents it (a segue of another storyboard, or none).
    static func hasSheetBar(_ navigation: XMLTree, tools: ToolsVersion) -> Bool {
        guard let height = IBScene.rect(navigation.child("navigationBar", key: "navigationBar")?.child("rect", key: "frame"))?.height else { return false }
        return isSheetBar(height: height, tools: tools)
    }

    /// Whether a navigation bar stored `height` high is a sheet's (56, or 108 with a large
    /// title; ``CanvasRule/sheetBarHeight56``).
    static func isSheetBar(height: Double, tools: ToolsVersion) -> Bool {
        sheetNavigationBars.contains(height) && CanvasRule.sheetBarHeight56.applies(to: tools)
    }

    /// The height of a popover's arrow (`UIPopoverBackgroundView.arrowHeight()` of the system
    /// popover), which Xcode's iPad canvas draws at the left of a popover's content.
    static let popoverArrow = 13.0

    init?(viewController vc: XMLTree, document: IBDocument, screen: Screen, traits: TraitCollection, storedRootFrame: Rect?) {
        guard let id = vc["id"] else { return nil }
        let graph = document.segueGraph
        let safe = screen.safeAreaInsets
        // The simulated metrics of the controller and of its navigation controller, decoded once.
        let navigationController = graph.navigationController(of: vc)
        var unknown: [(element: XMLTree, values: [UnknownAttributeValue])] = []
        func metrics(_ e: XMLTree) -> SimulatedMetricsAttributes {
            let (attributes, values) = SimulatedMetricsAttributes.decode(e)
            if !values.isEmpty { unknown.append((e, values)) }
            return attributes
        }
        let own = metrics(vc)
        let navigationMetrics = navigationController.map(metrics)
        unknownMetricValues = unknown
        // An app extension's view (`simulatedAppContext="notificationCenter"`, a Today widget) is
        // not under the status bar.
        let inExtension = vc.children.first { $0["key"] == "view" }?["simulatedAppContext"] != nil
        // Nor is a controller in a navigation controller presented as a sheet, whose bar Xcode
        // draws at the sheet's top (``IBDocument/presentsAsSheet(_:_:phone:)``): Hackers Main.storyboard
        // (23504, iPhone 8) stores its text-selection controller's text view, pinned to the safe
        // area's top, at y 56 under the sheet's 56-point bar, not 20 + 56.
        let inSheet = navigationController.map { nav in
            graph.incoming(nav["id"] ?? "").contains { document.presentsAsSheet($0.segue, nav, phone: screen.device.family == .phone) }
                || SimulatedBars.hasSheetBar(nav, tools: document.tools)
        } ?? false
        // Nor is a controller drawn in a column of a split view controller on an iPad's canvas
        // (``CanvasRule/iPadSplitColumnNoStatusBar``), as the bars of the column's navigation
        // controller are not (``IBDocument/layoutContainerBars(into:device:orientation:designCanvas:canvas:)``).
        let inIPadColumn = screen.device.family == .pad && graph.isDrawnInSplitViewColumn(vc)
            && CanvasRule.iPadSplitColumnNoStatusBar.applies(to: document.tools)
        // Nor is a controller presented as a sheet on its own (no navigation controller) on a
        // home-button phone, whose sheet starts below the status bar
        // (``CanvasRule/sheetHomeButtonNoStatusBar``). On a notched phone's canvas the sheet keeps
        // the device's own top inset; where the canvas doubles the insets, the undoubled top
        // and no bottom inset (``CanvasRule/sheetDoubledCanvasOwnInsets``).
        let ownSheet = navigationController == nil && screen.device.family == .phone && !screen.orientation.isLandscape
            && graph.incoming(id).contains { document.presentsAsSheet($0.segue, vc, phone: true) }
        let homeButton = screen.device.safeAreaInsets(for: .portrait).bottom == 0
        let ownSheetHomeButton = ownSheet && homeButton && CanvasRule.sheetHomeButtonNoStatusBar.applies(to: document.tools)
        let ownSheetDoubled = ownSheet && !homeButton && CanvasRule.canvasNotchedDoubleSafeArea.applies(to: document.tools)
            && CanvasRule.sheetDoubledCanvasOwnInsets.applies(to: document.tools)
        let ownSheetTop = ownSheetHomeButton ? 0 : ownSheetDoubled ? safe.top / 2 : safe.top
        // Nor is a controller simulating no status bar ("Status Bar: None") in a document laid
        // out with the top and bottom layout guides, not safe areas, or a child its container
        // view embeds in such a controller (``CanvasRule/statusBarNone``).
        let embeddedIn = graph.incoming(id).filter { $0.segue["kind"] == "embed" }.map(\.source)
        let noStatusBar = document.root["useSafeAreas"] != "YES" && (own.hidesStatusBar || embeddedIn.contains { SimulatedMetricsAttributes.decode($0).attributes.hidesStatusBar })
            && CanvasRule.statusBarNone.applies(to: document.tools)
        // Nor is a controller presented full screen, or in a container that is, from Xcode 14 to
        // 16.2 (``CanvasRule/fullScreenNoStatusBar``): amperfy Main's SyncVC (23094) stores its
        // views at the same y on the iPad Pro 11" and the iPhone X. Asked last: it walks the segues.
        let statusBar = inExtension || inSheet || inIPadColumn || noStatusBar || document.isDrawnFullScreenWithoutStatusBar(vc) ? 0 : ownSheetTop
        statusBarHeight = statusBar
        // A popover's content on an iPad canvas (a controller a `popoverPresentation` segue
        // shows, or one in the navigation stack it shows) is drawn beside the popover's arrow: the
        // root view's safe area starts 13 points in (UTM Main.storyboard, toolsVersion 15705, iPad
        // Pro 12.9" canvas: 14 tables 320 + 13 wide, 55 of their 57 content views at x 13 through
        // `insetsContentViewsToSafeArea`). A free-form size is drawn as it is (AudioKitSynthOne
        // Main.storyboard's popovers); an iPhone presents a popover as a sheet (Esri Content
        // Display Logic: content views at x 0).
        if screen.device.family == .pad && vc.child("size", key: "freeformSize") == nil && graph.isPresentedInPopover(vc) {
            left = SimulatedBars.popoverArrow
        }
        if graph.incoming(id).contains(where: { $0.segue["kind"] == "embed" }) {
            top = statusBar; bottom = safe.bottom
            return
        }
        // Top bar: an explicit simulated metric wins over the inferred navigation controller.
        var navigation = false, navigationOpaque = false
        var storedBarHeight: Double?
        if let simulated = own.topBar {
            navigation = simulated.isNavigationBar
            navigationOpaque = !simulated.isTranslucent
        } else if let nav = navigationController, navigationMetrics?.isNavigationBarHidden == false {
            navigation = true
            let bar = nav.child("navigationBar", key: "navigationBar")
            let attributes = bar.map { NavigationBarAttributes.decode($0).attributes }
            navigationOpaque = attributes.map { !$0.isTranslucent } ?? false
            prefersLargeTitles = attributes?.prefersLargeTitles ?? false
            // A large-title bar is taller (96): the height stored in the document wins.
            // It was stored for the design canvas: on another device or orientation (a compact
            // height's 32-point bar) UIKit's heights apply (SoundFonts FontEditor, saved on an
            // iPhone 11 in portrait with a 44-point bar and on an iPhone 4s in landscape with 32).
            let onDesignCanvas = document.isDesignCanvas(screen.device, screen.orientation)
            // The navigation controller stores its bar with its large title (96, 108 in a sheet),
            // whatever its controllers show: one whose item shows a small title (its own
            // `largeTitleDisplayMode="never"`, or inherited from the controller that pushed it:
            // ``SegueGraph/displaysLargeTitle(_:)``) has the bar without the title's 52
            // points. trailer Settings.storyboard (21701, iPhone 11): views pinned to the safe
            // area's top at y 92 = 48 + 44 under a bar stored 96 high, in controllers pushed from
            // one whose item is `never`; trailer Main.storyboard (15702): at y 56 in sheets whose
            // bars are stored 108 high.
            let smallTitle = prefersLargeTitles && graph.displaysLargeTitle(vc) == false
            if smallTitle { prefersLargeTitles = false }
            if var height = IBScene.rect(bar?.child("rect", key: "frame"))?.height, height > 0 {
                // 96 is the standard bar with its title: the canvas's standard bar (54 in Xcode 16.3–16.4);
                // a sheet's 108 less the title is the sheet's 56.
                if smallTitle && abs(height - SimulatedBars.largeTitleNavigationBar) < 0.5 { height = SimulatedBars.navigationBarHeight(tools: document.tools) }
                else if smallTitle && height > SimulatedBars.largeTitleNavigationBar { height -= NavigationBar.largeTitleHeight }
                storedBarHeight = onDesignCanvas ? height
                    : DeviceBarHeights.navigationBarHeight(stored: height, largeTitles: prefersLargeTitles, onDesignCanvas: false,
                                                           design: (document.designDevice, document.designOrientation),
                                                           target: (screen.device, screen.orientation), tools: document.tools)
            }
        }
        let barHeight = storedBarHeight ?? (SimulatedBars.hasCompactNavigationBar(traits) ? SimulatedBars.compactNavigationBar
            : SimulatedBars.navigationBarHeight(tools: document.tools))
        let topBars = statusBar + (navigation ? barHeight : 0)
        if navigation { navigationBarHeight = barHeight }
        // An opaque bar is outside the root view unless the stored root still spans the screen
        // (extendedLayoutIncludesOpaqueBars).
        // Compared on the design canvas, where the stored frame was made.
        // A free-form controller (`freeformSize`) is drawn at that size: BookPlayer Settings
        // (18122) stores StorageViewController's root 692 high under an opaque 44-point bar in a
        // 736-point free-form scene on a 667-point canvas.
        let freeform = vc.child("size", key: "freeformSize").flatMap { Double($0["height"] ?? "") }.flatMap { $0 > 0 ? $0 : nil }
        let screenHeight = freeform ?? document.designCanvasSize.height
        let rootSpansTop = (storedRootFrame?.height ?? screenHeight) > screenHeight - topBars + 0.5
        // `edgesForExtendedLayout` without `top` keeps the root below even a translucent bar.
        let underTopBar = own.extendsUnderTopBars
        let underBottomBar = own.extendsUnderBottomBars
        let rootTop = navigation && (navigationOpaque || !underTopBar) && !rootSpansTop ? topBars : storedRootFrame?.minY ?? 0
        top = max(0, topBars - rootTop)
        // A Today widget's view (``CanvasRule/extensionNoHomeIndicator``) is drawn in the
        // notification center, away from the screen's bottom edge: no home-indicator inset.
        let extensionBottom = inExtension && CanvasRule.extensionNoHomeIndicator.applies(to: document.tools)
        // Nor a controller in a navigation controller presented as a sheet on a notched iPhone in
        // portrait, from Xcode 14 (``CanvasRule/navigationSheetNoBottomInset``): its root's safe
        // area reaches the sheet's bottom.
        let navigationSheetBottom = inSheet && screen.device.family == .phone && !screen.orientation.isLandscape
            && CanvasRule.navigationSheetNoBottomInset.applies(to: document.tools)
        var bottomBars = ownSheetDoubled || extensionBottom || navigationSheetBottom ? 0 : safe.bottom
        // A toolbar the controller simulates, its navigation controller simulates, or (neither
        // stating a bottom bar) the controller that pushed it simulates: Xcode's inferred bottom
        // bar follows the navigation stack (``CanvasRule/simulatedToolbarInferred``).
        let toolbar = SimulatedBars.simulatedBottomBar(own: own, navigation: navigationMetrics, named: "simulatedToolbarMetrics")
            ?? (own.bottomBar == nil && navigationMetrics?.bottomBar == nil
                ? SimulatedBars.inferredToolbar(of: vc, graph: graph).flatMap { CanvasRule.simulatedToolbarInferred.applies(to: document.tools) ? $0 : nil } : nil)
        if let tabs = graph.tabBarController(of: vc) {
            tabBarController = tabs
            let opaque = tabs.child("tabBar", key: "tabBar").map { !TabBarAttributes.decode($0).attributes.isTranslucent } ?? false
            bottomBars = opaque || !underBottomBar ? 0 : safe.bottom + SimulatedBars.tabBar
            // A navigation controller's toolbar in a tab is drawn above the tab bar, as UIKit
            // lays it out (``CanvasRule/toolbarAboveTabBar``).
            if let toolbar, CanvasRule.simulatedToolbar.applies(to: document.tools), CanvasRule.toolbarAboveTabBar.applies(to: document.tools),
               toolbar.isTranslucent, underBottomBar {
                bottomBars += SimulatedBars.simulatedToolbar
            }
        } else if let metrics = SimulatedBars.simulatedBottomBar(own: own, navigation: navigationMetrics, named: "simulatedTabBarMetrics") {
            // A tab bar simulated on the controller or its navigation controller
            // (`<simulatedTabBarMetrics key="simulatedBottomBarMetrics">`, a tab of a tab bar
            // controller in another storyboard) is drawn as a real one: Yubico's
            // OtherDemosStoryboard (17701, iPhone 11 canvas) simulates an opaque one on its
            // navigation controller and stores the pushed controllers' roots 725 high (896 less
            // 88 of bars above and 49 + 34 below), their buttons 20 above the safe area's bottom
            // at the root's bottom − 20.
            bottomBars = !metrics.isTranslucent || !underBottomBar ? 0 : safe.bottom + SimulatedBars.tabBar
        } else if let metrics = toolbar, CanvasRule.simulatedToolbar.applies(to: document.tools) {
            // A toolbar simulated on the controller or its navigation controller
            // (`<simulatedToolbarMetrics key="simulatedBottomBarMetrics">`) is drawn 49 high
            // above the safe area's bottom, as a simulated tab bar, on home-button phones too
            // (where a navigation controller stores its real toolbar 44 high):
            // ``CanvasRule/simulatedToolbar``.
            bottomBars = !metrics.isTranslucent || !underBottomBar ? 0 : safe.bottom + SimulatedBars.simulatedToolbar
        }
        bottom = bottomBars
    }
}

extension SimulatedBars {
    /// The toolbar Xcode infers for a controller that states no bottom bar of its own: the one
    /// the controller that pushed it (`show`, `push`) simulates or infers in turn, or its
    /// navigation controller's; nil when none does (or one states another bottom bar).
    static func inferredToolbar(of vc: XMLTree, graph: SegueGraph) -> SimulatedMetricsAttributes.Bar? {
        var visited: Set<String> = []
        return inferredToolbar(of: vc, graph: graph, visited: &visited)
    }

    private static func inferredToolbar(of vc: XMLTree, graph: SegueGraph, visited: inout Set<String>) -> SimulatedMetricsAttributes.Bar? {
        guard let id = vc["id"], visited.insert(id).inserted else { return nil }
        for (segue, source) in graph.incoming(id) where source !== vc && ["show", "push"].contains(segue["kind"] ?? "") {
            guard let sourceNavigation = graph.navigationController(of: source) else { continue }
            let metrics = SimulatedMetricsAttributes.decode(source).attributes
            let navigation = SimulatedMetricsAttributes.decode(sourceNavigation).attributes
            if let bar = metrics.bottomBar ?? navigation.bottomBar { return bar.name == "simulatedToolbarMetrics" ? bar : nil }
            if let bar = inferredToolbar(of: source, graph: graph, visited: &visited) { return bar }
        }
        return nil
    }

    /// The simulated bottom bar of the kind `name` (`simulatedToolbarMetrics`) of the controller
    /// (its metrics `own`), else of its navigation controller (`navigation`); nil when neither
    /// simulates one, or the first that does simulates another kind.
    static func simulatedBottomBar(own: SimulatedMetricsAttributes, navigation: SimulatedMetricsAttributes?,
                                   named name: String) -> SimulatedMetricsAttributes.Bar? {
        guard let bottom = own.bottomBar ?? navigation?.bottomBar else { return nil }
        return bottom.name == name ? bottom : nil
    }
}
