// Explaining why a required constraint cannot be added.

extension Solver {
    /// A minimal set of present required constraints that, with `constraint`, cannot all
    /// hold. Candidates are the required constraints connected to `constraint` through
    /// shared variables; an additive pass finds a conflicting subset, then a deletion
    /// filter drops every member not needed, so no proper subset conflicts.
    func conflicts(with constraint: Constraint) -> [Constraint] {
        let candidates = connectedRequiredConstraints(constraint)
        if !Solver.isFeasible([constraint]) { return [] }
        var found: [Constraint] = []
        // Additive pass: grow from {constraint} ∪ found until infeasible.
        while Solver.isFeasible([constraint] + found) {
            var probe = Engine()
            for c in [constraint] + found { _ = probe.add(c) }
            var culprit: Constraint?
            for c in candidates where !found.contains(where: { $0 === c }) {
                if probe.add(c) == .unsatisfiable {
                    culprit = c
                    break
                }
            }
            guard let culprit else { return found }  // cannot happen: the whole set conflicts
            found.append(culprit)
        }
        // Deletion filter.
        var i = 0
        while i < found.count {
            var rest = found
            rest.remove(at: i)
            if !Solver.isFeasible([constraint] + rest) { found = rest } else { i += 1 }
        }
        return found
    }

    /// Present required constraints reachable from `constraint` through shared
    /// variables, in the order they were added.
    func connectedRequiredConstraints(_ constraint: Constraint) -> [Constraint] {
        var seenSymbols = Set<Int>()
        var seenConstraints = Set<ObjectIdentifier>()
        var stack = constraint.expression.terms.compactMap { engine.symbolOf[ObjectIdentifier($0.variable)] }
        var result: [ConstraintRecord] = []
        while let s = stack.popLast() {
            guard seenSymbols.insert(s).inserted else { continue }
            for id in engine.constraintsOf[s] ?? [] where seenConstraints.insert(id).inserted {
                let record = engine.records[id]!
                guard record.constraint.priority.isRequired else { continue }
                result.append(record)
                for term in record.constraint.expression.terms {
                    if let t = engine.symbolOf[ObjectIdentifier(term.variable)] { stack.append(t) }
                }
            }
        }
        return result.sorted { $0.serial < $1.serial }.map(\.constraint)
    }

    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        var probe = Engine()
        for c in constraints where probe.add(c) == .unsatisfiable { return false }
        return true
    }
}
