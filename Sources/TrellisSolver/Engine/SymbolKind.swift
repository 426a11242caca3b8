/// The kinds of tableau symbols of the Cassowary paper. Symbols are plain `Int` ids;
/// `Engine.kinds[id]` says what each one is.
enum SymbolKind: UInt8 {
    /// A user ``Variable``: unrestricted in sign.
    case external
    /// The slack of an inequality (or a temporary artificial variable): `>= 0`.
    case slack
    /// The error of an optional constraint: `>= 0`, minimised by the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
}

/// The symbols a constraint put into the tableau: `marker` identifies its row,
/// `other` is the second error variable of an optional constraint (or -1).
struct Tag {
    var marker: Int
    var other: Int
}

/// What the engine remembers about a constraint it holds.
struct ConstraintRecord {
    let constraint: Constraint
    let tag: Tag
    /// Insertion order, for deterministic conflict explanations.
    let serial: Int
    /// The symbol this constraint defines when it is kept as a ``Definition`` instead of a row.
    var defines: Int? = nil
}

/// An edit variable: an optional `v == value` constraint whose value `suggestValue` moves.
struct EditRecord {
    let constraint: Constraint
    let tag: Tag
    var value: Double
}

/// Coefficients below this magnitude are treated as zero.
let epsilon = 1e-9

@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }
