import Trellis

extension SceneBuilder {
    /// Interface Builder's frame for a view it never lays out: a 1000 × 1000 square at the
    /// origin (``CanvasRule/refreshControlPlaceholder``).
    static let placeholderFrame = Rect(x: 0, y: 0, width: 1000, height: 1000)

    /// The refresh control of the table view controller whose root view is `table` (UIKit's
    /// `UITableViewController.refreshControl`, the controller's `<refreshControl
    /// key="refreshControl">`), as Xcode's canvas has it: not drawn (hidden), at Interface
    /// Builder's placeholder frame in the table (``CanvasRule/refreshControlPlaceholder``). Only
    /// on the canvas: at run time UIKit places the control above the table's content, which
    /// Trellis does not model, and the element is reported not laid out.
    func readRefreshControl(of table: XMLTree, in tableView: View, id: String) {
        guard simulatesCanvas, table["key"] == "view", let controller = table.parent, controller.name == "tableViewController",
              let e = controller.child("refreshControl", key: "refreshControl"), let controlID = e["id"], result.views[controlID] == nil,
              CanvasRule.refreshControlPlaceholder.applies(to: tools) else { return }
        let control = View()
        control.accessibilityIdentifier = controlID
        control.translatesAutoresizingMaskIntoConstraints = true
        control.autoresizingMask = []
        control.frame = SceneBuilder.placeholderFrame
        control.isHidden = true
        tableView.addSubview(control)
        result.add(IBLayout.Entry(id: controlID, elementName: e.name, superviewID: id, view: control,
                                  storedFrame: IBScene.rect(e.child("rect", key: "frame")), flaggedInDocument: XcodeFlags(e).isFlagged, line: e.line))
    }
}
