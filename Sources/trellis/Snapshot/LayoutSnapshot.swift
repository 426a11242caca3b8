import Foundation
import Trellis
import TrellisInterfaceBuilder

/// How a document looked on one device in one orientation: a `snapshot` file. Stable and
/// diff-friendly: keys sorted, one value a line, views in document order, frames on the pixel grid.
struct LayoutSnapshot: Codable, Equatable {
    /// The document's name under its PATHS argument (``DocumentPaths/key(of:in:)``).
    var document: String
    var device: DeviceJSON
    var views: [ViewFrame]

    init(document: String, layout: IBLayout) {
        self.document = document
        device = DeviceJSON(layout.device, layout.orientation)
        views = ViewFrame.all(in: layout)
    }

    /// `DIR/sub/Main.storyboard/retina4_7-portrait.json`.
    static func path(in directory: String, document: String, device: Device, orientation: Orientation) -> String {
        (directory as NSString).appendingPathComponent(document) + "/\(device.id)-\(Report.orientationName(orientation)).json"
    }
}

/// What moved, appeared or disappeared between two layouts of a document, by view id.
struct LayoutDifference: Codable, Equatable {
    struct Moved: Codable, Equatable {
        var id: String
        var `class`: String
        /// `[x, y, width, height]` in the superview's coordinates, before and after.
        var before: [Double]
        var after: [Double]
        /// Set when the view changed superview (before → after).
        var superview: [String?]?
    }
    var moved: [Moved] = []
    var appeared: [ViewFrame] = []
    var disappeared: [ViewFrame] = []

    var isEmpty: Bool { moved.isEmpty && appeared.isEmpty && disappeared.isEmpty }

    init(before: [ViewFrame], after: [ViewFrame]) {
        let old = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let new = Set(after.map(\.id))
        for v in after {
            guard let o = old[v.id] else { appeared.append(v); continue }
            if o.frame != v.frame || o.superview != v.superview {
                moved.append(Moved(id: v.id, class: v.class, before: o.frame, after: v.frame,
                                   superview: o.superview != v.superview ? [o.superview, v.superview] : nil))
            }
        }
        disappeared = before.filter { !new.contains($0.id) }
    }

    /// One line per change, indented: `moved  view AsF-lg-001  (0, 120, 375, 93.5) → (0, 110, 375, 93.5)`.
    var lines: [String] {
        func frame(_ f: [Double]) -> String { "(" + f.map(Report.number).joined(separator: ", ") + ")" }
        return moved.map { m in
            "  moved        \(m.class) \(m.id)  \(frame(m.before)) → \(frame(m.after))"
                + (m.superview.map { " (superview \($0[0] ?? "none") → \($0[1] ?? "none"))" } ?? "")
        } + appeared.map { "  appeared     \($0.class) \($0.id)  \(frame($0.frame))" }
          + disappeared.map { "  disappeared  \($0.class) \($0.id)  \(frame($0.frame))" }
    }

    /// `2 moved, 1 appeared`.
    var summary: String {
        [(moved.count, "moved"), (appeared.count, "appeared"), (disappeared.count, "disappeared")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }
}
