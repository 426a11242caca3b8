import Trellis

extension SVGRenderer {
    /// One layout issue drawn over the picture.
    struct IssueMark {
        enum Kind: String, CaseIterable {
            case conflicting, ambiguous, misplaced
            var color: String {
                switch self {
                case .conflicting: "#ff3b30"
                case .ambiguous: "#ff9500"
                case .misplaced: "#af52de"
                }
            }
            var legend: String {
                switch self {
                case .conflicting: "conflict (broken constraint named)"
                case .ambiguous: "ambiguous"
                case .misplaced: "misplaced: stored frame"
                }
            }
        }
        let kind: Kind
        let svg: String
    }

    static let legendHeight = 20.0

    /// The issues Auto Layout found in `root`'s hierarchy (``View/layoutIssues``) and the
    /// ``misplaced`` views: a red outline on the views of each broken constraint with
    /// "broke: <constraint>" just above the view (below it when the view touches the top), outside
    /// the control's content, an orange outline on each ambiguous view, a dashed purple rectangle at each
    /// misplaced view's stored frame.
    func issueMarks(in root: View) -> [IssueMark] {
        var marks: [IssueMark] = []
        for issue in root.layoutIssues {
            for view in issue.views where view.isDescendant(of: root) {
                let r = view.convert(view.bounds, to: root)
                switch issue.kind {
                case .unsatisfiable:
                    var svg = "<rect\(rectAttributes(r)) fill=\"none\" stroke=\"\(IssueMark.Kind.conflicting.color)\" stroke-width=\"2\" data-issue=\"conflicting\"/>"
                    if let broken = issue.broken {
                        // Beside the view, not over its content: above it, or below when it touches the top.
                        let y = r.minY >= 12 ? r.minY - 3 : r.maxY + 10
                        svg += "<text x=\"\(format(r.minX))\" y=\"\(format(y))\" font-size=\"9\" fill=\"\(IssueMark.Kind.conflicting.color)\" stroke=\"#ffffff\" stroke-width=\"2\" paint-order=\"stroke\">broke: \(escape(broken))</text>"
                    }
                    marks.append(IssueMark(kind: .conflicting, svg: svg + "\n"))
                case .ambiguous:
                    marks.append(IssueMark(kind: .ambiguous, svg: "<rect\(rectAttributes(r)) fill=\"none\" stroke=\"\(IssueMark.Kind.ambiguous.color)\" stroke-width=\"2\" data-issue=\"ambiguous\"/>\n"))
                case .solverWorkLimit:
                    break  // names no view; the command refuses such a layout
                }
            }
        }
        for (view, stored) in misplaced where view.isDescendant(of: root) {
            let r = view.superview.map { $0.convert(stored, to: root) } ?? stored
            marks.append(IssueMark(kind: .misplaced, svg: "<rect\(rectAttributes(r)) fill=\"none\" stroke=\"\(IssueMark.Kind.misplaced.color)\" stroke-width=\"1\" stroke-dasharray=\"4 3\" data-issue=\"misplaced\"/>\n"))
        }
        return marks
    }

    /// A band below the picture naming each kind of mark drawn.
    func legend(for marks: [IssueMark], top: Double, width: Double) -> String {
        var out = "<g data-legend=\"issues\"><rect x=\"0\" y=\"\(format(top))\" width=\"\(format(width))\" height=\"\(format(SVGRenderer.legendHeight))\" fill=\"#ffffff\"/>"
        var x = 6.0
        for kind in IssueMark.Kind.allCases where marks.contains(where: { $0.kind == kind }) {
            let dash = kind == .misplaced ? " stroke-dasharray=\"3 2\"" : ""
            out += "<rect x=\"\(format(x))\" y=\"\(format(top + 5))\" width=\"14\" height=\"10\" fill=\"none\" stroke=\"\(kind.color)\" stroke-width=\"2\"\(dash)/>"
            out += "<text x=\"\(format(x + 18))\" y=\"\(format(top + 14))\" font-size=\"10\" fill=\"#000000\">\(kind.legend)</text>"
            x += 26 + Double(kind.legend.count) * 5.2
        }
        return out + "</g>\n"
    }

    /// The root's safe area: a translucent blue band over each unsafe edge, like Xcode's
    /// safe-area overlay.
    func safeArea(of root: View) -> String {
        let i = root.safeAreaInsets
        let s = root.bounds.size
        let bands = [Rect(x: 0, y: 0, width: s.width, height: i.top), Rect(x: 0, y: s.height - i.bottom, width: s.width, height: i.bottom),
                     Rect(x: 0, y: i.top, width: i.left, height: s.height - i.top - i.bottom),
                     Rect(x: s.width - i.right, y: i.top, width: i.right, height: s.height - i.top - i.bottom)]
        var out = "<g data-overlay=\"safe-area\" fill=\"#007aff\" fill-opacity=\"0.15\">"
        for b in bands where b.width > 0 && b.height > 0 { out += "<rect\(rectAttributes(b))/>" }
        return out + "</g>\n"
    }
}
