// Changing a constraint in place: its constant through its marker's column and the dual
// simplex (the Cassowary paper's edit constants, section 3.3, for any constraint), its
// priority by moving its errors between objective levels.

extension Engine {
    /// The coefficient of a constraint's marker in its row as `createRow` makes it (before a
    /// sign reversal): the slack of `≤` +1, of `≥` −1; an optional equality's positive error −1;
    /// a required equality's dummy +1.
    static func markerCoefficient(_ c: Constraint) -> Double {
        switch c.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: c.priority.isRequired ? 1 : -1
        }
    }

    /// Replaces `old` by `new`, which relates the same variables with the same coefficients
    /// and relation, both required or both optional: the tableau's row constants move with the
    /// constant, the errors move to the new priority's objective level. False (and the engine
    /// unchanged) when the new constant cannot hold: a required constraint would conflict.
    mutating func replace(_ old: Constraint, with new: Constraint) -> Bool {
        let record = records[ObjectKey(old)]!
        endBatch()  // the dual simplex starts from an optimal tableau
        let delta = new.expression.constant - old.expression.constant
        if delta != 0 {
            if let v = record.defines {
                guard changeDefinitionConstant(v, of: old, by: delta) else { return false }
            } else {
                guard shiftConstants([(record.tag.marker, delta / Engine.markerCoefficient(old))]) else { return false }
            }
        }
        records[ObjectKey(old)] = nil
        records[ObjectKey(new)] = ConstraintRecord(constraint: new, tag: record.tag, serial: record.serial, defines: record.defines)
        if old.priority != new.priority && !new.priority.isRequired {
            removeConstraintEffects(record)
            let l = level(for: new.priority)
            for s in [record.tag.marker, record.tag.other] where s >= 0 && kinds[s] == .error {
                if let r = rows[s] { addToObjective(l, r, 1) } else { addToObjective(l, s, 1) }
            }
            optimal = false
        }
        valuesDirty = true
        return true
    }

    /// A definition's constant moves with its constraint's: the defined value by
    /// κ = −δ / (its coefficient); each tableau constraint that took in the expansion of a
    /// definition depending on it, by its coefficient times that definition's change.
    mutating func changeDefinitionConstant(_ v: Int, of constraint: Constraint, by delta: Double) -> Bool {
        let i = definitionIndex[v]!
        let c = constraint.expression.terms.first { symbolOf[ObjectKey($0.variable)] == v }!.coefficient
        let kappa = -delta / c
        if definitions[i]!.entangled {
            // The entangled definitions depending on i (a definition that is not entangled has
            // no entangled dependent), in creation order, which is topological.
            var reached: Set<Int> = [i]
            var stack = [i]
            while let k = stack.popLast() {
                for d in definitions[k]!.dependents where !reached.contains(d) {
                    if let def = definitions[d], def.entangled { reached.insert(d); stack.append(d) }
                }
            }
            var change: [Int: Double] = [i: kappa]
            var shifts: [Int: Double] = [:]
            var order: [Int] = []
            for k in reached.sorted() {
                let def = definitions[k]!
                var dk = change[k] ?? 0
                if k != i {
                    for (s, coefficient) in def.terms { if let j = definitionIndex[s], let dj = change[j] { dk += coefficient * dj } }
                    change[k] = dk
                }
                guard dk != 0 else { continue }
                for e in def.entanglers {
                    if shifts[e.marker] == nil { order.append(e.marker) }
                    shifts[e.marker, default: 0] += e.coefficient * dk / e.markerCoefficient
                }
            }
            guard shiftConstants(order.map { ($0, shifts[$0]!) }) else { return false }
        }
        definitions[i]!.constant += kappa
        if !program.stale { program.constants[i] += kappa }
        // Cached expansions of i and of what depends on it (an expansion is cached only when
        // those of the definitions it refers to are).
        var stack = [i]
        while let k = stack.popLast() {
            guard expansions[k] != nil else { continue }
            expansions[k] = nil
            stack.append(contentsOf: definitions[k]?.dependents ?? [])
        }
        valuesDirty = true
        return true
    }

    /// For each (marker, μ): the constraint's row equation holds for `marker + μ` where it held
    /// for `marker`, so the marker's row constant drops by μ, or each row mentioning a parametric
    /// marker with coefficient a gains a·μ; then the dual simplex restores feasibility. False
    /// (everything undone) when it cannot: a basic dummy (a redundant required equality) that
    /// would leave 0, or a row no pivot can repair.
    mutating func shiftConstants(_ shifts: [(marker: Int, mu: Double)]) -> Bool {
        beginJournal()
        var feasible = true
        func moved(_ b: Int, _ change: Double) {
            noteRow(b)
            let constant = rows.update(b) { r in
                r.constant += change
                return r.constant
            }
            if kinds[b] == .dummy {
                if !nearZero(constant) { feasible = false }
            } else if constant < -epsilon && isRestricted(b) {
                infeasible.insert(SymbolKey(b))
            }
        }
        for (marker, mu) in shifts where mu != 0 {
            if rows.contains(marker) {
                moved(marker, -mu)
            } else {
                for b in columns[marker] ?? [] { moved(b, rows[b]![marker]! * mu) }
            }
        }
        guard feasible, dualOptimize() else {
            rollBack()
            return false
        }
        commitJournal()
        return true
    }
}
