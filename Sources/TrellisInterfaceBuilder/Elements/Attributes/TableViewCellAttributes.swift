import Trellis

/// What a `<tableViewCell>` states about its `UITableViewCell`: style, reuse identifier,
/// accessory, selection style, indentation, separator inset, the row height of its row and the
/// ids of its style's labels. Read by ``SceneBuilder/readTableViewCell(_:_:shared:)`` and by the
/// rows' arrangement on Xcode's canvas (``TableMetrics``).
struct TableViewCellAttributes: ElementAttributes {
    /// The system style the document names (`style="IBUITableViewCellStyle…"`); nil for a custom
    /// cell (no `style`, or `IBUITableViewCellStyleCustom`), whose content view the document lays out.
    let systemStyle: TableViewCell.CellStyle?
    /// UIKit's `reuseIdentifier`.
    let reuseIdentifier: String?
    /// UIKit's `accessoryType`; none when not written.
    let accessoryType: TableViewCell.AccessoryType
    /// UIKit's `editingAccessoryType`; none when not written.
    let editingAccessoryType: TableViewCell.AccessoryType
    /// UIKit's `selectionStyle`; `default` when not written.
    let selectionStyle: TableViewCell.SelectionStyle
    /// UIKit's `indentationLevel`; 0 when not written.
    let indentationLevel: Int
    /// UIKit's `indentationWidth`; UIKit's 10 when not written.
    let indentationWidth: Double
    /// The row's height as written (`rowHeight`, `-1`: automatic), nil when not written (the table's).
    let rowHeight: Double?
    /// `<inset key="separatorInset">` (left, top, right, bottom), nil for UIKit's automatic inset.
    let separatorInset: EdgeInsets?
    /// The document id of the style's `textLabel`, `detailTextLabel` and `imageView`.
    let textLabelID: String?, detailTextLabelID: String?, imageViewID: String?
    /// The document id of the cell's content view (`<tableViewCellContentView key="contentView">`).
    let contentViewID: String?

    init(_ d: inout AttributeDecoder) {
        systemStyle = d.value("style", Self.styles, readAs: "custom") ?? nil
        reuseIdentifier = d.string("reuseIdentifier")
        accessoryType = d.value("accessoryType", Self.accessoryTypes, readAs: "none") ?? .none
        editingAccessoryType = d.value("editingAccessoryType", Self.accessoryTypes, readAs: "none") ?? .none
        selectionStyle = d.value("selectionStyle", Self.selectionStyles, readAs: "default") ?? .default
        indentationLevel = d.integer("indentationLevel") ?? 0
        indentationWidth = d.number("indentationWidth") ?? 10
        rowHeight = d.number("rowHeight")
        separatorInset = d.inset("separatorInset")
        textLabelID = d.string("textLabel"); detailTextLabelID = d.string("detailTextLabel"); imageViewID = d.string("imageView")
        contentViewID = d.element.children.first { $0["key"] == "contentView" }.flatMap(SceneBuilder.documentID(of:))
    }

    /// Interface Builder's names of UIKit's cell styles.
    static let styles: [String: TableViewCell.CellStyle?] = [
        "IBUITableViewCellStyleCustom": nil, "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]
    /// Interface Builder's names of UIKit's accessory types.
    static let accessoryTypes: [String: TableViewCell.AccessoryType] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]
    /// Interface Builder's names of UIKit's selection styles.
    /// UIKit's `UITableViewCell.CellStyle`: the system style, or UIKit's default style for a custom cell.
    var style: TableViewCell.CellStyle { systemStyle ?? .default }

    static let selectionStyles: [String: TableViewCell.SelectionStyle] = ["none": .none, "blue": .blue, "gray": .gray, "default": .default]
}
