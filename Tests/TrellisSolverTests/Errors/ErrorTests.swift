import Testing
@testable import TrellisSolver

/// Every misuse is a thrown `SolverError`, never a crash, and leaves the solver usable.
@Suite struct ErrorTests {
    @Test func duplicateAndUnknownConstraints() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 1
        try solver.add(c)
        #expect(throws: SolverError.self) { try solver.add(c) }
        do { try solver.add(c) } catch { guard case .duplicateConstraint(let d) = error else { Issue.record("\(error)"); return }; #expect(d === c) }
        let other = x == 1
        do { try solver.remove(other) } catch { guard case .unknownConstraint(let d) = error else { Issue.record("\(error)"); return }; #expect(d === other) }
        try solver.remove(c)
        do { try solver.remove(c); Issue.record("removed twice") } catch { guard case .unknownConstraint = error else { Issue.record("\(error)"); return } }
    }

    @Test func editVariableErrors() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addEditVariable(x, priority: .strong)
        do { try solver.addEditVariable(x, priority: .weak); Issue.record("no error") } catch {
            guard case .duplicateEditVariable(let v) = error else { Issue.record("\(error)"); return }
            #expect(v === x)
        }
        do { try solver.addEditVariable(y, priority: .required); Issue.record("no error") } catch {
            guard case .requiredEditVariable(let v) = error else { Issue.record("\(error)"); return }
            #expect(v === y)
        }
        #expect(!solver.hasEditVariable(y))
        do { try solver.suggestValue(y, 3); Issue.record("no error") } catch {
            guard case .unknownEditVariable(let v) = error else { Issue.record("\(error)"); return }
            #expect(v === y)
        }
        do { try solver.removeEditVariable(y); Issue.record("no error") } catch {
            guard case .unknownEditVariable = error else { Issue.record("\(error)"); return }
        }
    }

    @Test func nonFiniteNumbersAreNamed() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        do { try solver.add(Double.nan * x == 3); Issue.record("no error") } catch {
            guard case .nonFinite(let what) = error else { Issue.record("\(error)"); return }
            #expect(what.contains("coefficient nan of x"))
        }
        do { try solver.add((y == .infinity).labeled("width")); Issue.record("no error") } catch {
            guard case .nonFinite(let what) = error else { Issue.record("\(error)"); return }
            #expect(what == "constant -inf in constraint 'width'")
        }
        try solver.addEditVariable(x, priority: .strong)
        try solver.suggestValue(x, 4)
        do { try solver.suggestValue(x, .nan); Issue.record("no error") } catch {
            guard case .nonFinite(let what) = error else { Issue.record("\(error)"); return }
            #expect(what.contains("suggested value nan for edit variable x"))
        }
        #expect(solver.value(of: x) == 4)
        #expect(solver.constraints.isEmpty)
    }
}
