import Trellis

extension SceneBuilder {
    /// `<navigationBar>`: `UINavigationBar` with its last `<navigationItem>`'s title (the top item).
    func readNavigationBar(_ e: XMLTree, id: String) -> NavigationBar { SceneBuilder.navigationBar(e) }
    /// `<tabBar>`: `UITabBar` with its `<tabBarItem>`s.
    func readTabBar(_ e: XMLTree, id: String) -> TabBar { SceneBuilder.tabBar(e) }
    /// `<toolbar>`: `UIToolbar` with its `<barButtonItem>`s (their custom views are read with
    /// the bar's subviews: ``readToolbarItemViews(of:in:id:)``).
    func readToolbar(_ e: XMLTree, id: String) -> Toolbar { SceneBuilder.toolbar(e, document: document) }

    /// A bar element (`navigationBar`, `tabBar`, `toolbar`, also a container controller's own bars)
    /// as its UIKit class; any other element as a plain view.
    static func barView(_ e: XMLTree, document: IBDocument? = nil) -> View {
        switch e.name {
        case "navigationBar": navigationBar(e)
        case "tabBar": tabBar(e)
        case "toolbar": toolbar(e, document: document)
        default: View()
        }
    }

    static func navigationBar(_ e: XMLTree) -> NavigationBar {
        let bar = NavigationBar()
        bar.title = e.child("items")?.children(named: "navigationItem").last?["title"]
        bar.prefersLargeTitles = e["largeTitles"] == "YES"
        return bar
    }

    static func tabBar(_ e: XMLTree) -> TabBar {
        let bar = TabBar()
        bar.items = (e.child("items")?.children(named: "tabBarItem") ?? []).map(barItem)
        return bar
    }

    /// A `<toolbar>` as the canvas draws it (``CanvasToolbar``), with its `<items>` as
    /// ``BarButtonItem``s, custom views not yet attached; image sizes from `document`'s
    /// resources when given.
    static func toolbar(_ e: XMLTree, document: IBDocument?) -> Toolbar {
        let tools = document?.tools ?? .unknown
        let bar = CanvasToolbar(lowersItemsIn49: CanvasRule.toolbarItemRow49.applies(to: tools))
        bar.items = (e.child("items")?.children(named: "barButtonItem") ?? []).map { barButtonItem($0, document: document) }
        return bar
    }

    /// A `<barButtonItem>`: a flexible or fixed space (`systemItem`, `width`), or a button with
    /// its title, image (and the image's size when the document's resources give it in points:
    /// not an SF Symbol's) or system item, its `width` and its `style` (`done`; `plain` and the
    /// deprecated `bordered` draw a plain title).
    static func barButtonItem(_ e: XMLTree, document: IBDocument?) -> BarButtonItem {
        // A width that is not a finite number (`nan`, `inf`) is read as none.
        let width = e["width"].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? 0
        switch e["systemItem"] {
        case "flexibleSpace": return .flexibleSpace()
        case "fixedSpace": return .fixedSpace(width)
        default:
            let item: BarButtonItem
            if let system = e["systemItem"] {
                item = BarButtonItem(systemItemName: system)
                item.title = e["title"]
            } else {
                let image = e["image"]
                let size = image.flatMap { name in document?.systemImages.contains(name) == true ? nil : document?.images[name] }
                item = BarButtonItem(title: e["title"], imageName: image, imageSize: size)
            }
            item.width = width
            if e["style"] == "done" { item.style = .done }
            return item
        }
    }

    /// A tab bar or bar button item: its title, and its image or system item's name.
    static func barItem(_ e: XMLTree) -> BarItem {
        BarItem(title: e["title"], imageName: e["image"] ?? e["systemItem"])
    }

    /// The navigation and tab bars Interface Builder simulates around a view controller's root
    /// view, as views over it in the window, for pictures: a ``NavigationBar`` under the status
    /// bar with the controller's `<navigationItem key="navigationItem">` title, and a ``TabBar``
    /// with the tab bar controller's tabs (each tab's `<tabBarItem key="tabBarItem">`) above the
    /// bottom safe-area inset. They are frame-based, have no id and are not document elements, so
    /// frame tables and fidelity figures do not list them.
    func addSimulatedBarViews(_ bars: SimulatedBars, viewController vc: XMLTree, to window: Window) {
        let safe = window.screen.safeAreaInsets
        let width = window.bounds.width
        if let height = bars.navigationBarHeight {
            let bar = NavigationBar(frame: Rect(x: 0, y: bars.statusBarHeight, width: width, height: height))
            let item = vc.children.first { $0.name == "navigationItem" && $0["key"] == "navigationItem" }
            bar.title = item?["title"]
            bar.prefersLargeTitles = bars.prefersLargeTitles && item?["largeTitleDisplayMode"] != "never"
            bar.autoresizingMask = [.flexibleWidth]
            window.addSubview(bar)
        }
        if let tabs = bars.tabBarController {
            let height = TabBar.standardHeight + safe.bottom
            let bar = TabBar(frame: Rect(x: 0, y: window.bounds.height - height, width: width, height: height))
            bar.items = document.tabItems(of: tabs)
            bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            window.addSubview(bar)
        }
    }
}
