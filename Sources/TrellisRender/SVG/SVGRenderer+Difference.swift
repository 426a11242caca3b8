import Trellis

/// What changed between two layouts of a document (two versions on one device): the views that
/// moved, with their view in each version, and the views only one version has.
public struct LayoutChanges {
    public var moved: [(before: View, after: View)]
    public var appeared: [View]
    public var disappeared: [View]

    public init(moved: [(before: View, after: View)] = [], appeared: [View] = [], disappeared: [View] = []) {
        self.moved = moved
        self.appeared = appeared
        self.disappeared = disappeared
    }

    public var isEmpty: Bool { moved.isEmpty && appeared.isEmpty && disappeared.isEmpty }
}

extension SVGRenderer {
    /// How each kind of change is marked.
    enum ChangeMark: String, CaseIterable {
        case moved, movedFrom = "moved-from", appeared, disappeared
        var color: String {
            switch self {
            case .moved, .movedFrom: "#007aff"
            case .appeared: "#34c759"
            case .disappeared: "#ff3b30"
            }
        }
        var legend: String {
            switch self {
            case .moved: "moved: where it is now"
            case .movedFrom: "moved: where it was"
            case .appeared: "appeared"
            case .disappeared: "disappeared"
            }
        }
    }

    /// Height of the band naming the two sides above the pictures.
    static let differenceHeaderHeight = 20.0

    /// Two versions of a layout side by side: the old version on the left, the new on the right,
    /// one row per pair of trees (a storyboard's scenes; `nil` for a scene one version lacks),
    /// each drawn as ``render(_:idPrefix:)`` draws it but without issue marks. Over them:
    ///
    /// - a moved view outlined blue in both versions, and on the right its old frame dashed blue
    ///   over the new picture (the overlay: where it was, where it is);
    /// - a view that appeared outlined green on the right, one that disappeared red on the left;
    /// - a header naming the sides (`titles`) and a legend of the marks used.
    ///
    /// Marks are in the same coordinates as the pictures (a window's inside its device outline),
    /// so a view that moved by 10 points shows its two outlines 10 points apart.
    public func renderDifference(_ rows: [(before: View?, after: View?)], changes: LayoutChanges,
                                 titles: (before: String, after: String) = ("before", "after"), gap: Double = 20) -> String {
        var plain = self
        plain.showsIssues = false
        // Each side's pictures with their marks; the left column as wide as its widest picture.
        var panels: [(before: (Picture, String)?, after: (Picture, String)?)] = []
        var usedMarks = Set<ChangeMark>()
        for (i, row) in rows.enumerated() {
            func panel(_ root: View?, side: String) -> (Picture, String)? {
                guard let root else { return nil }
                var marks = ""
                func mark(_ view: View, _ kind: ChangeMark, frameIn tree: View? = nil) {
                    let source = tree ?? root
                    guard view.isDescendant(of: source) else { return }
                    let r = view.convert(view.bounds, to: source).offsetBy(dx: plain.inset(of: source), dy: plain.inset(of: source))
                    let dash = kind == .movedFrom ? " stroke-dasharray=\"4 3\"" : ""
                    // A white halo under the line keeps it visible on a background of its own colour.
                    marks += "<rect\(rectAttributes(r)) fill=\"none\" stroke=\"#ffffff\" stroke-width=\"4\" stroke-opacity=\"0.8\"\(dash)/>"
                        + "<rect\(rectAttributes(r)) fill=\"none\" stroke=\"\(kind.color)\" stroke-width=\"2\"\(dash) data-change=\"\(kind.rawValue)\"/>\n"
                    usedMarks.insert(kind)
                }
                if side == "before" {
                    for (old, _) in changes.moved { mark(old, .moved) }
                    for v in changes.disappeared { mark(v, .disappeared) }
                } else {
                    if let old = row.before { for (was, now) in changes.moved where now.isDescendant(of: root) { mark(was, .movedFrom, frameIn: old) } }
                    for (_, now) in changes.moved { mark(now, .moved) }
                    for v in changes.appeared { mark(v, .appeared) }
                }
                return (plain.picture(root, idPrefix: "\(side[side.startIndex])\(i)-"), marks)
            }
            panels.append((panel(row.before, side: "before"), panel(row.after, side: "after")))
        }
        let left = panels.compactMap { $0.before?.0.width }.max() ?? panels.compactMap { $0.after?.0.width }.max() ?? 0
        let right = panels.compactMap { $0.after?.0.width }.max() ?? left
        let header = SVGRenderer.differenceHeaderHeight
        var body = "<g data-header=\"difference\" font-size=\"12\" fill=\"#000000\">"
            + "<text x=\"2\" y=\"14\">\(escape(titles.before))</text><text x=\"\(format(left + gap + 2))\" y=\"14\">\(escape(titles.after))</text></g>\n"
        var y = header
        for (i, row) in panels.enumerated() {
            var height = 0.0
            for (side, x, panel) in [("before", 0.0, row.before), ("after", left + gap, row.after)] {
                guard let (p, marks) = panel else { continue }
                body += "<svg x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(p.width))\" height=\"\(format(p.height))\""
                    + " viewBox=\"0 0 \(format(p.width)) \(format(p.height))\" data-side=\"\(side)\" data-row=\"\(i)\">\n"
                    + p.body + marks + "</svg>\n"
                height = max(height, p.height)
            }
            y += height + gap
        }
        let width = left + gap + right
        var legendX = 6.0
        body += "<g data-legend=\"difference\"><rect x=\"0\" y=\"\(format(y))\" width=\"\(format(width))\" height=\"\(format(SVGRenderer.legendHeight))\" fill=\"#ffffff\"/>"
        for kind in ChangeMark.allCases where usedMarks.contains(kind) {
            let dash = kind == .movedFrom ? " stroke-dasharray=\"3 2\"" : ""
            body += "<rect x=\"\(format(legendX))\" y=\"\(format(y + 5))\" width=\"14\" height=\"10\" fill=\"none\" stroke=\"\(kind.color)\" stroke-width=\"2\"\(dash)/>"
            body += "<text x=\"\(format(legendX + 18))\" y=\"\(format(y + 14))\" font-size=\"10\" fill=\"#000000\">\(kind.legend)</text>"
            legendX += 26 + Double(kind.legend.count) * 5.2
        }
        if usedMarks.isEmpty { body += "<text x=\"6\" y=\"\(format(y + 14))\" font-size=\"10\" fill=\"#000000\">no change</text>" }
        body += "</g>\n"
        let height = y + SVGRenderer.legendHeight
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(format(width * scale))\" height=\"\(format(height * scale))\""
            + " viewBox=\"0 0 \(format(width)) \(format(height))\" font-family=\"\(SVGRenderer.systemFontFamily)\" font-size=\"9\">\n"
            + body + "</svg>\n"
    }

    /// Where a tree's own coordinates start in its picture: inside the device's bezel for a window
    /// drawn with its device, else at the origin.
    func inset(of root: View) -> Double {
        guard showsDevice, let window = root as? Window else { return 0 }
        return DeviceChrome(screen: window.screen, size: root.bounds.size).bezel
    }
}
