/// A row of a table view (UIKit's `UITableViewCell`): put your subviews in ``contentView`` and
/// constrain them to its edges or margins; a table with automatic row heights sizes the row from
/// those constraints.
///
/// The content view fills the cell (inset across by the table's safe area, UIKit's
/// `insetsContentViewsToSafeArea`) and has UIKit's cell margins: 11 points at top and bottom and
/// the table's side margin, 16 or 20 (``TableView/cellSideMargin``).
open class TableViewCell: View {
    /// UIKit's built-in cell layouts (`UITableViewCell.CellStyle`); Trellis lays out ``textLabel``
    /// of the default style only (the other styles' labels are absent).
    public enum CellStyle: Int, Sendable, Hashable, CaseIterable { case `default`, value1, value2, subtitle }

    /// The view to add content to (UIKit's `contentView`).
    public let contentView = View()
    /// The identifier the cell was registered and dequeued under (UIKit's `reuseIdentifier`).
    public let reuseIdentifier: String?
    /// The style the cell was made with.
    public let style: CellStyle
    /// The control shown at the trailing edge (UIKit's `accessoryType`, default `.none`).
    public var accessoryType = AccessoryType.none
    /// How far the line under the row stays from the cell's left and right edges (UIKit's
    /// `separatorInset`; only `left` and `right` count). `nil`, the default, is UIKit's automatic
    /// inset: the table's ``TableView/separatorInset``, else the line starts at the content
    /// view's leading layout margin, where a cell's text starts.
    public var separatorInset: EdgeInsets?
    private var textLabelStorage: Label?

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

    /// The default style's title (UIKit's `textLabel`): made on first use in ``contentView``,
    /// between the margins across and centred down, the cell at least 44 points tall (UIKit's
    /// standard row). `nil` for the other styles.
    public var textLabel: Label? {
        guard style == .default else { return nil }
        if let label = textLabelStorage { return label }
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let m = contentView.layoutMarginsGuide
        let minimum = contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: TableView.standardRowHeight)
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: m.leadingAnchor),
                                   label.trailingAnchor.constraint(equalTo: m.trailingAnchor),
                                   label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                                   label.topAnchor.constraint(greaterThanOrEqualTo: m.topAnchor),
                                   label.bottomAnchor.constraint(lessThanOrEqualTo: m.bottomAnchor),
                                   minimum])
        textLabelStorage = label
        return label
    }

    /// Called before the table hands the cell out again (UIKit's `prepareForReuse()`). The
    /// default does nothing.
    open func prepareForReuse() {}

    /// The content view's frame in a table: the cell's bounds less `sides` across.
    func placeContentView(sides: (left: Double, right: Double)) {
        contentView.frame = Rect(x: sides.left, y: 0, width: max(0, bounds.width - sides.left - sides.right), height: bounds.height)
    }
}
