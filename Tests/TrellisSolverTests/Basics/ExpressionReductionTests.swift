import Testing
@testable import TrellisSolver

/// `Expression.reduced()` merges the terms of each variable in order of first appearance
/// and drops zeros, with the pairwise path (up to 16 terms) and the hashed path alike.
@Suite struct ExpressionReductionTests {
    func check(termCount: Int) {
        let vs = (0..<5).map { Variable("v\($0)") }
        // v0 gets +1 each time it appears and v1 alternates ±1, so v1 may cancel; the
        // others add up.
        var terms: [Term] = []
        var expected: [ObjectIdentifier: Double] = [:]
        for i in 0..<termCount {
            let v = vs[i % 5]
            let c: Double = v === vs[1] ? ((i / 5) % 2 == 0 ? 1 : -1) : Double(i + 1)
            terms.append(Term(v, c))
            expected[ObjectIdentifier(v), default: 0] += c
        }
        let reduced = Expression(terms, constant: 3).reduced()
        let order = vs.filter { expected[ObjectIdentifier($0)] ?? 0 != 0 }
        #expect(reduced.terms.map { ObjectIdentifier($0.variable) } == order.map(ObjectIdentifier.init))
        for t in reduced.terms { #expect(t.coefficient == expected[ObjectIdentifier(t.variable)]) }
        #expect(reduced.constant == 3)
    }

    @Test func fewTerms() { check(termCount: 10) }  // v1 appears twice with +1 and -1: dropped
    @Test func manyTerms() { check(termCount: 40) }  // hashed path; v1 cancels again
    @Test func oddCount() { check(termCount: 7) }  // v1 once: kept
}
