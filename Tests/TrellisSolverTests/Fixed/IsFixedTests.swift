import Testing
@testable import TrellisSolver

/// `isFixed` is true when a variable has the same value in every optimal solution — what
/// UIKit's `hasAmbiguousLayout` asks of a view's frame.
@Suite struct IsFixedTests {
    @Test func requiredEqualityFixes() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 10)
        #expect(solver.isFixed(x))
        #expect(!solver.isFixed(Variable("unknown")))
    }

    @Test func underdeterminedSumIsFree() throws {
        // x + y == 10 alone: a line of solutions, neither is fixed.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        #expect(!solver.isFixed(x))
        #expect(!solver.isFixed(y))
        // An optional y == 3 picks one point: both become fixed (like hugging resolving width).
        try solver.add((y == 3).priority(250))
        #expect(solver.isFixed(x))
        #expect(solver.isFixed(y))
        #expect(solver.value(of: x) == 7)
    }

    @Test func rangeIsFreeButDegenerateRangeIsFixed() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(x <= 10)
        #expect(!solver.isFixed(x))
        try solver.add(y >= 5)
        try solver.add(y <= 5)
        #expect(solver.isFixed(y))
        #expect(solver.value(of: y) == 5)
    }

    @Test func tiedOptionalConstraintsLeaveAmbiguity() throws {
        // x == 5 @250 and x == 7 @250: every x in 5…7 has total error 2, so x is not fixed.
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 5).priority(250))
        try solver.add((x == 7).priority(250))
        #expect(!solver.isFixed(x))
        // A third at the same level breaks the tie (median 7).
        try solver.add((x == 9).priority(250))
        #expect(solver.isFixed(x))
        #expect(solver.value(of: x) == 7)
    }

    @Test func editVariableSuggestionFixes() throws {
        // W edited, view width w = W − 16: both fixed by the suggestion.
        let w = Variable("w"), W = Variable("W")
        let solver = Solver()
        try solver.add(w == W - 16)
        #expect(!solver.isFixed(w))
        try solver.addEditVariable(W, priority: .strong)
        try solver.suggestValue(W, 320)
        #expect(solver.isFixed(w))
        #expect(solver.value(of: w) == 304)
    }
}
