// The primal and dual simplex steps over the lexicographic (symbolic-weight) objective.

extension Engine {
    /// Runs `optimize()` if constraints were added or removed since the last time. Removals,
    /// and adds once a batch has stopped optimising each one (see `add`), only keep the
    /// tableau feasible; this runs when a value, a suggestion or `isFixed` needs it.
    mutating func optimizeIfNeeded() {
        guard !optimal else { return }
        optimize()
        optimal = true
    }

    /// Optimises for a read (a value, a suggestion, `isFixed`): the end of a batch of adds.
    mutating func endBatch() {
        optimizeIfNeeded()
        if !isOverWorkLimit { optimizedSerial = serial }
        batchAdds = 0
        batchPivots = 0
        optimizesEachAdd = true
    }

    /// Primal simplex: pivots until no parametric symbol improves the objective.
    /// Bland's rule (lowest symbol id enters, ties on the ratio broken by lowest id) keeps
    /// it from cycling and makes results deterministic.
    /// Past the work limit it stops early (values then satisfy the required constraints but
    /// are not optimal); phase one always runs to its end, since its answer decides an add.
    mutating func optimize(artificialPhase: Bool = false) {
        while true {
            if !artificialPhase && isOverWorkLimit { return }
            let entering: Int?
            var direction: Double = 1
            if artificialPhase {
                var best: Int?
                for (s, c) in artificial!.terms where best == nil || s < best! {
                    switch kinds[s] {
                    case .dummy: break
                    case .external: best = s
                    case .slack, .error: if c < 0 { best = s }
                    }
                }
                entering = best
                if let e = entering, artificial![e]! > 0 { direction = -1 }
            } else {
                entering = candidates.min()?.id
                if let e = entering, lexSign(e) > 0 { direction = -1 }
            }
            guard let entering else { return }
            guard let leaving = leavingRow(entering, direction) else { return }
            pivot(leaving, entering)
        }
    }

    /// The restricted row that first hits zero as `entering` moves in `direction`.
    func leavingRow(_ entering: Int, _ direction: Double) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for b in columns[entering] ?? [] where isRestricted(b) {
            // Read in place: copying each row of the column out (a retain and release of its
            // cells) was a third of the time of the pairwise shape (docs/hardening.md).
            let (constant, coefficient) = rows.withValue(b) { r in (r.constant, r.coefficient(entering)) }
            let c = coefficient * direction
            // A basic dummy must stay 0: it blocks any move.
            guard c < 0 || kinds[b] == .dummy else { continue }
            let ratio = kinds[b] == .dummy ? 0 : max(0, -constant / c)
            if ratio < bestRatio - epsilon || (abs(ratio - bestRatio) <= epsilon && b < best!) {
                best = b
                bestRatio = ratio
            }
        }
        return best
    }

    /// Exchanges a basic and a parametric symbol.
    mutating func pivot(_ leaving: Int, _ entering: Int) {
        batchPivots += 1
        structureChanged()
        noteRow(leaving)
        var r = rows.removeValue(forKey: leaving)!
        work &+= r.count
        r.solve(for: leaving, entering)
        // The row keeps its symbols but `entering` turns into `leaving` and the row's basic
        // changes name: rename the column entries instead of dropping and re-adding them.
        dropColumnEntry(entering, leaving)
        for s in r.symbols where s != leaving { renameColumnEntry(s, leaving, entering) }
        addColumnEntry(leaving, entering)
        substitute(entering, r)
        noteRow(entering)
        rows[entering] = r
        refreshCandidate(leaving)
    }

    /// Dual simplex: restores feasibility after edit values moved (or a violated inequality
    /// was added), keeping optimality. False when a row cannot be made feasible: no
    /// parametric symbol can raise it, so the required constraints have no solution.
    @discardableResult
    mutating func dualOptimize() -> Bool {
        var feasible = true
        while let key = infeasible.popMin() {
            let leaving = key.id
            guard let r = rows[leaving], r.constant < -epsilon else { continue }
            guard let entering = dualEnteringSymbol(r) else {
                feasible = false
                continue
            }
            pivot(leaving, entering)
        }
        return feasible
    }

    /// The parametric symbol with the lexicographically smallest ratio of objective
    /// vector to row coefficient, among those that can raise the row (or lower it, when
    /// `raising` is false): a slack or error with a positive (negative) coefficient, or an
    /// external variable (unrestricted, either sign).
    func dualEnteringSymbol(_ row: Row, raising: Bool = true) -> Int? {
        var best = -1
        var bestCoefficient = 0.0
        for (s, c) in row.terms where kinds[s] == .external ? true : kinds[s] != .dummy && (raising ? c > 0 : c < 0) {
            let a = abs(c)
            // Symbols come in increasing order, so on a tie the earlier (lower) one stays.
            if best < 0 || ratioOrder(s, a, best, bestCoefficient) < 0 {
                best = s
                bestCoefficient = a
            }
        }
        return best < 0 ? nil : best
    }

    /// Compares the objective vectors of `s` and `t` divided by `a` and `b`
    /// lexicographically (differences below `epsilon` count as equal): -1, 0 or 1.
    func ratioOrder(_ s: Int, _ a: Double, _ t: Int, _ b: Double) -> Int {
        for o in objectives {
            let x = o[s] / a, y = o[t] / b
            if !nearZero(x - y) { return x < y ? -1 : 1 }
        }
        return 0
    }

    // MARK: Edit variables

    mutating func suggest(_ edit: EditRecord, _ value: Double) -> EditRecord {
        endBatch()  // the dual simplex starts from an optimal tableau
        valuesDirty = true
        var edit = edit
        let delta = value - edit.value
        edit.value = value
        let plus = edit.tag.marker, minus = edit.tag.other
        if rows.contains(plus) {
            rows[plus]!.constant -= delta
            if rows[plus]!.constant < -epsilon { infeasible.insert(SymbolKey(plus)) }
        } else if rows.contains(minus) {
            rows[minus]!.constant += delta
            if rows[minus]!.constant < -epsilon { infeasible.insert(SymbolKey(minus)) }
        } else {
            if editColumns[plus] == nil {
                editColumns[plus] = (columns[plus] ?? []).sorted().map { b in
                    (b, rows[b]![plus]!, isRestricted(b))
                }
            }
            for (b, c, restricted) in editColumns[plus]! {
                let negative = rows.update(b) { r in
                    r.constant += c * delta
                    return r.constant < -epsilon
                }
                if negative && restricted { infeasible.insert(SymbolKey(b)) }
            }
        }
        dualOptimize()
        return edit
    }

    mutating func value(_ v: Variable) -> Double {
        endBatch()
        guard let s = symbolOf[ObjectKey(v)] else { return 0 }
        if let i = definitionIndex[s] {
            refreshValues()
            return definitionValues[i]
        }
        return rows[s]?.constant ?? 0
    }

    /// ``value(_:)`` for each variable.
    mutating func values(_ variables: [Variable]) -> [Double] {
        endBatch()
        refreshValues()
        return variables.map { v in
            guard let s = symbolOf[ObjectKey(v)] else { return 0 }
            if let i = definitionIndex[s] { return definitionValues[i] }
            return rows[s]?.constant ?? 0
        }
    }
}
