extension Solver {
    /// Removes a constraint and re-optimises.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        if constraint.priority.isRequired, let i = requiredOrder.firstIndex(of: constraint) {
            requiredOrder.remove(at: i)
        }
        removeConstraintEffects(constraint, tag)
        if removeRow(tag.marker) == nil {
            let leaving = markerLeavingRow(tag.marker)
            precondition(leaving.isValid, "internal solver error: no leaving row for a constraint's marker")
            var row = removeRow(leaving)!
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        optimize()
    }

    /// Takes the constraint's error columns out of the objective.
    func removeConstraintEffects(_ constraint: Constraint, _ tag: Tag) {
        guard !constraint.priority.isRequired else { return }
        let level = constraint.priority.rawValue
        for symbol in [tag.marker, tag.other] where symbol.kind == .error {
            if let row = rows[symbol] {
                objective.insert(row, -1, level: level)
            } else {
                objective.insert(symbol, -1, level: level)
            }
        }
    }

    /// The paper's choice of the row to pivot a non-basic marker into the basis: the restricted
    /// row with the smallest ratio among negative coefficients, else among positive ones, else
    /// an unrestricted row.
    func markerLeavingRow(_ marker: Symbol) -> Symbol {
        var r1 = Double.infinity, r2 = Double.infinity
        var first = Symbol.invalid, second = Symbol.invalid, third = Symbol.invalid
        for symbol in rowsContaining(marker) {
            let row = rows[symbol]!
            let c = row.coefficient(for: marker)
            if c == 0 { continue }
            if symbol.kind == .external {
                if !third.isValid || symbol < third { third = symbol }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && symbol < first) { r1 = r; first = symbol }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && symbol < second) { r2 = r; second = symbol }
            }
        }
        if first.isValid { return first }
        if second.isValid { return second }
        return third
    }
}
