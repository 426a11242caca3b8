// Arithmetic that builds linear expressions: `x + 2 * y - 8`, `(a + b) / 2`.

/// A ``Variable`` or an ``Expression``: what can stand on either side of linear arithmetic.
/// Numbers mix in through dedicated overloads (`x + 8`, `2 * y`).
public protocol ExpressionConvertible {
    /// The value as an expression.
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    public var expression: Expression { Expression(self) }
}

extension Expression: ExpressionConvertible {
    public var expression: Expression { self }
}

public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    let l = lhs.expression, r = rhs.expression
    return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

public func + (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    let l = lhs.expression
    return Expression(l.terms, constant: l.constant + rhs)
}

public func + (lhs: Double, rhs: some ExpressionConvertible) -> Expression { rhs + lhs }

public prefix func - (operand: some ExpressionConvertible) -> Expression {
    let e = operand.expression
    return Expression(e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
}

public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression { lhs + (-rhs) }
public func - (lhs: some ExpressionConvertible, rhs: Double) -> Expression { lhs + (-rhs) }
public func - (lhs: Double, rhs: some ExpressionConvertible) -> Expression { (-rhs) + lhs }

public func * (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    let e = lhs.expression
    return Expression(e.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: e.constant * rhs)
}

public func * (lhs: Double, rhs: some ExpressionConvertible) -> Expression { rhs * lhs }

public func / (lhs: some ExpressionConvertible, rhs: Double) -> Expression { lhs * (1 / rhs) }
