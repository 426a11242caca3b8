import Testing
@testable import TrellisSolver

/// Simple systems whose solution is unique (the first checks of kiwi's and cassowary.js's suites).
@Suite struct EqualityTests {
    @Test func singleRequiredEquality() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 10)
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
    }

    @Test func chainedEqualitiesPropagate() throws {
        // x == 20, y == x + 2·3, z == y − x  →  y = 26, z = 6
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add(x == 20)
        try solver.add(y == x + 2 * 3)
        try solver.add(z == y - x)
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 26)
        #expect(solver.value(of: z) == 6)
    }

    @Test func operatorMixesBuildTheExpectedExpression() {
        // x + 2y <= z − 8 is stored as x + 2y − z + 8 <= 0.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let c: Constraint = x + 2 * y <= z - 8
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.expression.constant == 8)
        #expect(c.expression.terms.map(\.coefficient) == [1, 2, -1])
        #expect(c.expression.terms.map(\.variable) == [x, y, z])
        #expect(c.priority == .required)
        let d = (x == y).priority(750)
        #expect(d.priority.rawValue == 750)
        #expect(d.expression.terms.map(\.coefficient) == [1, -1])
        let e: Constraint = (x / 2 + 3 * (y - 1)) >= -x
        #expect(e.expression.terms.map(\.coefficient) == [1.5, 3])  // x/2 + x merged
        #expect(e.expression.constant == -3)
    }

    @Test func unknownVariableReadsZero() {
        #expect(Solver().value(of: Variable("nobody")) == 0)
    }

    @Test func removingAConstraintFreesItsVariable() throws {
        // x == 100 required, x == 20 weak: 100; remove the required one: 20.
        let x = Variable("x")
        let solver = Solver()
        let strong = x == 100
        try solver.add(strong)
        try solver.add((x == 20).priority(.weak))
        #expect(solver.value(of: x) == 100)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 20)
        #expect(!solver.contains(strong))
    }

    @Test func resetForgetsEverything() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 5
        try solver.add(c)
        solver.reset()
        #expect(!solver.contains(c))
        #expect(solver.value(of: x) == 0)
        try solver.add(c)
        #expect(solver.value(of: x) == 5)
    }
}

@Suite struct DocumentationExampleTests {
    @Test func readmeExample() throws {
        // docs/solver.md: x == y (750) holds, so x + 2x <= 320 − 8 caps x at 104, and
        // x == 200 (250) pushes x to that cap.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), W = Variable("W")
        try solver.add(x >= 0)
        try solver.add(x + 2 * y <= W - 8)
        try solver.add((x == y).priority(750))
        try solver.add((x == 200).priority(250))
        try solver.addEditVariable(W, priority: .strong)
        try solver.suggestValue(W, 320)
        solver.updateVariables()
        #expect(solver.value(of: x) == 104)
        #expect(solver.value(of: y) == 104)
        #expect(solver.isFixed(x))
    }
}
