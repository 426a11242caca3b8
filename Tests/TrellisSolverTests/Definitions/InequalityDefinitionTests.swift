import Testing
@testable import TrellisSolver

/// A required inequality on a fresh variable is kept as a definition with a slack of its own
/// (`x >= e` as `x := e + s`, `s ≥ 0`), so a chain of inequalities costs what a chain of equalities
/// costs (issue 20, item 7: a 10,000-view `>=` chain took 2.7–3.4 GB, growing as N²).
@Suite struct InequalityDefinitionTests {
    /// `x0 == 0`, `wᵢ == 10`, `xᵢ >= xᵢ₋₁ + wᵢ₋₁`: each view at least touching the one before.
    static func chain(_ n: Int) throws -> (Solver, x: [Variable], w: [Variable]) {
        let solver = Solver()
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        try solver.add(x[0] == 0)
        for i in 0..<n {
            try solver.add(w[i] == 10)
            if i > 0 { try solver.add(x[i] >= x[i - 1] + w[i - 1]) }
        }
        return (solver, x, w)
    }

    /// Cells in the tableau's rows: the memory the chain used to fill quadratically.
    static func tableauCells(_ solver: Solver) -> Int {
        let e = solver.engine
        return e.kinds.indices.reduce(0) { $0 + (e.rows[$1]?.count ?? 0) }
    }

    @Test func anOpenChainIsAllDefinitionsAndLeftToRight() throws {
        let n = 10_000
        let (solver, x, w) = try Self.chain(n)
        #expect(solver.engine.definitions.compactMap { $0 }.count == 2 * n)
        #expect(Self.tableauCells(solver) == 0)
        // Each slack at 0: every view touches the one before.
        #expect(solver.value(of: x[n - 1]) == Double(10 * (n - 1)))
        // Each xᵢ (i ≥ 1) can move right: ambiguous; x0 and the widths are fixed.
        let fixed = solver.areFixed(x + w)
        #expect(fixed.enumerated().filter { !$0.element }.map(\.offset) == Array(1..<n))
    }

    @Test func aClosedChainTakesInEveryExpansionOnceAndStaysLinear() throws {
        let n = 10_000
        let (solver, x, w) = try Self.chain(n)
        // The chain must end by 200,000 (it needs 100,000): one row with the n − 1 slacks.
        try solver.add(x[n - 1] + w[n - 1] <= 200_000)
        #expect(Self.tableauCells(solver) <= n + 2)
        // No expansion longer than the cache's limit is kept.
        #expect(solver.engine.expansions.allSatisfy { ($0?.count ?? 0) <= Engine.maximumCachedExpansion })
        #expect(solver.value(of: x[n - 1]) == Double(10 * (n - 1)))
        let fixed = solver.areFixed(x + w)
        #expect(fixed.enumerated().filter { !$0.element }.map(\.offset) == Array(1..<n))
        #expect(solver.engine.definitionsCheckedInFull == 0)
        for i in [1, 2, 500, n - 1] { #expect(!solver.isFixed(x[i])) }
    }

    @Test func aChainOfBoundedWidthsIsDecidedWithoutExpandingDefinitions() throws {
        // `H:|-(>=2)-[v0(>=10,<=999)]-(>=2)-[v1(>=10,<=999)]…-(>=0)-|` in 1,000,000 points: each
        // width's slack also bounds a `<= 999` row, each position's slack the closing row. Every
        // variable but x0's origin moves with its own slack; none needs its definition expanded.
        let n = 2_000
        let solver = Solver()
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        for i in 0..<n {
            try solver.add(i == 0 ? x[0] >= 2 : x[i] >= x[i - 1] + w[i - 1] + 2)
            try solver.add(w[i] >= 10)
            try solver.add(w[i] <= 999)
        }
        try solver.add(x[n - 1] + w[n - 1] <= 1_000_000)
        let fixed = solver.areFixed(x + w)
        #expect(fixed.allSatisfy { !$0 })
        #expect(solver.engine.definitionsCheckedInFull == 0)
        for v in [x[0], x[1], x[n - 1], w[0], w[n - 1]] { #expect(!solver.isFixed(v)) }
        #expect(solver.value(of: x[n - 1]) == Double(2 + 12 * (n - 1)))
    }

    @Test func aChainThatExactlyFitsIsFixed() throws {
        // 50 views of 10 in 500: every slack is forced to 0, every view determined.
        let n = 50
        let (solver, x, w) = try Self.chain(n)
        try solver.add(x[n - 1] + w[n - 1] <= Double(10 * n))
        let all = x + w
        let fixed = solver.areFixed(all)
        #expect(fixed.allSatisfy { $0 })
        #expect(fixed == all.map { solver.isFixed($0) })
    }

    @Test func undecidedDefinitionsAreSettledByProbesOrTheFullCheck() throws {
        // x1 >= 0 and x2 >= x1 + 10 move with x1's slack; d == x2 − x1 moves only with x2's
        // slack (no probe from its own terms: the full check); e == x2 − x1 − d + 7 is 7 whatever
        // the slacks are: its terms cancel, and it is fixed.
        let x1 = Variable("x1"), x2 = Variable("x2"), d = Variable("d"), e = Variable("e")
        let solver = Solver()
        try solver.add(x1 >= 0)
        try solver.add(x2 >= x1 + 10)
        try solver.add(d == x2 - x1)
        try solver.add(e == x2 - x1 - d + 7)
        let answers = solver.areFixed([x1, x2, d, e])
        #expect(answers == [false, false, false, true])
        #expect(answers == [x1, x2, d, e].map { solver.isFixed($0) })
        #expect(solver.value(of: d) == 10)
        #expect(solver.value(of: e) == 7)
    }

    @Test func lessThanAndCoefficientsSolveForTheFreshVariable() throws {
        // 2x >= y + 4 with y == 6: x is at least 5 and sits at 5; z <= 50: z sits at 50.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add(y == 6)
        try solver.add(2 * x >= y + 4)
        try solver.add(z <= 50)
        #expect(solver.engine.definitions.compactMap { $0 }.count == 3)
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: z) == 50)
        // Pulling x to 9 at 750 moves it (its slack enters the tableau), and z's bound holds
        // against a pull past it.
        try solver.add((x == 9).priority(750))
        try solver.add((z == 80).priority(750))
        #expect(solver.value(of: x) == 9)
        #expect(solver.value(of: z) == 50)
        #expect(solver.isFixed(x) && solver.isFixed(z))
    }

    @Test func removingAndUpdatingAnInequalityDefinition() throws {
        let (solver, x, w) = try Self.chain(4)
        let link = solver.constraints.first { $0.description.contains(">=") && $0.expression.terms.contains { $0.variable === x[2] } }!
        // In place: at least 5 more (x2 = x1 + w1 + 5 = 25, x3 = 35).
        let wider = x[2] >= x[1] + w[1] + 5
        try solver.update(link, to: wider)
        #expect(solver.value(of: x[2]) == 25)
        #expect(solver.value(of: x[3]) == 35)
        // Entangled (a pull on x3 takes in x2's definition), then removed: the engine is rebuilt
        // without it; x3 keeps its pull and x2, now bound only by x3 >= x2 + 10, is free.
        try solver.add((x[3] == 35).priority(250))
        solver.settle()  // an optional add waits for the next read
        #expect(solver.engine.isEntangledDefinition(wider))
        try solver.remove(wider)
        #expect(solver.value(of: x[3]) == 35)
        #expect(solver.value(of: x[2]) <= 25)
        #expect(!solver.isFixed(x[2]))
    }

    @Test func aConflictingBoundStillFailsAndIsExplainedByTheWholeChain() throws {
        // The chain needs 40; ending it by 30 conflicts with all 8 constraints of the chain.
        let (solver, x, w) = try Self.chain(4)
        let end = x[3] + w[3] <= 30
        do {
            try solver.add(end)
            Issue.record("added an unsatisfiable bound")
        } catch let error {
            guard case .unsatisfiable(_, let conflicts) = error else { Issue.record("\(error)"); return }
            #expect(conflicts.count == 8)
        }
        #expect(!solver.contains(end))
        #expect(solver.value(of: x[3]) == 30)
    }
}
