extension Solver {
    /// The smallest set of required constraints in the solver that `constraint` contradicts.
    ///
    /// A deletion filter: start from the required constraints connected to `constraint` through
    /// shared variables, and drop each one whose absence still leaves the set infeasible. What
    /// remains is irreducible: removing any one of its constraints would let `constraint` hold.
    func explainConflict(of constraint: Constraint) -> [Constraint] {
        var candidates = connectedRequired(to: constraint)
        var i = 0
        while i < candidates.count {
            var trial = candidates
            trial.remove(at: i)
            if !Solver.isFeasible(trial + [constraint]) {
                candidates = trial
            } else {
                i += 1
            }
        }
        return candidates
    }

    /// Required constraints that share variables, directly or through others, with `constraint`.
    func connectedRequired(to constraint: Constraint) -> [Constraint] {
        var reached = Set(constraint.expression.terms.map(\.variable))
        var pending = requiredOrder
        var result: [Constraint] = []
        var changed = true
        while changed {
            changed = false
            pending.removeAll { c in
                guard c.expression.terms.contains(where: { reached.contains($0.variable) }) else { return false }
                for t in c.expression.terms { reached.insert(t.variable) }
                result.append(c)
                changed = true
                return true
            }
        }
        let order = Dictionary(uniqueKeysWithValues: requiredOrder.enumerated().map { ($1, $0) })
        return result.sorted { order[$0]! < order[$1]! }
    }

    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        let solver = Solver()
        for c in constraints where !solver.addToTableau(c) { return false }
        return true
    }
}
