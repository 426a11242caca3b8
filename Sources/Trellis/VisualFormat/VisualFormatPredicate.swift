/// One predicate of a visual format string: `(relation)? object (@priority)?`, such as `>=70`,
/// `==button1`, `100@750` or `<=maxWidth@high`.
public struct VisualFormatPredicate: Equatable, Sendable {
    /// What a predicate compares with, or what a priority is.
    public enum Value: Equatable, Sendable {
        /// A number written in the format.
        case number(Double)
        /// A name: a key of the metrics dictionary, or (for `objectOfPredicate` in a view's
        /// predicate list) a key of the views dictionary.
        case name(String)
    }

    /// `==` unless the predicate says `<=` or `>=`.
    public var relation: LayoutRelation
    /// The constant, metric or view the predicate relates to.
    public var object: Value
    /// The priority after `@`, if any (required otherwise).
    public var priority: Value?
    /// Column (0-based) of the predicate's first character.
    public var column: Int
    /// Column of the object.
    public var objectColumn: Int
    /// Column of the priority value, if any.
    public var priorityColumn: Int?

    /// A predicate; `objectColumn` defaults to `column`.
    public init(relation: LayoutRelation = .equal, object: Value, priority: Value? = nil,
                column: Int = 0, objectColumn: Int? = nil, priorityColumn: Int? = nil) {
        self.relation = relation
        self.object = object
        self.priority = priority
        self.column = column
        self.objectColumn = objectColumn ?? column
        self.priorityColumn = priorityColumn
    }
}
