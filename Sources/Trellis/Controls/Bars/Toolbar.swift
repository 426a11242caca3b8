/// A bar of buttons (UIKit's `UIToolbar`).
///
/// Its intrinsic content size is ``View/explicitIntrinsicContentSize`` when set, else 44 points
/// tall (UIKit's) and no width.
///
/// Its ``items`` are laid out in a row across the bar (``BarItemRow``, the metrics of the
/// screen's width: 16-point margins and 8-point gaps, 20 and 10 from 414 points wide); the custom
/// view of an item is the bar's subview, placed at its own size in the item's place, centred
/// vertically in ``itemRowRect(forBounds:)``. Trellis lays the row out left to right whatever
/// the layout direction.
open class Toolbar: View {
    /// The buttons and spaces, left to right (UIKit's `items`). Setting them adds each item's
    /// custom view as a subview of the bar (and removes those of the items replaced).
    public var items: [BarButtonItem] = [] {
        didSet { replaceCustomViews(of: oldValue, with: items, keeping: items) }
    }

    /// UIKit's toolbar height.
    public static let standardHeight = 44.0

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    open override var intrinsicContentSize: Size {
        explicitIntrinsicContentSize ?? Size(width: View.noIntrinsicMetric, height: Toolbar.standardHeight)
    }

    /// The items as pictures show them: spaces and custom views left out.
    public var barItems: [BarItem] { items.compactMap(\.barItem) }

    /// The band of the bar its items are centred in: the whole bar. A subclass can move it (an
    /// Interface Builder canvas that draws items lower in a taller bar). Trellis's, not UIKit's.
    open func itemRowRect(forBounds bounds: Rect) -> Rect { bounds }

    /// The row metrics: ``BarItemRow/standard(forRootWidth:)`` for the bar's window, else for the
    /// bar's own width.
    open var itemRow: BarItemRow { BarItemRow.standard(forRootWidth: window?.bounds.width ?? bounds.width) }

    /// The x and width of each item in the row across `bounds` (``items`` order).
    public func itemFrames(in bounds: Rect) -> [Rect] {
        let measurer = inheritedTextMeasurer
        let slots = items.map { $0.rowSlot(measuredBy: measurer) }
        let row = itemRowRect(forBounds: bounds)
        return zip(items, itemRow.layout(slots, width: row.width)).map { item, slot in
            let height = item.customView?.frame.height ?? 0
            return Rect(x: row.minX + slot.x, y: row.minY + (row.height - height) / 2, width: slot.width, height: height)
        }
    }

    /// Places the items' custom views in their slots, at their own size, centred vertically.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // Only custom views are placed: a bar of titles, images and spaces measures nothing.
        guard items.contains(where: { $0.customView?.superview === self }) else { return }
        for (item, frame) in zip(items, itemFrames(in: bounds)) {
            guard let view = item.customView, view.superview === self else { continue }
            view.frame = Rect(x: frame.minX, y: frame.minY, width: view.frame.width, height: view.frame.height)
        }
    }
}
