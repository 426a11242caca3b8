// Linear arithmetic and relations on Variable, Expression and Double.
// `x + 2 * y <= z - 8` builds `Constraint(x + 2y - z + 8, .lessThanOrEqual)`.

// MARK: Arithmetic

public prefix func - (v: Variable) -> Expression { Expression(terms: [Term(v, -1)]) }
public prefix func - (e: Expression) -> Expression { e.scaled(by: -1) }

public func * (c: Double, v: Variable) -> Expression { Expression(terms: [Term(v, c)]) }
public func * (v: Variable, c: Double) -> Expression { Expression(terms: [Term(v, c)]) }
public func * (c: Double, e: Expression) -> Expression { e.scaled(by: c) }
public func * (e: Expression, c: Double) -> Expression { e.scaled(by: c) }
public func / (v: Variable, c: Double) -> Expression { Expression(terms: [Term(v, 1 / c)]) }
public func / (e: Expression, c: Double) -> Expression { e.scaled(by: 1 / c) }

public func + (a: Expression, b: Expression) -> Expression {
    Expression(terms: a.terms + b.terms, constant: a.constant + b.constant)
}
public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
public func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
public func + (a: Variable, b: Double) -> Expression { Expression(terms: [Term(a)], constant: b) }
public func + (a: Double, b: Variable) -> Expression { Expression(terms: [Term(b)], constant: a) }
public func + (a: Expression, b: Double) -> Expression { Expression(terms: a.terms, constant: a.constant + b) }
public func + (a: Double, b: Expression) -> Expression { Expression(terms: b.terms, constant: a + b.constant) }

public func - (a: Expression, b: Expression) -> Expression { a + (-b) }
public func - (a: Variable, b: Variable) -> Expression { Expression(a) + (-b) }
public func - (a: Variable, b: Expression) -> Expression { Expression(a) + (-b) }
public func - (a: Expression, b: Variable) -> Expression { a + (-b) }
public func - (a: Variable, b: Double) -> Expression { Expression(terms: [Term(a)], constant: -b) }
public func - (a: Double, b: Variable) -> Expression { Expression(terms: [Term(b, -1)], constant: a) }
public func - (a: Expression, b: Double) -> Expression { Expression(terms: a.terms, constant: a.constant - b) }
public func - (a: Double, b: Expression) -> Expression { Expression(a) + (-b) }

// MARK: Relations (all required; change with `.priority(_:)`)

public func == (a: Expression, b: Expression) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Variable, b: Variable) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Variable, b: Expression) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Expression, b: Variable) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Variable, b: Double) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Double, b: Variable) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Expression, b: Double) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Double, b: Expression) -> Constraint { Constraint(a - b, .equal) }

public func <= (a: Expression, b: Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Variable, b: Variable) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Variable, b: Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Expression, b: Variable) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Variable, b: Double) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Double, b: Variable) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Expression, b: Double) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Double, b: Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }

public func >= (a: Expression, b: Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Variable, b: Variable) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Variable, b: Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Expression, b: Variable) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Variable, b: Double) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Double, b: Variable) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Expression, b: Double) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Double, b: Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
