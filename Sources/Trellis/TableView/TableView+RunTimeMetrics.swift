/// UIKit's run-time lengths of a table view: what a `UITableView` gives the dimensions left at
/// ``TableView/automaticDimension`` when no delegate says otherwise.
///
/// These are not Xcode's canvas: the storyboard reader keeps the canvas's own table metrics,
/// which vary with the Xcode version and draw headers UIKit never shows (the canvas's "Prototype
/// Cells" header); a document's tables are arranged by the reader, never by these values.
///
/// Sources. Apple documents that `rowHeight`, `estimatedRowHeight`, `sectionHeaderHeight`,
/// `sectionFooterHeight` and `sectionHeaderTopPadding` default to `automaticDimension`, that a
/// header or footer of automatic height "fits the value returned from
/// `tableView(_:titleForHeaderInSection:)`", and that an automatic estimate is one "the table view
/// selects … on your behalf"; it publishes no numbers. The numbers are UIKit's table drawn with the
/// system font at the default text size on iOS 15 and later, as Xcode's canvas (which lays tables
/// out with the iOS SDK's UIKit) stores them for tables whose lengths are all automatic
/// (`docs/interface-builder.md`, "Table views"): grouped and inset-grouped headers and footers
/// unchanged from Xcode 11 to 16; a plain table's titled header 28 high (Xcode 10.2–11 store 28),
/// and 50 from Xcode 14 on: 28 below the 22-point top padding iOS 15 added above the headers of
/// plain tables (`sectionHeaderTopPadding`). These are not measured on a device.
enum TableViewRunTimeMetrics {
    /// UIKit's standard row height, 44 points: an automatic row whose content view's
    /// constraints give no height, and the estimate of an automatic estimated height.
    static let standardRowHeight = 44.0

    /// The space UIKit leaves above each section header of a plain table when
    /// `sectionHeaderTopPadding` is automatic (iOS 15 and later): 22 points; none in a grouped or
    /// inset-grouped table, whose headers did not move with iOS 15.
    static func sectionHeaderTopPadding(style: TableView.Style) -> Double {
        style == .plain ? 22 : 0
    }

    /// The height of a section header of automatic height without a delegate's view.
    ///
    /// - Plain: 28 for a title, none without one.
    /// - Grouped and inset-grouped: 38 for a title, 17.5 more above the first section (55.5);
    ///   17.5 between sections without a title, 35 above an untitled first section.
    static func sectionHeaderHeight(style: TableView.Style, titled: Bool, first: Bool) -> Double {
        guard style != .plain else { return titled ? 28 : 0 }
        return titled ? (first ? 55.5 : 38) : (first ? 35 : 17.5)
    }

    /// The height of a section footer of automatic height without a delegate's view: plain 28
    /// for a title and none without; grouped and inset-grouped 30 for a one-line title, 17.5
    /// without one.
    static func sectionFooterHeight(style: TableView.Style, titled: Bool) -> Double {
        guard style != .plain else { return titled ? 28 : 0 }
        return titled ? 30 : 17.5
    }

    /// The side margin of a table's cells (their content views' leading and trailing layout
    /// margins, and an inset-grouped table's row inset) for a table `width` points wide: 16
    /// below 390 points, 20 from 390 on — the margins UIKit draws inset-grouped rows with on
    /// every iPhone canvas of the corpora (Hackers, Yubico, threema: 14 tables).
    static func cellSideMargin(tableWidth width: Double) -> Double { width >= 390 ? 20 : 16 }
}
