import Trellis

extension SVGRenderer {
    /// One SVG picture of several trees side by side, left to right with `gap` points between
    /// them, top-aligned — e.g. every scene of a storyboard. Each tree is drawn as ``render(_:)``
    /// draws it, as a nested `<svg>` placed at its offset. One tree gives exactly ``render(_:idPrefix:)``.
    /// Ids start with `idPrefix` and the tree's index.
    public func render(_ roots: [View], gap: Double = 20, idPrefix: String = "") -> String {
        if roots.count == 1 { return render(roots[0], idPrefix: idPrefix) }
        var x = 0.0, height = 0.0, body = ""
        for (i, root) in roots.enumerated() {
            let p = picture(root, idPrefix: "\(idPrefix)s\(i)-")
            body += "<svg x=\"\(format(x * scale))\" y=\"0\" width=\"\(format(p.width * scale))\" height=\"\(format(p.height * scale))\""
                + " viewBox=\"0 0 \(format(p.width)) \(format(p.height))\">\n" + p.body + "</svg>\n"
            x += p.width + gap
            height = max(height, p.height)
        }
        let width = max(0, x - gap) * scale
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(format(width))\" height=\"\(format(height * scale))\""
            + " font-family=\"\(SVGRenderer.systemFontFamily)\" font-size=\"9\">\n" + body + "</svg>\n"
    }
}
