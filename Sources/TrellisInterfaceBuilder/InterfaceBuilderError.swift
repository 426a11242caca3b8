/// Why a document could not be read at all. Problems inside a readable document are
/// ``Diagnostic``s instead.
public enum InterfaceBuilderError: Error, Equatable, CustomStringConvertible {
    /// The file is not well-formed XML.
    case malformedXML(line: Int, column: Int, message: String)
    /// A document Trellis cannot read, with the reason (e.g. a pre-Xcode 5 `<archive>`).
    case unsupported(String)
    /// A scene id that is not in the document.
    case unknownScene(String, available: [String])
    /// The file could not be read.
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .malformedXML(line, column, message): "malformed XML at line \(line), column \(column): \(message)"
        case let .unsupported(why): "unsupported document: \(why)"
        case let .unknownScene(id, available): "no scene with id '\(id)'; scenes: \(available.joined(separator: ", "))"
        case let .unreadable(path, reason): "cannot read \(path): \(reason)"
        }
    }
}
