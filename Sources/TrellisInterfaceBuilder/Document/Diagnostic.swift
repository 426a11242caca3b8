import Trellis

/// A problem found while reading or laying out a document, in the spirit of Xcode's issue navigator.
///
/// A diagnostic about laid-out views (a conflict, an ambiguity, a size Trellis estimated) carries
/// those views themselves in ``views``, the same objects as the layout's, so a caller can draw or
/// inspect them without looking them up again by id.
public struct Diagnostic: Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable { case warning, error }
    public let severity: Severity
    /// `unsatisfiable`, `ambiguous`, `misplaced`, `unsupported`, `unknown-id`, `estimated-size`…
    public let kind: String
    public let message: String
    /// Document ids of the objects concerned.
    public let ids: [String]
    /// The laid-out views concerned, when the diagnostic is about views (an Auto Layout issue, a
    /// size Trellis estimated); empty for one about the document itself (an unknown id, an
    /// unsupported element). A view without a document id (an engine-made one) has no id in ``ids``.
    public let views: [View]
    /// For a conflict (`unsatisfiable`): what made each of its constraints, typed, the broken one
    /// last (``LayoutIssue/parts``); empty otherwise.
    public var conflict: [LayoutIssue.Part] = []

    public init(_ severity: Severity, _ kind: String, _ message: String, ids: [String] = [], views: [View] = []) {
        self.severity = severity; self.kind = kind; self.message = message; self.ids = ids; self.views = views
    }

    /// Equal when severity, kind, message and ids are, and the views are the same objects.
    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.severity == b.severity && a.kind == b.kind && a.message == b.message && a.ids == b.ids
            && a.views.count == b.views.count && zip(a.views, b.views).allSatisfy { $0 === $1 }
    }

    public var description: String { "\(severity.rawValue): [\(kind)] \(message)" + (ids.isEmpty ? "" : " (\(ids.joined(separator: ", ")))") }
}
