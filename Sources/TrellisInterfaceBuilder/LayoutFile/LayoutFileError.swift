/// A problem in a YAML layout file, located at a line of the file and, for constraint equations,
/// a column inside the equation text.
public struct LayoutFileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// 1-based line of the YAML file (0 when unknown).
    public var line: Int
    /// 1-based column: inside the equation for equation errors, otherwise in the YAML line (`nil` when unknown).
    public var column: Int?
    /// What is wrong, in one line.
    public var message: String
    /// The equation or VFL text the column points into, when there is one.
    public var source: String?

    public init(line: Int, column: Int? = nil, message: String, source: String? = nil) {
        self.line = line
        self.column = column
        self.message = message
        self.source = source
    }

    /// `line 12, column 9: unknown attribute 'widht' in "a.widht == 10"`.
    public var description: String {
        var text = "line \(line)"
        if let column { text += ", column \(column)" }
        text += ": \(message)"
        if let source { text += " in \"\(source)\"" }
        return text
    }
}
