import Trellis

extension SceneBuilder {
    /// `<navigationBar>`: `UINavigationBar` with its ``NavigationBarAttributes`` (the top item's
    /// title, large titles).
    func readNavigationBar(_ e: XMLTree, _ a: NavigationBarAttributes, shared: ViewAttributes) -> NavigationBar {
        SceneBuilder.navigationBar(a)
    }
    /// `<toolbar>`: `UIToolbar` with its `<barButtonItem>`s (``ToolbarAttributes``; their custom
    /// views are read with the bar's subviews: ``readToolbarItemViews(of:in:id:)``).
    func readToolbar(_ e: XMLTree, _ a: ToolbarAttributes, shared: ViewAttributes) -> Toolbar {
        SceneBuilder.toolbar(a, document: document)
    }

    /// `<tabBar>`: `UITabBar` with its `<tabBarItem>`s (``TabBarAttributes``).
    func readTabBar(_ e: XMLTree, _ a: TabBarAttributes, shared: ViewAttributes) -> TabBar {
        SceneBuilder.tabBar(a)
    }

    /// A bar element (`navigationBar`, `tabBar`, `toolbar`, also a container controller's own bars)
    /// as its UIKit class; any other element as a plain view.
    static func barView(_ e: XMLTree, document: IBDocument? = nil) -> View {
        switch e.kind {
        case .navigationBar: navigationBar(NavigationBarAttributes.decode(e).attributes)
        case .tabBar: tabBar(TabBarAttributes.decode(e).attributes)
        case .toolbar: toolbar(ToolbarAttributes.decode(e).attributes, document: document)
        default: View()
        }
    }

    /// A `UINavigationBar` with the title and large titles `a` states.
    static func navigationBar(_ a: NavigationBarAttributes) -> NavigationBar {
        let bar = NavigationBar()
        bar.title = a.title
        bar.prefersLargeTitles = a.prefersLargeTitles
        return bar
    }

    /// A `UITabBar` with the `<tabBarItem>`s `a` states.
    static func tabBar(_ a: TabBarAttributes) -> TabBar {
        let bar = TabBar()
        bar.items = a.items.map(barItem)
        return bar
    }

    /// A `<toolbar>` as the canvas draws it (``CanvasToolbar``), with its items
    /// (``ToolbarAttributes``) as ``BarButtonItem``s, custom views not yet attached; image sizes
    /// from `document`'s resources when given.
    static func toolbar(_ a: ToolbarAttributes, document: IBDocument?) -> Toolbar {
        let tools = document?.tools ?? .unknown
        let bar = CanvasToolbar(lowersItemsIn49: CanvasRule.toolbarItemRow49.applies(to: tools))
        bar.items = a.items.map { barButtonItem($0, document: document) }
        return bar
    }

    /// A `<barButtonItem>` element as a ``BarButtonItem`` (``barButtonItem(_:document:)``).
    static func barButtonItem(_ e: XMLTree, document: IBDocument?) -> BarButtonItem {
        barButtonItem(BarItemAttributes.decode(e).attributes, document: document)
    }

    /// A `<barButtonItem>`: a flexible or fixed space (`systemItem`, `width`), or a button with
    /// its title, image (and the image's size when the document's resources give it in points:
    /// not an SF Symbol's) or system item, its `width` and its `style` (`done`; `plain` and the
    /// deprecated `bordered` draw a plain title).
    static func barButtonItem(_ a: BarItemAttributes, document: IBDocument?) -> BarButtonItem {
        switch a.systemItem {
        case "flexibleSpace": return .flexibleSpace()
        case "fixedSpace": return .fixedSpace(a.width)
        default:
            let item: BarButtonItem
            if let system = a.systemItem {
                item = BarButtonItem(systemItemName: system)
                item.title = a.title
            } else {
                let image = a.image
                let size = image.flatMap { name in document?.systemImages.contains(name) == true ? nil : document?.images[name] }
                item = BarButtonItem(title: a.title, imageName: image, imageSize: size)
            }
            item.width = a.width
            if a.isDone { item.style = .done }
            return item
        }
    }

    /// A tab bar or bar button item: its title, and its image or system item's name.
    static func barItem(_ a: BarItemAttributes) -> BarItem {
        BarItem(title: a.title, imageName: a.imageName)
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
