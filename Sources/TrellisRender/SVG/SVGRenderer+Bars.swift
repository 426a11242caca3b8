import Trellis

extension SVGRenderer {
    /// The bars' translucent material: UIKit's default bar background is close to
    /// `systemBackground` at 94 % with a hairline separator (`separator`) on the content side.
    func barBackground(in r: Rect, separatorAtBottom: Bool) -> String {
        var material = Color.systemBackground.resolved(for: appearance)
        material.alpha = 0.94
        let y = separatorAtBottom ? r.maxY - 0.25 : r.minY + 0.25
        return "<rect\(rectAttributes(r))\(paint("fill", material))/>"
            + "<line x1=\"\(format(r.minX))\" y1=\"\(format(y))\" x2=\"\(format(r.maxX))\" y2=\"\(format(y))\"\(paint("stroke", .separator)) stroke-width=\"0.5\"/>"
    }

    /// A navigation bar: the material and the top item's title, 17-point semibold, centred in
    /// the standard row; with `prefersLargeTitles` and room for the large-title band below it, the
    /// title 34-point bold, left-aligned at the layout margin (16 points, 20 on screens 414 points
    /// wide and more, UIKit's system margins) in that band instead.
    func navigationBar(_ bar: NavigationBar, in r: Rect) -> String {
        var out = barBackground(in: r, separatorAtBottom: true)
        let band = NavigationBar.standardHeight + NavigationBar.largeTitleHeight
        if let title = bar.title, !title.isEmpty, bar.prefersLargeTitles, r.height >= band - 0.5 {
            let margin = (bar.window?.bounds.width ?? r.width) >= 414 ? 20.0 : 16.0
            out += drawText(title, font: .systemFont(ofSize: 34, weight: .bold), color: .label, alignment: .left,
                            in: Rect(x: r.minX + margin, y: r.minY + NavigationBar.standardHeight, width: max(0, r.width - 2 * margin),
                                     height: NavigationBar.largeTitleHeight - 8),
                            of: bar, numberOfLines: 1, mode: .byTruncatingTail, measurer: nil)
        } else if let title = bar.title, !title.isEmpty {
            out += drawText(title, font: .systemFont(ofSize: 17, weight: .semibold), color: .label, alignment: .center,
                            in: Rect(x: r.minX + 60, y: r.minY, width: max(0, r.width - 120), height: min(r.height, NavigationBar.standardHeight)),
                            of: bar, numberOfLines: 1, mode: .byTruncatingTail, measurer: nil)
        }
        return out
    }

    /// A tab bar's items evenly spaced across the bar's top 49 points, each an icon frame and its
    /// title (or image name) below, the first in the tint colour, the others grey.
    func tabBar(_ items: [BarItem], in r: Rect, tint: Color) -> String {
        var out = barBackground(in: r, separatorAtBottom: false)
        guard !items.isEmpty else { return out }
        let slot = r.width / Double(items.count)
        for (i, item) in items.enumerated() {
            let x = r.minX + Double(i) * slot
            let color: Color = i == 0 ? tint : .systemGray
            out += "<rect x=\"\(format(x + slot / 2 - 12))\" y=\"\(format(r.minY + 6))\" width=\"24\" height=\"24\" rx=\"6\" fill=\"none\"\(paint("stroke", color)) stroke-width=\"1.5\"/>"
            let title = item.title ?? item.imageName ?? ""
            if !title.isEmpty {
                out += drawText(title, font: .systemFont(ofSize: 10, weight: .medium), color: color, alignment: .center,
                                in: Rect(x: x + 2, y: r.minY + 32, width: max(0, slot - 4), height: 14),
                                of: View(), numberOfLines: 1, mode: .byTruncatingTail, measurer: nil)
            }
        }
        return out
    }

    /// A toolbar: the material and each of its buttons where the bar's row puts it
    /// (``Toolbar/itemFrames(in:)``) — a title 17 points in the tint colour (semibold for `done`), an image or system
    /// item as a symbol placeholder with its name; custom views draw themselves as subviews.
    func toolbar(_ bar: Toolbar, in r: Rect) -> String {
        var out = barBackground(in: r, separatorAtBottom: false)
        let row = bar.itemRowRect(forBounds: bar.bounds)
        let dx = r.minX - bar.bounds.minX, dy = r.minY - bar.bounds.minY
        for (item, frame) in zip(bar.items, bar.itemFrames(in: bar.bounds)) {
            guard let picture = item.barItem, frame.width > 0 else { continue }
            let slot = Rect(x: frame.minX + dx, y: row.minY + dy, width: frame.width, height: row.height)
            if let title = picture.title, !title.isEmpty {
                out += drawText(title, font: item.titleFont, color: bar.tintColor, alignment: .center, in: slot,
                                of: bar, numberOfLines: 1, mode: .byTruncatingTail, measurer: nil)
            } else if let name = picture.imageName {
                let side = min(slot.width, 22, slot.height)
                out += symbolPlaceholder(named: name, in: Rect(x: slot.midX - side / 2, y: slot.midY - side / 2, width: side, height: side))
            }
        }
        return out
    }
}
