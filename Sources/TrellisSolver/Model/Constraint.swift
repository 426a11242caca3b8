/// A linear relation `expression ⋈ 0` with a priority, compared by identity.
///
/// Built with operators, `x + 2 * y <= z - 8` stores `x + 2y - z + 8 <= 0`.
/// A constraint is immutable: ``priority(_:)`` and ``labeled(_:)`` return a new
/// constraint, so a constraint inside a solver never changes behind its back.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs - rhs`, with the terms of each variable merged.
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority
    /// A name for diagnostics (UIKit's `identifier`).
    public let label: String?
    /// What made the constraint, for the client's diagnostics (a layout engine: the layout
    /// constraint it translates); the solver never reads it. Held strongly and never changed,
    /// but not checked for sendability: sharing it across threads is the client's affair.
    public nonisolated(unsafe) let owner: AnyObject?

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, label: String? = nil,
                owner: AnyObject? = nil) {
        self.expression = expression.reduced()
        self.relation = relation
        self.priority = priority
        self.label = label
        self.owner = owner
    }

    /// `lhs ⋈ rhs`, stored as `lhs - rhs ⋈ 0`.
    public convenience init(_ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
                            priority: Priority = .required, label: String? = nil) {
        self.init(lhs.expression - rhs.expression, relation, priority: priority, label: label)
    }

    /// The same relation at another priority (a new constraint).
    public func priority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label, owner: owner)
    }

    /// The same relation at another priority (a new constraint).
    public func withPriority(_ priority: Priority) -> Constraint {
        self.priority(priority)
    }

    /// The same constraint carrying a label (a new constraint).
    public func labeled(_ label: String) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label, owner: owner)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        let body = "\(expression) \(relation) 0 @\(priority)"
        return label.map { "\($0): \(body)" } ?? body
    }
}
