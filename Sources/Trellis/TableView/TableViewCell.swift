/// A row of a table view (UIKit's `UITableViewCell`): put your subviews in ``contentView`` and
/// constrain them to its edges or margins; a table with automatic row heights sizes the row from
/// those constraints. A cell of a system style lays out ``textLabel``, ``detailTextLabel`` and
/// ``imageView`` itself (`TableViewCell+Styles.swift`).
///
/// The content view fills the cell (inset across by the table's safe area, UIKit's
/// `insetsContentViewsToSafeArea`, and less the ``accessoryType``'s width at the trailing side)
/// and has UIKit's cell margins: 11 points at top and bottom and the table's side margin, 16 or
/// 20 (``TableView/cellSideMargin``) — 8 at the trailing side next to an accessory.
open class TableViewCell: View {
    /// UIKit's built-in cell layouts (`UITableViewCell.CellStyle`), laid out as
    /// ``textLabel``, ``detailTextLabel`` and ``imageView`` describe.
    public enum CellStyle: Int, Sendable, Hashable, CaseIterable { case `default`, value1, value2, subtitle }

    /// The view to add content to (UIKit's `contentView`).
    public let contentView = View()
    /// The identifier the cell was registered and dequeued under (UIKit's `reuseIdentifier`).
    public let reuseIdentifier: String?
    /// The style the cell was made with.
    public let style: CellStyle
    /// The standard view at the trailing side (UIKit's `accessoryType`, default none): the
    /// content view is narrower by its width (``AccessoryType/width(sideMargin:)``).
    public var accessoryType = AccessoryType.none { didSet { if accessoryType != oldValue { superview?.setNeedsLayout() } } }
    /// The style's views, made together on first use of any of them (``makeStyleViews()``).
    var styleViews: StyleViews?
    /// How far the line under the row stays from the cell's left and right edges (UIKit's
    /// `separatorInset`; only `left` and `right` count). `nil`, the default, is UIKit's automatic
    /// inset: the table's ``TableView/separatorInset``, else the line starts at the content
    /// view's leading layout margin, where a cell's text starts.
    public var separatorInset: EdgeInsets?
    /// How the cell shows that it is selected (UIKit's `selectionStyle`, default
    /// ``SelectionStyle/default``). Drawing only: it does not change the layout.
    public var selectionStyle = SelectionStyle.default
    /// How many steps the style's views are indented (UIKit's `indentationLevel`, default 0), each
    /// ``indentationWidth`` points (UIKit's default 10). Kept as UIKit has them; Trellis's layout of
    /// the style's views does not indent them yet (`docs/differences.md`).
    public var indentationLevel = 0
    /// The width of one step of ``indentationLevel`` (UIKit's `indentationWidth`, default 10 points).
    public var indentationWidth = 10.0
    /// A cell with a style and a reuse identifier (UIKit's `init(style:reuseIdentifier:)`);
    /// ``TableView`` makes registered classes with it.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        // A cell's safe area is empty: the table keeps its rows clear of the bars by its content
        // inset and keeps content views inside its safe area across.
        simulatedSafeAreaInsets = .zero
        addSubview(contentView)
    }

    public override convenience init(frame: Rect = .zero) {
        self.init(style: .default, reuseIdentifier: nil)
        if frame != .zero { self.frame = frame }
    }

    /// Called before the table hands the cell out again (UIKit's `prepareForReuse()`). The
    /// default does nothing.
    open func prepareForReuse() {}

    /// The content view's frame in a table: the cell's bounds less `sides` across and less the
    /// accessory (`accessory` points) at the trailing side.
    func placeContentView(sides: (left: Double, right: Double), accessory: Double) {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = sides.left + (rtl ? accessory : 0), right = sides.right + (rtl ? 0 : accessory)
        contentView.frame = Rect(x: left, y: 0, width: max(0, bounds.width - left - right), height: bounds.height)
    }
}
