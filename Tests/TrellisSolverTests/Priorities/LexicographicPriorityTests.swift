import Testing
@testable import TrellisSolver

/// Optional constraints are compared level by level (docs/solver.md, "Priorities"): any
/// amount of error at a lower priority is preferred to any error at a higher one. UIKit's
/// documentation: "the system attempts to satisfy all higher-priority constraints before
/// lower-priority ones". A weighted sum (kiwi's finite strengths) answers differently.
@Suite struct LexicographicPriorityTests {
    @Test func oneHigherErrorOutweighsManyLowerOnes() throws {
        // x == 0 @750 against two x == 10 @749. Weighted by priority, 2·749 > 750 pulls x to
        // 10; lexicographically the single 750 constraint wins outright: x = 0.
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).priority(750))
        try solver.add((x == 10).priority(749))
        try solver.add((x == 10).priority(749))
        #expect(solver.value(of: x) == 0)
    }

    @Test func thousandsOfLowerErrorsStillLose() throws {
        // kiwi's tiers (strong 1e6, medium 1e3) would let 2,000 medium constraints beat one
        // strong: here the 999 constraint holds exactly.
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).priority(.strong))
        for _ in 0..<2000 { try solver.add((x == 10).priority(.medium)) }
        #expect(solver.value(of: x) == 0)
    }

    @Test func errorsAtTheSameLevelAreSummed() throws {
        // x == 0 and twice x == 10, all @500: minimising |x| + 2|x − 10| gives x = 10.
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).priority(500))
        try solver.add((x == 10).priority(500))
        try solver.add((x == 10).priority(500))
        #expect(solver.value(of: x) == 10)
    }

    @Test func lowerLevelDecidesAmongHigherLevelOptima() throws {
        // x + y == 100 @750 leaves a line of optima; y == 30 @250 picks the point on it.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add((x + y == 100).priority(750))
        try solver.add((y == 30).priority(250))
        #expect(solver.value(of: x) == 70)
        #expect(solver.value(of: y) == 30)
    }

    @Test func levelsAppearingLaterAreOrderedCorrectly() throws {
        // Levels created in the order 250, 999, 500: the 999 constraint still dominates.
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 1).priority(250))
        try solver.add((x == 3).priority(999))
        try solver.add((x == 2).priority(500))
        #expect(solver.value(of: x) == 3)
        let top = solver.constraints[1]
        try solver.remove(top)
        #expect(solver.value(of: x) == 2)
    }

    @Test func invalidPrioritiesAreRefusedNotCrashed() throws {
        // UIKit requires 1…1000 (it raises an exception otherwise): here isValid is false,
        // init(exactly:) returns nil and the solver throws .invalidPriority.
        #expect(!Priority(1500).isValid)
        #expect(!Priority(0).isValid)
        #expect(!Priority(.nan).isValid)
        #expect(Priority(1).isValid && Priority(1000).isValid)
        let x = Variable("x")
        let solver = Solver()
        for bad in [Priority(1000.5), Priority(0.5), Priority(.nan), Priority(-.infinity)] {
            do { try solver.add((x == 1).priority(bad)); Issue.record("accepted \(bad)") } catch {
                guard case .invalidPriority = error else { Issue.record("\(error)"); continue }
            }
            do { try solver.addEditVariable(x, priority: bad); Issue.record("accepted \(bad)") } catch {
                guard case .invalidPriority = error else { Issue.record("\(error)"); continue }
            }
        }
        #expect(solver.constraints.isEmpty)
        #expect(!solver.hasEditVariable(x))
        #expect(Priority(exactly: 1000.5) == nil)
        #expect(Priority(exactly: 0.5) == nil)
        #expect(Priority(exactly: .nan) == nil)
        #expect(Priority(exactly: .infinity) == nil)
        #expect(Priority(exactly: 750) == Priority.defaultHigh)
        #expect(Priority.required.isRequired)
        #expect(!Priority.strong.isRequired)
        #expect(Priority.defaultLow < Priority.defaultHigh)
    }
}
