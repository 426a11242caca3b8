import Trellis

extension IBLayout {
    /// Cells and their content views, whose margins their table or collection view sets.
    static let tableParts: Set<String> = ["tableViewCell", "tableViewCellContentView", "collectionViewCell",
                                          "collectionViewCellContentView", "collectionReusableView"]

    /// Whether the view's layout margins are its own, as the document and UIKit's defaults give
    /// them (``View/layoutMargins``: UIKit's 8, or the document's `directionalLayoutMargins`),
    /// the same on Xcode's canvas and at run time: not a top-level view's (a controller's root
    /// view takes the system minimum of its size class), not margins the safe area or the
    /// superview's margins grow (``View/effectiveLayoutMargins`` differs: they follow the canvas's
    /// simulated bars and frames), and not a table's or collection view's part (its cells,
    /// their content views, its header and footer views: the table view sets their margins).
    /// LoopKit CarbKit.storyboard and ptsochantaris trailer Main.storyboard (pairs A and B),
    /// none flagged: subviews pinned to a `tableHeaderView`'s margins are stored as if its
    /// margins were 0 (`top == topMargin + 10` stored at 10), not UIKit's default 8. AU-COVIDSafe
    /// UploadData.storyboard: a root's top margin grown by a 20-point status bar that Xcode's
    /// canvas did not measure from (stored 0 where 20 would be required).
    public func hasOwnLayoutMargins(_ view: View) -> Bool {
        guard let e = entry(for: view), let superviewID = e.superviewID, !IBLayout.tableParts.contains(e.elementName),
              !["tableView", "collectionView"].contains(views[superviewID].flatMap { entry(for: $0)?.elementName } ?? "") else { return false }
        return view.effectiveLayoutMargins == view.layoutMargins
    }
}
