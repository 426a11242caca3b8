import Testing
@testable import TrellisSolver

/// A required equality whose row has no external variable to solve for (every variable in it is
/// basic or defined, and their rows hold only slacks, errors and dummies) goes in by the dual
/// simplex on an optimal tableau (`Engine.addViolatedEquality`), not through phase one (issue 17:
/// re-adding 10 % of a 10,000-view tree's links took 127 s).
@Suite struct ViolatedEqualityTests {
    @Test func anEqualityBetweenTwoIntrinsicSizesMovesTheOptimum() throws {
        // x and y each want 20 (at least 20 at 750, at most 20 at 250), so both rows are
        // `20 + slack − error`: `x == y + 10` names no free variable. The optimum keeps both
        // medium constraints (y = 20, x = 30) and breaks x's weak one by 10.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        for v in [x, y] {
            try solver.add((v >= 20).priority(750))
            try solver.add((v <= 20).priority(250))
        }
        #expect(solver.values(of: [x, y]) == [20, 20])
        try solver.add(x == y + 10)
        #expect(solver.values(of: [x, y]) == [30, 20])
        // The other way round the weak break moves to y, which is allowed to grow past 20.
        let solver2 = Solver()
        for v in [x, y] {
            try solver2.add((v >= 20).priority(750))
            try solver2.add((v <= 20).priority(250))
        }
        _ = solver2.values(of: [x, y])
        try solver2.add(y == x + 5)
        #expect(solver2.values(of: [x, y]) == [20, 25])
    }

    @Test func aConflictingEqualityIsRefusedAndTheSolverUnchanged() throws {
        // x lies in [0, 3] (required), y is 10: `x == y` cannot hold. Its row holds x's slacks
        // only; the dual simplex finds a row it cannot repair, the add is rolled back and the
        // minimal conflict is the upper bound and y's value.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let lower: Constraint = x >= 0, upper: Constraint = x <= 3, ten: Constraint = y == 10
        try solver.add(lower)
        try solver.add(upper)
        try solver.add((x == 2).priority(500))
        try solver.add(ten)
        #expect(solver.values(of: [x, y]) == [2, 10])
        let tie: Constraint = x == y
        do {
            try solver.add(tie)
            Issue.record("x == y was added")
        } catch let error {
            guard case .unsatisfiable(let c, let conflicts) = error else { Issue.record("\(error)"); return }
            #expect(c === tie)
            #expect(Set(conflicts.map(ObjectIdentifier.init)) == Set([upper, ten].map(ObjectIdentifier.init)))
        }
        #expect(!solver.contains(tie))
        #expect(solver.values(of: [x, y]) == [2, 10])
        // Still usable: a satisfiable equality of the same kind goes in.
        try solver.add(y == x + 7)
        #expect(solver.values(of: [x, y]) == [3, 10])
    }

    /// A 4-ary tree of `n` views laid out alternately across and down (the `tree` workload of
    /// ../shared/bench/WORKLOADS.md): each child 8 points inside its parent, siblings 8 apart and
    /// of equal size, leaves 20 × 20 at 750 (at least) and 250 (at most); the root 16000 wide
    /// and high (edit variables at 999). Returns the solver, the variables and the links (the
    /// required constraints, in the order made).
    static func tree(_ n: Int) throws -> (Solver, [Variable], [Constraint]) {
        let solver = Solver()
        let x = (0..<n).map { Variable("x\($0)") }, y = (0..<n).map { Variable("y\($0)") }
        let w = (0..<n).map { Variable("w\($0)") }, h = (0..<n).map { Variable("h\($0)") }
        for v in [w[0], h[0]] {
            try solver.addEditVariable(v, priority: Priority(999))
            try solver.suggestValue(v, 16000)
        }
        var links: [Constraint] = [x[0] == 0, y[0] == 0]
        var across = [true]
        for p in 0..<n {
            let children = Array((4 * p + 1)...(4 * p + 4)).filter { $0 < n }
            guard let first = children.first, let last = children.last else {
                for v in [w[p], h[p]] {
                    try solver.add((v >= 20).priority(750))
                    try solver.add((v <= 20).priority(250))
                }
                continue
            }
            let (pos, size, cpos, csize) = across[p] ? (x, w, y, h) : (y, h, x, w)
            for (k, j) in children.enumerated() {
                across.append(!across[p])
                if k == 0 {
                    links.append(pos[j] == pos[p] + 8)
                } else {
                    links.append(pos[j] == pos[children[k - 1]] + size[children[k - 1]] + 8)
                    links.append(size[j] == size[first])
                }
                links.append(cpos[j] == cpos[p] + 8)
                links.append(cpos[j] + csize[j] == cpos[p] + csize[p] - 8)
            }
            links.append(pos[last] + size[last] == pos[p] + size[p] - 8)
        }
        for c in links { try solver.add(c) }
        return (solver, x + y + w + h, links)
    }

    @Test func reAddingATreesLinksRestoresItsLayoutWithoutPhaseOne() throws {
        // 341 views (a full tree four levels below the root): remove every tenth link, read, add
        // them back. The layout is the one before to the point. Each re-added link now costs one
        // dual pivot and the repairs it causes: the re-adds take 1.9·10⁴ units of work, where phase
        // one (an artificial variable per link, then the batch's deferred optimisation) took
        // 6.3·10⁶ — and at 10,000 views 127 s instead of 0.37 s (docs/hardening.md).
        let (solver, variables, links) = try Self.tree(341)
        let before = solver.values(of: variables)
        // The root's four children share its 16000 points across: 4·w + 5·8 = 16000, w = 3990,
        // at x = 8, 4006, 8004, 12002.
        #expect(Array(before[0..<5]) == [0, 8, 4006, 8004, 12002])
        #expect(before[2 * 341 + 1] == 3990)
        let picked = Array(stride(from: 5, to: links.count, by: 10))
        for i in picked { try solver.remove(links[i]) }
        _ = solver.values(of: variables)
        solver.workLimit = nil  // restarts the count
        for i in picked { try solver.add(links[i]) }
        let after = solver.values(of: variables)
        #expect(after == before)
        #expect(solver.work < 100_000, "work \(solver.work)")
    }
}
