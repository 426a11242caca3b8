// Arithmetic that builds linear expressions: `x + 2 * y - 8`, `(a + b) / 2`.

/// Anything that can stand in a linear expression: a ``Variable``, an ``Expression`` or a number.
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

extension Double: ExpressionConvertible {
    public var expression: Expression { Expression(constant: self) }
}

extension Int: ExpressionConvertible {
    public var expression: Expression { Expression(constant: Double(self)) }
}

public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    let l = lhs.expression, r = rhs.expression
    return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    lhs + (-rhs.expression)
}

public prefix func - (operand: some ExpressionConvertible) -> Expression {
    let e = operand.expression
    return Expression(e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
}

public func * (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    let e = lhs.expression
    return Expression(e.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: e.constant * rhs)
}

public func * (lhs: Double, rhs: some ExpressionConvertible) -> Expression {
    rhs * lhs
}

public func / (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    lhs * (1 / rhs)
}
