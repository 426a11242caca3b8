extension Solver {
    /// Whether the constraints determine `variable`'s value: no other solution of equal quality
    /// (the same error at every priority) moves it.
    ///
    /// In tableau terms the variable is basic and its row depends on no parametric external
    /// variable and on no slack or error column that is free in the objective — such a column
    /// could grow without cost and move the variable. A variable the solver has never seen is not
    /// fixed. Edit variables count: a window width held by an edit is fixed.
    /// This is a first-order test: in a degenerate vertex a free column may be blocked at zero,
    /// in which case the variable is reported free although it cannot move (the safe side for an
    /// ambiguity report).
    public func isFixed(_ variable: Variable) -> Bool {
        guard let symbol = variables[variable] else { return false }
        guard let row = rows[symbol] else {
            return false
        }
        for (s, c) in row.cells where !Row.nearZero(c) {
            switch s.kind {
            case .external, .artificial: return false
            case .dummy: continue
            case .slack, .error: if objective.isFree(s) { return false }
            }
        }
        return true
    }
}
