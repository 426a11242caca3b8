@testable import TrellisSolver

/// Evaluates constraints at a candidate solution.
enum ConstraintChecks {
    static func value(_ e: Expression, _ values: [ObjectIdentifier: Double]) -> Double {
        e.terms.reduce(e.constant) { $0 + $1.coefficient * (values[ObjectIdentifier($1.variable)] ?? 0) }
    }

    /// How much `c` is violated (0 when it holds).
    static func error(_ c: Constraint, _ values: [ObjectIdentifier: Double]) -> Double {
        let v = value(c.expression, values)
        switch c.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    /// The lexicographic objective: summed error per optional priority, highest first.
    static func objective(_ cs: [Constraint], _ levels: [Double], _ values: [ObjectIdentifier: Double]) -> [Double] {
        levels.map { level in
            cs.filter { $0.priority.rawValue == level }.reduce(0) { $0 + error($1, values) }
        }
    }

    /// -1, 0, 1 comparing objective vectors with a tolerance.
    static func compare(_ a: [Double], _ b: [Double], tolerance: Double = 1e-6) -> Int {
        for (x, y) in zip(a, b) where abs(x - y) > tolerance { return x < y ? -1 : 1 }
        return 0
    }
}
