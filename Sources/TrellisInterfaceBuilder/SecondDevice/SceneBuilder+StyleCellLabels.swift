import Trellis

/// The labels of a built-in cell style (basic, subtitle, right detail, left detail: a
/// `<tableViewCell style="IBUITableViewCellStyle…">` with `textLabel` / `detailTextLabel`) on a
/// device other than the one the document was saved on. UIKit's `UITableViewCell` lays those
/// labels out itself, in its content view's layout margins, so Xcode stores them where the cell
/// put them on the design canvas and puts them again on every other device ("recompute, don't
/// carry"). On the design canvas the stored frames stand (they are what the cell did there).
///
/// Each label keeps, per side, its stored distance from the content view's margin on the design
/// canvas (an image view before it, a gap a cell style leaves): an edge that was at a margin
/// follows the margin of the new device (16 below a 390-point table, 20 from there, 8 beside an
/// accessory — ``TableMetrics/contentMargins``); a side that was not at a margin keeps the
/// label's stored width (a right-detail title, a subtitle as wide as its text). Down, each keeps
/// its stored top and height. Rule `second-device.cell-style-labels`.
///
/// Evidence, the 40 style labels of the second-device pairs of both pair sets (6 projects:
/// ci2go, SmartWallet ×2, trailer, ruuvi Menu, Kotoba, siskin-im), A laid out on B's device
/// against B's stored frames: 38 within 1 point (all 6 projects), 11 before the rule; the 2
/// others (ci2go `IiQ-RB-uiH`, `bd3-gE-wYO`) sit beside a disclosure indicator whose content
/// view Xcode stores 4 points narrower than ``TableMetrics/accessoryWidth(_:)`` gives. On the
/// design canvas nothing changes (``isOnDesignCanvas``), so the design-device figures of the
/// three corpora are the same with and without the rule.
extension SceneBuilder {
    /// Whether the scene is being laid out on the canvas the document was saved on
    /// (``IBDocument/isDesignCanvas(_:_:)``).
    var isOnDesignCanvas: Bool { document.isDesignCanvas(device, orientation) }

    /// The width of a table on this device: a table Xcode stored as wide as the design canvas
    /// spans this device's canvas (its rows, margins and accessories follow that width); any
    /// other table keeps its stored width. Rule `second-device.table-width`; pairs: 12 elements
    /// right that were not (ci2go 5, SmartWallet 5, Kotoba 2), 15 in the flagged siskin-im pair,
    /// 2 lost in the flagged ooyala pair (its content views are off by an accessory width either
    /// way); the design canvas is left alone.
    func tableWidthOnThisDevice(stored: Double) -> Double {
        guard !isOnDesignCanvas, splitWidth == nil, document.designSplitView == nil,
              abs(stored - document.designCanvasSize.width) < 0.5 else { return stored }
        return Screen(device: device, orientation: orientation).bounds.width
    }

    /// Pins the style labels of `cell` to its content view's margins as described above, when
    /// the scene is laid out on another device. `design` are the row metrics of the design
    /// canvas (the table's stored width); the content view already has this device's margins.
    func placeStyleLabels(of cell: TableViewCellAttributes, content: View, design: TableMetrics) throws(LayoutConstraintError) {
        guard !isOnDesignCanvas, let style = cell.systemStyle, let contentID = cell.contentViewID,
              let storedContent = result.entry(for: content)?.storedFrame else { return }
        // The margins the design canvas gave the content view: the document's own when it stores
        // some (then the same on every device), else the system ones, 8 trailing beside an accessory.
        let ownMargins = storedMarginsIDs.contains(contentID)
        var designMargins = ownMargins ? content.directionalLayoutMargins : design.contentMargins
        let storedGap = content.superview.flatMap { storedContentGap(cell: $0, content: content) }
        if !ownMargins && design.accessoryWidth(cell, storedGap: storedGap) > 0 { designMargins.trailing = TableViewCell.trailingMarginBesideAccessory }
        for (isDetail, labelID) in [(false, cell.textLabelID), (true, cell.detailTextLabelID)] {
            try pinStyleView(labelID, as: Label.self, in: content) { stored in
                let leadingGap = stored.minX - designMargins.leading
                let trailingGap = storedContent.width - stored.maxX - designMargins.trailing
                let guide = content.layoutMarginsGuide
                let keepWidth: StylePin = (.width, nil, stored.width)
                // Across: the right detail's value stands at the trailing margin at its own width;
                // any other label's leading side keeps its gap from the leading margin, and its
                // trailing side follows the trailing margin when it was at it (or as far from it as the
                // leading side from its margin: a title across the cell), the content view's edge
                // when it was at that (a title beside an accessory, up to a point short of it), else
                // the label keeps its width.
                if style == .value1 && isDetail { return [(.right, guide, -trailingGap), keepWidth] }
                let edgeGap = storedContent.width - stored.maxX
                if abs(trailingGap) <= 0.5 || abs(trailingGap - leadingGap) <= 0.5 { return [(.left, guide, leadingGap), (.right, guide, -trailingGap)] }
                if edgeGap >= -0.5 && edgeGap <= 1 { return [(.left, guide, leadingGap), (.right, content, -edgeGap)] }   // beside an accessory
                return [(.left, guide, leadingGap), keepWidth]
            }
        }
        try placeStyleImageView(of: cell, content: content, leadingMargin: designMargins.leading)
    }

    /// The style's image view (UIKit's `imageView`) keeps its stored distance from the content
    /// view's leading margin, its stored width, top and height: UIKit puts it at the leading
    /// margin, centred down. Over the three corpora (a script over the XML) 45 of the 64 style
    /// image views with a stored frame are at that margin (16 below a 390-point table, 20 from
    /// there) within a point, in 6 projects (nRF Mesh 17, tinode 13, safetyplan 7, siskin-im 4,
    /// threema 2, miataru 2); of the 19 others 16 are SF Symbols 1.3–4 points after it (tinode
    /// 14, threema 2: a symbol centred in its column, a distance kept here too), 2 tinode
    /// symbols 11.5 before it, nRF Mesh one 20-point image 2 after it, instantsearch one 1000-point
    /// placeholder at 0. Pairs: the one style image view of both pair sets, siskin-im Groupchat
    /// (iPhone 8 → iPhone 11, `cYX-sP-oSZ`), is stored at 16 and at 20, the margins of the two
    /// canvases: right now, at 16 before (flagged pairs 252 → 253 of 269; the other figures and
    /// the design canvas unchanged). Rule `second-device.cell-style-labels`, as the labels.
    private func placeStyleImageView(of cell: TableViewCellAttributes, content: View, leadingMargin: Double) throws(LayoutConstraintError) {
        try pinStyleView(cell.imageViewID, as: View.self, in: content) { stored in
            [(.left, content.layoutMarginsGuide, stored.minX - leadingMargin), (.width, nil, stored.width)]
        }
    }

    /// One constraint ``pinStyleView(_:as:in:across:)`` makes: the view's attribute equal to the
    /// same attribute of the item plus the constant, or to the constant alone (no item).
    private typealias StylePin = (attribute: LayoutAttribute, item: LayoutItem?, constant: Double)

    /// Pins a style subview of a cell's content view (a label, the image view) when it is
    /// `content`'s subview, of type `V`, unconstrained in the document and with a stored frame:
    /// across as `across` says from that frame, down at its stored top and height (rows are as
    /// high on every device; pinned to the content view's bottom, the view's own height would
    /// pull an automatic row's).
    private func pinStyleView<V: View>(_ id: String?, as _: V.Type, in content: View,
                                       across: (_ stored: Rect) -> [StylePin]) throws(LayoutConstraintError) {
        guard let id, let view = result.views[id] as? V, view.superview === content,
              !pins.constrained.contains(id), let stored = result.entry(for: view)?.storedFrame else { return }
        view.translatesAutoresizingMaskIntoConstraints = false
        var constraints: [LayoutConstraint] = []
        for (attribute, item, constant) in across(stored) + [(.top, content, stored.minY), (.height, nil, stored.height)] {
            constraints.append(try LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: item,
                                                    attribute: item == nil ? .notAnAttribute : attribute, multiplier: 1, constant: constant))
        }
        for c in constraints { try c.activate() }
    }
}
