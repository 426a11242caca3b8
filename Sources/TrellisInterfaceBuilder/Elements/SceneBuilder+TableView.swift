import Trellis

/// A table view's rows as Xcode's canvas draws them: the table header view, then each section's
/// header, cells and footer, stacked from the top at the table's width. Read with the table
/// (``SceneBuilder/readTableContents(_:table:id:attributes:)``) and arranged by constraints once every
/// view of the scene exists (``SceneBuilder/arrangeTables()``), from the typed attributes of the
/// table, its sections and cells; the rules and their evidence are in `docs/interface-builder.md`.
struct TableContents {
    let table: View
    /// The table's document id.
    let id: String
    let attributes: TableViewAttributes
    var header: View?
    var footer: View?
    var sections: [Section] = []

    /// A static section (`<tableViewSection>`) or the prototypes (`<prototypes>`, one section).
    struct Section {
        let attributes: TableViewSectionAttributes
        var cells: [Cell] = []
    }

    struct Cell {
        let view: View
        let attributes: TableViewCellAttributes
        let contentView: View?
    }
}

extension SceneBuilder {
    /// Reads the header view, the cells (static sections or prototypes) and the footer view of a
    /// `<tableView>` (its ``TableViewAttributes`` `attributes`, document id `id`) into subviews of `table`.
    func readTableContents(_ e: XMLTree, table: View, id: String, attributes: TableViewAttributes) {
        var contents = TableContents(table: table, id: id, attributes: attributes)
        func add(_ element: XMLTree) -> View? {
            guard element.child("rect", key: "frame") != nil, let view = makeView(element, superviewID: id) else { return nil }
            table.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }
        contents.header = e.children.first { $0["key"] == "tableHeaderView" }.flatMap(add)
        let sections = (e.child("sections")?.children(named: "tableViewSection") ?? []) + (e.child("prototypes").map { [$0] } ?? [])
        for s in sections {
            var section = TableContents.Section(attributes: decode(TableViewSectionAttributes.self, s, id: s["id"] ?? id))
            let cells = section.attributes.isPrototypes ? s.children : s.child("cells")?.children ?? []
            for c in cells where c.kind == .tableViewCell {
                guard let view = add(c), let cell = documentID(of: c).flatMap({ cellAttributes[$0] }) else { continue }
                section.cells.append(TableContents.Cell(view: view, attributes: cell, contentView: cellContentView(of: cell)))
            }
            contents.sections.append(section)
        }
        contents.footer = e.children.first { $0["key"] == "tableFooterView" }.flatMap(add)
        tables.append(contents)
    }

    /// The content view of a cell, made to follow the cell (`translatesAutoresizing…` off).
    func cellContentView(of cell: TableViewCellAttributes) -> View? {
        guard let id = cell.contentViewID, let view = result.views[id] else { return nil }
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    /// Stacks every table's rows (see ``TableContents``) and fills the cells that are top-level
    /// objects of a xib with their content views. Such a cell is not under the device's safe
    /// area: Xcode lays it out on its own, not in a screen.
    func arrangeTables() {
        for contents in tables {
            do { try arrange(contents) } catch {
                result.diagnostics.append(Diagnostic(.warning, "unsupported", "table view rows: \(error)", ids: [contents.id]))
            }
        }
        for (cell, attributes, storedWidth) in standaloneCells {
            cell.simulatedSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            guard let content = cellContentView(of: attributes) else { continue }
            // Outside a table the cell is its own table: the metrics of a plain table of its width,
            // with the device's side margin.
            let metrics = TableMetrics(cellWidth: storedWidth, tools: document.tools, device: device, orientation: orientation)
            do { try fill(cell, with: content, cell: attributes, metrics: metrics) } catch {
                result.diagnostics.append(Diagnostic(.warning, "unsupported", "cell content view: \(error)", ids: [cell.accessibilityIdentifier ?? "?"]))
            }
        }
    }

    private func arrange(_ t: TableContents) throws(LayoutConstraintError) {
        var metrics = TableMetrics(table: t.attributes, storedWidth: result.entry(for: t.table)?.storedFrame?.width, tools: document.tools)
        // A table beside its controller in the scene's dock is laid out at its stored size, off
        // the device's canvas (Provenance.storyboard, 22154, iPhone X canvas: its 240-point
        // table's rows have the side margin 16, content views 200 wide beside a checkmark).
        metrics.notchedCanvas = document.designDevice.id == "retina5_9" && scene.isViewControllerRoot
        metrics.underLargeTitle = showsLargeTitle
        metrics.underNavigationBar = simulatedBars?.navigationBarHeight != nil
        metrics.inSplitViewColumn = scene.viewController.map { document.segueGraph.isSplitViewColumn($0) } ?? false
        metrics.hasTableHeaderView = t.header != nil
        metrics.widePhoneCanvas = TableMetrics.isWidePhone(device, orientation)
        metrics.widePhoneMargins = metrics.widePhoneCanvas
        // On another device than the design canvas: the rows of the table as wide as it is there.
        var design = metrics
        // The margins Xcode stored the rows with are the design canvas's
        // (``CanvasRule/sideMargin20WidePhone``).
        design.widePhoneMargins = TableMetrics.isWidePhone(document.designDevice, document.designOrientation)
        metrics.tableWidth = tableWidthOnThisDevice(stored: metrics.tableWidth)
        var above: (item: LayoutItem, attribute: LayoutAttribute, gap: Double) = (t.table, .top, metrics.contentTop(t))
        if let header = t.header {
            _ = try place(header, in: t.table, inset: 0, top: above, height: storedHeight(header))
            above = (header, .bottom, 0)
        }
        let measurer: any TextMeasurer = textMeasurer() ?? ApproximateTextMeasurer()
        // The stored bottom of the row (or table header view) above, for a header the canvas's
        // height of which is not known.
        var storedBottom: Double? = t.header.map { $0.frame.maxY } ?? 0
        for (index, section) in t.sections.enumerated() {
            let firstRow = section.cells.first.flatMap { result.entry(for: $0.view)?.storedFrame }
            if let gap = metrics.storedHeaderGap(section.attributes, firstRow: firstRow, storedBottom: storedBottom) {
                above.gap = gap
                result.diagnostics.append(CanvasRule.groupedTitledHeaderUnsettled.unknownDiagnostic(ids: [section.attributes.id ?? "?"]))
            } else {
                above.gap += metrics.headerHeight(section.attributes, isFirst: index == 0)
            }
            for cell in section.cells {
                storedBottom = result.entry(for: cell.view)?.storedFrame?.maxY
                let height = metrics.rowHeight(cell.attributes)
                let standard = height ?? automaticRowHeight(cell, metrics: metrics, measurer: measurer)
                let constraint = try place(cell.view, in: t.table, inset: metrics.cellInset, top: above,
                                           height: standard, heightPriority: height == nil ? LayoutPriority(1) : .required)
                if height == nil { automaticRows.append((cell.view, constraint, standard)) }
                // The table scrolls its rows clear of the bars (its adjusted content inset) and
                // keeps its content views inside its safe area across (`fill`): a cell's own
                // safe area is empty, so bars do not add to its content view's margins.
                cell.view.simulatedSafeAreaInsets = .zero
                if let content = cell.contentView {
                    try fill(cell.view, with: content, cell: cell.attributes, metrics: metrics)
                    try placeStyleLabels(of: cell.attributes, content: content, design: design)
                }
                above = (cell.view, .bottom, 0)
            }
            above.gap += metrics.footerHeight(section.attributes, titleLines: metrics.footerTitleLines(section.attributes, measurer: measurer))
        }
        if let footer = t.footer {
            _ = try place(footer, in: t.table, inset: 0, top: above, height: storedHeight(footer))
        }
    }

    private func storedHeight(_ view: View) -> Double { view.frame.height }

    /// An automatic row's height: the style's (``TableMetrics/automaticRowHeight(_:)``), or its
    /// wrapping title's when that is taller (``TableMetrics/wrappedTitleRowHeight(_:measurer:pixelScale:)``);
    /// a subtitle row in fonts other than UIKit's and a default-style row with a title larger than
    /// 17 points keep their stored heights (``storedSubtitleRowHeight(_:)``, ``storedLargeTitleRowHeight(_:title:)``).
    private func automaticRowHeight(_ cell: TableContents.Cell, metrics: TableMetrics, measurer: any TextMeasurer) -> Double {
        if let stored = storedSubtitleRowHeight(cell) { return stored }
        // A default-style row's title: in a large font it keeps the stored height, else it may wrap.
        let title = cell.attributes.systemStyle == .default ? cell.attributes.textLabelID.flatMap { result.views[$0] as? Label } : nil
        if let title, let stored = storedLargeTitleRowHeight(cell, title: title) { return stored }
        let style = metrics.automaticRowHeight(cell.attributes)
        guard let title, let wrapped = metrics.wrappedTitleRowHeight(title, measurer: measurer, pixelScale: device.scale) else { return onPixelGrid(style) }
        return onPixelGrid(max(style, wrapped))
    }

    /// The stored height of an automatic subtitle-style row whose labels are not in UIKit's own
    /// fonts (the 17- and 12-point system font), with a `canvas-unknown` warning
    /// (``CanvasRule/subtitleRowFontsUnsettled``); nil for any other row, or without a stored frame.
    private func storedSubtitleRowHeight(_ cell: TableContents.Cell) -> Double? {
        let a = cell.attributes
        guard a.systemStyle == .subtitle, let entry = result.entry(for: cell.view), let stored = entry.storedFrame?.height else { return nil }
        // A label the document does not store is the cell's own, in UIKit's font.
        func isSystem(_ id: String?, size: Double) -> Bool {
            guard let id, let label = result.views[id] as? Label else { return true }
            let f = label.font
            return f.textStyle == nil && f.familyName == Font.systemFamilyName && f.weight == .regular && f.pointSize == size
        }
        guard !(isSystem(a.textLabelID, size: Font.labelFontSize) && isSystem(a.detailTextLabelID, size: 12)),
              CanvasRule.subtitleRowFontsUnsettled.applies(to: document.tools) else { return nil }
        result.diagnostics.append(CanvasRule.subtitleRowFontsUnsettled.unknownDiagnostic(ids: [entry.id]))
        return stored
    }

    /// The stored height of an automatic default-style row whose title (`title`, its text label)
    /// is in a font larger than UIKit's 17 points, with a `canvas-unknown` warning
    /// (``CanvasRule/defaultRowLargeTitleUnsettled``); nil for any other title, or without a
    /// stored frame.
    private func storedLargeTitleRowHeight(_ cell: TableContents.Cell, title: Label) -> Double? {
        guard title.font.pointSize > Font.labelFontSize, let entry = result.entry(for: cell.view), let stored = entry.storedFrame?.height,
              CanvasRule.defaultRowLargeTitleUnsettled.applies(to: document.tools) else { return nil }
        result.diagnostics.append(CanvasRule.defaultRowLargeTitleUnsettled.unknownDiagnostic(ids: [entry.id]))
        return stored
    }

    /// An automatic row's height rounded up to the device's pixel grid
    /// (``CanvasRule/automaticRowOnPixelGrid``): 43.5 is 43⅔ on a 3× canvas, 43.5 on a 2× one.
    private func onPixelGrid(_ height: Double) -> Double {
        let scale = device.scale
        guard scale > 0 else { return height }
        let ceiled = (height * scale - 1e-9).rounded(.up) / scale
        guard ceiled - height > 1e-9, CanvasRule.automaticRowOnPixelGrid.applies(to: document.tools) else { return height }
        return ceiled
    }

    /// Whether Xcode draws the scene under a large-title navigation bar: its navigation
    /// controller's bar prefers large titles (`largeTitles="YES"`) and the controller's navigation
    /// item shows one (``SegueGraph/displaysLargeTitle(_:)``: not `never`, nor
    /// `automatic` under an item that shows a small title).
    var showsLargeTitle: Bool {
        guard let vc = scene.viewController else { return false }
        return document.segueGraph.displaysLargeTitle(vc) ?? false
    }

    /// `view` spans the table's width less `inset` on each side, `gap` below `top`, `height` high.
    private func place(_ view: View, in table: View, inset: Double, top: (item: LayoutItem, attribute: LayoutAttribute, gap: Double),
                       height: Double, heightPriority: LayoutPriority = .required) throws(LayoutConstraintError) -> LayoutConstraint {
        try LayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: table, attribute: .left, multiplier: 1, constant: inset).activate()
        try LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: table, attribute: .width, multiplier: 1, constant: -2 * inset).activate()
        try LayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: top.item, attribute: top.attribute, multiplier: 1, constant: top.gap).activate()
        let h = try LayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: height)
        try h.setPriority(heightPriority)
        try h.activate()
        return h
    }

    /// How much narrower than `cell` Xcode stored its `content` view (the cell's stored width less
    /// the content view's stored right edge), for a disclosure indicator whose canvas width is not
    /// known (``CanvasRule/disclosureUnsettled``); nil without both stored frames.
    func storedContentGap(cell: View, content: View) -> Double? {
        guard let cellFrame = result.entry(for: cell)?.storedFrame, let contentFrame = result.entry(for: content)?.storedFrame else { return nil }
        return cellFrame.width - contentFrame.maxX
    }

    /// The content view: the cell less its accessory at the trailing side, less the separator
    /// below, with the system cell margins unless the document stores margins of its own.
    private func fill(_ cell: View, with content: View, cell attributes: TableViewCellAttributes, metrics: TableMetrics) throws(LayoutConstraintError) {
        let storedGap = storedContentGap(cell: cell, content: content)
        // Each accessory rule is asked once: the stored and off-table widths decide the width,
        // the diagnostic and the safe-area edges below.
        let stored = metrics.storedAccessoryWidth(attributes, storedGap: storedGap)
        let offTableWidth = metrics.offTableDisclosureWidth(attributes, storedGap: storedGap)
        let accessory = metrics.accessoryWidth(attributes, stored: stored, offTable: offTableWidth)
        if stored != nil {
            result.diagnostics.append(CanvasRule.disclosureUnsettled.unknownDiagnostic(ids: [result.entry(for: cell)?.id ?? "?"]))
        }
        for (a, c) in [(LayoutAttribute.top, 0.0), (.height, -metrics.separator)] {
            try LayoutConstraint(item: content, attribute: a, relatedBy: .equal, toItem: cell, attribute: a, multiplier: 1, constant: c).activate()
        }
        // Across, the content view stays inside the table's safe area (UIKit's
        // `insetsContentViewsToSafeArea`: 44 points each side on a landscape notched iPhone),
        // unless the table says otherwise (`contentViewInsetsToSafeArea="NO"`: fsnotes Main's
        // sidebar on an iPhone XS Max in landscape stores its cell's content view at x 0; UIKit:
        // "the table view doesn't adjust the insets of the content view … to account for the
        // safe area", developer.apple.com/documentation/uikit/uitableview/insetscontentviewstosafearea).
        var edges: [(LayoutAttribute, LayoutRelation, LayoutItem, Double)] = [(.left, .greaterThanOrEqual, cell, 0), (.right, .lessThanOrEqual, cell, -accessory)]
        // A cell laid out outside its table (``CanvasRule/disclosureDefaultMargins8``) has no
        // safe area either ("If the view is not currently installed in a view hierarchy, or is not
        // yet visible onscreen, the edge insets … are 0", UIView.safeAreaInsets): fsnotes Main's
        // static cells on an iPhone XS Max in landscape, x 0.
        let offTable = offTableWidth != nil
        if let table = cell.superview, (table as? TableView)?.insetsContentViewsToSafeArea ?? true, !offTable {
            edges += [(.left, .greaterThanOrEqual, table.safeAreaLayoutGuide, 0), (.right, .lessThanOrEqual, table.safeAreaLayoutGuide, -accessory)]
        }
        for (a, relation, item, c) in edges {
            try LayoutConstraint(item: content, attribute: a, relatedBy: relation, toItem: item, attribute: a, multiplier: 1, constant: c).activate()
        }
        // UIKit's cell sets the content view's frame itself: a constraint inside it, even at 999,
        // does not narrow it, so its edges are held above 999 (below required, for the safe
        // area). Appboy ABKNewsFeedCardStoryboard (iPhone 8 → iPhone 11): an image view's 355:79
        // ratio at 999 had tied with edges at 999 and moved the content view 34.5 in; Xcode
        // stores it 414 wide. No element of the three corpora moves with it (548 documents).
        for (a, c) in [(LayoutAttribute.left, 0.0), (.right, -accessory)] {
            let preferred = try LayoutConstraint(item: content, attribute: a, relatedBy: .equal, toItem: cell, attribute: a, multiplier: 1, constant: c)
            try preferred.setPriority(LayoutPriority(999.5))
            try preferred.activate()
        }
        if !(attributes.contentViewID.map(storedMarginsIDs.contains) ?? false) {
            // The cell's margins come from the table, the content view's from the cell: on the
            // canvas both are the system cell margins.
            var margins = metrics.contentMargins
            // Next to an accessory the trailing margin is UIKit's 8 (``TableViewCell/trailingMarginBesideAccessory``).
            if accessory > 0 { margins.trailing = TableViewCell.trailingMarginBesideAccessory }
            content.directionalLayoutMargins = margins
            content.preservesSuperviewLayoutMargins = false
            cell.directionalLayoutMargins = metrics.contentMargins
        }
    }
}

/// The lengths of a table view's rows on Xcode's canvas, by style and Xcode version (read from
/// the corpora; see `docs/interface-builder.md`, "Table views").
struct TableMetrics {
    let style: TableView.Style
    let tools: ToolsVersion
    let tableRowHeight: Double?
    let sectionHeaderHeight: Double?
    let sectionFooterHeight: Double?
    /// The table's width: its stored one, or on another device the width it has there.
    var tableWidth: Double
    /// The document was designed on the iPhone X canvas (`retina5_9`).
    var notchedCanvas = false
    /// The table's controller is drawn under a large-title navigation bar.
    var underLargeTitle = false
    /// The table's controller is drawn under a navigation bar (its own simulated one, or its
    /// navigation controller's).
    var underNavigationBar = false
    /// The table's controller is drawn as a column of a split view controller
    /// (``SegueGraph/isSplitViewColumn(_:depth:)``).
    var inSplitViewColumn = false
    /// The table has a table header view (`<view key="tableHeaderView">`, UIKit's
    /// `tableHeaderView`): it takes the place of a grouped table's default top header
    /// (``CanvasRule/groupedFirstHeader35``).
    var hasTableHeaderView = false
    let separator: Double
    /// Static cells (`dataMode="static"`), not prototypes.
    var isStatic = false
    /// The canvas is a phone 414 points wide in portrait (iPhone Plus, XR, XS Max), whatever
    /// the table's own width (``CanvasRule/disclosureWidth38OnWidePhones``).
    var widePhoneCanvas = false
    /// The canvas the rows are laid out for is a phone 414 points wide in portrait: its tables'
    /// side margins are 20 whatever their width (``CanvasRule/sideMargin20WidePhone``). For the
    /// rows as Xcode stored them, the design canvas's.
    var widePhoneMargins = false

    /// Whether `device` in `orientation` is a phone 414 points wide in portrait (iPhone Plus, XR,
    /// XS Max): ``widePhoneCanvas`` and ``widePhoneMargins``.
    static func isWidePhone(_ device: Device, _ orientation: Orientation) -> Bool {
        device.family == .phone && orientation == .portrait && device.size(for: .portrait).width >= 414
    }

    /// A side margin that does not follow the table's width (a top-level cell's).
    private var fixedSideMargin: Double?

    /// The metrics of a plain table as wide as a cell that is a top-level object of a xib. Such a
    /// cell is in no table: its side margin follows the device, not its width — 20 on a phone at
    /// least 390 points wide, 16 on smaller phones and on an iPad. Evidence, the top-level cells
    /// of both corpora with views pinned to the content view's side margins: ChatSecure
    /// XMPPServerInfoCell.xib (a 380-point cell on an iPhone 11 canvas: 20), nRF Mesh's two cells
    /// (396 and 414 on an iPhone 11: 20), OsmAnd (414 on an iPhone 11: 20), amperfy
    /// GenericTableCell.xib (a 733-point cell on an iPad 9.7" canvas: 16).
    /// `cellWidth`: the cell's stored width (375 when it stores no frame).
    init(cellWidth: Double?, tools: ToolsVersion, device: Device, orientation: Orientation) {
        style = .plain
        self.tools = tools
        tableRowHeight = nil; sectionHeaderHeight = nil; sectionFooterHeight = nil
        tableWidth = cellWidth ?? 375
        separator = Self.separatorHeight(tools)
        fixedSideMargin = device.family == .phone && device.size(for: orientation).width >= 390 ? 20 : 16
    }

    /// The metrics of a table of attributes `table`, stored `storedWidth` wide (375 when it stores no frame).
    init(table: TableViewAttributes, storedWidth: Double?, tools: ToolsVersion) {
        style = table.style
        self.tools = tools
        tableRowHeight = table.rowHeight
        sectionHeaderHeight = table.sectionHeaderHeight
        sectionFooterHeight = table.sectionFooterHeight
        tableWidth = storedWidth ?? 375
        isStatic = table.dataMode == .static
        // Before Xcode 11 the content view stops above the cell's 0.5-point separator (1 point
        // before Xcode 8); from Xcode 11 on it fills the cell.
        separator = table.separatorStyle == .none ? 0 : Self.separatorHeight(tools)
    }

    /// How much shorter than its cell the content view is: the separator below it (1 point,
    /// ``CanvasRule/cellSeparatorOnePoint``; 0.5, ``CanvasRule/cellSeparatorHalfPoint``); from
    /// Xcode 11 on the content view fills the cell.
    static func separatorHeight(_ tools: ToolsVersion) -> Double {
        CanvasRule.cellSeparatorOnePoint.applies(to: tools) ? 1 : CanvasRule.cellSeparatorHalfPoint.applies(to: tools) ? 0.5 : 0
    }

    /// An inset-grouped table insets its cells by its side margins — except in a split view
    /// controller's column, where the canvas draws them across the table's full width
    /// (passforios Main.storyboard, toolsVersion 23504, iPhone 12 canvas: the six inset-grouped
    /// tables of the split view's master, of its detail and of `showDetail` destinations store
    /// their rows at x 0, 390 wide; the four pushed from them and the one of a tab store them
    /// at x 20, 350 wide, as every other inset-grouped table of both corpora does).
    var cellInset: Double { style == .insetGrouped && !inSplitViewColumn ? sideMargin : 0 }

    /// UIKit's side margin: 16 points below a 390-point-wide table, 20 from there on; 20 on a
    /// phone canvas 414 wide whatever the table's width, until Xcode 26
    /// (``CanvasRule/sideMargin20WidePhone``); 20 on Xcode 15's iPhone X canvas too (toolsVersion 22000–22999: threema Main.storyboard,
    /// IQKeyboardManager; Xcode 16's has 16 there, Yubico Main.storyboard).
    var sideMargin: Double {
        fixedSideMargin ?? (tableWidth >= 390 || (notchedCanvas && CanvasRule.sideMargin20NotchedXcode15.applies(to: tools))
                            || (widePhoneMargins && CanvasRule.sideMargin20WidePhone.applies(to: tools)) ? 20 : 16)
    }

    /// The cell's `rowHeight`, else the table's; nil for automatic (`-1`, UIKit's
    /// `UITableView.automaticDimension`, or absent). A row height of 0 is a height, as it is to
    /// `UITableView` (`tableView(_:heightForRowAt:)` may return 0): the row is drawn 0 high.
    /// Every cell of the three corpora with `rowHeight="0.0"` is stored 0 high (Appboy
    /// ABKContentCardsStoryboard and ABKContentCardsCustomStoryboard, 17701; ivpn Main, 23504,
    /// 1.2e-7 high), and the rows below it follow at its top.
    func rowHeight(_ cell: TableViewCellAttributes) -> Double? {
        let h = cell.rowHeight ?? tableRowHeight
        guard let h, h >= 0 else { return nil }
        return h
    }

    /// The height of an automatic row whose content does not decide one: 44 before Xcode 11,
    /// 43.5 after (55.5 for the subtitle style); 51 (subtitle 56) from Xcode 16.3 (toolsVersion
    /// 24000) until Xcode 26 (32700), which is back to 43.5.
    func automaticRowHeight(_ cell: TableViewCellAttributes) -> Double {
        let subtitle = cell.systemStyle == .subtitle
        if CanvasRule.automaticRow51.applies(to: tools) { return subtitle ? 56 : 51 }
        // Static cells of a grouped table are half a point taller in Xcode 11–14 (toolsVersion
        // 14800–21999): 44 and 56.
        let taller = style == .grouped && isStatic && CanvasRule.groupedStaticRowTaller.applies(to: tools) ? 0.5 : 0
        if subtitle { return 55.5 + taller }
        return (CanvasRule.automaticRow43_5.applies(to: tools) ? 43.5 : 44) + taller
    }

    /// The height of an automatic row of the default style whose `title` (its `textLabel`) wraps
    /// (`numberOfLines` other than 1): the title's lines at the width Xcode stored for it (the
    /// label keeps that frame: ``SceneBuilder`` leaves a style cell's labels where Xcode stored
    /// them) plus 10.5 above and below, on the pixel grid (`pixelScale`). From Xcode 11.4
    /// (toolsVersion 17000) until Xcode 16.3 (24000, whose rows are taller, 51 for one line);
    /// nil for other versions and for a title on one line. Evidence, the two wrapping default-style
    /// titles of both corpora in automatic rows of those versions: erouska Help.storyboard (17701,
    /// iPhone X canvas) stores row `u4E-8m-rBM`, a 17-point title of 7 lines 343 points wide, 163
    /// high (7 × 20.287 + 21 = 163.0); siskin-im Groupchat.storyboard (20037, iPhone 11) its
    /// 3-line subject row `MEa-vy-ELC` 82 (3 × 20.287 + 21 = 81.9, 82 on the 2× grid). Xcode 11.3
    /// (15705) draws the same siskin-im row 44 high (the pair Groupchat.A/B, 343 and 374 wide).
    func wrappedTitleRowHeight(_ title: Label, measurer: any TextMeasurer, pixelScale: Double) -> Double? {
        guard CanvasRule.wrappedTitleRow.applies(to: tools), title.numberOfLines != 1, let text = title.text, !text.isEmpty else { return nil }
        let lines = measurer.size(of: text, font: title.font, maxWidth: title.frame.width,
                                  numberOfLines: title.numberOfLines, lineBreakMode: title.lineBreakMode).height
        guard lines > title.font.lineHeight * 1.5 else { return nil }
        let height = lines + 2 * 10.5
        return pixelScale > 0 ? (height * pixelScale).rounded() / pixelScale : height
    }

    /// The canvas height above a section's first cell (for the first section, from the table top
    /// or header view).
    func headerHeight(_ section: TableViewSectionAttributes, isFirst: Bool) -> Double {
        let titled = section.isTitled
        // An empty `headerTitle=""` is a title of its own height in a grouped table
        // (CanvasRule.groupedEmptyHeaderTitle).
        let emptyTitle = section.headerTitle == ""
        if !style.isGrouped {
            if CanvasRule.plainHeaderTitledOnly.applies(to: tools) { return titled ? positive(sectionHeaderHeight) ?? 28 : 0 }
            if CanvasRule.plainHeader28.applies(to: tools) { return 28 }
            if CanvasRule.plainHeader24_5.applies(to: tools) { return 24.5 }
            if CanvasRule.plainHeader44_5.applies(to: tools) { return 44.5 }
            // Every version is in one of the five ranges; left out (`trellis rules --evidence`), no header.
            return CanvasRule.plainHeader50.applies(to: tools) ? 50 : 0
        }
        let titledHeader = emptyTitle && CanvasRule.groupedEmptyHeaderTitle.applies(to: tools) ? 22
            : CanvasRule.groupedTitledHeader32.applies(to: tools) ? 32.0 : 38
        // Before Xcode 11 (its betas' 14868 included) an untitled first section of a table without a
        // table header view is 35 below the top (XLPagerTabStrip Storyboard.storyboard, 14460;
        // ECSlidingViewController BasicMenu, 5056); otherwise its `sectionHeaderHeight`.
        if !titled {
            let first35 = isFirst && !hasTableHeaderView && CanvasRule.groupedFirstHeader35.applies(to: tools)
            return first35 ? 35 : positive(sectionHeaderHeight) ?? 17.5
        }
        // From Xcode 12 (toolsVersion 18000) a titled first section under a large-title
        // navigation bar has no extra 17.5 above it (30 of 34 tables: ResearchKit ORKCatalog,
        // IQKeyboardManager Settings, passforios, tinode, nRF Mesh; against: three nRF Mesh
        // Network tables and one of tinode's).
        if underLargeTitle && CanvasRule.largeTitleFirstHeader.applies(to: tools) { return titledHeader }
        if isFirst { return 17.5 + titledHeader }
        // A later titled header is 7.5 taller when its own section has a footer title: 24 of 24
        // such headers of both corpora from Xcode 9 to 16 (MiniKeePass Settings 11, UTM, siskin-im
        // 5, appcenter Sasquatch 2, threema 2, ivpn 2, Yubico AddCredential), none of the 110
        // titled headers of sections without one.
        return titledHeader + (section.footerTitle != nil ? 7.5 : 0)
    }

    /// Where the canvas's header of a titled grouped section is not known
    /// (``CanvasRule/groupedTitledHeaderUnsettled``): the distance Xcode stored between
    /// `storedBottom` (the bottom of the row or table header view above, or the table's top) and
    /// the section's first row, the rows keeping their stored places; nil elsewhere, for a
    /// section without rows, or without stored frames.
    func storedHeaderGap(_ section: TableViewSectionAttributes, firstRow: Rect?, storedBottom: Double?) -> Double? {
        guard style.isGrouped, section.isTitled, let storedBottom, let first = firstRow,
              CanvasRule.groupedTitledHeaderUnsettled.applies(to: tools) else { return nil }
        return first.minY - storedBottom
    }

    /// Where the rows start in the table. Before Xcode 8 the canvas stored a table view
    /// controller's rows below the navigation bar it simulates (and the status bar above it), as
    /// UIKit's automatically adjusted content inset places them (ECSlidingViewController
    /// TransitionFun and BasicMenu, toolsVersion 4514/5056: prototypes 64 + 22 below the top under
    /// a navigation bar; JSQMessagesViewController, 10117: 64 + 50); under the status bar alone
    /// they start at the top (BasicMenu's menu, 5056: a grouped static table whose first row is
    /// stored at y 35, the first section's header, not 20 + 35). From Xcode 8 on the inset is not
    /// part of the stored frames (MiniKeePass, LoopKit: 55.5 and 118 under navigation bars).
    func contentTop(_ t: TableContents) -> Double {
        guard CanvasRule.rowsBelowSimulatedBars.applies(to: tools), t.attributes.isViewControllerRoot, underNavigationBar else { return 0 }
        return t.table.simulatedSafeAreaInsets?.top ?? 0
    }

    /// The canvas height below a section's last cell. In a grouped or inset-grouped table a
    /// section with a footer title (`titleLines`: the lines it wraps to, 0 for an empty title)
    /// has a footer as high as its text: 14 + 16 per line (12.5 + 14 per line in Xcode 12),
    /// 22 for an empty title.
    func footerHeight(_ section: TableViewSectionAttributes, titleLines: Int?) -> Double {
        if !style.isGrouped {
            // Xcode 13 (toolsVersion 19000–20999) draws a plain section's footer 22.5 high, as
            // it draws its header 44.5 (CanvasRule.plainFooter22_5).
            if CanvasRule.plainFooter22_5.applies(to: tools) { return 22.5 }
            return CanvasRule.plainFooter28.applies(to: tools) ? positive(sectionFooterHeight) ?? 28 : 0
        }
        guard let lines = titleLines else { return positive(sectionFooterHeight) ?? 17.5 }
        let text = lines == 0 ? 22 : CanvasRule.footerFont12.applies(to: tools) ? 12.5 + 14 * Double(lines) : 14 + 16 * Double(lines)
        return text
    }

    /// The number of lines a section's footer title wraps to (nil without a title): the footnote
    /// font (13 points; 12 in Xcode 12, toolsVersion 18000–20999, whose footer lines are 14 points
    /// apart) across the table less its side margins (and an inset-grouped table's insets).
    func footerTitleLines(_ section: TableViewSectionAttributes, measurer: any TextMeasurer) -> Int? {
        guard let title = section.footerTitle else { return nil }
        guard !title.isEmpty else { return 0 }
        let font = Font.systemFont(ofSize: CanvasRule.footerFont12.applies(to: tools) ? 12 : 13)
        let height = measurer.size(of: title, font: font, maxWidth: tableWidth - 2 * sideMargin - 2 * cellInset).height
        return max(1, Int((height / font.lineHeight).rounded()))
    }

    /// How much narrower than the cell its content view is for the cell's accessory.
    /// From Xcode 14 on, UIKit's (``TableViewCell/AccessoryType/width(sideMargin:)``); where the
    /// canvas's width is not known, the stored one (``storedAccessoryWidth(_:storedGap:)``); a
    /// static cell Xcode laid out outside its table 8 + the gap (``offTableDisclosureWidth(_:storedGap:)``); a
    /// detail button of Xcode 9–10 the side margin + 32 (``CanvasRule/detailButtonGap32``).
    func accessoryWidth(_ cell: TableViewCellAttributes, storedGap: Double?) -> Double {
        accessoryWidth(cell, stored: storedAccessoryWidth(cell, storedGap: storedGap), offTable: offTableDisclosureWidth(cell, storedGap: storedGap))
    }

    /// ``accessoryWidth(_:storedGap:)`` with the stored width (``storedAccessoryWidth(_:storedGap:)``)
    /// and the off-table one (``offTableDisclosureWidth(_:storedGap:)``) given, asked only when
    /// needed: a caller that reads them itself does not ask their rules again.
    func accessoryWidth(_ cell: TableViewCellAttributes, stored: @autoclosure () -> Double?, offTable: @autoclosure () -> Double?) -> Double {
        let type = cell.accessoryType
        guard type != .none else { return 0 }
        if type == .disclosureIndicator {
            if CanvasRule.disclosureWidth33.applies(to: tools) { return 33 }
            if CanvasRule.disclosureWidth34.applies(to: tools) {
                return widePhoneCanvas && CanvasRule.disclosureWidth38OnWidePhones.applies(to: tools) ? 38 : 34
            }
            if let stored = stored() { return stored }
            if let offTable = offTable() { return offTable }
            return sideMargin + disclosureGap
        }
        if type == .detailButton, CanvasRule.detailButtonGap32.applies(to: tools) { return sideMargin + 32 }
        return type.width(sideMargin: sideMargin)
    }

    /// What a disclosure indicator takes beyond the side margin from Xcode 11 on: 11
    /// (``CanvasRule/disclosureGap11``), 8.5 (``CanvasRule/disclosureGap8_5``), else UIKit's 10.5.
    var disclosureGap: Double {
        CanvasRule.disclosureGap11.applies(to: tools) ? 11
            : CanvasRule.disclosureGap8_5.applies(to: tools) ? 8.5
            : TableViewCell.AccessoryType.disclosureIndicator.width(sideMargin: 0)
    }

    /// A static cell's disclosure width when Xcode last laid the cell out outside its table
    /// (``CanvasRule/disclosureDefaultMargins8``): UIView's default 8-point margin +
    /// ``disclosureGap``, where the content view is stored within a point of that (`storedGap`:
    /// the cell's stored width less its content view's stored right edge); nil otherwise.
    func offTableDisclosureWidth(_ cell: TableViewCellAttributes, storedGap: Double?) -> Double? {
        guard isStatic, cell.accessoryType == .disclosureIndicator, CanvasRule.disclosureDefaultMargins8.applies(to: tools),
              let storedGap else { return nil }
        let offTable = 8 + disclosureGap
        return abs(storedGap - offTable) <= 1 ? offTable : nil
    }

    /// Where the canvas's width for a cell's disclosure indicator is not known
    /// (``CanvasRule/disclosureUnsettled``): how much narrower than the cell its content view is
    /// stored (`storedGap`: the cell's stored width less its content view's stored right edge);
    /// nil elsewhere, or without both frames.
    func storedAccessoryWidth(_ cell: TableViewCellAttributes, storedGap: Double?) -> Double? {
        guard cell.accessoryType == .disclosureIndicator, CanvasRule.disclosureUnsettled.applies(to: tools),
              let storedGap else { return nil }
        return max(0, storedGap)
    }

    /// The content view's layout margins: 11 at top and bottom and the side margin at the sides;
    /// 15 at the sides in Xcode 7–8, 8 all round in Xcode 6 and in Xcode 9.
    var contentMargins: DirectionalEdgeInsets {
        // Xcode 6 (iOS 8's margins): 8 all round (RxSwift WikipediaSearchCell.xib, 7528).
        if CanvasRule.contentMargins8Xcode6.applies(to: tools) { return DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        if CanvasRule.contentMargins15Sides.applies(to: tools) { return DirectionalEdgeInsets(top: 11, leading: 15, bottom: 11, trailing: 15) }
        if CanvasRule.contentMargins8Xcode9.applies(to: tools) { return DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        let vertical = CanvasRule.contentMarginsVertical15.applies(to: tools) ? 15.0 : 11
        return DirectionalEdgeInsets(top: vertical, leading: sideMargin, bottom: vertical, trailing: sideMargin)
    }

    private func positive(_ x: Double?) -> Double? { x.flatMap { $0 > 0 ? $0 : nil } }
}
