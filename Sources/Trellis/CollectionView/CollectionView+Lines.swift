#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The flow layout's pass: per section its header, its items in lines across the scroll
/// direction, its footer; then the content size.
///
/// Lines are computed in flow coordinates — `x` along a line, `y` down the scroll direction —
/// and turned into the view's for horizontal scrolling (a line is then a column).
extension CollectionView {
    func layoutItems() {
        if needsReload {
            for cell in shown.values { recycle(cell) }
            for view in shownSupplementary.values { recycle(view) }
            shown.removeAll()
            shownSupplementary.removeAll()
            needsReload = false
        }
        let layout = collectionViewLayout
        let horizontal = layout.scrollDirection == .horizontal
        func flow(_ s: Size) -> Size { horizontal ? Size(width: s.height, height: s.width) : s }
        func view(_ r: Rect) -> Rect { horizontal ? Rect(x: r.minY, y: r.minX, width: r.height, height: r.width) : r }
        let box = flow(bounds.size)
        var y = 0.0
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        for section in 0..<sections {
            let inset = delegate?.collectionView(self, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
            let lineSpacing = delegate?.collectionView(self, layout: layout, minimumLineSpacingForSectionAt: section) ?? layout.minimumLineSpacing
            let itemSpacing = delegate?.collectionView(self, layout: layout, minimumInteritemSpacingForSectionAt: section) ?? layout.minimumInteritemSpacing
            // The inset along a line (lead, trail) and before and after the lines (top, bottom).
            let (lead, trail, top, bottom) = horizontal ? (inset.top, inset.bottom, inset.left, inset.right)
                                                        : (inset.left, inset.right, inset.top, inset.bottom)
            let available = max(0, box.width - lead - trail)
            let header = delegate?.collectionView(self, layout: layout, referenceSizeForHeaderInSection: section) ?? layout.headerReferenceSize
            y += placeSupplementary(CollectionView.elementKindSectionHeader, section: section, length: flow(header).height) {
                view(Rect(x: 0, y: y, width: box.width, height: $0))
            }
            y += top
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
                var x = lead + (line.count == 1 ? (available - used) / 2 : 0)
                for (cell, size) in line {
                    cell.frame = view(Rect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height))
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
                let size = flow(itemSize(cell, at: indexPath, available: available, horizontal: horizontal))
                if !line.isEmpty && lineWidth + itemSpacing + size.width > available { flush() }
                lineWidth += (line.isEmpty ? 0 : itemSpacing) + size.width
                line.append((cell, size))
            }
            flush()
            y += bottom
            let footer = delegate?.collectionView(self, layout: layout, referenceSizeForFooterInSection: section) ?? layout.footerReferenceSize
            y += placeSupplementary(CollectionView.elementKindSectionFooter, section: section, length: flow(footer).height) {
                view(Rect(x: 0, y: y, width: box.width, height: $0))
            }
        }
        let size = horizontal ? Size(width: y, height: bounds.height) : Size(width: bounds.width, height: y)
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

    /// Places a section's header or footer `length` long down the scroll direction at the
    /// frame `frame` gives, asking the data source for it; nothing when `length` is zero.
    /// Returns `length`.
    private func placeSupplementary(_ kind: String, section: Int, length: Double, frame: (Double) -> Rect) -> Double {
        let key = SupplementaryKey(kind: kind, section: section)
        guard length > 0, let dataSource else {
            if let old = shownSupplementary.removeValue(forKey: key) { recycle(old) }
            return 0
        }
        let view = shownSupplementary[key]
            ?? dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
        view.translatesAutoresizingMaskIntoConstraints = true
        if view.superview !== self { addSubview(view) }
        view.frame = frame(length)
        shownSupplementary[key] = view
        return length
    }

    /// The delegate's or layout's size; a self-sizing cell's content-view fitting size, no longer
    /// along its line than the section (its width scrolling vertically, its height horizontally).
    private func itemSize(_ cell: CollectionViewCell, at indexPath: IndexPath, available: Double, horizontal: Bool) -> Size {
        let layout = collectionViewLayout
        guard layout.estimatedItemSize != .zero else {
            return delegate?.collectionView(self, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
        }
        let fit = cell.contentView.systemLayoutSizeFitting(.zero)
        return horizontal ? Size(width: fit.width, height: min(fit.height, available))
                          : Size(width: min(fit.width, available), height: fit.height)
    }
}
