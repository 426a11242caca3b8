import Testing
@testable import TrellisSolver

/// Property tests over seeded random systems.
@Suite struct RandomSystemTests {
    /// A random constraint over `variables`, satisfied at `point` when `feasibleAt` is true.
    static func randomConstraint(
        _ variables: [Variable], _ point: [Double], _ rng: inout SeededGenerator,
        priority: Priority, feasibleAt: Bool, maxTerms: Int = 3
    ) -> Constraint? {
        let count = Int.random(in: 1...min(maxTerms, variables.count), using: &rng)
        let chosen = Array(variables.indices.shuffled(using: &rng).prefix(count))
        let terms = chosen.map { Term(variables[$0], Double([-3, -2, -1, 1, 2, 3].randomElement(using: &rng)!)) }
        let at = zip(chosen, terms).reduce(0.0) { $0 + $1.1.coefficient * point[$1.0] }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        let slack = Double(Int.random(in: 0...10, using: &rng))
        var constant: Double
        switch relation {
        case .equal: constant = -at
        case .lessThanOrEqual: constant = -at - slack
        case .greaterThanOrEqual: constant = -at + slack
        }
        if !feasibleAt { constant = Double(Int.random(in: -60...60, using: &rng)) }
        return Constraint(Expression(terms: terms, constant: constant), relation, priority: priority)
    }

    func values(_ solver: Solver, _ vs: [Variable]) -> [ObjectIdentifier: Double] {
        Dictionary(uniqueKeysWithValues: vs.map { (ObjectIdentifier($0), solver.value(of: $0)) })
    }

    @Test func requiredConstraintsAlwaysHold() throws {
        // 300 random feasible systems, edited and partly removed: every required
        // constraint must hold to 1e-6 after each step.
        var rng = SeededGenerator(seed: 2026)
        let levels: [Priority] = [999, 750, 500, 250, 50]
        for system in 0..<300 {
            let vs = (0..<Int.random(in: 2...8, using: &rng)).map { Variable("v\($0)") }
            let point = vs.map { _ in Double(Int.random(in: -50...50, using: &rng)) }
            let solver = Solver()
            var required: [Constraint] = []
            var optional: [Constraint] = []
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                let c = Self.randomConstraint(vs, point, &rng, priority: .required, feasibleAt: true)!
                try solver.add(c)
                required.append(c)
            }
            for _ in 0..<Int.random(in: 0...10, using: &rng) {
                let c = Self.randomConstraint(vs, point, &rng, priority: levels.randomElement(using: &rng)!, feasibleAt: false)!
                try solver.add(c)
                optional.append(c)
            }
            let edited = vs.randomElement(using: &rng)!
            try solver.addEditVariable(edited, priority: levels.randomElement(using: &rng)!)
            func check(_ step: String) {
                let at = values(solver, vs)
                for c in required {
                    #expect(ConstraintChecks.error(c, at) < 1e-6, "system \(system) \(step): \(c) violated")
                }
            }
            check("after adding")
            for _ in 0..<5 {
                try solver.suggestValue(edited, Double(Int.random(in: -200...200, using: &rng)))
                check("after suggesting")
            }
            for c in required.shuffled(using: &rng).prefix(required.count / 2) {
                try solver.remove(c)
                required.removeAll { $0 === c }
                check("after removing")
            }
            for c in optional where Bool.random(using: &rng) { try solver.remove(c) }
            try solver.suggestValue(edited, Double(Int.random(in: -200...200, using: &rng)))
            check("at the end")
        }
    }

    @Test func tinySystemsAreOptimalAndIsFixedMatchesBruteForce() throws {
        // Two variables in a required box 0…100, a few required and optional constraints.
        // The lexicographic optimum is attained at a vertex of the arrangement of all
        // constraint lines, so enumerating those vertices gives the optimum to compare with;
        // the optimal vertices also tell whether a variable is fixed.
        var rng = SeededGenerator(seed: 7)
        let x = Variable("x"), y = Variable("y")
        let vs = [x, y]
        for system in 0..<300 {
            let point = [Double(Int.random(in: 0...100, using: &rng)), Double(Int.random(in: 0...100, using: &rng))]
            let solver = Solver()
            var all: [Constraint] = [x >= 0, x <= 100, y >= 0, y <= 100]
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                all.append(Self.randomConstraint(vs, point, &rng, priority: .required, feasibleAt: true)!)
            }
            let levelChoice: [Priority] = [750, 500, 250]
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                let p = levelChoice.randomElement(using: &rng)!
                all.append(Self.randomConstraint(vs, point, &rng, priority: p, feasibleAt: false, maxTerms: 2)!)
            }
            for c in all { try solver.add(c) }
            let levels = Array(Set(all.filter { !$0.priority.isRequired }.map(\.priority.rawValue))).sorted(by: >)
            let objective = { (at: [ObjectIdentifier: Double]) in ConstraintChecks.objective(all, levels, at) }
            // Brute force over the arrangement's vertices.
            let lines: [(Double, Double, Double)] = all.map { c in
                let a = c.expression.terms.first { $0.variable === x }?.coefficient ?? 0
                let b = c.expression.terms.first { $0.variable === y }?.coefficient ?? 0
                return (a, b, c.expression.constant)
            }
            var optimum: [Double]?
            var optimalPoints: [(Double, Double)] = []
            for i in lines.indices {
                for j in lines.indices where j > i {
                    let (a1, b1, c1) = lines[i], (a2, b2, c2) = lines[j]
                    let det = a1 * b2 - a2 * b1
                    guard abs(det) > 1e-12 else { continue }
                    let px = (-c1 * b2 + c2 * b1) / det
                    let py = (-a1 * c2 + a2 * c1) / det
                    let at = [ObjectIdentifier(x): px, ObjectIdentifier(y): py]
                    guard all.filter(\.priority.isRequired).allSatisfy({ ConstraintChecks.error($0, at) < 1e-7 }) else { continue }
                    let o = objective(at)
                    if optimum == nil || ConstraintChecks.compare(o, optimum!) < 0 {
                        optimum = o
                        optimalPoints = [(px, py)]
                    } else if ConstraintChecks.compare(o, optimum!) == 0 {
                        optimalPoints.append((px, py))
                    }
                }
            }
            let best = try #require(optimum)
            let at = values(solver, vs)
            for c in all where c.priority.isRequired {
                #expect(ConstraintChecks.error(c, at) < 1e-6, "system \(system): \(c) violated")
            }
            #expect(ConstraintChecks.compare(objective(at), best) == 0,
                    "system \(system): solver \(objective(at)) vs brute force \(best)")
            let xs = optimalPoints.map(\.0), ys = optimalPoints.map(\.1)
            #expect(solver.isFixed(x) == (xs.max()! - xs.min()! < 1e-6), "system \(system): isFixed(x)")
            #expect(solver.isFixed(y) == (ys.max()! - ys.min()! < 1e-6), "system \(system): isFixed(y)")
            #expect(solver.areFixed([x, y]) == [solver.isFixed(x), solver.isFixed(y)], "system \(system): areFixed")
        }
    }
}
