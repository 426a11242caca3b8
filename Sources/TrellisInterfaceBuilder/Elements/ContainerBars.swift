import Trellis

extension IBDocument {
    /// The bars of container controllers (`<navigationController>`'s `navigationBar` and
    /// `toolbar`, `<tabBarController>`'s `tabBar`) as views of their own window, where Xcode's
    /// canvas draws them: the navigation bar across the top below the status bar, the tab bar and
    /// toolbar across the bottom above the safe area, each at its stored height (a bar's intrinsic
    /// height: 44, 96 or 106 with a large title, 56 in a sheet, 49 for a tab bar); see
    /// ``hasStatusBar(_:graph:phone:)`` for the navigation bar's top.
    ///
    /// On the design canvas (`designCanvas`: the design device and orientation at the stored root
    /// sizes) a tab bar controller's tab bar keeps the frame the document stores
    /// (``CanvasRule/tabBarStoredFrame``): Xcode does not lay it out — nor on another device as
    /// its canvas draws it (`canvas`: ``CanvasRule/tabBarStoredFrameOnAnotherDevice``).
    func layoutContainerBars(into result: IBLayout, device: Device, orientation: Orientation, designCanvas: Bool = false, canvas: Bool = false) {
        guard let scenes = root.child("scenes") else { return }
        let screen = Screen(device: device, orientation: orientation)
        let graph = segueGraph
        // Controllers by id, for a navigation controller's root width (only read on the design canvas).
        var controllers: [String: XMLTree] = [:]
        if designCanvas {
            for scene in scenes.children(named: "scene") {
                for controller in scene.child("objects")?.children ?? [] { if let id = controller["id"] { controllers[id] = controller } }
            }
        }
        let onDesignCanvas = isDesignCanvas(device, orientation)
        for scene in scenes.children(named: "scene") {
            for controller in scene.child("objects")?.children ?? [] {
                let bars = controller.children.filter { ["navigationBar", "tabBar", "toolbar"].contains($0["key"] ?? "") }
                guard let controllerID = controller["id"], !bars.isEmpty else { continue }
                let window = Window(screen: screen)
                var size = screen.bounds.size
                // A navigation controller is as wide as its root's view (CanvasRule.navigationControllerRootWidth).
                if designCanvas, controller.name == "navigationController",
                   CanvasRule.navigationControllerRootWidth.applies(to: tools),
                   let width = rootViewWidth(of: controller, in: controllers), width > 0, width < size.width {
                    size.width = width
                }
                let top = hasStatusBar(controller, graph: graph, phone: device.family == .phone) ? screen.safeAreaInsets.top : 0
                // A navigation controller in a tab has its toolbar above the tab bar
                // (``CanvasRule/toolbarAboveTabBar``).
                let tabBarBelow = controller.name == "navigationController" && bars.contains(where: { $0["key"] == "toolbar" })
                    && graph.tabBarController(of: controller) != nil && CanvasRule.toolbarAboveTabBar.applies(to: tools) ? SimulatedBars.tabBar : 0
                for bar in bars {
                    guard let id = bar["id"], result.views[id] == nil,
                          let stored = IBScene.rect(bar.child("rect", key: "frame")) else { continue }
                    let view = SceneBuilder.barView(bar, document: self)
                    // A tab bar controller's tabs are its children's tab bar items (ContainerScenes).
                    if let tabBar = view as? TabBar, tabBar.items.isEmpty, controller.name == "tabBarController" {
                        tabBar.items = tabItems(of: controller)
                    }
                    view.accessibilityIdentifier = id
                    // Xcode stores a tab bar controller's tab bar at the origin from Xcode 8 on
                    // (11 documents; two older ones at the bottom); a toolbar sits above the
                    // bottom safe area. Before Xcode 9.1 (toolsVersion 13196) the navigation
                    // bar too is stored at the origin, not below the status bar: ECSliding-
                    // ViewController BasicMenu (5056), JSQMessagesViewController SwiftExample
                    // (10117), MiniKeePass PasswordGenerator (12120) and Cosmos Main (13122, the
                    // iPhone 8 canvas) store y 0; LoopKit CarbKit and MiniKeePass Settings
                    // (13196) y 20.
                    let y = switch bar["key"] {
                    case "navigationBar": CanvasRule.navigationBarAtOrigin.applies(to: tools) ? 0 : top
                    case "tabBar": CanvasRule.tabBarAtOrigin.applies(to: tools) ? 0 : size.height - stored.height
                    default: size.height - screen.safeAreaInsets.bottom - tabBarBelow - stored.height
                    }
                    // A navigation bar stored on another canvas takes this device's height (32
                    // when compact, most phones in landscape; 50 on an iPad): ``DeviceBarHeights``.
                    let height = bar["key"] == "navigationBar"
                        ? DeviceBarHeights.navigationBarHeight(stored: stored.height, largeTitles: (view as? NavigationBar)?.prefersLargeTitles == true,
                                                               onDesignCanvas: onDesignCanvas,
                                                               design: (designDevice, designOrientation), target: (device, orientation),
                                                               tools: tools)
                        : stored.height
                    // An iPad's standard bar in Xcode 16.3–16.4 is not known (CanvasRule.iPadNavigationBarUnsettled):
                    // on another device the stored height is kept, and the layout says so.
                    if bar["key"] == "navigationBar", !onDesignCanvas, designDevice.family == .pad || device.family == .pad,
                       CanvasRule.iPadNavigationBarUnsettled.applies(to: tools) {
                        result.diagnostics.append(CanvasRule.iPadNavigationBarUnsettled.unknownDiagnostic(ids: [id]))
                    }
                    let keepsStoredTabBar = bar["key"] == "tabBar"
                        && (designCanvas ? CanvasRule.tabBarStoredFrame.applies(to: tools)
                            : canvas && CanvasRule.tabBarStoredFrameOnAnotherDevice.applies(to: tools))
                    view.frame = keepsStoredTabBar ? stored : Rect(x: 0, y: y, width: size.width, height: height)
                    window.addSubview(view)
                    result.add(IBLayout.Entry(id: id, elementName: bar.name, superviewID: controllerID, view: view,
                                                         storedFrame: stored, flaggedInDocument: false, line: bar.line))
                }
                result.windows.append(window)
            }
        }
    }

    /// The stored width of the root view of a navigation controller's root view controller
    /// (its `rootViewController` relationship), nil when it has none in the document or a
    /// free-form one.
    private func rootViewWidth(of navigation: XMLTree, in controllers: [String: XMLTree]) -> Double? {
        let segue = navigation.child("connections")?.children.first { $0.name == "segue" && $0["relationship"] == "rootViewController" }
        // A free-form simulated size is drawn as it is, the navigation controller at full width
        // (bradhowes SoundFonts FontEditor, iPhone 4s landscape: a 480-wide bar over a 320-wide
        // free-form root).
        guard let id = segue?["destination"], let root = controllers[id], root.child("size", key: "freeformSize") == nil else { return nil }
        return IBScene.rect(root.children.first { $0["key"] == "view" }?.child("rect", key: "frame"))?.width
    }

    /// Whether the canvas draws the status bar above a container controller: not when it is
    /// presented as a sheet (a `presentation` or `modal` segue without a full-screen style, from
    /// Xcode 11 on; before, every modal presentation was full screen) or a column of a split view
    /// controller — but for the master column on a phone's canvas; otherwise it does — including
    /// a controller of a storyboard another storyboard's reference leads to (no segue in this
    /// document), and one embedded in a container view, as a view controller's root there has
    /// the status bar (``SimulatedBars``): zotero ZShare MainInterface.storyboard (23727, iPad
    /// Air canvas), the corpora's one embedded navigation controller, stores its bar at y 24.
    ///
    /// The master column on a phone: Esri's Content Display Logic Main (toolsVersion 20037,
    /// iPhone 11) stores its bar at y 44, passforios Main (23504, iPhone 12) at 47 and Hackers
    /// Main (23504, iPhone 8) at 20 — the status bar's height each time; on an iPad canvas
    /// (amperfy Main, 23094) at 0. The detail column on a phone has it too
    /// (``CanvasRule/phoneDetailColumnStatusBar``).
    ///
    /// A navigation controller whose bar is stored 56 high is a sheet whatever presents it
    /// (``CanvasRule/sheetBarHeight56``).
    ///
    /// A tab of a tab bar controller has the status bar when its tab bar controller has: amperfy
    /// Main (23094, iPad) stores the navigation bars of the tabs of a tab bar controller that is
    /// a split view's compact column at y 0; siskin-im Main (20037, iPhone 11), whose tab bar
    /// controller is a split view's master column on a phone, at y 44 under the status bar.
    ///
    /// Not either when it is presented full screen, or in a container that is
    /// (``CanvasRule/fullScreenNoStatusBar``): asked once, for the controller, as its tab bar
    /// controller is one of those containers.
    private func hasStatusBar(_ controller: XMLTree, graph: SegueGraph, phone: Bool) -> Bool {
        !isDrawnFullScreenWithoutStatusBar(controller) && hasStatusBarUnlessFullScreen(controller, graph: graph, phone: phone)
    }

    /// ``hasStatusBar(_:graph:phone:)`` but for a full-screen presentation, walking up to the tab
    /// bar controller the controller is a tab of.
    private func hasStatusBarUnlessFullScreen(_ controller: XMLTree, graph: SegueGraph, phone: Bool, visited: Set<String> = []) -> Bool {
        guard let id = controller["id"], !visited.contains(id) else { return true }
        for (segue, source) in graph.incoming(id) where source !== controller {
            if source.name == "tabBarController" && segue["relationship"] == "viewControllers" {
                if !hasStatusBarUnlessFullScreen(source, graph: graph, phone: phone, visited: visited.union([id])) { return false }
                continue
            }
            if source.name == "splitViewController" {
                if phone && segue["relationship"] == "masterViewController" { continue }
                if phone && segue["relationship"] == "detailViewController" && CanvasRule.phoneDetailColumnStatusBar.applies(to: tools) { continue }
                return false
            }
            if presentsAsSheet(segue, controller, phone: phone) { return false }
        }
        return !(controller.name == "navigationController" && SimulatedBars.hasSheetBar(controller, tools: tools))
    }

    /// Whether a segue presents the controller as a sheet on the canvas: a `presentation` or
    /// `modal` segue without a full-screen style (the segue's `modalPresentationStyle`, else the
    /// controller's), from Xcode 11 (toolsVersion 14800, its betas included) on; before, every modal presentation
    /// was full screen.
    ///
    /// On a phone's canvas before Xcode 11 a presentation with a style of its own (`formSheet`,
    /// `pageSheet`, `overCurrentContext`…) is full screen too, with the status bar
    /// (``CanvasRule/sheetStyleFullScreenOnPhone``): before iOS 13 a compact-width presentation
    /// adapts to full screen.
    ///
    /// A `show` segue from a controller outside any navigation stack or split view is a modal
    /// presentation too (``CanvasRule/showOutsideNavigationIsModal``).
    func presentsAsSheet(_ segue: XMLTree, _ controller: XMLTree, phone: Bool) -> Bool {
        let shownModally = segueGraph.showsModally(segue, to: controller) && CanvasRule.showOutsideNavigationIsModal.applies(to: tools)
        guard ["presentation", "modal"].contains(segue["kind"] ?? "") || shownModally else { return false }
        if phone && CanvasRule.sheetStyleFullScreenOnPhone.applies(to: tools) { return false }
        let fullScreen = SegueGraph.presentsFullScreen(segue, to: controller)
        return !(fullScreen == true || (fullScreen == nil && !CanvasRule.modalIsSheet.applies(to: tools)))
    }
}
