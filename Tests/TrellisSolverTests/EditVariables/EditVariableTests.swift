import Testing
@testable import TrellisSolver

@Suite struct EditVariableTests {
    @Test func suggestedValuesFlowThroughEqualities() throws {
        // x + y == 100, x edited: y follows every suggestion.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.addEditVariable(x, priority: .strong)
        #expect(solver.hasEditVariable(x))
        try solver.suggestValue(x, 30)
        solver.updateVariables()
        #expect(solver.value(of: x) == 30)
        #expect(solver.value(of: y) == 70)
        try solver.suggestValue(x, 60)
        solver.updateVariables()
        #expect(solver.value(of: y) == 40)
    }

    @Test func suggestionStopsAtARequiredBound() throws {
        // x <= 50 required; suggesting 80 gives 50, then 20 gives 20 (dual simplex both ways).
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x <= 50)
        try solver.add(x >= 0)
        try solver.addEditVariable(x, priority: .strong)
        try solver.suggestValue(x, 80)
        #expect(solver.value(of: x) == 50)
        try solver.suggestValue(x, 20)
        #expect(solver.value(of: x) == 20)
        try solver.suggestValue(x, -5)
        #expect(solver.value(of: x) == 0)
    }

    @Test func paperMidpointDragWithWeakStays() throws {
        // Cassowary paper, section 2: xm = (xl + xr)/2, xl + 10 <= xr, 0 <= xl, xr <= 100,
        // weak stays xl == 10, xr == 90 (as weak edits, the way cassowary.js expresses stays).
        // Dragging xm to 60 (strong edit): the stays can only partly hold; the midpoint wins.
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        let solver = Solver()
        try solver.add(2 * xm == xl + xr)
        try solver.add(xl + 10 <= xr)
        try solver.add(xl >= 0)
        try solver.add(xr <= 100)
        try solver.addEditVariable(xl, priority: .weak)
        try solver.addEditVariable(xr, priority: .weak)
        try solver.suggestValue(xl, 10)
        try solver.suggestValue(xr, 90)
        #expect(solver.value(of: xm) == 50)
        try solver.addEditVariable(xm, priority: .strong)
        try solver.suggestValue(xm, 60)
        #expect(solver.value(of: xm) == 60)
        #expect(solver.value(of: xl) + solver.value(of: xr) == 120)
        // One weak stay breaks by 20 (L1 optimum: the total weak error is 20 either way).
        let weakError = abs(solver.value(of: xl) - 10) + abs(solver.value(of: xr) - 90)
        #expect(weakError == 20)
        // Dragging past the right wall: xr stops at 100, xl = 2·95 − 100 = 90.
        try solver.suggestValue(xm, 95)
        #expect(solver.value(of: xr) == 100)
        #expect(solver.value(of: xl) == 90)
        #expect(solver.value(of: xm) == 95)
    }

    @Test func removingAnEditVariableDropsItsSuggestion() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 5).priority(.weak))
        try solver.addEditVariable(x, priority: .strong)
        try solver.suggestValue(x, 42)
        #expect(solver.value(of: x) == 42)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 5)
    }

    @Test func editPriorityAgainstOptionalConstraint() throws {
        // A 250 edit loses to a 750 constraint; a 999 edit beats it.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add((x == 10).priority(750))
        try solver.addEditVariable(x, priority: .weak)
        try solver.suggestValue(x, 99)
        #expect(solver.value(of: x) == 10)
        try solver.add((y == 10).priority(750))
        try solver.addEditVariable(y, priority: .strong)
        try solver.suggestValue(y, 99)
        #expect(solver.value(of: y) == 99)
    }
}
