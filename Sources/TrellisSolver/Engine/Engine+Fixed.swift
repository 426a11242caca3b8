// Whether a variable has the same value in every optimal solution.

extension Engine {
    /// True when `v` takes its current value in every solution that satisfies the required
    /// constraints and is optimal for the optional ones (edit suggestions included).
    ///
    /// At an optimal tableau the optimal solutions are exactly the feasible points where
    /// every parametric symbol with a non-zero objective vector stays 0 (a non-negative
    /// combination of lexicographically positive vectors is only zero when all of it is).
    /// So `v = constant + Σ aⱼ·sⱼ` can move only through the remaining parametric symbols,
    /// and only as far as the restricted rows allow. With none left, `v` is fixed;
    /// otherwise a small simplex that tries to push `v` up, then down, decides.
    mutating func isFixed(_ v: Variable) -> Bool {
        endBatch()
        guard let s = symbolOf[ObjectKey(v)] else { return false }
        return isFixed(symbol: s)
    }

    /// `isFixed` for many variables at once, with the same answers. Each symbol is decided once,
    /// and a defined symbol whose terms are all fixed is fixed without expanding its definition:
    /// down a chain of N definitions (`xᵢ = xᵢ₋₁ + wᵢ₋₁`) each expansion is O(i), so asking one
    /// variable at a time costs O(N²), and this O(N). A definition with a term that is not fixed
    /// gets the full check (its terms could cancel). Definitions are walked without recursion.
    mutating func areFixed(_ variables: [Variable]) -> [Bool] {
        endBatch()
        var memo: [Int: Bool] = [:]
        return variables.map { v in
            guard let s = symbolOf[ObjectKey(v)] else { return false }
            var stack = [s]
            while let top = stack.last {
                if memo[top] != nil { stack.removeLast(); continue }
                guard let i = definitionIndex[top], let d = definitions[i] else {
                    memo[top] = isFixed(symbol: top)
                    stack.removeLast()
                    continue
                }
                let pending = d.terms.filter { memo[$0.symbol] == nil }.map(\.symbol)
                if !pending.isEmpty { stack += pending; continue }
                memo[top] = d.terms.allSatisfy { memo[$0.symbol]! } || isFixed(symbol: top)
                stack.removeLast()
            }
            return memo[s]!
        }
    }

    /// `isFixed` for a symbol of the engine (defined, basic or parametric).
    private mutating func isFixed(symbol s: Int) -> Bool {
        var expression = Row()
        if let i = definitionIndex[s] {
            var buffer: [Row.Cell] = []
            insertDefined(i, 1, into: &expression, buffer: &buffer)
        } else {
            expression = rows[s] ?? Row(constant: 0, symbol: s, coefficient: 1)
        }
        let engine = self
        let held: (Int) -> Bool = { p in engine.kinds[p] == .dummy || engine.lexSign(p) != 0 }
        let free = expression.terms.filter { !held($0.symbol) }
        if free.isEmpty { return true }
        var heldSet = Set<Int>()
        for p in kinds.indices where !rows.contains(p) && held(p) { heldSet.insert(p) }
        for direction in [1.0, -1.0] {
            var objective = Objective()
            for (p, c) in free { objective.insert(p, -direction * c) }
            if canImprove(objective, heldSet) {
                return false
            }
        }
        return true
    }

    /// Whether `objective` (over parametric symbols) can decrease at all, moving only
    /// symbols outside `held`. Stops at the first strictly improving step; only
    /// degenerate pivots are made, on a copy of the tableau.
    func canImprove(_ objective: Objective, _ held: Set<Int>) -> Bool {
        var t = self
        t.artificial = objective
        for _ in 0..<(kinds.count + 10) {
            let o = t.artificial!
            var entering: Int?
            for (p, c) in o.terms where !held.contains(p) && t.kinds[p] != .dummy {
                let ok = t.kinds[p] == .external ? true : c < 0
                if ok && (entering == nil || p < entering!) { entering = p }
            }
            guard let e = entering else { return false }
            let direction: Double = o[e]! < 0 ? 1 : -1
            guard let leaving = t.leavingRow(e, direction) else { return true }
            let r = t.rows[leaving]!
            let ratio = t.kinds[leaving] == .dummy ? 0 : -r.constant / (r[e]! * direction)
            if ratio > epsilon { return true }
            t.pivot(leaving, e)
        }
        return false
    }
}
