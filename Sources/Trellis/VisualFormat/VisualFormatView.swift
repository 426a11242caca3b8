/// A view of a visual format string: `[name]` or `[name(predicates)]`, where the predicates
/// constrain the view's width (in an `H:` format) or height (in a `V:` format).
public struct VisualFormatView: Equatable, Sendable {
    /// The key of the view in the views dictionary.
    public var name: String
    /// The predicates on the view's length along the format's axis.
    public var predicates: [VisualFormatPredicate]
    /// Column of the opening `[`.
    public var column: Int
    /// Column of the name.
    public var nameColumn: Int
    /// Column of the closing `]`.
    public var endColumn: Int

    /// A view element; the columns default to those of `[name]` written at `column`.
    public init(name: String, predicates: [VisualFormatPredicate] = [], column: Int = 0, nameColumn: Int? = nil, endColumn: Int? = nil) {
        self.name = name
        self.predicates = predicates
        self.column = column
        self.nameColumn = nameColumn ?? column + 1
        self.endColumn = endColumn ?? column + name.count + 1
    }
}
