/// A section of a `<tableView>`: a static `<tableViewSection>` with its header and footer titles
/// (an attribute, or a `<string key=…>` child when long), or the `<prototypes>` (one section,
/// titled "Prototype Cells" on the canvas). Read by the rows' arrangement (``TableMetrics``).
struct TableViewSectionAttributes: ElementAttributes {
    /// The section's document id (`<prototypes>` has none).
    let id: String?
    /// The section holds the table's prototype cells.
    let isPrototypes: Bool
    /// `headerTitle`, nil when not written (an empty title is a title).
    let headerTitle: String?
    /// `footerTitle`, nil when not written (an empty title is a title).
    let footerTitle: String?

    init(_ d: inout AttributeDecoder) {
        id = d.string("id")
        isPrototypes = d.element.name == "prototypes"
        headerTitle = d.text("headerTitle")
        footerTitle = d.text("footerTitle")
    }

    /// Whether the canvas draws a header title above the section: its `headerTitle`, or
    /// "Prototype Cells" above prototypes.
    var isTitled: Bool { isPrototypes || headerTitle != nil }
}
