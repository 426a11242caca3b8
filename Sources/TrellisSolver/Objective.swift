/// The objective: one row per distinct optional priority, compared lexicographically,
/// highest priority first (Cassowary's symbolic weights).
struct Objective {
    /// Priority levels in use, highest first, and their rows.
    private(set) var levels: [Double] = []
    private(set) var rows: [Row] = []

    private mutating func index(of level: Double) -> Int {
        if let i = levels.firstIndex(of: level) { return i }
        let i = levels.firstIndex(where: { $0 < level }) ?? levels.count
        levels.insert(level, at: i)
        rows.insert(Row(), at: i)
        return i
    }

    /// Adds `coefficient·symbol` at `level`.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double, level: Double) {
        let i = index(of: level)
        rows[i].insert(symbol, coefficient)
    }

    /// Adds `coefficient × row` at `level`.
    mutating func insert(_ row: Row, _ coefficient: Double, level: Double) {
        let i = index(of: level)
        rows[i].insert(row, coefficient)
    }

    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for i in rows.indices { rows[i].substitute(symbol, row) }
    }

    /// The coefficient of `symbol` at every level, highest first.
    func coefficients(of symbol: Symbol) -> [Double] {
        rows.map { $0.coefficient(for: symbol) }
    }

    /// Whether the symbol has no cost at any level.
    func isFree(_ symbol: Symbol) -> Bool {
        rows.allSatisfy { Row.nearZero($0.coefficient(for: symbol)) }
    }

    /// An entering column for the primal simplex: a pivotable symbol whose coefficient vector is
    /// lexicographically negative (first non-zero level negative), or `.invalid` at the optimum.
    func enteringSymbol() -> Symbol {
        for (i, row) in rows.enumerated() {
            var best = Symbol.invalid
            for (symbol, c) in row.cells where c < -Row.epsilon && symbol.isPivotable {
                // Higher levels must be indifferent to this symbol.
                if rows[0..<i].allSatisfy({ Row.nearZero($0.coefficient(for: symbol)) }) {
                    if !best.isValid || symbol < best { best = symbol }
                }
            }
            if best.isValid { return best }
        }
        return .invalid
    }

    mutating func removeEmptyLevels() {
        var i = 0
        while i < rows.count {
            if rows[i].cells.isEmpty { rows.remove(at: i); levels.remove(at: i) } else { i += 1 }
        }
    }
}

/// Lexicographic comparison of coefficient vectors, with a tolerance.
func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
    for (x, y) in zip(a, b) where !Row.nearZero(x - y) {
        return x < y
    }
    return false
}
