extension Solver {
    /// Whether the constraints determine `variable`'s value: no other solution of equal quality
    /// (the same error at every priority) moves it.
    ///
    /// In tableau terms: the variable's value can change only through a column that costs
    /// nothing at every priority level — a parametric external variable, or a slack or error
    /// column with zero objective coefficients — and only if no restricted row at zero blocks that
    /// column's move (degenerate rows, as when hugging and compression resistance meet at the
    /// intrinsic size). A variable the solver has never seen is not fixed; edit variables count,
    /// so a window width held by an edit is fixed.
    /// This is a first-order test: a blocked direction could in principle open after a degenerate
    /// pivot, in which case a free variable is reported fixed.
    public func isFixed(_ variable: Variable) -> Bool {
        guard let symbol = variables[variable] else { return false }
        guard let row = rows[symbol] else {
            // Non-basic: the variable is itself a parameter.
            return isBlocked(symbol, increasing: true) && isBlocked(symbol, increasing: false)
        }
        for (s, c) in row.cells where !Row.nearZero(c) {
            switch s.kind {
            case .dummy: continue
            case .artificial: return false
            case .external:
                if !(isBlocked(s, increasing: true) && isBlocked(s, increasing: false)) { return false }
            case .slack, .error:
                if objective.isFree(s) && !isBlocked(s, increasing: true) { return false }
            }
        }
        return true
    }

    /// Whether moving a non-basic column in that direction would at once make a restricted basic
    /// row negative.
    func isBlocked(_ column: Symbol, increasing: Bool) -> Bool {
        for basic in rowsContaining(column) where basic.isRestricted {
            let row = rows[basic]!
            guard Row.nearZero(row.constant) else { continue }
            let c = row.coefficient(for: column)
            if increasing ? c < -Row.epsilon : c > Row.epsilon { return true }
        }
        return false
    }
}
