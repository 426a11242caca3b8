extension IBDocument {
    /// Whether the canvas draws the controller inside a full-screen presentation without the
    /// status bar (``CanvasRule/fullScreenNoStatusBar``): it, or a container it is drawn in — the
    /// navigation controller whose stack holds it (its root, or pushed with `show`/`push`), the
    /// tab bar controller it is a tab of, the split view controller it is a column of — is the
    /// destination of a `presentation` or `modal` segue whose style (the segue's
    /// `modalPresentationStyle`, else the destination's) is `fullScreen` or `overFullScreen`.
    func isDrawnFullScreenWithoutStatusBar(_ controller: XMLTree) -> Bool {
        guard CanvasRule.fullScreenNoStatusBar.applies(to: tools) else { return false }
        var visited: Set<String> = []
        return isDrawnFullScreenWithoutStatusBar(controller, graph: segueGraph, visited: &visited)
    }

    private func isDrawnFullScreenWithoutStatusBar(_ controller: XMLTree, graph: SegueGraph, visited: inout Set<String>) -> Bool {
        guard let id = controller["id"], visited.insert(id).inserted else { return false }
        for (segue, source) in graph.incoming(id) where source !== controller {
            let kind = segue["kind"] ?? ""
            if ["presentation", "modal"].contains(kind) {
                let style = segue["modalPresentationStyle"] ?? controller["modalPresentationStyle"]
                if ["fullScreen", "overFullScreen"].contains(style ?? "") { return true }
                continue
            }
            // The containers the controller is drawn in: its navigation controller (root or
            // pushed), its tab bar controller, its split view controller.
            let contained = kind == "relationship"
                && ["rootViewController", "viewControllers", "masterViewController", "detailViewController", "compactViewController",
                    "supplementaryViewController"].contains(segue["relationship"] ?? "")
            let pushed = ["show", "push"].contains(kind) && graph.navigationController(of: source) != nil
            if contained || pushed, isDrawnFullScreenWithoutStatusBar(source, graph: graph, visited: &visited) { return true }
        }
        return false
    }
}
