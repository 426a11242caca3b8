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
            return child.children.first { $0.name == "tabBarItem" && $0["key"] == "tabBarItem" }.map { SceneBuilder.barItem(BarItemAttributes.decode($0).attributes) } ?? BarItem(title: child["title"])
        }
    }

    /// A segue between two controllers of the storyboard, as Xcode's canvas draws it: an arrow
    /// from the source controller's scene to the destination's.
    public struct SegueArrow: Sendable, Equatable {
        /// The controller the segue starts from (the `<segue>`'s enclosing controller).
        public let sourceID: String
        public let destinationID: String
        /// `kind` (`show`, `presentation`, `embed`, `relationship`…).
        public let kind: String
        /// The relationship's name for a `relationship` segue (`rootViewController`, `viewControllers`).
        public let relationship: String?
    }

    /// The storyboard's segues between controllers it holds, in document order (a segue to
    /// another storyboard's reference or to a missing id is left out). Empty for a xib.
    public var segueArrows: [SegueArrow] {
        guard let scenes = root.child("scenes") else { return [] }
        var arrows: [SegueArrow] = []
        for scene in scenes.children(named: "scene") {
            for controller in scene.child("objects")?.children ?? [] {
                guard let source = controller["id"], viewControllers[source] != nil else { continue }
                for segue in controller.descendants where segue.name == "segue" {
                    guard let destination = segue["destination"], viewControllers[destination] != nil, destination != source else { continue }
                    arrows.append(SegueArrow(sourceID: source, destinationID: destination, kind: segue["kind"] ?? "", relationship: segue["relationship"]))
                }
            }
        }
        return arrows
    }
}

extension IBScene {
    /// The id of the view controller whose root view this scene is; nil for a xib's view or a
    /// view beside a controller in its scene's dock.
    public var viewControllerID: String? { isViewControllerRoot ? viewController?["id"] : nil }
}
