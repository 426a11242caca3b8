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

    /// `isFixed` for many variables at once, with the same answers, in O(N) on the shapes a
    /// layout makes rather than O(N²):
    /// 1. each symbol is decided once, and a defined symbol whose terms are all fixed is fixed
    ///    without expanding its definition (down a chain `xᵢ = xᵢ₋₁ + wᵢ₋₁` each expansion is
    ///    O(i));
    /// 2. a defined symbol with a term that is not fixed is undecided (its terms could cancel).
    ///    An inequality's definition whose own slack can move alone is not fixed
    ///    (`hasMovableOwnSlack`). A *probe* settles most of the others at once: a free parametric
    ///    symbol `p` (no objective, not a dummy) that can move alone (`isProbe`) moves every
    ///    variable whose derivative along `p` is not zero, without breaking a constraint or
    ///    leaving the optimum, so those are not fixed. One pass over the definitions gives every derivative (`derivatives(along:)`);
    ///    down a chain of inequalities, the first view's slack moves every later view;
    /// 3. what is left gets the full check of `isFixed`.
    /// Definitions are walked without recursion. The full checks count their pivots as work:
    /// once the work passes ``workLimit`` no more are made, and the symbols left are answered
    /// fixed (the caller sees ``isOverWorkLimit``).
    mutating func areFixed(_ variables: [Variable]) -> [Bool] {
        endBatch()
        var memo: [Int: Bool] = [:]
        var undecided: [Int] = []
        var held: Set<Int>?
        func fullCheck(_ s: Int) -> Bool {
            if isOverWorkLimit { return true }
            if held == nil { held = heldSymbols() }
            return isFixed(symbol: s, held: held!)
        }
        for v in variables {
            guard let s = symbolOf[ObjectKey(v)] else { continue }
            var stack = [s]
            while let top = stack.last {
                if memo[top] != nil { stack.removeLast(); continue }
                guard let i = definitionIndex[top], let d = definitions[i] else {
                    memo[top] = fullCheck(top)
                    stack.removeLast()
                    continue
                }
                let pending = d.terms.filter { memo[$0.symbol] == nil }.map(\.symbol)
                if !pending.isEmpty { stack += pending; continue }
                // `false` here means "not known to be fixed" until decided below.
                memo[top] = d.terms.allSatisfy { memo[$0.symbol]! }
                if !memo[top]! { undecided.append(top) }
                stack.removeLast()
            }
        }
        var open = Set(undecided)
        for s in undecided where hasMovableOwnSlack(definitions[definitionIndex[s]!]!) { open.remove(s) }
        var probes = 0
        for s in undecided where open.contains(s) {
            // A probe from this definition's own parametric terms (an inequality's slack, a
            // free variable), at most `maximumProbes` passes in all.
            if probes < Engine.maximumProbes,
               let p = definitions[definitionIndex[s]!]!.terms.lazy.map(\.symbol).first(where: { isProbe($0) }) {
                probes += 1
                let derivative = derivatives(along: p)
                for u in open where abs(derivative[definitionIndex[u]!]) > epsilon { open.remove(u) }
                if !open.contains(s) { continue }
            }
            open.remove(s)
            definitionsCheckedInFull += 1
            memo[s] = fullCheck(s)
        }
        return variables.map { v in symbolOf[ObjectKey(v)].map { memo[$0]! } ?? false }
    }

    /// Whether an inequality's definition `v := … + c·s` has a slack `s` (its own: the only slack
    /// term a definition has) that can move alone (`isProbe`) and that no external's row mentions:
    /// then no other term of `v` depends on `s`, so `v` moves with it and is not fixed. O(1) for
    /// each view of a chain whose slacks also bound other rows (`[v(>=10,<=999)]`), where a probe
    /// from each would cost a pass over all definitions.
    func hasMovableOwnSlack(_ d: Definition) -> Bool {
        guard let s = d.terms.last?.symbol, kinds[s] == .slack, isProbe(s) else { return false }
        return (columns[s] ?? []).allSatisfy { kinds[$0] != .external }
    }

    /// How many probe passes `areFixed` makes at most (each is a pass over all definitions).
    static let maximumProbes = 8

    /// Whether `p` is a parametric symbol that can move alone, by some positive amount, keeping
    /// every constraint and the optimum: not defined, not basic, not a dummy, with a zero
    /// objective vector, and every row mentioning it allows a step (a restricted basic stays
    /// non-negative, a basic dummy would have to move). A slack or error may only grow; an
    /// external may move either way.
    func isProbe(_ p: Int) -> Bool {
        guard !definitionIndex.contains(p), !rows.contains(p), kinds[p] != .dummy, lexSign(p) == 0 else { return false }
        let directions: [Double] = kinds[p] == .external ? [1, -1] : [1]
        return directions.contains { direction in
            (columns[p] ?? []).allSatisfy { b in
                let r = rows[b]!
                let change = r[p]! * direction
                if kinds[b] == .dummy { return false }
                return !isRestricted(b) || change > 0 || r.constant / -change > epsilon
            }
        }
    }

    /// For every definition (by index), how its defined variable changes as parametric `p` moves
    /// alone: one pass in creation order (topological), rows read for basic terms.
    func derivatives(along p: Int) -> [Double] {
        var derivative = [Double](repeating: 0, count: definitions.count)
        for (i, d) in definitions.enumerated() {
            guard let d else { continue }
            var sum = 0.0
            for (s, c) in d.terms {
                if let j = definitionIndex[s] {
                    sum += c * derivative[j]
                } else if s == p {
                    sum += c
                } else if let r = rows[s] {
                    sum += c * r.coefficient(p)
                }
            }
            derivative[i] = sum
        }
        return derivative
    }

    /// The parametric symbols the optimum holds at 0: dummies and those with an objective.
    func heldSymbols() -> Set<Int> {
        var held = Set<Int>()
        for p in kinds.indices where !rows.contains(p) && (kinds[p] == .dummy || lexSign(p) != 0) { held.insert(p) }
        return held
    }

    /// `isFixed` for a symbol of the engine (defined, basic or parametric); `held` is
    /// `heldSymbols()`.
    private mutating func isFixed(symbol s: Int, held heldSet: Set<Int>? = nil) -> Bool {
        var expression = Row()
        if let i = definitionIndex[s] {
            var buffer: [Row.Cell] = []
            insertDefined(i, 1, into: &expression, buffer: &buffer)
        } else {
            expression = rows[s] ?? Row(constant: 0, symbol: s, coefficient: 1)
        }
        // A loop, not a closure over a copy of `self`: the copy would share the rows, and the first
        // pivot in `canImprove` would then copy them all.
        var free: [(symbol: Int, coefficient: Double)] = []
        for term in expression.terms where kinds[term.symbol] != .dummy && lexSign(term.symbol) == 0 { free.append(term) }
        if free.isEmpty { return true }
        let heldSet = heldSet ?? heldSymbols()
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
    /// degenerate pivots are made, recorded in a `Journal` and rolled back, so the check costs
    /// what it touches. (It once pivoted a copy of the engine: the first pivot then copied
    /// every row, which made the ambiguity check of a 1,000-label document quadratic.)
    ///
    /// Its pivots count as ``work`` (they are kept in the count after the roll-back, so a
    /// caller's work limit bounds a long series of checks: issue 33, 300 views kept apart by
    /// pairwise optional inequalities, whose ambiguity check ran for minutes); past the limit it
    /// stops and answers false.
    mutating func canImprove(_ objective: Objective, _ held: Set<Int>) -> Bool {
        precondition(journal == nil, "canImprove runs outside an add")
        // What a pivot changes that the journal does not put back: counters and a cache (the
        // work done stays counted).
        let saved = (batchPivots: batchPivots, editColumns: editColumns, artificial: artificial)
        beginJournal()
        defer {
            rollBack()
            (batchPivots, editColumns, artificial) = saved
        }
        artificial = objective
        for _ in 0..<(kinds.count + 10) {
            if isOverWorkLimit { return false }
            let o = artificial!
            var entering: Int?
            for (p, c) in o.terms where !held.contains(p) && kinds[p] != .dummy {
                let ok = kinds[p] == .external ? true : c < 0
                if ok && (entering == nil || p < entering!) { entering = p }
            }
            guard let e = entering else { return false }
            let direction: Double = o[e]! < 0 ? 1 : -1
            guard let leaving = leavingRow(e, direction) else { return true }
            let r = rows[leaving]!
            let ratio = kinds[leaving] == .dummy ? 0 : -r.constant / (r[e]! * direction)
            if ratio > epsilon { return true }
            pivot(leaving, e)
        }
        return false
    }
}
