#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rows' layout: a pass down the sections placing the header view, each section's header,
/// rows and footer, and the footer view; cells only for rows in view.
extension TableView {
    /// Places everything for the current width and offset and sets the content size.
    func layoutRows() {
        let width = bounds.width
        if needsReload || measuredWidth != width {
            measuredHeights.removeAll()
            measuredWidth = width
        }
        if needsReload {
            for (_, cell) in shown { recycle(cell) }
            shown.removeAll()
            for v in Array(shownHeaders.values) + Array(shownFooters.values) { v.removeFromSuperview() }
            shownHeaders.removeAll(); shownFooters.removeAll()
            needsReload = false
        }
        let visible = bounds
        var y = 0.0
        if let header = tableHeaderView {
            header.frame = Rect(x: 0, y: 0, width: width, height: header.frame.height)
            y = header.frame.height
        }
        var keep: Set<IndexPath> = []
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        for section in 0..<sections {
            y += placeSupplementary(header: true, section: section, y: y, width: width)
            for row in 0..<numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                let fixed = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                var height = fixed >= 0 ? fixed : measuredHeights[indexPath] ?? estimatedHeight(indexPath)
                if y < visible.maxY && y + height > visible.minY, let cell = cell(for: indexPath) {
                    if fixed < 0 && measuredHeights[indexPath] == nil {
                        height = measure(cell)
                        measuredHeights[indexPath] = height
                    }
                    // A row in view at its estimate may leave it at its measured height.
                    if y + height > visible.minY {
                        keep.insert(indexPath)
                        place(cell, y: y, height: height, width: width)
                    }
                }
                y += height
            }
            y += placeSupplementary(header: false, section: section, y: y, width: width)
        }
        if let footer = tableFooterView {
            footer.frame = Rect(x: 0, y: y, width: width, height: footer.frame.height)
            y += footer.frame.height
        }
        for (indexPath, cell) in shown where !keep.contains(indexPath) {
            recycle(cell)
            shown[indexPath] = nil
        }
        // Set as if in code: the content guide (and so Auto Layout's write-back) follows it.
        let size = Size(width: width, height: y)
        if contentSize != size || requestedContentSize != size { contentSize = size }
    }

    /// The cell of a row on screen, asked of the data source when the row comes into view.
    private func cell(for indexPath: IndexPath) -> TableViewCell? {
        if let cell = shown[indexPath] { return cell }
        guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { return nil }
        cell.translatesAutoresizingMaskIntoConstraints = true
        if cell.superview !== self { insertSubview(cell, at: 0) }
        shown[indexPath] = cell
        return cell
    }

    private func recycle(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        if let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) }
    }

    /// A row's width: the table's, less an inset-grouped table's side margins.
    private var rowInset: Double { style == .insetGrouped ? cellSideMargin : 0 }

    /// The sides a content view keeps clear: the table's safe area across when
    /// ``insetsContentViewsToSafeArea`` (less what an inset-grouped row's inset already clears).
    private var contentSides: (left: Double, right: Double) {
        guard insetsContentViewsToSafeArea else { return (0, 0) }
        let safe = safeAreaInsets
        return (max(0, safe.left - rowInset), max(0, safe.right - rowInset))
    }

    private func place(_ cell: TableViewCell, y: Double, height: Double, width: Double) {
        cell.frame = Rect(x: rowInset, y: y, width: max(0, width - 2 * rowInset), height: height)
        cell.placeContentView(sides: contentSides, accessory: cell.accessoryType.width(sideMargin: cellSideMargin))
        setSideMargins(of: cell)
    }

    /// The content view's side margins: the table's side margin, 8 at the trailing side next to
    /// an accessory (``TableViewCell/trailingMarginBesideAccessory``).
    private func setSideMargins(of cell: TableViewCell) {
        let side = cellSideMargin
        let trailing = cell.accessoryType == .none ? side : TableViewCell.trailingMarginBesideAccessory
        let m = cell.contentView.directionalLayoutMargins
        if m.leading != side || m.trailing != trailing {
            cell.contentView.directionalLayoutMargins = DirectionalEdgeInsets(top: m.top, leading: side, bottom: m.bottom, trailing: trailing)
        }
    }

    /// The height of a row of automatic height: its content view's fitting height at the
    /// content width; 44 when the constraints give none.
    private func measure(_ cell: TableViewCell) -> Double {
        let sides = contentSides
        let width = max(0, bounds.width - 2 * rowInset - sides.left - sides.right - cell.accessoryType.width(sideMargin: cellSideMargin))
        setSideMargins(of: cell)
        let height = cell.contentView.selfSizingFit(width: width).height
        return height > 0 ? height : TableViewRunTimeMetrics.standardRowHeight
    }

    private func estimatedHeight(_ indexPath: IndexPath) -> Double {
        let e = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return e > 0 ? e : TableViewRunTimeMetrics.standardRowHeight
    }

    /// Places a section's header or footer view (the delegate's, or one showing the data
    /// source's title) and returns the height it takes: a header's top padding and its height.
    private func placeSupplementary(header: Bool, section: Int, y: Double, width: Double) -> Double {
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                           : dataSource?.tableView(self, titleForFooterInSection: section)
        let custom = header ? delegate?.tableView(self, viewForHeaderInSection: section)
                            : delegate?.tableView(self, viewForFooterInSection: section)
        let asked = header ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
                           : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        var view = custom
        if view == nil, let title { view = TableView.titleView(title, side: cellSideMargin) }
        var height = asked
        if height < 0 {
            if let custom { height = custom.selfSizingFit(width: width).height }
            else if header { height = TableViewRunTimeMetrics.sectionHeaderHeight(style: style, titled: title != nil, first: section == 0) }
            else { height = TableViewRunTimeMetrics.sectionFooterHeight(style: style, titled: title != nil) }
        }
        // The top padding is above a header that shows: a view, or a height of its own.
        var padding = 0.0
        if header && (view != nil || height > 0) {
            padding = sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : TableViewRunTimeMetrics.sectionHeaderTopPadding(style: style)
        }
        var shownViews = header ? shownHeaders : shownFooters
        if let old = shownViews[section], old !== view { old.removeFromSuperview() }
        if let view {
            view.translatesAutoresizingMaskIntoConstraints = true
            if view.superview !== self { addSubview(view) }
            view.frame = Rect(x: 0, y: y + padding, width: width, height: height)
        }
        shownViews[section] = view
        if header { shownHeaders = shownViews } else { shownFooters = shownViews }
        return padding + height
    }

    /// A header or footer showing a title: a label at the side margin, centred down.
    private static func titleView(_ title: String, side: Double) -> View {
        let view = View()
        let label = Label(text: title, font: .systemFont(ofSize: 13))
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: side),
                                   label.centerYAnchor.constraint(equalTo: view.centerYAnchor)])
        return view
    }
}
