import Trellis

/// Who presents whom in a storyboard: segues by destination, with the controller they start from.
struct SegueGraph {
    private var byDestination: [String: [(segue: XMLTree, source: XMLTree)]] = [:]
    /// Whether each navigation controller that starts a segue has a bar that prefers large
    /// titles (`<navigationBar key="navigationBar" largeTitles="YES">`), read once per
    /// controller for ``displaysLargeTitle(_:)``; keyed by the controller's element (a
    /// malformed document may give two the same id).
    private var barPrefersLargeTitles: [ObjectIdentifier: Bool] = [:]

    /// The graph of a document's `<segue>` elements.
    init(segues: [XMLTree]) {
        for segue in segues {
            guard let destination = segue["destination"] else { continue }
            var e = segue.parent
            while let x = e, x.parent?.name != "objects" { e = x.parent }
            guard let source = e else { continue }
            byDestination[destination, default: []].append((segue, source))
            if source.name == "navigationController", barPrefersLargeTitles[ObjectIdentifier(source)] == nil {
                barPrefersLargeTitles[ObjectIdentifier(source)] = source.child("navigationBar", key: "navigationBar")
                    .map { NavigationBarAttributes.decode($0).attributes.prefersLargeTitles } ?? false
            }
        }
    }

    func incoming(_ id: String) -> [(segue: XMLTree, source: XMLTree)] { byDestination[id] ?? [] }

    /// The navigation controller whose stack holds the controller: its root, or pushed (`show`,
    /// `push`) from a controller in it.
    ///
    /// Each walk up the segues visits a controller once (`visited`): a storyboard whose
    /// controllers show one another in cycles (ReticentJohn Amaroq Main.storyboard) would
    /// otherwise be walked along every path.
    func navigationController(of vc: XMLTree) -> XMLTree? {
        var visited: Set<String> = []
        return navigationController(of: vc, visited: &visited)
    }

    private func navigationController(of vc: XMLTree, visited: inout Set<String>) -> XMLTree? {
        guard let id = vc["id"], visited.insert(id).inserted else { return nil }
        for (segue, source) in incoming(id) {
            if source.name == "navigationController" && segue["relationship"] == "rootViewController" { return source }
            if ["show", "push"].contains(segue["kind"] ?? ""), source !== vc,
               let nav = navigationController(of: source, visited: &visited) { return nav }
        }
        return nil
    }

    /// Whether the controller's navigation item shows a large title in its navigation
    /// controller's bar: the bar prefers large titles (`largeTitles="YES"`) and the item's
    /// `largeTitleDisplayMode` is `always`, or `automatic` (written as no attribute) with a large
    /// title on the item below it in the stack — the controller that pushed it (`show`, `push`),
    /// the bar's preference for the stack's root. UIKit's
    /// `UINavigationItem.LargeTitleDisplayMode.automatic`: "Inherit the display mode from the
    /// previous navigation item. […] if the previous item's title was small, the current item
    /// displays a small title." Nil when the controller is in no navigation controller's stack.
    func displaysLargeTitle(_ vc: XMLTree) -> Bool? {
        var visited: Set<String> = []
        return displaysLargeTitle(vc, visited: &visited)
    }

    private func displaysLargeTitle(_ vc: XMLTree, visited: inout Set<String>) -> Bool? {
        guard let id = vc["id"], visited.insert(id).inserted,
              let prefersLargeTitles = navigationController(of: vc).map({ barPrefersLargeTitles[ObjectIdentifier($0)] ?? false })
        else { return nil }
        guard prefersLargeTitles else { return false }
        switch vc.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] {
        case "always": return true
        case "never": return false
        default: break
        }
        for (segue, source) in incoming(id) {
            if source.name == "navigationController" && segue["relationship"] == "rootViewController" { return true }
            if ["show", "push"].contains(segue["kind"] ?? ""), source !== vc,
               let previous = displaysLargeTitle(source, visited: &visited) { return previous }
        }
        return true
    }

    /// Whether Xcode's canvas draws the controller as a column of a split view controller: the
    /// split view's master or detail (`relationship`), a `showDetail` segue's destination, or the
    /// root of a navigation controller that is one. A controller pushed (`show`) into such a
    /// navigation controller is not.
    func isSplitViewColumn(_ vc: XMLTree, depth: Int = 0) -> Bool {
        guard depth < 16, let id = vc["id"] else { return false }
        return incoming(id).contains { segue, source in
            source !== vc && (source.name == "splitViewController" && segue["kind"] == "relationship"
                || segue["kind"] == "showDetail"
                || source.name == "navigationController" && segue["relationship"] == "rootViewController"
                    && isSplitViewColumn(source, depth: depth + 1))
        }
    }

    /// Whether the canvas draws the controller inside a column of a split view controller: a
    /// column itself (``isSplitViewColumn(_:depth:)``), in the stack of a navigation controller
    /// that is one, or a tab (or in a tab's stack) of a tab bar controller that is one.
    func isDrawnInSplitViewColumn(_ vc: XMLTree) -> Bool {
        let tabs = tabBarController(of: vc)
        let candidates = [vc, navigationController(of: vc), tabs, tabs.flatMap { navigationController(of: $0) }]
        return candidates.contains { $0.map { isSplitViewColumn($0) } ?? false }
    }

    /// Whether the controller is shown in a popover: a `popoverPresentation` segue's
    /// destination, or the root of (or pushed into) a navigation controller that is one.
    func isPresentedInPopover(_ vc: XMLTree) -> Bool {
        var visited: Set<String> = []
        return isPresentedInPopover(vc, visited: &visited)
    }

    private func isPresentedInPopover(_ vc: XMLTree, visited: inout Set<String>) -> Bool {
        guard let id = vc["id"], visited.insert(id).inserted else { return false }
        for (segue, source) in incoming(id) {
            if segue["kind"] == "popoverPresentation" { return true }
            if source !== vc, source.name == "navigationController" && segue["relationship"] == "rootViewController"
                || ["show", "push"].contains(segue["kind"] ?? ""),
               isPresentedInPopover(source, visited: &visited) { return true }
        }
        return false
    }

    /// Whether the canvas draws the controller inside a full-screen presentation: it, or a
    /// container it is drawn in — the navigation controller whose stack holds it (its root, or
    /// pushed with `show`/`push`), the tab bar controller it is a tab of, the split view
    /// controller it is a column of — is the destination of a `presentation` or `modal` segue
    /// whose style (``presentsFullScreen(_:to:)``) is `fullScreen` or `overFullScreen`. Each
    /// walk visits a controller once. Not memoised: a document is laid out on several devices at
    /// once (`check --devices`), and a shared cache written during layout raced there.
    func isDrawnFullScreen(_ vc: XMLTree) -> Bool {
        var visited: Set<String> = []
        return isDrawnFullScreen(vc, visited: &visited)
    }

    private func isDrawnFullScreen(_ vc: XMLTree, visited: inout Set<String>) -> Bool {
        guard let id = vc["id"], visited.insert(id).inserted else { return false }
        for (segue, source) in incoming(id) where source !== vc {
            let kind = segue["kind"] ?? ""
            if ["presentation", "modal"].contains(kind) {
                if SegueGraph.presentsFullScreen(segue, to: vc) == true { return true }
                continue
            }
            // The containers the controller is drawn in: its navigation controller (root or
            // pushed), its tab bar controller, its split view controller.
            let contained = kind == "relationship"
                && ["rootViewController", "viewControllers", "masterViewController", "detailViewController", "compactViewController",
                    "supplementaryViewController"].contains(segue["relationship"] ?? "")
            let pushed = ["show", "push"].contains(kind) && navigationController(of: source) != nil
            if contained || pushed, isDrawnFullScreen(source, visited: &visited) { return true }
        }
        return false
    }

    /// Whether a modal segue presents `destination` full screen: its style — the segue's
    /// `modalPresentationStyle`, else the destination's — is `fullScreen` or `overFullScreen`;
    /// nil when neither names a style.
    static func presentsFullScreen(_ segue: XMLTree, to destination: XMLTree) -> Bool? {
        guard let style = segue["modalPresentationStyle"] ?? destination["modalPresentationStyle"] else { return nil }
        return ["fullScreen", "overFullScreen"].contains(style)
    }

    /// Whether a `show` (or `push`) segue to `destination` presents it modally: its source is in
    /// no navigation controller's stack and is no column of a split view controller, so
    /// `show(_:sender:)`'s default implementation presents the controller
    /// (``CanvasRule/showOutsideNavigationIsModal``). A container controller as the source
    /// (navigation, tab bar, split view) is not one of these.
    func showsModally(_ segue: XMLTree, to destination: XMLTree) -> Bool {
        guard ["show", "push"].contains(segue["kind"] ?? ""), let id = destination["id"],
              let source = incoming(id).first(where: { $0.segue === segue })?.source,
              source !== destination else { return false }
        let containers: Set<String> = ["navigationController", "tabBarController", "splitViewController"]
        return !containers.contains(source.name) && navigationController(of: source) == nil && !isSplitViewColumn(source)
    }

    /// The tab bar controller the controller (or its navigation controller) is a tab of.
    func tabBarController(of vc: XMLTree) -> XMLTree? {
        var visited: Set<String> = []
        return tabBarController(of: vc, visited: &visited)
    }

    private func tabBarController(of vc: XMLTree, visited: inout Set<String>) -> XMLTree? {
        guard let id = vc["id"], visited.insert(id).inserted else { return nil }
        for (segue, source) in incoming(id) where source !== vc {
            if source.name == "tabBarController" && segue["relationship"] == "viewControllers" { return source }
            if source.name == "navigationController" && segue["relationship"] == "rootViewController"
                || ["show", "push"].contains(segue["kind"] ?? "") {
                if let tabs = tabBarController(of: source, visited: &visited) { return tabs }
            }
        }
        return nil
    }
}
