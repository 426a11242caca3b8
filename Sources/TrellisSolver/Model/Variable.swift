/// An unknown of a linear system, such as the `minX` of a view.
///
/// A variable is compared by identity: two variables with the same `name` are different
/// unknowns. The name only serves diagnostics.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A name for diagnostics, for example `"button.minX"`.
    public let name: String

    /// Creates a variable with a name for diagnostics.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 10_000)" : name }
}
