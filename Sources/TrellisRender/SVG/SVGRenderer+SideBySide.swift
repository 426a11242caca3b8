import Trellis

extension SVGRenderer {
    /// The band above each scene that holds its name.
    static let sceneNameHeight = 22.0

    /// One SVG picture of several trees side by side, left to right with `gap` points between
    /// them, top-aligned — e.g. every scene of a storyboard. Each tree is drawn as ``render(_:)``
    /// draws it, as a nested `<svg>` placed at its offset, under its name in `names` (a scene's
    /// title or class, as Xcode writes it above the scene) when names are given. One tree gives
    /// exactly ``render(_:idPrefix:)``. Ids start with `idPrefix` and the tree's index.
    ///
    /// `segues` draws an arrow for each, as Xcode's canvas draws a storyboard's segues: from the
    /// right edge of the scene at index `from` to the left edge of the one at `to` (below the
    /// scenes when the destination is not to the right), the segue's kind written at its middle.
    public func render(_ roots: [View], gap: Double = 20, idPrefix: String = "", names: [String]? = nil,
                       segues: [SceneSegue] = []) -> String {
        if roots.count == 1 && segues.isEmpty { return render(roots[0], idPrefix: idPrefix) }
        let band = names == nil ? 0 : SVGRenderer.sceneNameHeight
        var x = 0.0, height = 0.0, body = ""
        var placed: [(x: Double, width: Double, height: Double)] = []
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
            placed.append((x, p.width, p.height))
            x += p.width + gap
            height = max(height, p.height + band)
        }
        let arrows = segueArrows(segues, placed: placed, top: band, bottom: height, idPrefix: idPrefix)
        body += arrows.body
        height += arrows.extraHeight
        let width = max(0, x - gap) * scale
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(format(width))\" height=\"\(format(height * scale))\""
            + " font-family=\"\(SVGRenderer.systemFontFamily)\" font-size=\"9\">\n" + body + "</svg>\n"
    }

    /// A segue between two scenes of a side-by-side picture, by their indexes.
    public struct SceneSegue: Sendable, Equatable {
        public var from: Int
        public var to: Int
        /// What is written at the arrow's middle (the segue's kind or relationship).
        public var label: String
        public init(from: Int, to: Int, label: String) { (self.from, self.to, self.label) = (from, to, label) }
    }

    /// The arrows' drawing commands and the height they add below the scenes (backward arrows).
    private func segueArrows(_ segues: [SceneSegue], placed: [(x: Double, width: Double, height: Double)],
                             top: Double, bottom: Double, idPrefix: String) -> (body: String, extraHeight: Double) {
        let valid = segues.filter { placed.indices.contains($0.from) && placed.indices.contains($0.to) && $0.from != $0.to }
        guard !valid.isEmpty else { return ("", 0) }
        let colour = "#8e8e93"
        var body = "<defs><marker id=\"\(idPrefix)segue-head\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\">"
            + "<path d=\"M0 0L10 5L0 10z\" fill=\"\(colour)\"/></marker></defs>\n<g data-segues=\"\(valid.count)\">\n"
        var extra = 0.0
        // Forward arrows leave at one of five heights of the source (3/10 to 7/10, in turn) so that
        // several from one scene rarely overlap; backward ones run 16 points lower each.
        var backward = 0
        for (n, segue) in valid.enumerated() {
            let a = placed[segue.from], b = placed[segue.to]
            let path: String, mid: (x: Double, y: Double)
            if b.x > a.x {
                let y1 = top + a.height * Double(n % 5 + 3) / 10, y2 = top + b.height / 2
                let x1 = a.x + a.width, x2 = b.x
                let c = (x2 - x1) / 2
                path = "M\(format(x1 * scale)) \(format(y1 * scale))C\(format((x1 + c) * scale)) \(format(y1 * scale)) \(format((x2 - c) * scale)) \(format(y2 * scale)) \(format(x2 * scale)) \(format(y2 * scale))"
                mid = ((x1 + x2) / 2, (y1 + y2) / 2)
            } else {
                backward += 1
                let low = bottom + 16 * Double(backward)
                let x1 = a.x + a.width / 2, x2 = b.x + b.width / 2, y0 = top + a.height, y3 = top + b.height
                path = "M\(format(x1 * scale)) \(format(y0 * scale))C\(format(x1 * scale)) \(format(low * scale)) \(format(x2 * scale)) \(format(low * scale)) \(format(x2 * scale)) \(format(y3 * scale))"
                mid = ((x1 + x2) / 2, low - 4)
                extra = max(extra, 16 * Double(backward) + 4)
            }
            body += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(format(1.5 * scale))\" marker-end=\"url(#\(idPrefix)segue-head)\"/>"
                + "<text x=\"\(format(mid.x * scale))\" y=\"\(format((mid.y - 3) * scale))\" font-size=\"\(format(9 * scale))\" text-anchor=\"middle\" fill=\"\(colour)\">\(escape(segue.label))</text>\n"
        }
        return (body + "</g>\n", extra)
    }
}
