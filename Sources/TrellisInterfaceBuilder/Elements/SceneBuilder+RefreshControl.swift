import Trellis

extension SceneBuilder {
    /// The frame Xcode stores for a table view controller's refresh control
    /// (`<refreshControl key="refreshControl">`): the canvas does not draw or lay it out, and
    /// stores it at this placeholder on every device (``CanvasRule/refreshControlPlaceholder``).
    static let refreshControlPlaceholderFrame = Rect(x: 0, y: 0, width: 1000, height: 1000)

    /// On Xcode's canvas, a view controller's refresh control as the canvas stores it: a view
    /// outside the hierarchy at ``refreshControlPlaceholderFrame``, whatever the device. At run
    /// time UIKit places it above the scroll view's content, which Trellis does not model: it is
    /// not read, and stays an `unsupported` omission.
    func readRefreshControl(of controller: XMLTree) {
        guard simulatesCanvas, let e = controller.child("refreshControl", key: "refreshControl"), let id = documentID(of: e),
              result.views[id] == nil, let stored = IBScene.rect(e.child("rect", key: "frame")),
              CanvasRule.refreshControlPlaceholder.applies(to: tools) else { return }
        let control = View(frame: SceneBuilder.refreshControlPlaceholderFrame)
        control.accessibilityIdentifier = id
        result.add(IBLayout.Entry(id: id, elementName: e.name, superviewID: controller["id"], view: control, storedFrame: stored,
                                  flaggedInDocument: false, line: e.line))
    }
}
