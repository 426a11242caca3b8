/// A bar at the top of a navigation controller's screen (UIKit's `UINavigationBar`), showing its
/// top item's title and bar button items.
///
/// The custom views of ``leftBarButtonItems`` and ``rightBarButtonItems`` are the bar's subviews,
/// placed as UIKit places them (``BarItemRow``, the metrics of the window's width): the left items
/// left to right from the leading margin, the right items from the trailing margin inward (the
/// first nearest the edge), each at its own size, centred vertically in the bar's standard
/// 44-point row (the top of a large-title bar; the whole of a compact 32-point one). Trellis lays
/// them out left to right whatever the layout direction.
///
/// Its intrinsic content size is ``View/explicitIntrinsicContentSize`` when set (Interface Builder
/// documents give the stored height), else 44 points tall and no width: UIKit's standard bar
/// without a large title or prompt.
open class NavigationBar: View {
    /// The top item's title (UIKit's `topItem?.title`).
    public var title: String?

    /// Whether the top item's title is shown large, left-aligned in a band below the bar's
    /// standard row when the bar is tall enough (UIKit's `prefersLargeTitles`; Interface
    /// Builder's `largeTitles="YES"`).
    public var prefersLargeTitles = false

    /// UIKit's navigation bar height in regular height (``compactHeight`` in compact height).
    public static let standardHeight = 44.0
    /// UIKit's navigation bar height in compact height: a phone in landscape.
    public static let compactHeight = 32.0
    /// The large-title band below the standard row: a bar showing a large title is 44 + 52 = 96
    /// points tall (the height Xcode stores for `largeTitles="YES"` bars in the corpus, e.g.
    /// erouska-ios Help.storyboard's `Ezo-1a-DRH`, 375×96).
    public static let largeTitleHeight = 52.0

    /// The top item's buttons at the leading edge, left to right (UIKit's
    /// `topItem?.leftBarButtonItems`). Setting them adds their custom views as subviews.
    public var leftBarButtonItems: [BarButtonItem] = [] {
        didSet { replaceCustomViews(of: oldValue, with: leftBarButtonItems, keeping: leftBarButtonItems + rightBarButtonItems) }
    }
    /// The top item's buttons at the trailing edge, the first nearest the edge (UIKit's
    /// `topItem?.rightBarButtonItems`). Setting them adds their custom views as subviews.
    public var rightBarButtonItems: [BarButtonItem] = [] {
        didSet { replaceCustomViews(of: oldValue, with: rightBarButtonItems, keeping: leftBarButtonItems + rightBarButtonItems) }
    }

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// The row metrics: ``BarItemRow/standard(forRootWidth:)`` for the bar's window, else for the
    /// bar's own width.
    open var itemRow: BarItemRow { BarItemRow.standard(forRootWidth: window?.bounds.width ?? bounds.width) }

    /// The band the items are centred in: the bar's top ``standardHeight`` points, or the whole
    /// bar when it is lower (compact height).
    public func itemRowRect(forBounds bounds: Rect) -> Rect {
        Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: min(bounds.height, NavigationBar.standardHeight))
    }

    /// Places the custom views of the left and right items, at their own size, centred vertically.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // Only custom views are placed: items of titles, images and spaces measure nothing.
        guard (leftBarButtonItems + rightBarButtonItems).contains(where: { $0.customView?.superview === self }) else { return }
        let row = itemRowRect(forBounds: bounds)
        func place(_ items: [BarButtonItem], _ frames: [(x: Double, width: Double)]) {
            for (item, slot) in zip(items, frames) {
                guard let view = item.customView, view.superview === self else { continue }
                view.frame = Rect(x: row.minX + slot.x, y: row.minY + (row.height - view.frame.height) / 2, width: view.frame.width, height: view.frame.height)
            }
        }
        place(leftBarButtonItems, itemRow.layout(slots(leftBarButtonItems), width: row.width))
        place(rightBarButtonItems, itemRow.layoutFromTrailingEdge(slots(rightBarButtonItems), width: row.width))
    }

    /// The row slots of `items` (``BarButtonItem/rowSlot(measuredBy:)``).
    private func slots(_ items: [BarButtonItem]) -> [BarItemRow.Slot] {
        let measurer = inheritedTextMeasurer
        return items.map { $0.rowSlot(measuredBy: measurer) }
    }

    open override var intrinsicContentSize: Size {
        explicitIntrinsicContentSize ?? Size(width: View.noIntrinsicMetric, height: NavigationBar.standardHeight)
    }
}
