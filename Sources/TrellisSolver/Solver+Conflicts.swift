// Explaining why a required constraint cannot be added.

extension Solver {
    /// A minimal set of present required constraints that, with `constraint`, cannot all
    /// hold. Candidates are the constraints of the last conflict still present when they
    /// conflict with `constraint` too (a view given one width after another conflicts with the
    /// same constraints each time: each explanation then costs the size of that conflict, not of
    /// everything connected), else the required constraints connected to `constraint` through
    /// shared variables; an additive pass finds a conflicting subset, then a deletion filter
    /// drops every member not needed, so no proper subset conflicts. In the order the
    /// constraints were added. Past the work limit it stops with a conflicting set that may not
    /// be minimal.
    func conflicts(with constraint: Constraint) -> [Constraint] {
        if !isFeasible([constraint]) { return [] }
        let recent = lastConflict.filter { contains($0) }.sorted {
            engine.records[ObjectKey($0)]!.serial < engine.records[ObjectKey($1)]!.serial
        }
        let candidates = !recent.isEmpty && !isFeasible([constraint] + recent)
            ? recent : connectedRequiredConstraints(constraint)
        var budget = Solver.maximumExplanationAdds
        let found = minimalConflict(with: constraint, among: candidates, budget: &budget)
        lastConflict = found
        return found
    }

    /// A minimal subset of `candidates` (which, with `constraint`, conflict) that conflicts with
    /// `constraint`, in the order of `candidates`.
    /// Stops with a conflicting set that may not be minimal (`candidates` during the additive
    /// pass, what is left during the deletion filter) once `budget` adds are spent or the work
    /// limit is passed: a chain of N links closed by a conflicting bound needs all N, and finding
    /// them one by one takes N passes over N candidates.
    private func minimalConflict(with constraint: Constraint, among candidates: [Constraint], budget: inout Int) -> [Constraint] {
        var found: [Constraint] = []
        var foundKeys = Set<ObjectKey>()
        var exhausted: Bool { budget <= 0 || engine.isOverWorkLimit }
        var kept: [[ObjectKey]: ConflictProbe] = [:]
        defer { conflictProbes = kept }
        // Additive pass: grow from {constraint} ∪ found until infeasible. Each round adds the
        // other candidates in order to a scratch engine holding the seed ({constraint} ∪ found)
        // until one fails: that one is the round's culprit.
        while isFeasible([constraint] + found, budget: &budget) {
            if exhausted { return candidates }
            let seed = [constraint] + found
            let key = seed.map(ObjectKey.init)
            let pool = candidates.filter { !foundKeys.contains(ObjectKey($0)) }
            let resumed = resumedProbe(key, pool: pool)
            var probe = resumed ?? ConflictProbe(seed: seed)
            let workBefore = resumed?.engine.work ?? 0
            if resumed == nil { budget -= seed.count }
            var culprit: Constraint?
            for c in pool[probe.members.count...] {
                budget -= 1
                if probe.engine.add(c) == .unsatisfiable {
                    culprit = c
                    break
                }
                probe.members.append(c)
            }
            engine.work &+= probe.engine.work - workBefore
            guard let culprit else { return found }  // cannot happen: the whole set conflicts
            kept[key] = probe
            found.append(culprit)
            foundKeys.insert(ObjectKey(culprit))
        }
        // Deletion filter.
        var i = 0
        while i < found.count && !exhausted {
            var rest = found
            rest.remove(at: i)
            if !isFeasible([constraint] + rest, budget: &budget) { found = rest } else { i += 1 }
        }
        // Report them in the order they were added.
        let position = Dictionary(uniqueKeysWithValues: candidates.enumerated().map { (ObjectIdentifier($1), $0) })
        return found.sorted { position[ObjectIdentifier($0)]! < position[ObjectIdentifier($1)]! }
    }

    /// The probe the last explanation kept for this seed, when it can go on from there: its
    /// members still in the solver (those since removed — a constraint broken to resolve that
    /// conflict — are removed from it too) are the first of `pool`. Explaining the same
    /// constraint again after breaking one of its conflicts (the root's size, pinned while each
    /// of P conflicting predicates is broken in turn) then adds only the candidates after the
    /// earlier culprit, instead of passing all P again: linear in P rather than quadratic.
    private func resumedProbe(_ key: [ObjectKey], pool: [Constraint]) -> ConflictProbe? {
        guard var probe = conflictProbes.removeValue(forKey: key) else { return nil }
        var members: [Constraint] = []
        members.reserveCapacity(probe.members.count)
        for m in probe.members {
            if contains(m) {
                members.append(m)
            } else if !probe.engine.remove(m) {
                return nil  // an entangled definition: start again
            }
        }
        guard members.count <= pool.count, zip(members, pool).allSatisfy({ $0 === $1 }) else { return nil }
        probe.members = members
        return probe
    }

    /// The most adds on scratch engines one explanation may make (about a second) before it settles
    /// for a conflicting set that may not be minimal.
    static let maximumExplanationAdds = 200_000

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

    /// Whether the constraints can all hold (on a scratch engine, its work counted as this
    /// solver's).
    func isFeasible(_ constraints: [Constraint]) -> Bool {
        var unlimited = Int.max
        return isFeasible(constraints, budget: &unlimited)
    }

    /// `isFeasible`, counting its adds against `budget`.
    func isFeasible(_ constraints: [Constraint], budget: inout Int) -> Bool {
        budget -= constraints.count
        var probe = Engine()
        defer { engine.work &+= probe.work }
        for c in constraints where probe.add(c) == .unsatisfiable { return false }
        return true
    }
}

/// A scratch engine of a conflict explanation's additive pass (see `minimalConflict`): a seed
/// (the constraint explained and the members found before the round) and, after it, `members`,
/// the candidates the round added before its culprit, in order. Kept until the next explanation.
struct ConflictProbe {
    var engine = Engine()
    var members: [Constraint] = []

    init(seed: [Constraint]) {
        for c in seed { _ = engine.add(c) }
    }
}
