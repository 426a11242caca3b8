/// A ``Variable`` or an ``Expression``: what can stand on either side of a relation.
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
