/// An incremental Cassowary solver: a simplex tableau kept optimal as constraints and
/// edit values change (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", 2001).
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), right = Variable("right"), mid = Variable("mid")
/// try solver.add(mid == (left + right) / 2)
/// try solver.add(right == left + 10)
/// try solver.add(left >= 0)
/// try solver.addEditVariable(mid, priority: .strong)
/// try solver.suggestValue(mid, 50)
/// solver.updateVariables()
/// solver.value(of: left)   // 45
/// ```
///
/// Every mutating call either succeeds or throws a ``SolverError`` and leaves the solver as it was.
/// A solver is used from one thread at a time; independent solvers may run concurrently.
public final class Solver {
    /// What the solver made for one constraint: its marker (the slack, dummy or error that
    /// identifies the constraint's row) and, for optional constraints, the second error column.
    struct Tag {
        var marker: Symbol
        var other: Symbol
    }

    struct EditInfo {
        var tag: Tag
        var constraint: Constraint
        var constant: Double
    }

    var constraints: [Constraint: Tag] = [:]
    /// Required constraints in the order they were added (for explanations).
    var requiredOrder: [Constraint] = []
    var rows: [Symbol: Row] = [:]
    /// For each symbol, the basic symbols whose rows contain it — so a substitution touches only
    /// the rows that mention the symbol (the difference between linear and quadratic growth on
    /// long chains of views).
    var columns: [Symbol: Set<Symbol>] = [:]
    var variables: [Variable: Symbol] = [:]
    var edits: [Variable: EditInfo] = [:]
    var objective = Objective()
    var infeasibleRows: [Symbol] = []
    var nextID = 0
    var values: [Variable: Double] = [:]

    /// Creates an empty solver.
    public init() {}

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// The constraints in the solver (edit constraints excluded).
    public var allConstraints: [Constraint] {
        let editConstraints = Set(edits.values.map(\.constraint))
        return constraints.keys.filter { !editConstraints.contains($0) }
    }

    /// The value `variable` had at the last ``updateVariables()``; 0 for an unknown variable.
    public func value(of variable: Variable) -> Double { values[variable] ?? 0 }

    /// Writes the current solution into the values read by ``value(of:)``.
    public func updateVariables() {
        for (variable, symbol) in variables {
            values[variable] = rows[symbol]?.constant ?? 0
        }
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        constraints = [:]; requiredOrder = []; rows = [:]; columns = [:]; variables = [:]; edits = [:]
        objective = Objective(); infeasibleRows = []; values = [:]
    }

    // MARK: Rows and the column index

    /// Makes `row` the row of `basic`.
    func setRow(_ basic: Symbol, _ row: Row) {
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    /// Takes the row of `basic` out of the tableau.
    @discardableResult
    func removeRow(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys { unindex(symbol, basic) }
        return row
    }

    /// Replaces `symbol` by `row` in the row of `basic`, keeping the column index current.
    /// Costs O(cells of `row`).
    func substituteInRow(_ basic: Symbol, _ symbol: Symbol, _ row: Row) {
        guard var target = rows.removeValue(forKey: basic) else { return }
        if let c = target.cells.removeValue(forKey: symbol) {
            unindex(symbol, basic)
            target.constant += row.constant * c
            for (s, v) in row.cells {
                let old = target.cells[s]
                let sum = (old ?? 0) + v * c
                if Row.nearZero(sum) {
                    if old != nil { target.cells[s] = nil; unindex(s, basic) }
                } else {
                    target.cells[s] = sum
                    if old == nil { columns[s, default: []].insert(basic) }
                }
            }
        }
        rows[basic] = target
    }

    /// Drops `symbol` from the row of `basic`.
    func removeCell(_ basic: Symbol, _ symbol: Symbol) {
        if rows[basic]?.cells.removeValue(forKey: symbol) != nil { unindex(symbol, basic) }
    }

    private func unindex(_ symbol: Symbol, _ basic: Symbol) {
        columns[symbol]?.remove(basic)
        if columns[symbol]?.isEmpty == true { columns[symbol] = nil }
    }

    /// The basic symbols whose rows contain `symbol`.
    func rowsContaining(_ symbol: Symbol) -> Set<Symbol> { columns[symbol] ?? [] }

    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        return Symbol(id: nextID, kind: kind)
    }

    func symbol(for variable: Variable) -> Symbol {
        if let s = variables[variable] { return s }
        let s = makeSymbol(.external)
        variables[variable] = s
        return s
    }
}
