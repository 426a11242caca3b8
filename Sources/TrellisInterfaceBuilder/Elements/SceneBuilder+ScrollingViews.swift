import Trellis

/// Scroll views, table and collection views and their cells as Trellis's own classes —
/// ``ScrollView``, ``TableView``, ``TableViewCell``, ``CollectionView``, ``CollectionViewCell`` —
/// so that a loaded document and code written against Trellis share one model: a table view's
/// cell from a storyboard has its ``TableViewCell/contentView``, a scroll view its
/// ``ScrollView/contentLayoutGuide``. Where the rows and items go on Xcode's canvas is read in
/// `SceneBuilder+TableView.swift` and `SceneBuilder+CollectionView.swift`.
extension SceneBuilder {
    /// UIKit's `UIScrollView`, with the document's content-inset adjustment.
    func readScrollView(_ e: XMLTree, id: String) -> View {
        configure(ScrollView(), e)
    }

    /// UIKit's `UITableView` in the document's style, with its row and section heights
    /// (`-1` or absent: automatic).
    func readTableView(_ e: XMLTree, id: String) -> View {
        let style: TableView.Style = switch e["style"] {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
        let table = TableView(frame: .zero, style: style)
        func height(_ key: String) -> Double? { e[key].flatMap(Double.init).map { $0 > 0 ? $0 : TableView.automaticDimension } }
        if let h = height("rowHeight") { table.rowHeight = h }
        if let h = height("estimatedRowHeight") { table.estimatedRowHeight = h }
        if let h = height("sectionHeaderHeight") { table.sectionHeaderHeight = h }
        if let h = height("sectionFooterHeight") { table.sectionFooterHeight = h }
        if e["separatorStyle"] == "none" { table.separatorStyle = .none }
        table.separatorInset = separatorInset(e)
        return configure(table, e)
    }

    /// UIKit's `UICollectionView` with a ``CollectionViewFlowLayout`` of the document's
    /// `<collectionViewFlowLayout>` values (UIKit's defaults for another layout class).
    func readCollectionView(_ e: XMLTree, id: String) -> View {
        let layout = CollectionViewFlowLayout()
        if let l = e.children.first(where: { $0["key"] == "collectionViewLayout" && $0.name == "collectionViewFlowLayout" }) {
            let flow = FlowLayout(l)
            layout.scrollDirection = flow.horizontal ? .horizontal : .vertical
            layout.minimumLineSpacing = flow.lineSpacing
            layout.minimumInteritemSpacing = flow.interitemSpacing
            layout.sectionInset = flow.inset
            layout.headerReferenceSize = flow.header
            layout.footerReferenceSize = flow.footer
            if let s = l.child("size", key: "itemSize") {
                layout.itemSize = Size(width: num(s["width"]), height: num(s["height"]))
            }
            if let s = l.child("size", key: "estimatedItemSize") {
                layout.estimatedItemSize = Size(width: num(s["width"]), height: num(s["height"]))
            }
        }
        return configure(CollectionView(frame: .zero, collectionViewLayout: layout), e)
    }

    /// UIKit's `UITableViewCell` in the document's style (`IBUITableViewCellStyle…`; a custom
    /// cell is UIKit's default style), with its reuse identifier, accessory and separator inset.
    func readTableViewCell(_ e: XMLTree, id: String) -> View {
        let style: TableViewCell.CellStyle = switch e["style"] {
        case "IBUITableViewCellStyleSubtitle": .subtitle
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        default: .default
        }
        let cell = TableViewCell(style: style, reuseIdentifier: e["reuseIdentifier"])
        cell.accessoryType = SceneBuilder.accessoryTypes[e["accessoryType"] ?? ""] ?? .none
        cell.separatorInset = separatorInset(e)
        return cell
    }

    /// A table's or cell's `<inset key="separatorInset" minX=… minY=… maxX=… maxY=…/>` (left,
    /// top, right, bottom), or nil: UIKit's automatic inset.
    private func separatorInset(_ e: XMLTree) -> EdgeInsets? {
        e.child("inset", key: "separatorInset").map { EdgeInsets(top: num($0["minY"]), left: num($0["minX"]), bottom: num($0["maxY"]), right: num($0["maxX"])) }
    }

    /// `accessoryType` values as documents write them.
    static let accessoryTypes: [String: TableViewCell.AccessoryType] = [
        "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]

    /// UIKit's `UICollectionViewCell`.
    func readCollectionViewCell(_ e: XMLTree, id: String) -> View { CollectionViewCell() }

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

    /// The content-inset adjustment a scroll view element names (UIKit's
    /// `contentInsetAdjustmentBehavior`; absent: automatic), and whether it bounces when its
    /// content is shorter (`alwaysBounceVertical`, `alwaysBounceHorizontal`: Xcode writes
    /// `alwaysBounceVertical="YES"` on table views). Under a bar, the content of a view that
    /// bounces vertically rests below the bar (its offset is the adjusted top inset): frames,
    /// which are in content coordinates, do not change; where a picture draws them does.
    func configure<S: ScrollView>(_ scroll: S, _ e: XMLTree) -> S {
        scroll.alwaysBounceVertical = e["alwaysBounceVertical"] == "YES"
        scroll.alwaysBounceHorizontal = e["alwaysBounceHorizontal"] == "YES"
        switch e["contentInsetAdjustmentBehavior"] {
        case "never": scroll.contentInsetAdjustmentBehavior = .never
        case "always": scroll.contentInsetAdjustmentBehavior = .always
        case "scrollableAxes": scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        default: break
        }
        return scroll
    }
}
