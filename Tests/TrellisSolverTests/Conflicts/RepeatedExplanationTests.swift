import Testing
@testable import TrellisSolver

/// Explaining the same constraint again after breaking one member of its conflict resumes the
/// scratch engines of the previous explanation (`Solver.resumedProbe`; issue 20, item 7: many
/// predicates on one view).
@Suite struct RepeatedExplanationTests {
    /// `H:|[a(>=0,>=1,…)]|` in a root whose width is an edit at 300, then pinned as the layout
    /// engine's `keepRootSize` pins it: while the pin conflicts, the first constraint of the
    /// conflict is broken (removed) and the pin tried again. Returns the broken predicates'
    /// constants and the solver's work.
    static func breakPredicates(_ p: Int) throws -> (broken: [Double], work: Int, solver: Solver, width: Variable) {
        let solver = Solver()
        let root = Variable("root.width"), x = Variable("a.minX"), a = Variable("a.width")
        try solver.addEditVariable(root, priority: Priority(999.999))
        try solver.suggestValue(root, 300)
        let predicates = (0..<p).map { a >= Double($0) }
        for c in predicates { try solver.add(c) }
        try solver.add(x == 0)
        try solver.add(x + a == root)
        solver.updateVariables()
        solver.workLimit = nil  // count from here
        let pin = root == 300
        var broken: [Double] = []
        while true {
            do {
                try solver.add(pin)
                break
            } catch {
                guard case let .unsatisfiable(_, conflicts) = error, let victim = conflicts.first else {
                    Issue.record("\(error)")
                    break
                }
                broken.append(-victim.expression.constant)
                try solver.remove(victim)
            }
        }
        return (broken, solver.work, solver, a)
    }

    @Test func eachBrokenPredicateIsExplainedWithoutPassingTheEarlierOnes() throws {
        // 400 and 800 predicates, a.width >= 0 … P − 1: those above 300 conflict with the pin,
        // each with the two edges, and are broken in order (the conflict lists the predicate
        // first, as it was made first); then the pin holds and the width is 300.
        let small = try Self.breakPredicates(400), large = try Self.breakPredicates(800)
        #expect(small.broken == (301..<400).map(Double.init))
        #expect(large.broken == (301..<800).map(Double.init))
        #expect(small.solver.value(of: small.width) == 300 && large.solver.value(of: large.width) == 300)
        // Each explanation after the first adds a handful of constraints to the scratch engines
        // the previous one kept, instead of passing every earlier predicate again: 8.6·10⁵ units
        // of work for 99 broken predicates, 4.8·10⁶ for 499 (5 times the explanations, 5.6 times
        // the work; each explanation still pivots rows that all mention the width).
        #expect(small.work < 1_500_000 && large.work < 8_000_000, "400: \(small.work), 800: \(large.work)")
        #expect(large.work < 8 * small.work)
    }
}
