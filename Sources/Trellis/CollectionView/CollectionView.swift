#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A scroll view of items laid out by a ``CollectionViewFlowLayout`` (UIKit's
/// `UICollectionView` with a flow layout, scrolling vertically).
///
/// Items of fixed size come from the layout or its delegate; with a non-zero
/// ``CollectionViewFlowLayout/estimatedItemSize`` each cell is sized from its content view's
/// constraints (`systemLayoutSizeFitting`, fitting-size level on both axes, no wider than the
/// section), as UIKit's self-sizing cells are. Every item has a cell (UIKit makes cells only for
/// items in view; the frames are the same).
open class CollectionView: ScrollView {
    /// The layout (UIKit's `collectionViewLayout`).
    public let collectionViewLayout: CollectionViewFlowLayout
    /// What the view shows (UIKit's `dataSource`, weak).
    public weak var dataSource: (any CollectionViewDataSource)? { didSet { reloadData() } }
    /// Per-item sizes (UIKit's `delegate` as a flow-layout delegate, weak).
    public weak var delegate: (any CollectionViewDelegateFlowLayout)? { didSet { reloadData() } }

    private var registered: [String: CollectionViewCell.Type] = [:]
    private var reusable: [String: [CollectionViewCell]] = [:]
    private var shown: [IndexPath: CollectionViewCell] = [:]
    private var needsReload = true

    /// A collection view with a frame and a layout (UIKit's `init(frame:collectionViewLayout:)`).
    public init(frame: Rect, collectionViewLayout layout: CollectionViewFlowLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public override convenience init(frame: Rect = .zero) { self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout()) }

    /// Makes cells of `cellClass` for `identifier` (UIKit's `register(_:forCellWithReuseIdentifier:)`).
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell for `identifier`, reused or new (UIKit's `dequeueReusableCell(withReuseIdentifier:for:)`);
    /// an identifier never registered gets a plain cell and a message in the layout log (UIKit raises).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = reusable[identifier]?.popLast() { cell.prepareForReuse(); return cell }
        if registered[identifier] == nil {
            LayoutEngine.log("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        let cell = (registered[identifier] ?? CollectionViewCell.self).init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

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

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    private func layoutItems() {
        if needsReload {
            for cell in shown.values {
                cell.removeFromSuperview()
                if let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) }
            }
            shown.removeAll()
            needsReload = false
        }
        let layout = collectionViewLayout, width = bounds.width
        var y = 0.0
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        for section in 0..<sections {
            let inset = delegate?.collectionView(self, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
            let lineSpacing = delegate?.collectionView(self, layout: layout, minimumLineSpacingForSectionAt: section) ?? layout.minimumLineSpacing
            let itemSpacing = delegate?.collectionView(self, layout: layout, minimumInteritemSpacingForSectionAt: section) ?? layout.minimumInteritemSpacing
            let available = max(0, width - inset.left - inset.right)
            y += layout.headerReferenceSize.height + inset.top
            var line: [(CollectionViewCell, Size)] = []
            var lineWidth = 0.0
            var firstLine = true
            func flush() {
                guard !line.isEmpty else { return }
                if !firstLine { y += lineSpacing }
                firstLine = false
                let height = line.map(\.1.height).max() ?? 0
                let used = line.reduce(0.0) { $0 + $1.1.width }
                let gap = line.count > 1 ? (available - used) / Double(line.count - 1) : 0
                var x = inset.left + (line.count == 1 ? (available - used) / 2 : 0)
                for (cell, size) in line {
                    cell.frame = Rect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height)
                    x += size.width + gap
                }
                y += height
                line.removeAll()
                lineWidth = 0
            }
            let count = dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                guard let cell = cell(for: indexPath) else { continue }
                let size = itemSize(cell, at: indexPath, available: available)
                if !line.isEmpty && lineWidth + itemSpacing + size.width > available { flush() }
                lineWidth += (line.isEmpty ? 0 : itemSpacing) + size.width
                line.append((cell, size))
            }
            flush()
            y += inset.bottom + layout.footerReferenceSize.height
        }
        let size = Size(width: width, height: y)
        if contentSize != size || requestedContentSize != size { contentSize = size }
    }

    private func cell(for indexPath: IndexPath) -> CollectionViewCell? {
        if let cell = shown[indexPath] { return cell }
        guard let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) else { return nil }
        cell.translatesAutoresizingMaskIntoConstraints = true
        if cell.superview !== self { addSubview(cell) }
        shown[indexPath] = cell
        return cell
    }

    /// The delegate's or layout's size; a self-sizing cell's content-view fitting size, no wider
    /// than the section.
    private func itemSize(_ cell: CollectionViewCell, at indexPath: IndexPath, available: Double) -> Size {
        let layout = collectionViewLayout
        guard layout.estimatedItemSize != .zero else {
            return delegate?.collectionView(self, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
        }
        let fit = cell.contentView.systemLayoutSizeFitting(.zero)
        return Size(width: min(fit.width, available), height: fit.height)
    }
}
