import Testing
@testable import TrellisSolver

/// A constraint's ``Constraint/owner`` is the client's (the layout engine names the layout
/// constraint a solver constraint translates): copies at another priority or with a label keep
/// it, and the solver neither reads it nor solves differently with it.
@Suite struct ConstraintOwnerTests {
    final class Maker {}

    @Test func copiesKeepTheOwner() {
        let x = Variable("x"), maker = Maker()
        let c = Constraint(Expression(x) - 10, .equal, owner: maker)
        #expect(c.owner === maker)
        #expect(c.priority(.strong).owner === maker)
        #expect(c.labeled("x is 10").owner === maker)
        #expect((x == 10).owner == nil)
    }

    @Test func anOwnedConstraintSolvesAsAnyOther() throws {
        // x == 10 (owned), y >= x + 5 (owned), y == 0 at priority 1 → x = 10, y = 15.
        let x = Variable("x"), y = Variable("y"), maker = Maker()
        let solver = Solver()
        try solver.add(Constraint(Expression(x) - 10, .equal, owner: maker))
        try solver.add(Constraint(y - x - 5, .greaterThanOrEqual, owner: maker))
        try solver.add((y == 0).priority(Priority(1)))
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
    }
}
