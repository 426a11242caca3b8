import Testing
@testable import TrellisSolver

/// Optional constraints wait for the next read before they go into the tableau, after the
/// required ones (`Solver.settle`; issue 20, item 7: pairwise optional inequalities).
@Suite struct DeferredOptionalAddTests {
    /// Issue 20's dense shape as the layout engine adds it: N views kept apart pairwise by
    /// optional inequalities (`xj >= xi + wi` at 500, each view pulled to 0 at 250 so that the
    /// optimum is unique), all made before the views' required widths (`wi == 10`), which a
    /// layout installs on the subviews, after the superview's constraints. With `readEachAdd`
    /// every add goes in at once (a read after each), as before the change.
    static func pairwise(_ n: Int, readEachAdd: Bool = false) throws -> (Solver, [Variable]) {
        let solver = Solver()
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        try solver.add(x[0] == 0)
        for i in 0..<n {
            for j in i + 1..<n {
                try solver.add((x[j] >= x[i] + w[i]).priority(500))
                if readEachAdd { _ = solver.value(of: x[j]) }
            }
            try solver.add((x[i] == 0).priority(250))
        }
        for i in 0..<n { try solver.add(w[i] == 10) }
        return (solver, x)
    }

    @Test func pairwiseInequalitiesMadeBeforeTheWidthsSolveAsARow() throws {
        // 100 views, 4,950 pairwise inequalities: the row 0, 10, 20 … 990 (every inequality
        // holds, and each view is as far left as they allow). Waiting, the widths are
        // definitions and the inequalities go in around them: 9.8·10⁶ units of work, 2 % of a
        // layout's default limit (`View.solverWorkLimit`, 5·10⁸). Before, the widths went in
        // last and each moved the optimum across the rows of all the inequalities (benchmark
        // `trellis-bench --workload pairwise`: docs/hardening.md).
        let (solver, x) = try Self.pairwise(100)
        let values = solver.values(of: x)
        #expect(values == (0..<100).map { Double(10 * $0) })
        #expect(solver.work < 20_000_000, "work \(solver.work)")
    }

    @Test func waitingCostsAFractionOfAddingAtOnce() throws {
        // 20 views (190 inequalities): the same answer both ways; adding each at once (a read
        // after every add, as before) costs 3.0·10⁵ units of work, waiting 3.4·10⁴ (9 times
        // less). (Before required equalities went in by the dual simplex, `ViolatedEqualityTests`,
        // each width made after the inequalities went through phase one: 4.4·10⁶ units.)
        let (eager, ex) = try Self.pairwise(20, readEachAdd: true)
        let (deferred, dx) = try Self.pairwise(20)
        let expected = (0..<20).map { Double(10 * $0) }
        #expect(eager.values(of: ex) == expected)
        #expect(deferred.values(of: dx) == expected)
        #expect(deferred.work * 5 < eager.work, "deferred \(deferred.work), eager \(eager.work)")
    }

    @Test func aWaitingConstraintIsPresentAndCanBeRemovedOrReadded() throws {
        let solver = Solver()
        let x = Variable("x")
        let pull = (x == 5).priority(250)
        try solver.add(pull)
        #expect(solver.contains(pull))
        do { try solver.add(pull); Issue.record("added twice") } catch {
            guard case .duplicateConstraint(let d) = error else { Issue.record("\(error)"); return }
            #expect(d === pull)
        }
        // Removed before it went in: nothing reaches the tableau.
        try solver.remove(pull)
        #expect(!solver.contains(pull))
        do { try solver.remove(pull); Issue.record("removed twice") } catch {
            guard case .unknownConstraint = error else { Issue.record("\(error)"); return }
        }
        #expect(solver.value(of: x) == 0)
        #expect(solver.engine.records.isEmpty)
        // Added again, it holds at the next read.
        try solver.add(pull)
        #expect(solver.value(of: x) == 5)
    }

    @Test func constraintsKeepTheOrderTheyWereMadeIn() throws {
        // Optional constraints go in after required ones made later, but are listed where they
        // were made, also after a rebuild (removing an entangled definition).
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let a = (x == 5).priority(250), b = y == x + 1, c = (y <= 3).priority(750), d = x >= 0
        for k in [a, b, c, d] { try solver.add(k) }
        #expect(solver.constraints.map(ObjectIdentifier.init) == [a, b, c, d].map(ObjectIdentifier.init))
        #expect(solver.value(of: y) == 3)
        #expect(solver.value(of: x) == 2)
        try solver.remove(b)
        #expect(solver.constraints.map(ObjectIdentifier.init) == [a, c, d].map(ObjectIdentifier.init))
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: y) == 3)
    }

    @Test func aRequiredConflictIsReportedOnTheAddThatCausesIt() throws {
        // The optional pull waits; the required pair conflicts at once, and the explanation names
        // only required constraints.
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 50).priority(750))
        let low = x <= 10
        try solver.add(low)
        let high = x >= 20
        do { try solver.add(high); Issue.record("x >= 20 added") } catch {
            guard case .unsatisfiable(let bad, let conflicts) = error else { Issue.record("\(error)"); return }
            #expect(bad === high)
            #expect(conflicts.map(ObjectIdentifier.init) == [ObjectIdentifier(low)])
        }
        #expect(solver.value(of: x) == 10)
    }
}
