#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A scroll view of rows in sections (UIKit's `UITableView`), laid out as UIKit does: rows top
/// to bottom at the table's width, each row as tall as its ``TableViewDelegate`` says or, with
/// ``automaticDimension`` (the default), as its cell's constraints make it.
///
/// ```swift
/// let table = TableView(frame: .zero, style: .insetGrouped)
/// table.register(SettingCell.self, forCellReuseIdentifier: "setting")
/// table.dataSource = settings          // numberOfRowsInSection, cellForRowAt
/// window.addSubview(table)
/// window.layoutIfNeeded()              // visible rows measured and placed; contentSize set
/// ```
///
/// As in UIKit, only the rows in view have cells: a row's height is measured when its cell is
/// shown (`systemLayoutSizeFitting` of the content view at the cell's width, required
/// horizontally and fitting-size-level vertically); rows not yet shown count at their estimated
/// height in ``ScrollView/contentSize``. A content view whose constraints give it no height gets
/// the standard 44 points (UIKit logs "Detected a case where constraints ambiguously suggest a
/// height of zero" and does the same).
open class TableView: ScrollView {
    /// UIKit's table styles (`UITableView.Style`).
    public enum Style: Int, Sendable, Hashable, CaseIterable { case plain, grouped, insetGrouped }

    /// UIKit's `UITableView.automaticDimension`: "use the default value for a given dimension".
    public static let automaticDimension = -1.0
    /// UIKit's standard row height: 44 points (the height of an automatic row whose cell's
    /// constraints give none, and the automatic row estimate).
    public static let standardRowHeight = TableViewRunTimeMetrics.standardRowHeight

    /// The style (UIKit's `style`), fixed when the table is made.
    public let style: Style
    /// What the table shows (UIKit's `dataSource`, weak).
    public weak var dataSource: (any TableViewDataSource)? { didSet { reloadData() } }
    /// How rows, headers and footers are sized (UIKit's `delegate`, weak).
    public weak var delegate: (any TableViewDelegate)? { didSet { reloadData() } }
    /// Every row's height, or ``automaticDimension`` (the default) to size rows from their cells.
    public var rowHeight = TableView.automaticDimension { didSet { reloadData() } }
    /// The height assumed for rows not yet shown, or ``automaticDimension`` (44).
    public var estimatedRowHeight = TableView.automaticDimension { didSet { setNeedsLayout() } }
    /// The height of section headers, or ``automaticDimension`` (the default) for UIKit's: one
    /// that fits the data source's title, else the style's spacing (see ``sectionHeaderTopPadding``
    /// for the space above it in a plain table).
    public var sectionHeaderHeight = TableView.automaticDimension { didSet { setNeedsLayout() } }
    /// The space above each section header (UIKit's `sectionHeaderTopPadding`, iOS 15), or
    /// ``automaticDimension`` (the default): 22 points in a plain table, none in a grouped one.
    /// Only a section that shows a header (a title or the delegate's view) has it.
    public var sectionHeaderTopPadding = TableView.automaticDimension { didSet { setNeedsLayout() } }
    /// The height of section footers, or ``automaticDimension`` (the default) for UIKit's: one
    /// that fits the data source's title, else the style's spacing.
    public var sectionFooterHeight = TableView.automaticDimension { didSet { setNeedsLayout() } }
    /// Whether content views stay inside the safe area across (UIKit's
    /// `insetsContentViewsToSafeArea`, default `true`).
    public var insetsContentViewsToSafeArea = true { didSet { setNeedsLayout() } }
    /// Whether rows are divided by lines (UIKit's `separatorStyle`, default `.singleLine`).
    public var separatorStyle = SeparatorStyle.singleLine
    /// The default inset of the lines under rows (UIKit's `separatorInset`; only `left` and
    /// `right` count); `nil`, the default, is UIKit's automatic inset (see
    /// ``TableViewCell/separatorInset``).
    public var separatorInset: EdgeInsets?
    /// A view above the first section, at the table's width and its own height (UIKit's `tableHeaderView`).
    public var tableHeaderView: View? { didSet { swapAccessory(oldValue, tableHeaderView) } }
    /// A view below the last section, at the table's width and its own height (UIKit's `tableFooterView`).
    public var tableFooterView: View? { didSet { swapAccessory(oldValue, tableFooterView) } }

    var registered: [String: TableViewCell.Type] = [:]
    var reusable: [String: [TableViewCell]] = [:]
    /// The cells shown, by row.
    var shown: [IndexPath: TableViewCell] = [:]
    /// Section header and footer views shown, by section.
    var shownHeaders: [Int: View] = [:], shownFooters: [Int: View] = [:]
    /// Heights measured for rows of automatic height, by row (forgotten on reload and on a new width).
    var measuredHeights: [IndexPath: Double] = [:]
    var measuredWidth: Double?
    var needsReload = true

    /// A table with a frame and a style (UIKit's `init(frame:style:)`).
    public init(frame: Rect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table.
    public override convenience init(frame: Rect = .zero) { self.init(frame: frame, style: .plain) }

    // MARK: - Cells

    /// Makes cells of `cellClass` for `identifier` (UIKit's `register(_:forCellReuseIdentifier:)`).
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell for `identifier`: one that left the screen, else a new one of the registered class
    /// (UIKit's `dequeueReusableCell(withIdentifier:for:)`). An identifier never registered gets a
    /// default-style ``TableViewCell`` and a message in the layout log (UIKit raises).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        guard let cellClass = registered[identifier] else {
            LayoutEngine.log("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier")
            return TableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// A cell that left the screen, if any (UIKit's `dequeueReusableCell(withIdentifier:)`).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard let cell = reusable[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// Forgets every row and asks the data source again at the next layout pass (UIKit's `reloadData()`).
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// The cells on screen, top to bottom (UIKit's `visibleCells`).
    public var visibleCells: [TableViewCell] {
        shown.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen (UIKit's `indexPathsForVisibleRows`).
    public var indexPathsForVisibleRows: [IndexPath] { shown.keys.sorted() }

    /// The cell of a row if it is on screen (UIKit's `cellForRow(at:)`).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { shown[indexPath] }

    /// The number of rows in a section as the data source last said (UIKit's `numberOfRows(inSection:)`).
    public func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// The side margin of cells' content views (and an inset-grouped table's inset), as UIKit
    /// draws it: 16 points in a table narrower than 390 points, 20 from 390 on.
    public var cellSideMargin: Double { TableViewRunTimeMetrics.cellSideMargin(tableWidth: bounds.width) }

    private func swapAccessory(_ old: View?, _ new: View?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }
}
