/// A linear relation `expression <relation> 0` with a priority.
///
/// Built with comparison operators on expressions; immutable, compared by identity:
/// ```swift
/// let c = x + 2 * y <= z - 8                 // required
/// let d = (w == 100).priority(750)          // optional, priority 750
/// ```
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs − rhs`, reduced.
    public let expression: Expression
    /// How the expression compares with zero.
    public let relation: Relation
    /// How strongly it is wanted.
    public let priority: Priority
    /// A name for diagnostics (Trellis puts the layout constraint's identifier here).
    public let label: String?

    /// Creates `expression <relation> 0`.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, label: String? = nil) {
        self.expression = expression.reduced()
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// Creates `lhs <relation> rhs`.
    public convenience init(_ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
                            priority: Priority = .required, label: String? = nil) {
        self.init(lhs - rhs, relation, priority: priority, label: label)
    }

    /// A new constraint with the same relation and another priority.
    public func priority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label)
    }

    /// A new constraint with the same relation and a diagnostic label.
    public func labeled(_ label: String) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let body = "\(expression) \(relation) 0"
        let prio = priority.isRequired ? "" : " @\(priority)"
        return (label.map { "\($0): " } ?? "") + body + prio
    }
}

public func == (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint { Constraint(lhs, .equal, rhs) }
public func == (lhs: some ExpressionConvertible, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Double, rhs: some ExpressionConvertible) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func <= (lhs: some ExpressionConvertible, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Double, rhs: some ExpressionConvertible) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func >= (lhs: some ExpressionConvertible, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Double, rhs: some ExpressionConvertible) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
