import Testing
@testable import TrellisSolver

/// Random sequences of valid and invalid operations: every call either succeeds or throws a
/// SolverError; nothing traps or hangs. With layout-sized numbers the accepted required
/// constraints still hold afterwards. With coefficients spanning 1e-7…1e12 only the absence of
/// traps is checked: coefficients below 1e-9 are treated as zero (as kiwi does with 1e-8), so
/// such ill-conditioned systems lose accuracy (documented in docs/solver.md).
@Suite struct HostileInputTests {
    @Test(arguments: [false, true])
    func randomOperationsNeverTrap(extreme: Bool) throws {
        var rng = SeededGenerator(seed: 4242)
        let magnitudes: [Double] = extreme ? [0, 1, -1, 1e-7, 1e6, -1e9, 1e12, 0.1, 333.5] : [0, 1, -1, 2, 0.5, 8, 333.5]
        for _ in 0..<150 {
            let vs = (0..<4).map { Variable("v\($0)") }
            let solver = Solver()
            var added: [Constraint] = []
            for _ in 0..<40 {
                let v = vs.randomElement(using: &rng)!, u = vs.randomElement(using: &rng)!
                let k = magnitudes.randomElement(using: &rng)!
                let a = magnitudes.randomElement(using: &rng)!
                let priority = [Priority.required, .strong, .defaultHigh, .defaultLow, Priority(1200)].randomElement(using: &rng)!
                switch Int.random(in: 0..<7, using: &rng) {
                case 0, 1, 2:
                    let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                    let c = Constraint(v + a * u - k, relation, priority: priority)
                    do { try solver.add(c); added.append(c) } catch {}
                case 3:
                    if let c = added.randomElement(using: &rng) {
                        do { try solver.remove(c); added.removeAll { $0 === c } } catch { Issue.record("remove \(error)") }
                    } else {
                        #expect(throws: SolverError.self) { try solver.remove(v == 1) }
                    }
                case 4:
                    do { try solver.addEditVariable(v, priority: priority) } catch {}
                case 5:
                    do { try solver.suggestValue(v, extreme ? k * 1e6 : k * 3) } catch {}
                default:
                    _ = solver.isFixed(v)
                    do { try solver.removeEditVariable(v) } catch {}
                }
            }
            solver.updateVariables()
            let at = Dictionary(uniqueKeysWithValues: vs.map { (ObjectIdentifier($0), solver.value(of: $0)) })
            for c in added where c.priority.isRequired && !extreme {
                let scale = max(1, c.expression.terms.reduce(abs(c.expression.constant)) {
                    max($0, abs($1.coefficient * (at[ObjectIdentifier($1.variable)] ?? 0)))
                })
                #expect(ConstraintChecks.error(c, at) <= 1e-6 * scale, "\(c)")
            }
        }
    }
}
