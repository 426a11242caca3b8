extension Solver {
    /// Adds a constraint and re-optimises.
    ///
    /// Throws ``SolverError/unsatisfiable(_:conflicts:)`` when a required constraint contradicts
    /// the required constraints already present, naming the smallest set it conflicts with.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        if constraints[constraint] != nil { throw .duplicateConstraint(constraint) }
        if !addToTableau(constraint) {
            throw .unsatisfiable(constraint, conflicts: explainConflict(of: constraint))
        }
    }

    func validate(_ constraint: Constraint) throws(SolverError) {
        if !constraint.priority.isValid { throw .invalidPriority(constraint.priority) }
        if !constraint.expression.isFinite { throw .nonFinite("in constraint \(constraint)") }
    }

    /// The paper's "add a constraint": returns false, leaving the solver unchanged, when a
    /// required constraint cannot be satisfied.
    func addToTableau(_ constraint: Constraint) -> Bool {
        let symbolsBefore = variables
        let next = nextID
        var (row, tag) = createRow(constraint)
        var subject = chooseSubject(row, tag)
        if !subject.isValid && allDummies(row) {
            if !Row.nearZero(row.constant) {
                variables = symbolsBefore; nextID = next
                return false
            }
            subject = tag.marker
        }
        if !subject.isValid {
            let saved = (rows, columns, objective, variables)
            if !addWithArtificialVariable(row) {
                (rows, columns, objective, variables) = saved
                nextID = next
                infeasibleRows = []
                return false
            }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            setRow(subject, row)
        }
        constraints[constraint] = tag
        if constraint.priority.isRequired { requiredOrder.append(constraint) }
        optimize()
        return true
    }

    /// The paper's row creation: the constraint's expression with basic variables replaced by
    /// their rows, plus a slack for an inequality and error columns for an optional constraint.
    func createRow(_ constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !Row.nearZero(term.coefficient) {
            let s = symbol(for: term.variable)
            if let basic = rows[s] { row.insert(basic, term.coefficient) } else { row.insert(s, term.coefficient) }
        }
        var tag = Tag(marker: .invalid, other: .invalid)
        let level = constraint.priority.rawValue
        let required = constraint.priority.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, sign)
            if !required {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -sign)
                objective.insert(error, 1, level: level)
            }
        case .equal:
            if required {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, 1, level: level)
                objective.insert(minus, 1, level: level)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The paper's choice of subject: an external variable if any; else the constraint's own
    /// slack or error column when its coefficient is negative (so the subject stays ≥ 0).
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        var best = Symbol.invalid
        for symbol in row.cells.keys where symbol.kind == .external {
            if !best.isValid || symbol > best { best = symbol }
        }
        if best.isValid { return best }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isValid && tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    func allDummies(_ row: Row) -> Bool {
        row.cells.keys.allSatisfy { $0.kind == .dummy }
    }

    /// Phase one with an artificial variable: minimise it; the constraint is satisfiable exactly
    /// when the minimum is zero.
    func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.artificial)
        setRow(art, row)
        var artificial = row
        optimize(artificial: &artificial)
        let success = Row.nearZero(artificial.constant)
        if var artRow = removeRow(art) {
            if artRow.cells.isEmpty { return success }
            let entering = artRow.cells.keys.filter(\.isPivotable).min() ?? .invalid
            if !entering.isValid { return false }
            artRow.solve(for: art, entering)
            substitute(entering, artRow)
            setRow(entering, artRow)
        }
        for key in rowsContaining(art) { removeCell(key, art) }
        objective.substitute(art, Row())
        return success
    }

    /// Replaces `symbol` by `row` everywhere.
    func substitute(_ symbol: Symbol, _ row: Row) {
        for key in rowsContaining(symbol) {
            substituteInRow(key, symbol, row)
            if key.isRestricted && rows[key]!.constant < 0 { infeasibleRows.append(key) }
        }
        objective.substitute(symbol, row)
    }

    /// The primal simplex on the lexicographic objective.
    func optimize() {
        while true {
            let entering = objective.enteringSymbol()
            if !entering.isValid { return }
            let leaving = leavingRow(for: entering)
            guard leaving.isValid else { return } // unbounded: cannot happen with error-only costs
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The primal simplex on the artificial objective of phase one.
    func optimize(artificial: inout Row) {
        while true {
            var entering = Symbol.invalid
            for (symbol, c) in artificial.cells where c < -Row.epsilon && symbol.isPivotable {
                if !entering.isValid || symbol < entering { entering = symbol }
            }
            if !entering.isValid { return }
            let leaving = leavingRow(for: entering)
            guard leaving.isValid else { return }
            var row = removeRow(leaving)!
            row.solve(for: leaving, entering)
            substitute(entering, row)
            artificial.substitute(entering, row)
            setRow(entering, row)
        }
    }

    func pivot(leaving: Symbol, entering: Symbol) {
        var row = removeRow(leaving)!
        row.solve(for: leaving, entering)
        substitute(entering, row)
        setRow(entering, row)
    }

    /// The ratio test: the restricted row that first reaches zero as `entering` grows.
    func leavingRow(for entering: Symbol) -> Symbol {
        var best = Symbol.invalid
        var ratio = Double.infinity
        for symbol in rowsContaining(entering) where symbol.kind != .external {
            let row = rows[symbol]!
            let c = row.coefficient(for: entering)
            if c < -Row.epsilon {
                let r = -row.constant / c
                if r < ratio - Row.epsilon || (abs(r - ratio) <= Row.epsilon && symbol < best) {
                    ratio = r
                    best = symbol
                }
            }
        }
        return best
    }
}
