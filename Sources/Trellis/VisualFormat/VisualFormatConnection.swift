/// The space between two neighbours of a visual format string (views or the superview `|`).
public struct VisualFormatConnection: Equatable, Sendable {
    /// What separates the neighbours.
    public enum Kind: Equatable, Sendable {
        /// Nothing between the neighbours: `[a][b]`, `|[a]` (spacing 0).
        case flush
        /// A lone dash: `[a]-[b]` (8 points between siblings, 20 to the superview's edge).
        case standard
        /// A number, a metric or a parenthesized predicate list between dashes: `-20-`,
        /// `-pad-`, `-(>=8,<=20@750)-`.
        case predicates([VisualFormatPredicate])
    }

    /// The spacing.
    public var kind: Kind
    /// Column of the connection's first dash, or of the next neighbour when flush.
    public var column: Int

    /// A connection of `kind` starting at `column`.
    public init(_ kind: Kind, column: Int = 0) {
        self.kind = kind
        self.column = column
    }
}
