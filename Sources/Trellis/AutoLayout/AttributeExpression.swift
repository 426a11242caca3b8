import TrellisSolver

/// One item's attribute as a linear expression of its variables, `first + second + constant`:
/// a location is `left + fraction · width` (or `top + fraction · height`), a length one variable.
///
/// Kept inline, without an array, so that translating a constraint makes one array of terms for
/// its solver constraint and nothing else (``LayoutEngine/solverConstraint(for:)``).
struct AttributeExpression {
    var first: Term
    /// The second term, when the attribute depends on a length too (`right`, `centerX`, a baseline).
    var second: Term?
    var constant: Double

    /// Appends the terms, each coefficient multiplied by `factor` and then by `sign` (the two
    /// products in that order, as `Expression`'s arithmetic makes them).
    func append(to terms: inout [Term], times factor: Double = 1, sign: Double = 1) {
        terms.append(Term(first.variable, first.coefficient * factor * sign))
        if let second { terms.append(Term(second.variable, second.coefficient * factor * sign)) }
    }
}
