// Adding and removing constraints: the incremental steps of the Cassowary paper
// (Badros, Borning, Stuckey 2001), organised as in kiwi's solver.

extension Engine {
    enum AddOutcome { case added, unsatisfiable }

    /// The work counted for an add besides the cells it touches: measured, an add (symbols,
    /// records, hashing) costs about as much time as merging this many cells.
    static let addWork = 50

    /// How many pivots a batch of adds may spend on optimising after each add before the
    /// rest of the batch defers it (see `add`): `eagerPivotAllowance + 2 · adds`.
    static let eagerPivotAllowance = 32

    /// Adds a constraint already checked for duplicates and finite numbers, as the `serial`-th
    /// made (the next one when nil). On `.unsatisfiable` the engine is exactly as before.
    mutating func add(_ constraint: Constraint, serial: Int? = nil) -> AddOutcome {
        valuesDirty = true
        work &+= Engine.addWork
        let firstNewSymbol = kinds.count
        if addDefinition(constraint, serial: serial) { return .added }
        let (row, tag) = createRow(constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil && allDummies(row) {
            guard nearZero(row.constant) else {
                unregister(constraint, since: firstNewSymbol)
                return .unsatisfiable
            }
            subject = tag.marker
        }
        var keptOptimum = false
        if let subject {
            var r = row
            r.solve(for: subject)
            substitute(subject, r)
            insertRow(subject, r)
        } else {
            // No symbol to solve for. A required constraint the current solution violates, on
            // an optimal tableau, goes in with its marker basic and the dual simplex repairs it
            // (keeping optimality: no artificial variable, no optimisation afterwards);
            // anything else goes through phase one. Both may pivot anywhere: the journal
            // records what they change, to undo a failure.
            beginJournal()
            let added: Bool
            if optimal && constraint.priority.isRequired {
                added = constraint.relation == .equal
                    ? addViolatedEquality(row, dummy: tag.marker)
                    : addViolatedInequality(row, slack: tag.marker)
                keptOptimum = true
            } else {
                added = addWithArtificialVariable(row, tag)
            }
            guard added else {
                rollBack()
                unregister(constraint, since: firstNewSymbol)
                return .unsatisfiable
            }
            commitJournal()
        }
        record(constraint, tag, serial: serial)
        if !rowDefinitions.isEmpty {
            let m = Engine.markerCoefficient(constraint)
            for (i, c) in rowDefinitions {
                definitions[i]!.entanglers.append(Entangler(marker: tag.marker, markerCoefficient: m, coefficient: c))
            }
        }
        if !keptOptimum { optimal = false }
        // Each add optimises at once, as kiwi does, while that stays cheap: rows stay short,
        // the next violated inequality can use the dual simplex, and the first read after
        // the batch has nothing left to do. A batch whose adds move the optimum back and forth
        // (re-adding a tree's structural links: hundreds of pivots per add) stops doing so
        // once it has spent more than `eagerPivotAllowance + 2 · adds` pivots, and the rest
        // of the batch is optimised once, at the next read.
        batchAdds += 1
        if batchPivots > Engine.eagerPivotAllowance + 2 * batchAdds { optimizesEachAdd = false }
        if optimizesEachAdd { optimizeIfNeeded() }
        return .added
    }

    mutating func record(_ constraint: Constraint, _ tag: Tag, defines: Int? = nil, serial reserved: Int? = nil) {
        let number = reserved ?? nextSerial()
        records[ObjectKey(constraint)] = ConstraintRecord(constraint: constraint, tag: tag, serial: number, defines: defines)
    }

    /// Numbers the next constraint made (`records` keep the order constraints were made in).
    mutating func nextSerial() -> Int {
        serial += 1
        return serial
    }

    /// Forgets the variables of a failed constraint that it introduced (symbols from `first` on).
    mutating func unregister(_ constraint: Constraint, since first: Int) {
        for term in constraint.expression.terms {
            if let s = symbolOf[ObjectKey(term.variable)], s >= first {
                symbolOf.removeValue(forKey: ObjectKey(term.variable))
            }
        }
    }

    mutating func symbol(for v: Variable) -> Int {
        if let s = symbolOf[ObjectKey(v)] { return s }
        let s = newSymbol(.external)
        symbolOf[ObjectKey(v)] = s
        return s
    }

    /// The constraint as a row over parametric symbols, with its slack, error or dummy.
    mutating func createRow(_ constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        rowDefinitions.removeAll(keepingCapacity: true)
        var row = Row(constant: expression.constant)
        row.reserveCapacity(expression.terms.count + 2)
        var buffer: [Row.Cell] = []
        swap(&buffer, &mergeBuffer)
        defer { swap(&buffer, &mergeBuffer) }
        for term in expression.terms where term.coefficient != 0 {
            let s = symbol(for: term.variable)
            if let i = definitionIndex[s] {
                insertDefined(i, term.coefficient, into: &row, buffer: &buffer)
                entangle(i)
                rowDefinitions.append((i, term.coefficient))
            } else if let basic = rows[s] {
                row.insert(basic, term.coefficient, buffer: &buffer)
            } else {
                row.insert(s, term.coefficient)
            }
        }
        var tag = Tag(marker: -1, other: -1)
        let optional = !constraint.priority.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let c: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, c)
            if optional {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -c)
                addToObjective(level(for: constraint.priority), error, 1)
            }
        case .equal:
            if optional {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                let l = level(for: constraint.priority)
                addToObjective(l, plus, 1)
                addToObjective(l, minus, 1)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        work &+= row.count
        return (row, tag)
    }

    /// The symbol to make basic for a new row: an external variable if there is one
    /// (preferring the one the fewest rows mention, so substitution is cheapest and rows
    /// stay sparse; then the newest), else the constraint's own slack/error when its coefficient is negative.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
        var best: Int?
        var bestCount = 0
        for s in row.symbols where kinds[s] == .external {
            let count = columns[s]?.count ?? 0
            if best == nil || count < bestCount || (count == bestCount && s > best!) {
                best = s
                bestCount = count
            }
        }
        if let best { return best }
        for s in [tag.marker, tag.other] where s >= 0 {
            if kinds[s] == .slack || kinds[s] == .error, row.coefficient(s) < 0 { return s }
        }
        return nil
    }

    func allDummies(_ row: Row) -> Bool {
        row.symbols.allSatisfy { kinds[$0] == .dummy }
    }

    /// Phase one: adds the row with an artificial variable and minimises it; the
    /// constraint is satisfiable iff the artificial variable can reach 0.
    mutating func addWithArtificialVariable(_ row: Row, _ tag: Tag) -> Bool {
        let art = newSymbol(.slack)
        insertRow(art, row)
        artificial = Objective(row)
        optimize(artificialPhase: true)
        let success = nearZero(artificial!.constant)
        artificial = nil
        if rows.contains(art) {
            var r = removeRow(art)
            if r.isEmpty { return success }
            guard let entering = pivotableSymbol(r, tag) else { return false }
            r.solve(for: art, entering)
            substitute(entering, r)
            insertRow(entering, r)
        }
        if let basics = columns.removeValue(forKey: art) {
            noteColumn(.cleared(symbol: art, column: basics))
            structureChanged()
            for b in basics {
                noteRow(b)
                rows[b]!.remove(art)
            }
        }
        for i in objectives.indices where objectives[i][art] != 0 { setObjective(i, art, 0) }
        candidates.remove(SymbolKey(art))
        return success
    }

    /// Adds a required inequality's row `0 = constant + … + slack` (constant ≥ 0, so the
    /// slack would be negative) with its slack basic, then lets the dual simplex make it
    /// non-negative. False when it cannot: the inequality conflicts with the required
    /// constraints present (the caller rolls back).
    mutating func addViolatedInequality(_ row: Row, slack: Int) -> Bool {
        var r = row
        r.solve(for: slack)
        insertRow(slack, r)  // a fresh symbol: no other row or objective mentions it
        if r.constant < -epsilon { infeasible.insert(SymbolKey(slack)) }
        return dualOptimize()
    }

    /// Adds a required equality's row `0 = constant + … + k·dummy` that no external variable can
    /// be solved for (its symbols are slacks, errors and dummies, a re-added link of a tree whose
    /// sizes now rest on optional constraints): the dummy goes in basic at the value the row gives
    /// it, one dual pivot takes it out at 0 (a parametric dummy never enters again, so the
    /// equality holds from then on), and the dual simplex repairs the rows that pivot made
    /// negative — optimality kept, as for an inequality. Phase one would leave the optimum and
    /// find it again, pivoting through every row the artificial objective reaches (issue 17:
    /// re-adding 10 % of a 10,000-view tree's links, 127 s). False when the dummy cannot reach 0
    /// or a row cannot be repaired: the equality conflicts with the required constraints present
    /// (the caller rolls back).
    mutating func addViolatedEquality(_ row: Row, dummy: Int) -> Bool {
        var r = row
        r.solve(for: dummy)
        insertRow(dummy, r)  // a fresh symbol: no other row or objective mentions it
        let value = r.constant
        let entering = nearZero(value)
            ? dualEnteringSymbol(r, raising: true) ?? dualEnteringSymbol(r, raising: false)
            : dualEnteringSymbol(r, raising: value < 0)
        guard let entering else { return nearZero(value) }
        pivot(dummy, entering)
        return dualOptimize()
    }

    /// A symbol to pivot the artificial variable out with: a slack or error, else an
    /// external, else the constraint's own marker, else any dummy (lowest id first).
    func pivotableSymbol(_ row: Row, _ tag: Tag) -> Int? {
        let symbols = row.symbols
        if let s = symbols.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min() { return s }
        if let s = symbols.filter({ kinds[$0] == .external }).min() { return s }
        if row[tag.marker] != nil { return tag.marker }
        return symbols.min()
    }

    /// Whether removing `constraint` needs a rebuild: it is a definition whose expansion
    /// went into tableau rows.
    func isEntangledDefinition(_ constraint: Constraint) -> Bool {
        guard let v = records[ObjectKey(constraint)]?.defines else { return false }
        return definitions[definitionIndex[v]!]!.entangled
    }

    /// Removes a constraint: undoes its objective terms, then removes its marker's row,
    /// pivoting the marker into the basis first if it is parametric. Returns false (and
    /// changes nothing) when the constraint is an entangled definition: the caller rebuilds
    /// the engine without it instead.
    mutating func remove(_ constraint: Constraint) -> Bool {
        let id = ObjectKey(constraint)
        guard let record = records[id] else { return true }
        if let v = record.defines, !removeDefinition(v) { return false }
        records[id] = nil
        valuesDirty = true
        if record.defines != nil { return true }
        removeConstraintEffects(record)
        let marker = record.tag.marker
        if rows.contains(marker) {
            _ = removeRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            var r = removeRow(leaving)
            r.solve(for: leaving, marker)
            substitute(marker, r)
        }
        optimal = false
        return true
    }

    /// Takes a removed optional constraint's errors out of the objective.
    mutating func removeConstraintEffects(_ record: ConstraintRecord) {
        guard !record.constraint.priority.isRequired else { return }
        let l = level(for: record.constraint.priority)
        for s in [record.tag.marker, record.tag.other] where s >= 0 && kinds[s] == .error {
            if let r = rows[s] {
                addToObjective(l, r, -1)
            } else {
                addToObjective(l, s, -1)
            }
        }
    }

    /// The row to pivot a parametric marker into: the restricted row whose ratio limits it
    /// most, else any row mentioning it (the paper's rule for removing constraints).
    func markerLeavingRow(_ marker: Int) -> Int? {
        var first: (Int, Double)?
        var second: (Int, Double)?
        var third: Int?
        for b in (columns[marker] ?? []).sorted() {
            // A basic dummy (from a redundant required equality) must stay 0, so it limits
            // the marker at once in both directions.
            if kinds[b] == .dummy { return b }
            guard kinds[b] != .external else {
                if third == nil { third = b }
                continue
            }
            let r = rows[b]!
            let c = r[marker]!
            if c < 0 {
                let ratio = -r.constant / c
                if first == nil || ratio < first!.1 { first = (b, ratio) }
            } else {
                let ratio = r.constant / c
                if second == nil || ratio < second!.1 { second = (b, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }
}
