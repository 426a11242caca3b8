import Trellis

/// Table rows as UIKit draws them: the line under each row, the accessory at the trailing edge,
/// and a grouped table's backgrounds — read from the ``TableView`` and ``TableViewCell``
/// properties, set in code or by the storyboard reader. A row's text (UIKit's `textLabel` and
/// `detailTextLabel` in each cell style) is the labels in its content view, drawn as labels.
///
/// Which rows form a section is read from the picture: a cell is the first of its section when
/// no other cell of its table ends where it starts, the last when none starts where it ends (the
/// gaps between sections hold headers and footers, in code and on Xcode's canvas alike).
extension SVGRenderer {
    /// The background a view has when it sets none: a grouped or inset-grouped table's
    /// `systemGroupedBackground`, its cells' `secondarySystemGroupedBackground` (UIKit's defaults);
    /// nil for everything else.
    func defaultBackground(of view: View) -> Color? {
        switch view {
        case let table as TableView where table.style != .plain: .systemGroupedBackground
        case let cell as TableViewCell where (cell.superview as? TableView).map({ $0.style != .plain }) ?? false: .secondarySystemGroupedBackground
        default: nil
        }
    }

    /// The background of a cell of an inset-grouped table: its section's outer corners rounded by
    /// 10 points (UIKit's `insetGrouped` style); nil for other views, and for cells without a
    /// background.
    func insetGroupedBackground(of view: View, in r: Rect) -> String? {
        guard let cell = view as? TableViewCell, let table = cell.superview as? TableView, table.style == .insetGrouped,
              let color = (cell.backgroundColor ?? defaultBackground(of: cell)).map({ $0.resolved(for: appearance) }), color.alpha > 0 else { return nil }
        let (first, last) = position(of: cell, in: table)
        let top = first ? min(10, r.height / 2, r.width / 2) : 0, bottom = last ? min(10, r.height / 2, r.width / 2) : 0
        let d = "M\(format(r.minX)) \(format(r.minY + top))"
            + (top > 0 ? "A\(format(top)) \(format(top)) 0 0 1 \(format(r.minX + top)) \(format(r.minY))" : "")
            + "H\(format(r.maxX - top))"
            + (top > 0 ? "A\(format(top)) \(format(top)) 0 0 1 \(format(r.maxX)) \(format(r.minY + top))" : "")
            + "V\(format(r.maxY - bottom))"
            + (bottom > 0 ? "A\(format(bottom)) \(format(bottom)) 0 0 1 \(format(r.maxX - bottom)) \(format(r.maxY))" : "")
            + "H\(format(r.minX + bottom))"
            + (bottom > 0 ? "A\(format(bottom)) \(format(bottom)) 0 0 1 \(format(r.minX)) \(format(r.maxY - bottom))" : "")
            + "Z"
        return "<path d=\"\(d)\"\(paint("fill", color))/>"
    }

    /// A cell's separator and accessory, in window coordinates (`r` is the cell's frame there).
    func tableCell(_ cell: TableViewCell, in r: Rect) -> String {
        let table = cell.superview as? TableView
        var out = ""
        if let table, table.separatorStyle == .singleLine, table.style == .plain || !position(of: cell, in: table).last {
            let inset = cell.separatorInset ?? table.separatorInset
            let left = inset?.left ?? cell.contentView.frame.minX + cell.contentView.layoutMargins.left
            let right = inset?.right ?? 0
            if left + right < r.width {
                // A hairline: half a point, the bottom of the row (UIKit's `separatorColor`).
                out += "<rect class=\"separator\" x=\"\(format(r.minX + left))\" y=\"\(format(r.maxY - 0.5))\""
                    + " width=\"\(format(r.width - left - right))\" height=\"0.5\"\(paint("fill", .separator))/>"
            }
        }
        // The accessory ends at the row's side margin (16 or 20 points): the content view's
        // leading margin, since its trailing one is 8 next to an accessory.
        out += accessory(cell.accessoryType, trailing: r.maxX - cell.contentView.directionalLayoutMargins.leading, midY: r.midY, tint: cell.tintColor ?? .systemBlue)
        return out
    }

    /// UIKit's accessory of `type`, its trailing edge at `x`, centred on `midY`: a chevron in
    /// `tertiaryLabel` (the SF Symbol `chevron.forward`, 8 × 13 points), a checkmark and an
    /// info button (a 22-point circled "i") in the tint colour.
    func accessory(_ type: TableViewCell.AccessoryType, trailing x: Double, midY y: Double, tint: Color) -> String {
        let line = " fill=\"none\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
        func chevron(_ x: Double) -> String {
            "<path d=\"M\(format(x - 7)) \(format(y - 6.5))L\(format(x)) \(format(y))L\(format(x - 7)) \(format(y + 6.5))\"\(paint("stroke", .tertiaryLabel))\(line)/>"
        }
        func info(_ x: Double) -> String {
            let cx = x - 11
            return "<circle cx=\"\(format(cx))\" cy=\"\(format(y))\" r=\"10\"\(paint("stroke", tint)) fill=\"none\" stroke-width=\"1.5\"/>"
                + "<circle cx=\"\(format(cx))\" cy=\"\(format(y - 5))\" r=\"1.25\"\(paint("fill", tint))/>"
                + "<path d=\"M\(format(cx)) \(format(y - 1.5))V\(format(y + 5.5))\"\(paint("stroke", tint))\(line)/>"
        }
        let body = switch type {
        case .none: ""
        case .disclosureIndicator: chevron(x - 1)
        case .checkmark:
            "<path d=\"M\(format(x - 15)) \(format(y + 0.5))L\(format(x - 9.5)) \(format(y + 6))L\(format(x)) \(format(y - 6.5))\"\(paint("stroke", tint))\(line)/>"
        case .detailButton: info(x)
        case .detailDisclosureButton: info(x - 7 - 12) + chevron(x - 1)
        }
        return body.isEmpty ? "" : "<g class=\"accessory-\(type)\">\(body)</g>"
    }

    /// Whether `cell` is the first and the last row of its section (see the type's overview).
    private func position(of cell: TableViewCell, in table: TableView) -> (first: Bool, last: Bool) {
        let f = cell.frame
        let others = table.subviews.filter { $0 !== cell && $0 is TableViewCell && !$0.isHidden && abs($0.frame.minX - f.minX) < 0.01 }
        return (!others.contains { abs($0.frame.maxY - f.minY) < 0.01 }, !others.contains { abs($0.frame.minY - f.maxY) < 0.01 })
    }
}
