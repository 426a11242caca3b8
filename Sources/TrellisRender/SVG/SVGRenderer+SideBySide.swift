import Trellis

extension SVGRenderer {
    /// The band above each scene that holds its name.
    static let sceneNameHeight = 22.0

    /// One SVG picture of several trees side by side, left to right with `gap` points between
    /// them, top-aligned — e.g. every scene of a storyboard. Each tree is drawn as ``render(_:)``
    /// draws it, as a nested `<svg>` placed at its offset, under its name in `names` (a scene's
    /// title or class, as Xcode writes it above the scene) when names are given. One tree gives
    /// exactly ``render(_:idPrefix:)``. Ids start with `idPrefix` and the tree's index.
    public func render(_ roots: [View], gap: Double = 20, idPrefix: String = "", names: [String]? = nil) -> String {
        if roots.count == 1 { return render(roots[0], idPrefix: idPrefix) }
        let band = names == nil ? 0 : SVGRenderer.sceneNameHeight
        var x = 0.0, height = 0.0, body = ""
        for (i, root) in roots.enumerated() {
            let p = picture(root, idPrefix: "\(idPrefix)s\(i)-")
            if let names, i < names.count, !names[i].isEmpty {
                let font = Font.systemFont(ofSize: 13, weight: .semibold)
                let shown = TextLines(measurer: measurer ?? Label.defaultTextMeasurer, font: font).truncate(names[i], width: p.width, mode: .byTruncatingTail)
                body += "<text x=\"\(format(x * scale))\" y=\"\(format(15 * scale))\" font-size=\"\(format(13 * scale))\" font-weight=\"600\""
                    + "\(paint("fill", .secondaryLabel)) class=\"scene-name\">\(escape(shown))</text>\n"
            }
            body += "<svg x=\"\(format(x * scale))\" y=\"\(format(band * scale))\" width=\"\(format(p.width * scale))\" height=\"\(format(p.height * scale))\""
                + " viewBox=\"0 0 \(format(p.width)) \(format(p.height))\">\n" + p.body + "</svg>\n"
            x += p.width + gap
            height = max(height, p.height + band)
        }
        let width = max(0, x - gap) * scale
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(format(width))\" height=\"\(format(height * scale))\""
            + " font-family=\"\(SVGRenderer.systemFontFamily)\" font-size=\"9\">\n" + body + "</svg>\n"
    }
}
