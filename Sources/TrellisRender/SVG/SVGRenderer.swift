import Trellis

/// Draws a laid-out view tree as SVG, the way Xcode's canvas shows it: each visible view in
/// window coordinates with its background colour, corner radius and border; labels', buttons'
/// and text fields' text as laid out (font size, weight, colour, alignment, line breaks and
/// truncation, measured by the same ``TextMeasurer`` as layout); image views with their image's
/// name over a placeholder pattern; a window inside its device's outline with the status bar,
/// notch or Dynamic Island and home indicator. Layout issues are drawn on top with a legend
/// (``showsIssues``): views of a conflict outlined red with the broken constraint named,
/// ambiguous views orange, misplaced views' stored frames dashed.
///
/// A view that clips to its bounds clips its subviews; hidden views are not drawn.
///
/// ```swift
/// let svg = SVGRenderer().render(window)            // the device with its screen
/// var dark = SVGRenderer(scale: 0.5)
/// dark.appearance = .dark                           // dynamic colours' dark values
/// dark.showsSafeArea = true
/// ```
///
/// Complexity: O(views × text length × log text length) — each text line is measured a few times
/// while truncating; see `Benchmarks/trellis-render-bench`.
public struct SVGRenderer {
    /// Whether to write each view's identifier (or class name) in its top-left corner.
    public var showsLabels = false
    /// Extra scale for the picture (1 = one SVG unit per point).
    public var scale = 1.0
    /// Which value dynamic colours take (UIKit's `overrideUserInterfaceStyle`).
    public var appearance = UserInterfaceStyle.light
    /// Whether a thin outline shows the bounds of every view (Xcode's Editor ▸ Canvas ▸ Bounds
    /// Rectangles); on by default, since a picture of plain views would otherwise be blank.
    public var showsBounds = true
    /// Whether a window is drawn inside its device's outline with the status bar, notch or
    /// Dynamic Island and home indicator.
    public var showsDevice = true
    /// Whether the root's safe area is shown (a tinted band over the unsafe edges).
    public var showsSafeArea = false
    /// Whether layout issues are drawn on top of the views, with a legend.
    public var showsIssues = true
    /// Views whose laid-out frame differs from the frame stored in their document (Xcode's
    /// "misplaced views"): each with its stored frame in its superview's coordinates, drawn dashed.
    public var misplaced: [(view: View, storedFrame: Rect)] = []
    /// Whether each view carries a `<title>` (a tooltip: identifier, class, constraints)
    /// and `data-` attributes for an interactive page.
    public var showsDetails = false
    /// Measures text; `nil` uses each control's own measurer, else its window's
    /// (``Window/textMeasurer``), else ``Label/defaultTextMeasurer`` — the measurer layout used.
    public var measurer: (any TextMeasurer)?
    /// Inspector texts already made (``details(of:)``): a page draws each layout twice, light and
    /// dark, and each device and orientation at every text size, and finding the constraints
    /// that affect a view costs more than drawing it. nil: none kept.
    public var detailsCache: DetailsCache?

    public init(showsLabels: Bool = false, scale: Double = 1) {
        self.showsLabels = showsLabels
        self.scale = scale
    }

    /// The SVG document for `root` and everything below it. Its ids (clip paths, patterns) start
    /// with `idPrefix`: give each picture inlined in one HTML page its own.
    public func render(_ root: View, idPrefix: String = "") -> String {
        let p = picture(root, idPrefix: idPrefix)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(format(p.width * scale))\" height=\"\(format(p.height * scale))\""
            + " viewBox=\"0 0 \(format(p.width)) \(format(p.height))\" font-family=\"\(SVGRenderer.systemFontFamily)\" font-size=\"9\">\n"
            + p.body + "</svg>\n"
    }

    /// The CSS font stack for the system font: San Francisco where it exists, else Inter (Debian
    /// `fonts-inter`, the stand-in the text measurer is calibrated with), else any sans-serif.
    static let systemFontFamily = "-apple-system, 'SF Pro Text', Inter, Helvetica, Arial, sans-serif"

    /// A picture's drawing commands and its size in points.
    struct Picture {
        var body: String
        var width: Double
        var height: Double
    }

    /// The drawing of `root`; ids in it start with `idPrefix` (pictures sharing a page need different ones).
    func picture(_ root: View, idPrefix: String = "") -> Picture {
        let size = root.bounds.size
        let chrome = showsDevice ? (root as? Window).map { DeviceChrome(screen: $0.screen, size: size) } : nil
        let inset = chrome?.bezel ?? 0
        var context = Context(prefix: idPrefix)
        var body = ""
        if let chrome { body += chrome.outline(appearance: appearance) }
        body += inset > 0 ? "<g transform=\"translate(\(format(inset)) \(format(inset)))\">\n" : ""
        if let chrome {
            body += "<clipPath id=\"\(idPrefix)screen\"><rect width=\"\(format(size.width))\" height=\"\(format(size.height))\" rx=\"\(format(chrome.screenCornerRadius))\"/></clipPath><g clip-path=\"url(#\(idPrefix)screen)\">\n"
            body += "<rect width=\"\(format(size.width))\" height=\"\(format(size.height))\"\(paint("fill", .systemBackground))/>\n"
        }
        draw(root, in: root, into: &body, context: &context)
        if showsSafeArea { body += safeArea(of: root) }
        if let chrome { body += chrome.overlay(appearance: appearance) + "</g>\n" }
        let issues = showsIssues ? issueMarks(in: root) : []
        body += issues.map(\.svg).joined()
        body += inset > 0 ? "</g>\n" : ""
        var height = size.height + 2 * inset
        if !issues.isEmpty {
            body += legend(for: issues, top: height, width: size.width + 2 * inset)
            height += SVGRenderer.legendHeight
        }
        return Picture(body: body, width: size.width + 2 * inset, height: height)
    }

    /// Running state of one drawing: clip-path and pattern ids, unique within `prefix`.
    struct Context {
        var prefix = ""
        var clipCount = 0
        var definedImagePattern = false
    }

    private func draw(_ view: View, in root: View, into out: inout String, context: inout Context) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        let r = view.convert(view.bounds, to: root)
        let name = escape(view.accessibilityIdentifier ?? "\(type(of: view))")
        out += "<g data-id=\"\(name)\""
        if view.alpha < 1 { out += " opacity=\"\(format(view.alpha))\"" }
        if showsDetails { out += " data-class=\"\(type(of: view))\" data-frame=\"\(escape(view.frame.description))\"" }
        out += ">"
        if showsDetails { out += "<title>\(escapedDetails(of: view))</title>" }
        let rounded = insetGroupedBackground(of: view, in: r)
        if let rounded { out += rounded }
        let background = rounded != nil ? nil : (view.backgroundColor ?? defaultBackground(of: view)).map { $0.resolved(for: appearance) }.flatMap { $0.alpha > 0 ? $0 : nil }
        let border = view.layer.borderWidth > 0 ? view.layer.borderColor ?? .black : nil
        let isRoot = view === root && root is Window
        if background != nil || border != nil || (showsBounds && !isRoot) {
            out += "<rect\(rectAttributes(r))"
            if view.layer.cornerRadius > 0 { out += " rx=\"\(format(min(view.layer.cornerRadius, r.width / 2, r.height / 2)))\"" }
            out += background.map { paint("fill", $0) } ?? " fill=\"none\""
            if let border {
                out += paint("stroke", border) + " stroke-width=\"\(format(view.layer.borderWidth))\""
            } else if showsBounds && !isRoot {
                out += " stroke=\"#8e8e93\" stroke-opacity=\"0.5\" stroke-width=\"0.5\""
            }
            out += "/>"
        }
        out += content(of: view, in: r, context: &context)
        if showsLabels && !(view is Window) {
            out += "<text x=\"\(format(r.minX + 2))\" y=\"\(format(r.minY + 10))\" fill=\"#222222\">\(name)</text>"
        }
        out += "\n"
        if view.clipsToBounds && !view.subviews.isEmpty {
            context.clipCount += 1
            let id = "\(context.prefix)clip\(context.clipCount)"
            out += "<clipPath id=\"\(id)\"><rect\(rectAttributes(r))"
            if view.layer.cornerRadius > 0 { out += " rx=\"\(format(view.layer.cornerRadius))\"" }
            out += "/></clipPath><g clip-path=\"url(#\(id))\">\n"
            for s in view.subviews { draw(s, in: root, into: &out, context: &context) }
            out += "</g>"
        } else {
            for s in view.subviews { draw(s, in: root, into: &out, context: &context) }
        }
        // A row's separator and accessory lie over its content view, as UIKit's do.
        if let cell = view as? TableViewCell { out += tableCell(cell, in: r) }
        out += "</g>\n"
    }

    /// Inspector texts by view, shared by the renderers of the layouts of one device and
    /// orientation (light and dark, every text size): a view is known by its identifier and class
    /// (its constraints are the same at every text size); one without an identifier is not kept.
    public final class DetailsCache {
        var texts: [String: String] = [:]
        public init() {}
    }

    /// ``details(of:)`` escaped, from the cache when there is one.
    func escapedDetails(of view: View) -> String {
        // A view without an identifier is not kept: another layout's view may reuse its address.
        guard let id = view.accessibilityIdentifier, let cache = detailsCache else { return escape(details(of: view)) }
        let key = "\(id)\u{0}\(type(of: view))"
        if let text = cache.texts[key] { return text }
        let text = escape(details(of: view))
        cache.texts[key] = text
        return text
    }

    /// Identifier, class and the constraints that affect the view, one per line (the frame is
    /// the `data-frame` attribute: the text stays the same on every device, and a page keeps it once).
    func details(of view: View) -> String {
        var lines = ["\(view.accessibilityIdentifier ?? "(no id)") — \(type(of: view))"]
        for axis in [LayoutAxis.horizontal, .vertical] {
            for c in view.constraintsAffectingLayout(for: axis) { lines.append(c.description) }
        }
        return lines.joined(separator: "\n")
    }

    /// ` x=… y=… width=… height=…` of a rectangle.
    func rectAttributes(_ r: Rect) -> String {
        " x=\"\(format(r.minX))\" y=\"\(format(r.minY))\" width=\"\(format(r.width))\" height=\"\(format(r.height))\""
    }

    /// ` fill="#rrggbb"` (or `stroke`) of a colour in the picture's appearance, with its opacity
    /// when not opaque (as a separate attribute: older SVG renderers ignore `#rrggbbaa`).
    func paint(_ attribute: String, _ color: Color) -> String {
        let c = color.resolved(for: appearance)
        var opaque = c
        opaque.alpha = 1
        return " \(attribute)=\"\(opaque.hexString)\"" + (c.alpha < 1 ? " \(attribute)-opacity=\"\(format(c.alpha))\"" : "")
    }
}

/// Shortest decimal text for SVG numbers.
func format(_ v: Double) -> String { formatPoints(v) }

/// Escapes a string from a document (an id, a title, a label's text, a class or font name) for
/// the text or a double- or single-quoted attribute of SVG and HTML: `&`, `<`, `>`, `"` and `'`
/// become references, so no document string can end an attribute or open an element
/// (`<script>` in a view id stays text). Characters XML 1.0 cannot hold — control characters
/// other than tab, newline and carriage return, U+FFFE and U+FFFF — are dropped.
func escape(_ s: String) -> String {
    // Most strings need nothing: return them as they are.
    if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                                  || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == 0xEF }) { return s }
    var out = ""
    out.reserveCapacity(s.utf8.count + 16)
    for u in s.unicodeScalars {
        switch u {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        case "\t", "\n", "\r": out.unicodeScalars.append(u)
        default:
            if u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF { continue }
            out.unicodeScalars.append(u)
        }
    }
    return out
}

/// A CSS string literal (single-quoted) of a document's string, escaped for CSS and then for
/// an XML attribute: a font family named `A', x` stays one family name.
func cssString(_ s: String) -> String {
    var css = "'"
    for u in s.unicodeScalars {
        switch u {
        case "\\", "'": css += "\\" + String(u)
        case "\n", "\r", "\t": css += " "
        default: css.unicodeScalars.append(u)
        }
    }
    return escape(css + "'")
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
