/// A required equality `v == expression` kept outside the tableau because, when it was
/// added, `v` appeared nowhere else (a "fresh" variable): such a constraint can neither
/// conflict with anything nor change the optimum, so it needs no row, no dummy marker and
/// no pivot. This is what keeps a horizontal chain `xᵢ == xᵢ₋₁ + wᵢ₋₁ + 8` linear: in
/// plain Cassowary every new row is substituted with the previous one and carries the
/// dummy markers of all previous equalities, so rows fill in quadratically.
///
/// A definition's value is computed by back-substitution (`Engine.refreshValues`). When a
/// later tableau constraint mentions a defined variable, the definition is expanded into
/// the row (`Engine.expansion`) and becomes *entangled*: removing it afterwards rebuilds
/// the engine, since the rows no longer record which definitions they used. Its constant can
/// still change in place: each tableau constraint that took in its expansion is recorded in
/// `entanglers`, and a change of the constant is a change of those constraints' constants
/// (`Engine.replaceConstant`).
struct Definition {
    let symbol: Int
    let terms: [(symbol: Int, coefficient: Double)]
    var constant: Double
    var entangled = false
    /// The definitions whose terms refer to this one (their indices; removed ones stay listed).
    var dependents: [Int] = []
    /// The tableau constraints whose rows took in this definition's expansion.
    var entanglers: [Entangler] = []
}

/// A tableau constraint that took in a definition's expansion `coefficient` times: a change κ
/// of the definition's value moves that constraint's constant by `coefficient · κ`. The
/// constraint is named by its marker symbol (a removed constraint's marker appears nowhere,
/// so an entry left behind changes nothing).
struct Entangler {
    let marker: Int
    /// The marker's coefficient in the constraint's row as created (before any sign reversal).
    let markerCoefficient: Double
    let coefficient: Double
}

/// Definitions flattened into arrays so evaluating ten thousand of them is a tight loop.
/// A term reference `r >= 0` is the value of definition `r`; `r < 0` is the tableau value
/// of external symbol `~r`.
struct DefinitionProgram {
    var constants: [Double] = []
    var starts: [Int] = [0]
    var references: [Int] = []
    var coefficients: [Double] = []
    /// Set when a definition was removed: references may point at it; recompile.
    var stale = false
}
