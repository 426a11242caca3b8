import Testing
@testable import TrellisSolver

/// `Solver.workLimit` ends pathological work with an error (issue 20, item 7: a bound on solver
/// work per layout), and conflict explanations are bounded.
@Suite struct WorkLimitTests {
    /// Pairwise optional inequalities between `n` variables: O(n²) constraints, each add pivoting.
    @discardableResult
    static func pairwise(_ solver: Solver, _ n: Int) throws -> [Variable] {
        let x = (0..<n).map { Variable("x\($0)") }
        try solver.add(x[0] == 0)
        for i in 0..<n {
            for j in (i + 1)..<n { try solver.add((x[j] >= x[i] + 10).priority(500)) }
            try solver.add(x[i] <= 100)
        }
        return x
    }

    @Test func passingTheLimitStopsChangesWithAnError() throws {
        let solver = Solver()
        solver.workLimit = 20_000
        var thrown: SolverError?
        do {
            // The optional adds wait for the first read (`Solver.settle`), which passes the limit.
            try Self.pairwise(solver, 60)
            #expect(!solver.hasExceededWorkLimit)
            solver.updateVariables()
            #expect(solver.hasExceededWorkLimit)
            try solver.add(Variable("y") == 1)
        } catch let error as SolverError { thrown = error }
        guard case .workLimitExceeded(20_000) = thrown else {
            Issue.record("expected workLimitExceeded, got \(String(describing: thrown))")
            return
        }
        #expect(solver.hasExceededWorkLimit)
        // One add's work past the limit at most before the check refuses the next.
        #expect(solver.work < 20_000 + 5_000)
        // Every change is refused; what was added still holds.
        let y = Variable("y")
        #expect(throws: SolverError.self) { try solver.add(y == 1) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(Variable("z"), priority: .strong) }
        let x0 = Variable("x0")
        #expect(solver.value(of: x0) == 0)
        // Setting the limit again restarts the count.
        solver.workLimit = nil
        try solver.add(y == 1)
        #expect(solver.value(of: y) == 1)
    }

    @Test func theStopNamesTheAddUnderWayAndWhatStaysOut() throws {
        // 60 variables: x0 == 0 and the 60 bounds are required and go in at once; the 1,770
        // optional inequalities wait for the read, which passes the limit while adding one of
        // them. The stop lists the constraints added since the last read in the order made,
        // the one under way among them, and the optional ones still waiting, which stay out.
        let solver = Solver()
        solver.workLimit = 20_000
        try Self.pairwise(solver, 60)
        #expect(solver.workLimitStop == nil)
        solver.updateVariables()
        let stop = try #require(solver.workLimitStop)
        let adding = try #require(stop.adding)
        #expect(!adding.priority.isRequired)
        #expect(stop.added.last { !$0.priority.isRequired } === adding)
        let made = solver.constraints.map(ObjectIdentifier.init)
        #expect(stop.added.map(ObjectIdentifier.init) == made.filter { id in stop.added.contains { ObjectIdentifier($0) == id } })
        #expect(stop.added.filter(\.priority.isRequired).count == 61)
        #expect(!stop.waiting.isEmpty && stop.waiting.allSatisfy { !$0.priority.isRequired })
        #expect(stop.added.count - 61 + stop.waiting.count == 1_770)
        // Setting the limit again forgets the stop.
        solver.workLimit = nil
        #expect(solver.workLimitStop == nil)
    }

    @Test func withoutALimitTheSameSystemSolves() throws {
        // 40 variables, 780 pairwise pulls that cannot all hold under the bound of 100: the
        // required constraints do, and the work is counted without a limit.
        let solver = Solver()
        let x = try Self.pairwise(solver, 40)
        solver.updateVariables()
        #expect(!solver.hasExceededWorkLimit)
        #expect(solver.work > 20_000)
        #expect(solver.value(of: x[0]) == 0)
        #expect(x.allSatisfy { solver.value(of: $0) <= 100 + 1e-9 })
    }

    @Test func anExplanationOfALongConflictIsBounded() throws {
        // A chain of 1,000 views needing 10,000, ended by 5,000: x0 == 0, every width and every
        // link conflict (the minimal set is the whole chain). Finding them one by one is 2,000
        // passes over 2,000 candidates (4 million adds on scratch solvers); the explanation's
        // budget stops it with the candidates, which here are exactly that set.
        let n = 1_000
        let (solver, x, w) = try InequalityDefinitionTests.chain(n)
        let end = x[n - 1] + w[n - 1] <= 5_000
        do {
            try solver.add(end)
            Issue.record("added an unsatisfiable bound")
        } catch let error {
            guard case .unsatisfiable(_, let conflicts) = error else { Issue.record("\(error)"); return }
            #expect(conflicts.count == 2 * n)
        }
        #expect(!solver.contains(end))
    }
}
