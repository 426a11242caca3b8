import Trellis

/// What a `<tableView>` states about its `UITableView`: style, row and section heights, separator
/// and data mode, and its scrolling (``ScrollViewAttributes``). Read by
/// ``SceneBuilder/readTableView(_:_:shared:)`` and by the rows' arrangement on Xcode's canvas
/// (``TableMetrics``).
struct TableViewAttributes: ElementAttributes {
    /// What Interface Builder's data-mode menu says the rows are.
    enum DataMode: String { case prototypes, `static`, none }

    /// UIKit's `UITableView.Style`; `plain` when not written.
    let style: TableView.Style
    /// `rowHeight` as written (`-1`: automatic), nil when not written.
    let rowHeight: Double?
    /// `estimatedRowHeight` as written (`-1`: automatic), nil when not written.
    let estimatedRowHeight: Double?
    /// `sectionHeaderHeight` as written (`-1`: automatic), nil when not written.
    let sectionHeaderHeight: Double?
    /// `sectionFooterHeight` as written (`-1`: automatic), nil when not written.
    let sectionFooterHeight: Double?
    /// UIKit's `separatorStyle`; `singleLine` (Interface Builder's `default`) when not written.
    let separatorStyle: TableView.SeparatorStyle
    /// `<inset key="separatorInset">` (left, top, right, bottom), nil for UIKit's automatic inset.
    let separatorInset: EdgeInsets?
    /// `dataMode`: static cells or prototypes; nil when not written.
    let dataMode: DataMode?
    /// UIKit's `insetsContentViewsToSafeArea` (Interface Builder's `contentViewInsetsToSafeArea`);
    /// `true` when not written.
    let insetsContentViewsToSafeArea: Bool
    /// The table is its view controller's root view (`key="view"`).
    let isViewControllerRoot: Bool
    /// Its scrolling, as every scroll view's.
    let scrolling: ScrollViewAttributes

    init(_ d: inout AttributeDecoder) {
        style = d.value("style", Self.styles, readAs: "plain") ?? .plain
        rowHeight = d.number("rowHeight")
        estimatedRowHeight = d.number("estimatedRowHeight")
        sectionHeaderHeight = d.number("sectionHeaderHeight")
        sectionFooterHeight = d.number("sectionFooterHeight")
        separatorStyle = d.value("separatorStyle", Self.separatorStyles, readAs: "default") ?? .singleLine
        separatorInset = d.inset("separatorInset")
        dataMode = d.value("dataMode", readAs: "prototypes")
        insetsContentViewsToSafeArea = d.flag("contentViewInsetsToSafeArea", default: true)
        isViewControllerRoot = d.string("key") == "view"
        scrolling = ScrollViewAttributes(&d)
    }

    /// Interface Builder's names of UIKit's table view styles.
    static let styles: [String: TableView.Style] = ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]
    /// Interface Builder's names of separator styles (`singleLineEtched`, a grouped table's
    /// before iOS 7, draws a single line).
    static let separatorStyles: [String: TableView.SeparatorStyle] = ["default": .singleLine, "singleLine": .singleLine, "singleLineEtched": .singleLine, "none": .none]

    /// Whether the table is grouped or inset-grouped (``TableView/Style/isGrouped``).
    var isGrouped: Bool { style.isGrouped }
}

extension TableView.Style {
    /// Whether the style is grouped or inset-grouped: the sections' headers and footers of
    /// Xcode's canvas are a grouped table's (``TableMetrics``).
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
}
