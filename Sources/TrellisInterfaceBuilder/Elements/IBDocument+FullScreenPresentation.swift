extension IBDocument {
    /// Whether the canvas draws the controller inside a full-screen presentation without the
    /// status bar (``CanvasRule/fullScreenNoStatusBar``): it, or a container it is drawn in, is
    /// presented full screen (``SegueGraph/isDrawnFullScreen(_:)``).
    func isDrawnFullScreenWithoutStatusBar(_ controller: XMLTree) -> Bool {
        CanvasRule.fullScreenNoStatusBar.applies(to: tools) && segueGraph.isDrawnFullScreen(controller)
    }
}
