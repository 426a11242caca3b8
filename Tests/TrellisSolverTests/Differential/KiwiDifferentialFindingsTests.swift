import Testing
@testable import TrellisSolver

/// Minimal systems from the kiwi differential run (docs/solver.md).
@Suite struct KiwiDifferentialFindingsTests {
    @Test func suggestionRightAfterAPendingRemoval() throws {
        // y == x + z + 10 is stored as a definition; y <= 100 entangles it, so removing it is
        // deferred to the next operation, which rebuilds the engine (new symbol ids).
        // Solver.suggestValue used to read the edit record (its tableau symbols) before that
        // rebuild and applied the suggestion with the old ids in the new engine: x ended at -10.
        // Now the suggestion follows the rebuild, and x is 50 as in a solver built fresh.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let link = y == x + z + 10
        try solver.add(link)
        try solver.add(y <= 100)
        try solver.addEditVariable(x, priority: 750)
        try solver.suggestValue(x, 20)
        #expect(solver.value(of: x) == 20)
        try solver.remove(link)
        try solver.suggestValue(x, 50)
        #expect(solver.value(of: x) == 50)

        // The same system built fresh, and the same steps with the removal settled first.
        let fresh = Solver()
        try fresh.add(y <= 100)
        try fresh.addEditVariable(x, priority: 750)
        try fresh.suggestValue(x, 50)
        #expect(fresh.value(of: x) == 50)
        let settled = Solver()
        try settled.add(link)
        try settled.add(y <= 100)
        try settled.addEditVariable(x, priority: 750)
        try settled.suggestValue(x, 20)
        try settled.remove(link)
        settled.updateVariables()
        try settled.suggestValue(x, 50)
        #expect(settled.value(of: x) == 50)
    }

    @Test func removingOneOfTwoEquivalentEqualitiesKeepsTheOther() throws {
        // kiwisolver 1.5.1 gives y = 20 here after the removal (it loses the redundant
        // 2x - 2y == 0); the differential generator rebuilds kiwi after removals for this.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let first: Constraint = x == y
        try solver.add(first)
        try solver.add(2 * x == 2 * y)
        try solver.add(x == 10)
        try solver.add((y == 20).priority(750))
        #expect(solver.value(of: y) == 10)
        try solver.remove(first)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 10)
        #expect(solver.isFixed(y))
    }
}
