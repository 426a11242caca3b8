import Testing
@testable import TrellisSolver

@Suite struct IsFixedRegressionTests {
    @Test func equalitiesFixAndParametersAreFree() throws {
        let s = Solver(), x = Variable("x"), w = Variable("w"), right = Variable("right")
        try s.add(right == x + w)
        try s.add(x == 10)
        // w is unconstrained otherwise: right and w are free, x is fixed.
        #expect(s.isFixed(x))
        #expect(!s.isFixed(w) || !s.isFixed(right))
        try s.add(w == 50)
        #expect(s.isFixed(w))
        #expect(s.isFixed(right))
    }

    @Test func aRangeWithoutPreferenceIsFree() throws {
        // 10 <= x <= 100 and nothing else: any value in between is as good → free (ambiguous).
        let s = Solver(), x = Variable("x")
        try s.add(x >= 10)
        try s.add(x <= 100)
        #expect(!s.isFixed(x))
        // An optional preference removes the ambiguity.
        try s.add((x == 30).priority(250))
        #expect(s.isFixed(x))
    }

    @Test func editVariablesFix() throws {
        let s = Solver(), w = Variable("w")
        try s.addEditVariable(w, priority: .strong)
        try s.suggestValue(w, 320)
        #expect(s.isFixed(w))
        #expect(!s.isFixed(Variable("unknown")))
    }
}
