// The primal and dual simplex steps over the lexicographic (symbolic-weight) objective.

extension Engine {
    /// Runs `optimize()` if constraints were added or removed since the last time. Adds and
    /// removals only keep the tableau feasible; optimising once for a batch of them, when a
    /// value, a suggestion or `isFixed` needs it, costs fewer pivots than after each one.
    mutating func optimizeIfNeeded() {
        guard !optimal else { return }
        optimize()
        optimal = true
    }

    /// Primal simplex: pivots until no parametric symbol improves the objective.
    /// Bland's rule (lowest symbol id enters, ties on the ratio broken by lowest id) keeps
    /// it from cycling and makes results deterministic.
    mutating func optimize(artificialPhase: Bool = false) {
        while true {
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
            let r = rows[b]!
            let c = r[entering]! * direction
            // A basic dummy must stay 0: it blocks any move.
            guard c < 0 || kinds[b] == .dummy else { continue }
            let ratio = kinds[b] == .dummy ? 0 : max(0, -r.constant / c)
            if ratio < bestRatio - epsilon || (abs(ratio - bestRatio) <= epsilon && b < best!) {
                best = b
                bestRatio = ratio
            }
        }
        return best
    }

    /// Exchanges a basic and a parametric symbol.
    mutating func pivot(_ leaving: Int, _ entering: Int) {
        var r = removeRow(leaving)
        r.solve(for: leaving, entering)
        substitute(entering, r)
        insertRow(entering, r)
        refreshCandidate(leaving)
    }

    /// Dual simplex: restores feasibility after edit values moved, keeping optimality.
    mutating func dualOptimize() {
        while let key = infeasible.min() {
            infeasible.remove(key)
            let leaving = key.id
            guard let r = rows[leaving], r.constant < -epsilon else { continue }
            guard let entering = dualEnteringSymbol(r) else { continue }
            pivot(leaving, entering)
        }
    }

    /// The parametric symbol with the lexicographically smallest ratio of objective
    /// vector to positive row coefficient.
    func dualEnteringSymbol(_ row: Row) -> Int? {
        var best: Int?
        var bestRatio: [Double] = []
        for (s, c) in row.terms where kinds[s] != .dummy && c > 0 {
            let ratio = objectiveVector(s).map { $0 / c }
            if best == nil || Engine.lexLess(ratio, bestRatio) || (!Engine.lexLess(bestRatio, ratio) && s < best!) {
                best = s
                bestRatio = ratio
            }
        }
        return best
    }

    // MARK: Edit variables

    mutating func suggest(_ edit: EditRecord, _ value: Double) -> EditRecord {
        optimizeIfNeeded()  // the dual simplex starts from an optimal tableau
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
        optimizeIfNeeded()
        guard let s = symbolOf[ObjectKey(v)] else { return 0 }
        if let i = definitionIndex[s] {
            refreshValues()
            return definitionValues[i]
        }
        return rows[s]?.constant ?? 0
    }
}
