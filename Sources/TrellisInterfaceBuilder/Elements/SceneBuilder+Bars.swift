import Trellis

extension SceneBuilder {
    /// `<navigationBar>`: `UINavigationBar` with its ``NavigationBarAttributes`` (the top item's
    /// title, large titles).
    func readNavigationBar(_ e: XMLTree, _ a: NavigationBarAttributes, shared: ViewAttributes) -> NavigationBar {
        SceneBuilder.navigationBar(a)
    }

    /// A bar element (`navigationBar`, `tabBar`, `toolbar`, also a container controller's own bars)
    /// as its UIKit class; any other element as a plain view.
    static func barView(_ e: XMLTree) -> View {
        switch e.kind {
        case .navigationBar: navigationBar(NavigationBarAttributes.decode(e).attributes)
        case .tabBar: tabBar(e)
        case .toolbar: toolbar(e)
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

    /// `<tabBar>`: `UITabBar` with its `<tabBarItem>`s (``TabBarAttributes``).
    static func tabBar(_ e: XMLTree) -> TabBar {
        let bar = TabBar()
        bar.items = TabBarAttributes.decode(e).attributes.items.map(barItem)
        return bar
    }

    /// `<toolbar>`: `UIToolbar` with its `<barButtonItem>`s (``ToolbarAttributes``), spaces left out.
    static func toolbar(_ e: XMLTree) -> Toolbar {
        let bar = Toolbar()
        bar.items = ToolbarAttributes.decode(e).attributes.items.filter { !$0.isSpace }.map(barItem)
        return bar
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
