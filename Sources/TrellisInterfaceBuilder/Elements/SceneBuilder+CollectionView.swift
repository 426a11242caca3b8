import Trellis

/// A collection view's cells and section header/footer views as UIKit's flow layout places them
/// on Xcode's canvas (`<collectionViewFlowLayout>`: scroll direction, item size, spacings,
/// section insets, header and footer reference sizes). Each cell keeps the size the document
/// gives it (its size inspector's value, stored as its frame size); positions are computed from
/// the collection view's stored size. Rules and evidence: `docs/interface-builder.md`.
struct FlowLayout {
    var horizontal = false
    var lineSpacing = 10.0
    var interitemSpacing = 10.0
    var inset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    var header = Size(width: 0, height: 0)
    var footer = Size(width: 0, height: 0)
    /// The items size themselves (an estimated item size, automatic or written).
    var selfSizing = false

    /// The layout the flow layout's attributes describe.
    init(_ a: CollectionViewFlowLayoutAttributes) {
        horizontal = a.scrollDirection == .horizontal
        lineSpacing = a.minimumLineSpacing
        interitemSpacing = a.minimumInteritemSpacing
        inset = a.sectionInset
        header = a.headerReferenceSize
        footer = a.footerReferenceSize
        selfSizing = a.sizesItemsThemselves
    }

    /// The frames of `sizes` (one section) and of the header and footer views in a collection
    /// view of `bounds` size. Items fill lines across the scroll direction; a line the next item
    /// does not fit in (or a single item no second copy of fits beside) is justified — one item
    /// centred —, the last line otherwise starts at the inset with the minimum spacing. With
    /// self-sizing items (an estimated item size) a last line of one item below other lines is
    /// centred too, room or not.
    ///
    /// Evidence (every vertical flow-layout collection view of the three corpora whose last line
    /// holds one item with room for a second): self-sizing, below other lines, centred — twostraws
    /// Unwrap Main (21507) a 60-point badge under three 375-point cells at x 157.5, nemecek
    /// CompositionalDiffablePlayground Instantgram (17506) a 93-point cell under a 412-point one
    /// at x 160.5 (2 elements, 2 projects, none at the inset); self-sizing, the only line, at the
    /// inset — Orbot Main, breadwallet Main, esp-rainmaker NodeGrouping (2), bittr Main,
    /// SmartWallet Main (6 elements, 5 projects); fixed-size, below other lines, at the inset —
    /// nRF Mesh Groups (24128), the one such collection view.
    func frames(of sizes: [Size], in bounds: Size) -> (items: [Rect], header: Rect, footer: Rect) {
        // Work in (along the lines, across) = (x, y) for vertical scrolling; swapped for horizontal.
        func flip(_ s: Size) -> Size { horizontal ? Size(width: s.height, height: s.width) : s }
        let box = flip(bounds)
        let (lead, trail, top, bottom) = horizontal ? (inset.top, inset.bottom, inset.left, inset.right)
                                                    : (inset.left, inset.right, inset.top, inset.bottom)
        let headerLength = horizontal ? header.width : header.height
        let footerLength = horizontal ? footer.width : footer.height
        let available = box.width - lead - trail
        var items: [Rect] = []
        var y = headerLength + top
        var index = 0
        let all = sizes.map(flip)
        while index < all.count {
            var line = [all[index]]
            var used = all[index].width
            while index + line.count < all.count, used + interitemSpacing + all[index + line.count].width <= available {
                used += interitemSpacing + all[index + line.count].width
                line.append(all[index + line.count])
            }
            let isLast = index + line.count == all.count
            let roomForAnother = line.count == 1 ? used + interitemSpacing + used <= available : false
            let centresLoneLastItem = selfSizing && line.count == 1 && index > 0
            let justified = !isLast || (line.count == 1 ? !roomForAnother || centresLoneLastItem : false)
            let height = line.map(\.height).max() ?? 0
            var x = lead
            var gap = interitemSpacing
            if justified {
                if line.count == 1 { x = lead + (available - used) / 2 } else {
                    gap = (available - line.map(\.width).reduce(0, +)) / Double(line.count - 1)
                }
            }
            for s in line {
                let r = Rect(x: x, y: y + (height - s.height) / 2, width: s.width, height: s.height)
                items.append(horizontal ? Rect(x: r.minY, y: r.minX, width: r.height, height: r.width) : r)
                x += s.width + gap
            }
            y += height + (isLast ? 0 : lineSpacing)
            index += line.count
        }
        y += bottom
        let headerRect = horizontal ? Rect(x: 0, y: 0, width: headerLength, height: bounds.height)
                                    : Rect(x: 0, y: 0, width: bounds.width, height: headerLength)
        let footerRect = horizontal ? Rect(x: y, y: 0, width: footerLength, height: bounds.height)
                                    : Rect(x: 0, y: y, width: bounds.width, height: footerLength)
        return (items, headerRect, footerRect)
    }
}

extension SceneBuilder {
    /// Reads a `<collectionView>`'s cells and section header/footer views into subviews placed
    /// by its flow layout (see ``FlowLayout``). Xcode's canvas cannot run a layout class of the
    /// app: a `<collectionViewFlowLayout customClass=…>` is drawn as a plain flow layout (threema
    /// MediaShareStoryboard's `MediaPreviewFlowLayout`), and the cells of a custom
    /// `<collectionViewLayout customClass=…>` stay where the document puts them (IGListKit
    /// Demo.storyboard: `IGListCollectionViewLayout`, a cell at (0, 0)) — Trellis does the same
    /// and says so in a `custom-layout` diagnostic.
    func readCollectionContents(_ e: XMLTree, collection: View, id: String, attributes: CollectionViewAttributes, stored: Rect?) {
        guard let bounds = stored?.size else { return }
        let flow = attributes.flowLayout.map(FlowLayout.init)
        if case let .other(name) = attributes.layout {
            result.diagnostics.append(Diagnostic(.warning, "custom-layout",
                "collection view \(id) uses the layout class \(name), which Trellis cannot run: its cells and supplementary views keep the frames the document stores, as on Xcode's canvas",
                ids: [id]))
        }
        var cells: [(View, Rect)] = []
        for c in e.child("cells")?.children ?? [] where c.kind == .collectionViewCell {
            // A cell whose stored frame is not readable stays where it is, outside the flow.
            guard c.child("rect", key: "frame") != nil, let view = makeView(c, superviewID: id) else { continue }
            collection.addSubview(view)
            guard let stored = result.entry(for: view)?.storedFrame else { continue }
            let cell = documentID(of: c).flatMap { collectionCellAttributes[$0] }
            if let content = cell?.contentViewID.flatMap({ result.views[$0] }) {
                // The content view fills the cell.
                content.translatesAutoresizingMaskIntoConstraints = true
                content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                content.frame = Rect(x: 0, y: 0, width: stored.width, height: stored.height)
            }
            cells.append((view, stored))
        }
        let frames = flow?.frames(of: cells.map(\.1.size), in: bounds)
        var supplementary: [(role: CollectionReusableViewAttributes.Role, view: View)] = []
        for (index, (view, stored)) in cells.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = true
            view.autoresizingMask = []
            view.frame = frames?.items[index] ?? stored
        }
        for (role, frame) in [(CollectionReusableViewAttributes.Role.sectionHeaderView, frames?.header), (.sectionFooterView, frames?.footer)] {
            guard let element = e.children.first(where: { $0["key"] == role.rawValue }), element.child("rect", key: "frame") != nil,
                  let view = makeView(element, superviewID: id) else { continue }
            collection.addSubview(view)
            guard let stored = result.entry(for: view)?.storedFrame else { continue }
            view.translatesAutoresizingMaskIntoConstraints = true
            view.autoresizingMask = []
            view.frame = frame ?? stored
            supplementary.append((role, view))
        }
        if let flow { collections.append(CollectionContents(collection: collection, flow: flow, bounds: bounds, cells: cells, supplementary: supplementary)) }
    }
}
