import Trellis

extension IBDocument {
    /// The name Xcode's canvas shows above a container controller's scene (a navigation, tab bar
    /// or other controller with bars of its own, ``layoutContainerBars(into:device:orientation:designCanvas:canvas:)``):
    /// its `title`, else its custom class, else its element name — the rule ``IBScene/title``
    /// follows for controllers with a view. nil when no controller has that id.
    public func controllerTitle(_ id: String) -> String? {
        viewControllers[id].map { $0["title"] ?? $0["customClass"] ?? $0.name }
    }

    /// The tabs a tab bar controller shows, in order: each child's (its `viewControllers`
    /// relationship segues') `<tabBarItem key="tabBarItem">`, else the child's title. The document
    /// stores the controller's own `<tabBar>` without items; UIKit's `UITabBarController` fills
    /// its tab bar from its children's `tabBarItem`s.
    func tabItems(of tabs: XMLTree) -> [BarItem] {
        tabs.descendants.filter { $0.name == "segue" && $0["relationship"] == "viewControllers" }.compactMap { segue in
            guard let destination = segue["destination"], let child = viewControllers[destination] else { return nil }
            return child.children.first { $0.name == "tabBarItem" && $0["key"] == "tabBarItem" }.map(SceneBuilder.barItem) ?? BarItem(title: child["title"])
        }
    }
}
