/// A linear expression `c1*v1 + c2*v2 + … + constant`.
///
/// Build it with arithmetic on ``Variable``, `Expression` and `Double`:
/// `x + 2 * y - 8`. Only linear arithmetic exists: a variable can be multiplied
/// or divided by a number, never by another variable.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// An expression from terms (kept as given) and a constant.
    public init(_ terms: [Term], constant: Double = 0) {
        self.init(terms: terms, constant: constant)
    }

    /// A constant expression.
    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)], constant: 0)
    }

    public init(_ constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// The same expression with the terms of each variable added together (in order of
    /// first appearance) and terms whose coefficient sums to zero dropped.
    public func reduced() -> Expression {
        if terms.count > 16 { return reducedWithDictionary() }
        // Layout expressions have a few terms: compare identities pairwise, no hashing; and
        // most are already reduced, which costs no new array.
        if isReduced { return self }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for term in terms {
            if let i = merged.firstIndex(where: { $0.variable === term.variable }) {
                merged[i].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(terms: merged, constant: constant)
    }

    /// No zero coefficient and no variable twice (for a few terms).
    private var isReduced: Bool {
        for i in terms.indices {
            if terms[i].coefficient == 0 { return false }
            for j in terms.indices where j < i && terms[j].variable === terms[i].variable { return false }
        }
        return true
    }

    private func reducedWithDictionary() -> Expression {
        var order: [Variable] = []
        var sums: [ObjectIdentifier: Double] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if sums[key] == nil { order.append(term.variable) }
            sums[key, default: 0] += term.coefficient
        }
        let merged = order.compactMap { v -> Term? in
            let c = sums[ObjectIdentifier(v)]!
            return c == 0 ? nil : Term(v, c)
        }
        return Expression(terms: merged, constant: constant)
    }

    func scaled(by factor: Double) -> Expression {
        Expression(terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
