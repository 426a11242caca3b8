import Trellis

/// Scroll views, table and collection views and their cells as Trellis's own classes —
/// ``ScrollView``, ``TableView``, ``TableViewCell``, ``CollectionView``, ``CollectionViewCell`` —
/// so that a loaded document and code written against Trellis share one model: a table view's
/// cell from a storyboard has its ``TableViewCell/contentView``, a scroll view its
/// ``ScrollView/contentLayoutGuide``. Where the rows and items go on Xcode's canvas is read in
/// `SceneBuilder+TableView.swift` and `SceneBuilder+CollectionView.swift`.
extension SceneBuilder {
    /// UIKit's `UIScrollView`, with the document's scrolling (``ScrollViewAttributes``).
    func readScrollView(_ e: XMLTree, _ a: ScrollViewAttributes, shared: ViewAttributes) -> View {
        configure(ScrollView(), a)
    }

    /// UIKit's `UITableView` with its ``TableViewAttributes``: style, row and section heights
    /// (`-1`: automatic), separator style and inset, `insetsContentViewsToSafeArea`, scrolling. The attributes are kept for the
    /// rows' arrangement (``readTableContents(_:table:id:attributes:)``).
    func readTableView(_ e: XMLTree, _ a: TableViewAttributes, shared: ViewAttributes) -> View {
        let table = TableView(frame: .zero, style: a.style)
        func height(_ written: Double?) -> Double? { written.map { $0 > 0 ? $0 : TableView.automaticDimension } }
        if let h = height(a.rowHeight) { table.rowHeight = h }
        if let h = height(a.estimatedRowHeight) { table.estimatedRowHeight = h }
        if let h = height(a.sectionHeaderHeight) { table.sectionHeaderHeight = h }
        if let h = height(a.sectionFooterHeight) { table.sectionFooterHeight = h }
        if a.separatorStyle == .none { table.separatorStyle = .none }
        table.separatorInset = a.separatorInset
        table.insetsContentViewsToSafeArea = a.insetsContentViewsToSafeArea
        tableAttributes[shared.id] = a
        return configure(table, a.scrolling)
    }

    /// UIKit's `UICollectionView` with a ``CollectionViewFlowLayout`` of the document's
    /// `<collectionViewFlowLayout>` values (UIKit's defaults for another layout class), and its
    /// scrolling. The attributes are kept for the placement of its cells
    /// (``readCollectionContents(_:collection:id:attributes:stored:)``).
    func readCollectionView(_ e: XMLTree, _ a: CollectionViewAttributes, shared: ViewAttributes) -> View {
        let layout = CollectionViewFlowLayout()
        if let flow = a.flowLayout {
            layout.scrollDirection = flow.scrollDirection
            layout.minimumLineSpacing = flow.minimumLineSpacing
            layout.minimumInteritemSpacing = flow.minimumInteritemSpacing
            layout.sectionInset = flow.sectionInset
            layout.headerReferenceSize = flow.headerReferenceSize
            layout.footerReferenceSize = flow.footerReferenceSize
            if let size = flow.itemSize { layout.itemSize = size }
            if let size = flow.estimatedItemSize { layout.estimatedItemSize = size }
        }
        collectionAttributes[shared.id] = a
        return configure(CollectionView(frame: .zero, collectionViewLayout: layout), a.scrolling)
    }

    /// UIKit's `UITableViewCell` with its ``TableViewCellAttributes``: style (a custom cell is
    /// UIKit's default style), reuse identifier, accessory, selection style, indentation and
    /// separator inset. The attributes are kept for the rows' arrangement (``TableContents``).
    func readTableViewCell(_ e: XMLTree, _ a: TableViewCellAttributes, shared: ViewAttributes) -> View {
        let cell = TableViewCell(style: a.style, reuseIdentifier: a.reuseIdentifier)
        cell.accessoryType = a.accessoryType
        cell.selectionStyle = a.selectionStyle
        cell.indentationLevel = a.indentationLevel
        cell.indentationWidth = a.indentationWidth
        cell.separatorInset = a.separatorInset
        cellAttributes[shared.id] = a
        return cell
    }

    /// UIKit's `UICollectionViewCell` with its reuse identifier (``CollectionViewCellAttributes``).
    func readCollectionViewCell(_ e: XMLTree, _ a: CollectionViewCellAttributes, shared: ViewAttributes) -> View {
        collectionCellAttributes[shared.id] = a
        return CollectionViewCell(reuseIdentifier: a.reuseIdentifier)
    }

    /// UIKit's `UICollectionReusableView` (a section's header or footer) with its reuse
    /// identifier (``CollectionReusableViewAttributes``).
    func readCollectionReusableView(_ e: XMLTree, _ a: CollectionReusableViewAttributes, shared: ViewAttributes) -> View {
        CollectionReusableView(reuseIdentifier: a.reuseIdentifier)
    }

    /// A cell's `<… key="contentView">` is the cell's own ``TableViewCell/contentView`` or
    /// ``CollectionViewCell/contentView``; nil for any other element.
    func cellsOwnContentView(_ e: XMLTree) -> View? {
        guard e["key"] == "contentView", let cellID = e.parent?["id"] else { return nil }
        switch result.views[cellID] {
        case let cell as TableViewCell: return cell.contentView
        case let cell as CollectionViewCell: return cell.contentView
        default: return nil
        }
    }

    /// A scroll view with the document's content-inset adjustment (UIKit's
    /// `contentInsetAdjustmentBehavior`; absent: automatic) and whether it bounces when its
    /// content is shorter (`alwaysBounceVertical`, `alwaysBounceHorizontal`: Xcode writes
    /// `alwaysBounceVertical="YES"` on table views). Under a bar, the content of a view that
    /// bounces vertically rests below the bar (its offset is the adjusted top inset): frames,
    /// which are in content coordinates, do not change; where a picture draws them does.
    func configure<S: ScrollView>(_ scroll: S, _ a: ScrollViewAttributes) -> S {
        scroll.alwaysBounceVertical = a.alwaysBounceVertical
        scroll.alwaysBounceHorizontal = a.alwaysBounceHorizontal
        if let behavior = a.contentInsetAdjustmentBehavior { scroll.contentInsetAdjustmentBehavior = behavior }
        return scroll
    }
}
