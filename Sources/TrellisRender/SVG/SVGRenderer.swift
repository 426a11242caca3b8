import Trellis

/// Draws a laid-out view tree as SVG: each visible view a rectangle in window coordinates,
/// filled with its background colour, outlined, labelled with its identifier; a view that clips
/// to its bounds clips its subviews.
///
/// ```swift
/// let svg = SVGRenderer().render(root)   // "<svg xmlns=… width=\"375\" height=\"667\" …>…</svg>"
/// ```
public struct SVGRenderer {
    /// Whether to write each view's identifier (or class name) in its top-left corner.
    public var showsLabels = true
    /// Extra scale for the picture (1 = one SVG unit per point).
    public var scale = 1.0

    public init(showsLabels: Bool = true, scale: Double = 1) {
        self.showsLabels = showsLabels
        self.scale = scale
    }

    /// The SVG document for `root` and everything below it.
    public func render(_ root: View) -> String {
        let size = root.bounds.size
        var body = ""
        var clipID = 0
        draw(root, in: root, into: &body, clipID: &clipID)
        let w = format(size.width * scale), h = format(size.height * scale)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(format(size.width)) \(format(size.height))" font-family="Helvetica, Arial, sans-serif" font-size="9">
            \(body)</svg>

            """
    }

    private func draw(_ view: View, in root: View, into out: inout String, clipID: inout Int) {
        guard !view.isHidden else { return }
        let r = view.convert(view.bounds, to: root)
        let fill = view.backgroundColor.map { $0.alpha == 0 ? "none" : $0.hexString } ?? "none"
        let name = escape(view.accessibilityIdentifier ?? "\(type(of: view))")
        out += "<g data-id=\"\(name)\">"
        out += "<rect x=\"\(format(r.minX))\" y=\"\(format(r.minY))\" width=\"\(format(r.width))\" height=\"\(format(r.height))\""
        if view.layer.cornerRadius > 0 { out += " rx=\"\(format(view.layer.cornerRadius))\"" }
        out += " fill=\"\(fill)\" stroke=\"#555555\" stroke-width=\"0.5\"/>"
        if showsLabels && !(view is Window) {
            out += "<text x=\"\(format(r.minX + 2))\" y=\"\(format(r.minY + 10))\" fill=\"#222222\">\(name)</text>"
        }
        out += "\n"
        if view.clipsToBounds && !view.subviews.isEmpty {
            clipID += 1
            let id = "clip\(clipID)"
            out += "<clipPath id=\"\(id)\"><rect x=\"\(format(r.minX))\" y=\"\(format(r.minY))\" width=\"\(format(r.width))\" height=\"\(format(r.height))\"/></clipPath>"
            out += "<g clip-path=\"url(#\(id))\">\n"
            for s in view.subviews { draw(s, in: root, into: &out, clipID: &clipID) }
            out += "</g>"
        } else {
            for s in view.subviews { draw(s, in: root, into: &out, clipID: &clipID) }
        }
        out += "</g>\n"
    }
}

/// Shortest decimal text for SVG numbers.
func format(_ v: Double) -> String { formatPoints(v) }

/// Escapes text for XML.
func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
