import Testing
@testable import TrellisSolver

/// Required equalities on a fresh variable are kept outside the tableau (docs/solver.md,
/// "Performance"). They must behave exactly like ordinary constraints.
@Suite struct DefinitionTests {
    /// `H:|-8-[v0]-8-[v1(==v0)]-8-[v2(==v0)]-8-|` in a 300-point-wide superview:
    /// 4·8 + 3w = 300 → w = 268/3.
    func chain(_ solver: Solver) throws -> (x: [Variable], w: [Variable], links: [Constraint]) {
        let x = (0..<3).map { Variable("x\($0)") }, w = (0..<3).map { Variable("w\($0)") }
        var links: [Constraint] = [x[0] == 8]
        for i in 1..<3 {
            links.append(x[i] == x[i - 1] + w[i - 1] + 8)
            links.append(w[i] == w[0])
        }
        for c in links { try solver.add(c) }
        try solver.add((w[0] >= 44).priority(750))
        try solver.add(x[2] + w[2] + 8 == 300)
        return (x, w, links)
    }

    @Test func chainLinksBecomeDefinitions() throws {
        let solver = Solver()
        let (x, w, _) = try chain(solver)
        #expect(solver.engine.definitions.compactMap { $0 }.count == 5)
        #expect(abs(solver.value(of: w[2]) - 268.0 / 3) < 1e-9)
        #expect(abs(solver.value(of: x[2]) - (24 + 2 * 268.0 / 3)) < 1e-9)
        #expect(solver.isFixed(x[1]))
    }

    @Test func removingAnEntangledLinkRebuildsCorrectly() throws {
        // Drop w2 == w0: w2 takes the remaining room only if something fixes w1 and w0;
        // with w0 >= 44 @750 pulling to 44 and w1 == w0, x2 = 8+44+8+44+8 = 112 and
        // w2 = 300 − 8 − 112 = 180.
        let solver = Solver()
        let (x, w, links) = try chain(solver)
        try solver.add((w[0] == 44).priority(250))
        try solver.remove(links[4])  // w2 == w0
        #expect(solver.value(of: w[0]) == 44)
        #expect(solver.value(of: x[2]) == 112)
        #expect(solver.value(of: w[2]) == 180)
        // Adding it back restores the equal split.
        try solver.add(links[4])
        #expect(abs(solver.value(of: w[2]) - 268.0 / 3) < 1e-9)
    }

    @Test func removingAFreeDefinitionLeavesItsVariableFree() throws {
        // a == b + 5 with b never constrained: a is defined; removing it frees a (value 0).
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        let def = a == b + 5
        try solver.add(def)
        try solver.add(c == a + 1)  // c defined in terms of a
        #expect(solver.value(of: a) == 5)
        #expect(solver.value(of: c) == 6)
        #expect(!solver.isFixed(a))  // b is free
        try solver.remove(def)
        #expect(solver.value(of: a) == 0)
        #expect(solver.value(of: c) == 1)
        try solver.add(a == 10)
        #expect(solver.value(of: c) == 11)
        #expect(solver.isFixed(c))
    }

    @Test func editVariableOnADefinedVariable() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(y == 2 * x + 1)
        try solver.addEditVariable(y, priority: .strong)
        try solver.suggestValue(y, 11)
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: y) == 11)
        try solver.removeEditVariable(y)
        try solver.add(x == 1)
        #expect(solver.value(of: y) == 3)
    }

    @Test func randomSystemsMatchThePlainTableau() throws {
        // The same random operations on a solver with definitions and one without: both
        // must satisfy every required constraint and reach the same lexicographic optimum.
        var rng = SeededGenerator(seed: 99)
        let levels: [Priority] = [999, 750, 250]
        for system in 0..<200 {
            let vs = (0..<Int.random(in: 3...8, using: &rng)).map { Variable("v\($0)") }
            let point = vs.map { _ in Double(Int.random(in: -50...50, using: &rng)) }
            let fast = Solver(), plain = Solver()
            plain.engine.usesDefinitions = false
            var present: [Constraint] = []
            for _ in 0..<Int.random(in: 2...14, using: &rng) {
                let required = Int.random(in: 0..<3, using: &rng) > 0
                var c = RandomSystemTests.randomConstraint(
                    vs, point, &rng, priority: required ? .required : levels.randomElement(using: &rng)!,
                    feasibleAt: required)!
                if required && Bool.random(using: &rng) {  // favour equalities, as layouts do
                    c = Constraint(c.expression, .equal)
                    if ConstraintChecks.error(c, Dictionary(uniqueKeysWithValues: zip(vs.map(ObjectIdentifier.init), point))) > 0 {
                        continue
                    }
                }
                try fast.add(c)
                try plain.add(c)
                present.append(c)
            }
            for c in present.shuffled(using: &rng).prefix(present.count / 3) {
                try fast.remove(c)
                try plain.remove(c)
                present.removeAll { $0 === c }
            }
            let ids = vs.map(ObjectIdentifier.init)
            let atFast = Dictionary(uniqueKeysWithValues: zip(ids, vs.map { fast.value(of: $0) }))
            let atPlain = Dictionary(uniqueKeysWithValues: zip(ids, vs.map { plain.value(of: $0) }))
            for c in present where c.priority.isRequired {
                #expect(ConstraintChecks.error(c, atFast) < 1e-6, "system \(system): \(c)")
            }
            let ls = levels.map(\.rawValue)
            #expect(ConstraintChecks.compare(ConstraintChecks.objective(present, ls, atFast),
                                             ConstraintChecks.objective(present, ls, atPlain)) == 0,
                    "system \(system)")
            for v in vs where fast.isFixed(v) && plain.isFixed(v) {
                #expect(abs(fast.value(of: v) - plain.value(of: v)) < 1e-6, "system \(system): \(v)")
            }
            for v in vs { #expect(fast.isFixed(v) == plain.isFixed(v), "system \(system): isFixed(\(v))") }
        }
    }
}
