import Testing
@testable import TrellisSolver

@Suite struct InequalityTests {
    @Test func weakEqualityPushedAgainstRequiredBound() throws {
        // x <= 10 required, x == 30 weak → x = 10 (the bound wins).
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x <= 10)
        try solver.add((x == 30).priority(.weak))
        #expect(solver.value(of: x) == 10)
    }

    @Test func inequalityInsideBoundsLetsTheOptionalValueThrough() throws {
        // 0 <= x <= 100, x == 42 weak → 42.
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(x <= 100)
        try solver.add((x == 42).priority(.weak))
        #expect(solver.value(of: x) == 42)
    }

    @Test func paperMidpointExample() throws {
        // The Cassowary paper's example: xm is the midpoint of xl and xr, xl + 10 <= xr,
        // 0 <= xl, xr <= 100. With weak stays xl = 90, xr = 100 ... here: pin xm at 80
        // (strong) with xl at 0 weakly: xr = 160 is out of range, so xr = 100, xl = 60.
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        let solver = Solver()
        try solver.add(2 * xm == xl + xr)
        try solver.add(xl + 10 <= xr)
        try solver.add(xr <= 100)
        try solver.add(xl >= 0)
        try solver.add((xl == 0).priority(.weak))
        try solver.add((xm == 80).priority(.strong))
        #expect(solver.value(of: xm) == 80)
        #expect(solver.value(of: xr) == 100)
        #expect(solver.value(of: xl) == 60)
    }

    @Test func removingAnInequalityReoptimises() throws {
        // x >= 50 required, x == 10 weak → 50; remove the bound → 10.
        let x = Variable("x")
        let solver = Solver()
        let bound = x >= 50
        try solver.add(bound)
        try solver.add((x == 10).priority(.weak))
        #expect(solver.value(of: x) == 50)
        try solver.remove(bound)
        #expect(solver.value(of: x) == 10)
    }

    @Test func redundantConstraintsAreAccepted() throws {
        // x == 10 twice (as two constraints), x >= 5: all consistent.
        let x = Variable("x")
        let solver = Solver()
        let a = x == 10, b = x == 10
        try solver.add(a)
        try solver.add(b)
        try solver.add(x >= 5)
        try solver.add(2 * x <= 20)
        #expect(solver.value(of: x) == 10)
        try solver.remove(a)
        #expect(solver.value(of: x) == 10)
        try solver.remove(b)
        try solver.add((x == 7).priority(.weak))
        #expect(solver.value(of: x) == 7)
    }
}
