/// A problem found while reading or laying out a document, in the spirit of Xcode's issue navigator.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case warning, error }
    public let severity: Severity
    /// `unsatisfiable`, `ambiguous`, `misplaced`, `unsupported`, `unknown-id`, `estimated-size`…
    public let kind: String
    public let message: String
    /// Document ids of the objects concerned.
    public let ids: [String]

    public init(_ severity: Severity, _ kind: String, _ message: String, ids: [String] = []) {
        self.severity = severity; self.kind = kind; self.message = message; self.ids = ids
    }

    public var description: String { "\(severity.rawValue): [\(kind)] \(message)" + (ids.isEmpty ? "" : " (\(ids.joined(separator: ", ")))") }
}
