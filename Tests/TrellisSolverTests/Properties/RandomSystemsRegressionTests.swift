import Testing
@testable import TrellisSolver

@Suite struct RandomSystemsRegressionTests {
    /// Random systems built around a known feasible point: every required constraint must hold
    /// to 1e-6 after solving, whatever the optional ones ask, through adds, removes and edits.
    @Test(arguments: 0..<300)
    func requiredConstraintsHold(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &* 7919)
        let n = Int.random(in: 2...7, using: &rng)
        let vars = (0..<n).map { Variable("v\($0)") }
        let point = (0..<n).map { _ in Double(Int.random(in: -50...50, using: &rng)) }
        let s = Solver()
        var required: [Constraint] = []
        for _ in 0..<Int.random(in: 1...8, using: &rng) {
            let k = Int.random(in: 1...min(3, n), using: &rng)
            let chosen = vars.indices.shuffled(using: &rng).prefix(k)
            var e = Expression()
            var at = 0.0
            for i in chosen {
                let c = Double(Int.random(in: -3...3, using: &rng))
                if c == 0 { continue }
                e = e + c * vars[i]
                at += c * point[i]
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            let slackValue = Double(Int.random(in: 0...5, using: &rng))
            let constant = relation == .equal ? at : (relation == .lessThanOrEqual ? at + slackValue : at - slackValue)
            let c = Constraint(e - constant, relation)
            try s.add(c)
            required.append(c)
        }
        for _ in 0..<Int.random(in: 0...6, using: &rng) {
            let v = vars.randomElement(using: &rng)!
            let p = Priority(Double([250, 500, 750, 999].randomElement(using: &rng)!))
            try s.add((v == Double(Int.random(in: -100...100, using: &rng))).priority(p))
        }
        let edited = vars[0]
        try s.addEditVariable(edited, priority: .defaultHigh)
        for _ in 0..<3 {
            try s.suggestValue(edited, Double(Int.random(in: -200...200, using: &rng)))
            s.updateVariables()
            for c in required { #expect(holds(c, in: s), "seed \(seed): \(c)") }
        }
        if let victim = required.randomElement(using: &rng) {
            try s.remove(victim)
            required.removeAll { $0 === victim }
            s.updateVariables()
            for c in required { #expect(holds(c, in: s), "seed \(seed) after remove: \(c)") }
        }
    }

    /// On one variable the optimum is known in closed form: the highest-priority target clamped
    /// to the required interval, ties between levels resolved by priority.
    @Test(arguments: 0..<200)
    func optimumOnOneVariable(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 1_000_003)
        let x = Variable("x"), s = Solver()
        let lo = Double(Int.random(in: -50...0, using: &rng)), hi = Double(Int.random(in: 0...50, using: &rng))
        try s.add(x >= lo); try s.add(x <= hi)
        var targets: [(Double, Double)] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let p = Double(Int.random(in: 1...999, using: &rng))
            let t = Double(Int.random(in: -80...80, using: &rng))
            targets.append((p, t))
            try s.add((x == t).priority(Priority(p)))
        }
        s.updateVariables()
        // Brute force over the candidate points (the bounds and every target in range):
        // lexicographic error vector by priority, highest first.
        let levels = Set(targets.map(\.0)).sorted(by: >)
        func cost(_ v: Double) -> [Double] {
            levels.map { l in targets.filter { $0.0 == l }.reduce(0) { $0 + abs(v - $1.1) } }
        }
        let candidates = ([lo, hi] + targets.map(\.1)).filter { $0 >= lo && $0 <= hi }
        let best = candidates.map(cost).min(by: { ConstraintChecks.compare($0, $1) < 0 })!
        #expect(cost(s.value(of: x)).elementsEqual(best, by: { abs($0 - $1) < 1e-6 }), "seed \(seed)")
    }

    func holds(_ c: Constraint, in s: Solver) -> Bool {
        let value = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * s.value(of: $1.variable) }
        switch c.relation {
        case .equal: return abs(value) < 1e-6
        case .lessThanOrEqual: return value < 1e-6
        case .greaterThanOrEqual: return value > -1e-6
        }
    }
}
