import Testing
@testable import TrellisSolver

/// Apple: "constraints are satisfied in priority order, highest first". Trellis compares errors
/// lexicographically by priority; kiwi multiplies errors by fixed finite weights.
@Suite struct PriorityOrderRegressionTests {
    @Test func higherPriorityBeatsAnyAmountOfLowerError() throws {
        // One constraint at 751 wants x = 0; a thousand constraints at 750 want x = 1.
        // Weighted sums (kiwi-style, weight ∝ priority) would pick x = 1 (1000 × 750 > 751).
        // Priority order picks x = 0: the single 751 constraint wins.
        let s = Solver(), x = Variable("x")
        try s.add((x == 0).priority(751))
        for _ in 0..<1000 { try s.add((x == 1).priority(750)) }
        s.updateVariables()
        #expect(s.value(of: x) == 0)
    }

    @Test func lowerLevelStillOptimisedWithinHigherOptimum() throws {
        // x in [0, 10] by a 750 preference region (x <= 10 @750, x >= 0 @750 hold with zero error);
        // the 250 preference x == 7 then decides inside it.
        let s = Solver(), x = Variable("x")
        try s.add((x <= 10).priority(750))
        try s.add((x >= 0).priority(750))
        try s.add((x == 7).priority(250))
        s.updateVariables()
        #expect(s.value(of: x) == 7)
        // Moving the lower preference outside the region: the 750 bound wins at 10.
        let s2 = Solver()
        try s2.add((x <= 10).priority(750))
        try s2.add((x == 70).priority(250))
        s2.updateVariables()
        #expect(s2.value(of: x) == 10)
    }

    @Test func sameLevelMinimisesTheSumOfErrors() throws {
        // Two at 500 want x = 0, one at 500 wants x = 10: the sum |x| + |x| + |x−10| is least at 0.
        let s = Solver(), x = Variable("x")
        try s.add((x == 0).priority(500))
        try s.add((x == 0).priority(500))
        try s.add((x == 10).priority(500))
        s.updateVariables()
        #expect(s.value(of: x) == 0)
    }

    @Test func dualSimplexHonoursLevels() throws {
        // After a suggestion, re-optimisation keeps the priority order.
        let s = Solver(), w = Variable("w"), a = Variable("a")
        try s.add(a <= w)
        try s.add((a == 300).priority(751))
        for _ in 0..<10 { try s.add((a == 0).priority(750)) }
        try s.addEditVariable(w, priority: .strong)
        try s.suggestValue(w, 200)
        s.updateVariables()
        #expect(s.value(of: a) == 200)
        try s.suggestValue(w, 1000)
        s.updateVariables()
        #expect(s.value(of: a) == 300)
    }
}
