import Trellis

extension SceneBuilder {
    /// `<navigationBar>`: `UINavigationBar` with its last `<navigationItem>`'s title (the top item).
    func readNavigationBar(_ e: XMLTree, id: String) -> NavigationBar { SceneBuilder.navigationBar(e) }
    /// `<tabBar>`: `UITabBar` with its `<tabBarItem>`s.
    func readTabBar(_ e: XMLTree, id: String) -> TabBar { SceneBuilder.tabBar(e) }
    /// `<toolbar>`: `UIToolbar` with its `<barButtonItem>`s, spaces left out.
    func readToolbar(_ e: XMLTree, id: String) -> Toolbar { SceneBuilder.toolbar(e) }

    /// A bar element (`navigationBar`, `tabBar`, `toolbar`, also a container controller's own bars)
    /// as its UIKit class; any other element as a plain view.
    static func barView(_ e: XMLTree) -> View {
        switch e.name {
        case "navigationBar": navigationBar(e)
        case "tabBar": tabBar(e)
        case "toolbar": toolbar(e)
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

    static func toolbar(_ e: XMLTree) -> Toolbar {
        let bar = Toolbar()
        bar.items = (e.child("items")?.children(named: "barButtonItem") ?? [])
            .filter { !["flexibleSpace", "fixedSpace"].contains($0["systemItem"] ?? "") }
            .map(barItem)
        return bar
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
