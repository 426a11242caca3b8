// Explaining why a required constraint cannot be added.

extension Solver {
    /// A minimal set of present required constraints that, with `constraint`, cannot all
    /// hold. Candidates are the required constraints connected to `constraint` through
    /// shared variables; an additive pass finds a conflicting subset, then a deletion
    /// filter drops every member not needed, so no proper subset conflicts. In the order
    /// the constraints were added.
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
        // Report them in the order they were added.
        let position = Dictionary(uniqueKeysWithValues: candidates.enumerated().map { (ObjectIdentifier($1), $0) })
        return found.sorted { position[ObjectIdentifier($0)]! < position[ObjectIdentifier($1)]! }
    }

    /// Present required constraints reachable from `constraint` through shared
    /// variables, in the order they were added.
    func connectedRequiredConstraints(_ constraint: Constraint) -> [Constraint] {
        // Built here rather than maintained: explanations are rare, adds are not.
        var mentioning: [ObjectIdentifier: [ConstraintRecord]] = [:]
        for record in engine.records.values where record.constraint.priority.isRequired {
            for term in record.constraint.expression.terms {
                mentioning[ObjectIdentifier(term.variable), default: []].append(record)
            }
        }
        var seenVariables = Set<ObjectIdentifier>()
        var seenConstraints = Set<ObjectIdentifier>()
        var stack = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
        var result: [ConstraintRecord] = []
        while let v = stack.popLast() {
            guard seenVariables.insert(v).inserted else { continue }
            for record in mentioning[v] ?? [] where seenConstraints.insert(ObjectIdentifier(record.constraint)).inserted {
                result.append(record)
                stack += record.constraint.expression.terms.map { ObjectIdentifier($0.variable) }
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
