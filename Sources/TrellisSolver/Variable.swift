/// An unknown of a linear system — for example the `minX` of a view.
///
/// A variable has identity: two variables with the same name are different unknowns.
/// Its value lives in the ``Solver`` that uses it (``Solver/value(of:)``), so one variable
/// may take part in several independent solvers.
///
/// ```swift
/// let x = Variable("x")
/// let y = Variable("y")
/// try solver.add(x + 2 * y == 10)
/// ```
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A name used in diagnostics only.
    public let name: String

    /// Creates a new, distinct unknown.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 10_000)" : name }
}
