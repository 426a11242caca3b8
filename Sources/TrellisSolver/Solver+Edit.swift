extension Solver {
    /// Makes `variable` an edit variable: a value that ``suggestValue(_:_:)`` can ask for, held
    /// with an optional priority (a window's width, a dragged edge).
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        if edits[variable] != nil { throw .duplicateEditVariable(variable) }
        if !priority.isValid { throw .invalidPriority(priority) }
        if priority.isRequired { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, label: "edit \(variable)")
        try add(constraint)
        edits[variable] = EditInfo(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits[variable] else { throw .unknownEditVariable(variable) }
        try remove(info.constraint)
        edits[variable] = nil
    }

    /// Asks for a new value of an edit variable and re-optimises with the dual simplex.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard var info = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFinite("suggested value \(value) for \(variable)") }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        let (plus, minus) = (info.tag.marker, info.tag.other)
        if rows[plus] != nil {
            rows[plus]!.constant -= delta
            if rows[plus]!.constant < 0 { infeasibleRows.append(plus) }
        } else if rows[minus] != nil {
            rows[minus]!.constant += delta
            if rows[minus]!.constant < 0 { infeasibleRows.append(minus) }
        } else {
            for key in rowsContaining(plus) {
                let c = rows[key]!.coefficient(for: plus)
                guard c != 0 else { continue }
                rows[key]!.constant += delta * c
                if key.kind != .external && rows[key]!.constant < 0 { infeasibleRows.append(key) }
            }
        }
        dualOptimize()
    }

    /// The dual simplex: restores feasibility of rows made negative by a new edit value while
    /// keeping the objective optimal.
    func dualOptimize() {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            let entering = dualEnteringSymbol(row)
            guard entering.isValid else { continue } // cannot happen for a satisfiable tableau
            var r = removeRow(leaving)!
            r.solve(for: leaving, entering)
            substitute(entering, r)
            setRow(entering, r)
        }
    }

    /// The dual ratio test: among positive coefficients, the least objective cost per unit,
    /// compared lexicographically.
    func dualEnteringSymbol(_ row: Row) -> Symbol {
        var best = Symbol.invalid
        var bestRatio: [Double] = []
        for (symbol, c) in row.cells where c > 0 && symbol.kind != .dummy {
            let ratio = objective.coefficients(of: symbol).map { $0 / c }
            if !best.isValid || lexicographicallyLess(ratio, bestRatio)
                || (!lexicographicallyLess(bestRatio, ratio) && symbol < best) {
                best = symbol
                bestRatio = ratio
            }
        }
        return best
    }
}
