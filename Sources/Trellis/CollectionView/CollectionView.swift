#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A scroll view of items laid out by a ``CollectionViewFlowLayout`` (UIKit's
/// `UICollectionView` with a flow layout), scrolling vertically or horizontally, with section
/// headers and footers.
///
/// Items of fixed size come from the layout or its delegate; with a non-zero
/// ``CollectionViewFlowLayout/estimatedItemSize`` each cell is sized from its content view's
/// constraints (`systemLayoutSizeFitting`, fitting-size level on both axes, no longer than the
/// section across the scroll direction), as UIKit's self-sizing cells are. Every item has a cell
/// (UIKit makes cells only for items in view; the frames are the same).
open class CollectionView: ScrollView {
    /// The kind of a section's header view (UIKit's `elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer view (UIKit's `elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout (UIKit's `collectionViewLayout`).
    public let collectionViewLayout: CollectionViewFlowLayout
    /// What the view shows (UIKit's `dataSource`, weak).
    public weak var dataSource: (any CollectionViewDataSource)? { didSet { reloadData() } }
    /// Per-item sizes (UIKit's `delegate` as a flow-layout delegate, weak).
    public weak var delegate: (any CollectionViewDelegateFlowLayout)? { didSet { reloadData() } }

    var registered: [String: CollectionReusableView.Type] = [:]
    var reusable: [String: [CollectionReusableView]] = [:]
    var shown: [IndexPath: CollectionViewCell] = [:]
    /// Headers and footers shown, by kind and section.
    var shownSupplementary: [SupplementaryKey: CollectionReusableView] = [:]
    var needsReload = true

    struct SupplementaryKey: Hashable { let kind: String; let section: Int }

    /// A collection view with a frame and a layout (UIKit's `init(frame:collectionViewLayout:)`).
    public init(frame: Rect, collectionViewLayout layout: CollectionViewFlowLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public override convenience init(frame: Rect = .zero) { self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout()) }

    /// Makes cells of `cellClass` for `identifier` (UIKit's `register(_:forCellWithReuseIdentifier:)`).
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registered[Self.cellKey(identifier)] = cellClass
    }

    /// Makes headers or footers of `viewClass` for `identifier` (UIKit's
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`).
    public func register(_ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registered[Self.key(kind, identifier)] = viewClass
    }

    /// A cell for `identifier`, reused or new (UIKit's `dequeueReusableCell(withReuseIdentifier:for:)`);
    /// an identifier never registered gets a plain cell and a message in the layout log (UIKit raises).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        let view = dequeue(Self.cellKey(identifier), kind: "UICollectionElementKindCell", identifier: identifier)
        return view as? CollectionViewCell ?? CollectionViewCell()
    }

    /// A header or footer for `identifier`, reused or new (UIKit's
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`); one never registered
    /// gets a plain ``CollectionReusableView`` and a message in the layout log (UIKit raises).
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        dequeue(Self.key(kind, identifier), kind: kind, identifier: identifier)
    }

    private func dequeue(_ key: String, kind: String, identifier: String) -> CollectionReusableView {
        if let view = reusable[key]?.popLast() { view.prepareForReuse(); return view }
        let viewClass = registered[key] ?? (kind == "UICollectionElementKindCell" ? CollectionViewCell.self : CollectionReusableView.self)
        if registered[key] == nil {
            LayoutEngine.log("could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        let view = viewClass.init(frame: .zero)
        view.reuseIdentifier = identifier
        view.reuseKey = key
        return view
    }

    static func cellKey(_ identifier: String) -> String { key("UICollectionElementKindCell", identifier) }
    static func key(_ kind: String, _ identifier: String) -> String { "\(kind)/\(identifier)" }

    /// Asks the data source again at the next layout pass (UIKit's `reloadData()`).
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// The cells shown, in item order (UIKit's `visibleCells`).
    public var visibleCells: [CollectionViewCell] { shown.sorted { $0.key < $1.key }.map(\.value) }
    /// The items shown (UIKit's `indexPathsForVisibleItems`).
    public var indexPathsForVisibleItems: [IndexPath] { shown.keys.sorted() }
    /// The cell of an item (UIKit's `cellForItem(at:)`).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { shown[indexPath] }

    /// The header or footer shown for a section (UIKit's `supplementaryView(forElementKind:at:)`).
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        shownSupplementary[SupplementaryKey(kind: kind, section: indexPath.section)]
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    /// Puts a view that left the screen where ``dequeue(_:kind:identifier:)`` finds it again.
    func recycle(_ view: CollectionReusableView) {
        view.removeFromSuperview()
        if let key = view.reuseKey { reusable[key, default: []].append(view) }
    }
}
