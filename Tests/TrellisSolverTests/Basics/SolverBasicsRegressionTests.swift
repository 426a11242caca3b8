import Testing
@testable import TrellisSolver

/// Behaviour checked by kiwi's and cassowary.js's suites, rewritten for Trellis.
@Suite struct SolverBasicsRegressionTests {
    @Test func simpleEquality() throws {
        let s = Solver(), x = Variable("x")
        try s.add(x + 2 == 20)
        s.updateVariables()
        #expect(s.value(of: x) == 18)
    }

    @Test func twoVariablesChained() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        try s.add(x == 10)
        try s.add(y == x * 2 + 4)
        s.updateVariables()
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: y) == 24)
    }

    @Test func inequalityWithWeakPreference() throws {
        // x >= 100 required, x == 10 weak → x sticks at the bound 100.
        let s = Solver(), x = Variable("x")
        try s.add(x >= 100)
        try s.add((x == 10).priority(250))
        s.updateVariables()
        #expect(s.value(of: x) == 100)
    }

    @Test func strongerOptionalWins() throws {
        // x == 10 @250 and x == 20 @750 → 20.
        let s = Solver(), x = Variable("x")
        try s.add((x == 10).priority(250))
        try s.add((x == 20).priority(750))
        s.updateVariables()
        #expect(s.value(of: x) == 20)
    }

    @Test func paperMidpointExample() throws {
        // Cassowary paper §2: xm = (xl + xr)/2, xl + 10 <= xr, 0 <= xl, xr <= 100; edit xm.
        let s = Solver()
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        try s.add(xm * 2 == xl + xr)
        try s.add(xl + 10 <= xr)
        try s.add(xl >= 0)
        try s.add(xr <= 100)
        try s.addEditVariable(xm, priority: .strong)
        try s.suggestValue(xm, 50)
        s.updateVariables()
        #expect(s.value(of: xm) == 50)
        #expect(s.value(of: xl) + s.value(of: xr) == 100)
        #expect(s.value(of: xl) + 10 <= s.value(of: xr) + 1e-9)
        // Dragging the midpoint beyond what the bounds allow: xr pinned at 100, xl at 90, xm 95.
        try s.suggestValue(xm, 98)
        s.updateVariables()
        #expect(s.value(of: xr) == 100)
        #expect(s.value(of: xl) == 90)
        #expect(s.value(of: xm) == 95)
        // And back inside: exact again.
        try s.suggestValue(xm, 30)
        s.updateVariables()
        #expect(s.value(of: xm) == 30)
    }

    @Test func editVariableTracksSuggestions() throws {
        let s = Solver(), w = Variable("w"), half = Variable("half")
        try s.add(half * 2 == w)
        try s.addEditVariable(w, priority: .strong)
        for value in [100.0, 375, 667, 0, 1024] {
            try s.suggestValue(w, value)
            s.updateVariables()
            #expect(s.value(of: half) == value / 2)
        }
        try s.removeEditVariable(w)
        #expect(!s.hasEditVariable(w))
    }

    @Test func removingAConstraintReleasesItsEffect() throws {
        let s = Solver(), x = Variable("x")
        try s.add((x == 5).priority(250))
        let pin = x == 42
        try s.add(pin)
        s.updateVariables()
        #expect(s.value(of: x) == 42)
        try s.remove(pin)
        s.updateVariables()
        #expect(s.value(of: x) == 5)
        #expect(!s.contains(pin))
    }

    @Test func removingAnOptionalConstraint() throws {
        let s = Solver(), x = Variable("x")
        try s.add((x == 5).priority(250))
        let strong = (x == 9).priority(750)
        try s.add(strong)
        try s.remove(strong)
        s.updateVariables()
        #expect(s.value(of: x) == 5)
    }

    @Test func stayAsWeakEdit() throws {
        // A "stay" in the paper is a weak edit at the current value.
        let s = Solver(), x = Variable("x"), y = Variable("y")
        try s.add(x + y == 100)
        try s.addEditVariable(x, priority: .defaultLow)
        try s.suggestValue(x, 30)
        try s.addEditVariable(y, priority: .defaultHigh)
        try s.suggestValue(y, 80)
        s.updateVariables()
        // y is held more strongly: y = 80, x gives way to 20.
        #expect(s.value(of: y) == 80)
        #expect(s.value(of: x) == 20)
    }

    @Test func unknownVariableReadsZero() {
        #expect(Solver().value(of: Variable()) == 0)
    }

    @Test func resetEmptiesTheSolver() throws {
        let s = Solver(), x = Variable("x")
        let c = x == 3
        try s.add(c)
        s.reset()
        #expect(!s.contains(c))
        try s.add(x == 4)
        s.updateVariables()
        #expect(s.value(of: x) == 4)
    }
}
