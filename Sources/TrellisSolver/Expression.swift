/// A linear expression `c₁·v₁ + c₂·v₂ + … + constant`.
///
/// Expressions are built with ordinary arithmetic on ``Variable``s and numbers:
/// ```swift
/// let e: Expression = x + 2 * y - 8
/// ```
public struct Expression: Sendable, CustomStringConvertible {
    /// The summands; a variable may appear more than once (see ``reduced()``).
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The constant expression `value`.
    public init(constant value: Double) {
        self.init([], constant: value)
    }

    /// The same expression with each variable appearing once and zero coefficients dropped.
    public func reduced() -> Expression {
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in terms {
            if sums[term.variable] == nil { order.append(term.variable) }
            sums[term.variable, default: 0] += term.coefficient
        }
        return Expression(order.compactMap { v in
            let c = sums[v]!
            return c == 0 ? nil : Term(v, c)
        }, constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
