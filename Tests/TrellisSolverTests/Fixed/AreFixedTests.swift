import Testing
@testable import TrellisSolver

/// `areFixed` answers what `isFixed` answers, variable by variable, in one pass (issue 20: the
/// ambiguity check of a chain of N views asked N times and expanded O(N) each time).
@Suite struct AreFixedTests {
    /// `x0 == 0`, then `xᵢ == xᵢ₋₁ + wᵢ₋₁` and `wᵢ == 10`, except `free`: `w[free] >= 0` only.
    static func chain(_ n: Int, free: Int? = nil) throws -> (Solver, [Variable]) {
        let solver = Solver()
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        try solver.add(x[0] == 0)
        for i in 0..<n {
            try solver.add(i == free ? w[i] >= 0 : w[i] == 10)
            if i > 0 { try solver.add(x[i] == x[i - 1] + w[i - 1]) }
        }
        return (solver, x + w)
    }

    @Test func aDeterminedChainIsFixedThroughout() throws {
        let (solver, vs) = try Self.chain(2_000)
        #expect(solver.areFixed(vs).allSatisfy { $0 })
        #expect(solver.value(of: vs[1_999]) == 19_990)
    }

    @Test func aFreeLinkFreesEverythingAfterIt() throws {
        let (solver, vs) = try Self.chain(300, free: 100)
        let answers = solver.areFixed(vs)
        #expect(answers == vs.map { solver.isFixed($0) })
        // x0…x100 and every w but w100 are fixed; x101… move with w100.
        #expect(answers.enumerated().filter { !$0.element }.map(\.offset) == Array(101..<300) + [400])
    }

    @Test func termsThatCancelAreStillFixed() throws {
        // a is free; b is defined from a, c from b and a: c == 5 whatever a is.
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        try solver.add(a >= 0)
        try solver.add(b == a + 5)
        try solver.add(c == b - a)
        #expect(solver.areFixed([a, b, c, Variable("unknown")]) == [false, false, true, false])
        #expect([a, b, c].map { solver.isFixed($0) } == [false, false, true])
    }
}
