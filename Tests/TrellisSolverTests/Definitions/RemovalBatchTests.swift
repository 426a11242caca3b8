import Testing
@testable import TrellisSolver

/// Removing constraints kept as entangled definitions (docs/solver.md): batches cost one
/// rebuild, remove-then-add costs none, and the results equal a solver built from scratch.
@Suite struct RemovalBatchTests {
    /// The chain workload of /work/shared/bench/WORKLOADS.md with 12 views.
    func chain(_ n: Int) -> (constraints: [Constraint], variables: [Variable], width: Variable) {
        let x = (0..<n).map { Variable("x\($0)") }, y = (0..<n).map { Variable("y\($0)") }
        let w = (0..<n).map { Variable("w\($0)") }, h = (0..<n).map { Variable("h\($0)") }
        let W = Variable("W")
        var cs: [Constraint] = []
        for i in 0..<n {
            if i == 0 { cs.append(x[0] == 8) } else {
                cs.append(x[i] == x[i - 1] + w[i - 1] + 8)
                cs.append(w[i] == w[0])
            }
            cs.append(y[i] == 8)
            if i == 0 {
                cs.append((w[0] >= 44).priority(750))
                cs.append((w[0] <= 44).priority(250))
            }
            cs.append((h[i] >= 30).priority(750))
            cs.append((h[i] <= 30).priority(250))
        }
        cs.append(x[n - 1] + w[n - 1] + 8 == W)
        return (cs, x + y + w + h, W)
    }

    func solver(_ cs: [Constraint], _ W: Variable, _ width: Double) throws -> Solver {
        let s = Solver()
        try s.addEditVariable(W, priority: .strong)
        try s.suggestValue(W, width)
        for c in cs { try s.add(c) }
        return s
    }

    @Test func toggleAndBatchRemovalMatchAFreshSolver() throws {
        let (cs, vars, W) = chain(12)
        let s = try solver(cs, W, 1200)
        // 12 views of equal width in 1200: 13·8 + 12w = 1200 → w = 91.333…
        #expect(abs(s.value(of: vars[24]) - 1096.0 / 12) < 1e-9)
        let before = vars.map { s.value(of: $0) }
        let picked = stride(from: 5, to: cs.count, by: 10).map { cs[$0] }
        for c in picked {  // toggle_each: remove then add back
            try s.remove(c)
            try s.add(c)
        }
        #expect(s.pendingRemovals.isEmpty)
        for (v, old) in zip(vars, before) { #expect(abs(s.value(of: v) - old) < 1e-9) }
        for c in picked { try s.remove(c) }  // remove10pct
        for c in picked { #expect(!s.contains(c)) }
        let rest = cs.filter { c in !picked.contains { $0 === c } }
        let fresh = try solver(rest, W, 1200)
        let objective = { (solver: Solver) in
            ConstraintChecks.objective(rest + [(W == 1200).priority(.strong)], [999, 750, 250],
                Dictionary(uniqueKeysWithValues: (vars + [W]).map { (ObjectIdentifier($0), solver.value(of: $0)) }))
        }
        #expect(ConstraintChecks.compare(objective(s), objective(fresh)) == 0)
        for v in vars where fresh.isFixed(v) {
            #expect(abs(s.value(of: v) - fresh.value(of: v)) < 1e-9, "\(v)")
        }
        for c in picked { try s.add(c) }  // readd10pct
        for (v, old) in zip(vars, before) { #expect(abs(s.value(of: v) - old) < 1e-9) }
        #expect(s.constraints.count == cs.count)
    }

    @Test func pendingRemovalIsVisibleToContainsAndDuplicateChecks() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        let def = y == x + 10
        try s.add(def)
        try s.add(y == 50)  // entangles the definition
        try s.remove(def)
        #expect(!s.contains(def))
        do { try s.remove(def); Issue.record("removed twice") } catch {
            guard case .unknownConstraint = error else { Issue.record("\(error)"); return }
        }
        #expect(s.value(of: y) == 50)
        #expect(s.value(of: x) == 0)  // x is free again
        try s.add(def)
        #expect(s.value(of: x) == 40)
    }

    @Test func tableauRemovalsWaitAndToggleCancels() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        let low = (x >= 10).priority(750)
        let pull = (x == 0).priority(250)
        let link = x + y == 30
        try s.add(link)
        try s.add(low)
        try s.add(pull)
        #expect(s.value(of: x) == 10)
        try s.remove(low)
        #expect(!s.pendingRemovals.isEmpty)
        try s.add(low)  // toggled: nothing to do
        #expect(s.pendingRemovals.isEmpty)
        #expect(s.value(of: x) == 10)
        try s.remove(low)
        try s.remove(link)
        #expect(s.value(of: x) == 0)  // reading applies both removals
        #expect(s.pendingRemovals.isEmpty && s.pendingOrder.isEmpty)
        #expect(s.constraints.count == 1)
        try s.add(low)
        try s.add(link)
        #expect(s.value(of: x) == 10 && s.value(of: y) == 20)
    }
}
