import Testing
@testable import TrellisSolver

@Suite struct SolverErrorRegressionTests {
    @Test func unsatisfiableNamesTheMinimalConflict() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let a = (x == 10).labeled("a")
        let b = (y == x + 5).labeled("b")
        let unrelated = (z == 3).labeled("unrelated")
        let bound = (y <= 100).labeled("bound")
        try s.add(a); try s.add(unrelated); try s.add(b); try s.add(bound)
        s.updateVariables()
        let before = [x, y, z].map { s.value(of: $0) }
        let bad = (y == 20).labeled("bad")
        do {
            try s.add(bad)
            Issue.record("expected unsatisfiable")
        } catch {
            guard case let .unsatisfiable(c, conflicts) = error else { Issue.record("wrong error \(error)"); return }
            #expect(c === bad)
            // y == 20 contradicts y = x + 5 with x = 10; the bound y <= 100 and z are innocent.
            #expect(conflicts.map(\.label) == ["a", "b"])
        }
        #expect(!s.contains(bad))
        s.updateVariables()
        #expect([x, y, z].map { s.value(of: $0) } == before)
        // The solver still works normally afterwards.
        try s.add((y <= 50).labeled("ok"))
        try s.remove(a)
        try s.add(x == 1)
        s.updateVariables()
        #expect(s.value(of: y) == 6)
    }

    @Test func unsatisfiableInequalityNeedingArtificialVariable() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        let lower = (x >= 10).labeled("lower")
        let link = (y == x).labeled("link")
        try s.add(lower); try s.add(link)
        do {
            try s.add((y <= 5).labeled("upper"))
            Issue.record("expected unsatisfiable")
        } catch {
            guard case let .unsatisfiable(_, conflicts) = error else { Issue.record("\(error)"); return }
            #expect(Set(conflicts.compactMap(\.label)) == ["lower", "link"])
        }
        s.updateVariables()
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: y) == 10)
    }

    @Test func duplicateAndUnknownConstraints() throws {
        let s = Solver(), x = Variable("x")
        let c = x == 1
        try s.add(c)
        #expect(throws: SolverError.self) { try s.add(c) }
        #expect(throws: SolverError.self) { try s.remove(x == 2) }
    }

    @Test func editVariableErrors() throws {
        let s = Solver(), x = Variable("x")
        #expect(throws: SolverError.self) { try s.addEditVariable(x, priority: .required) }
        #expect(throws: SolverError.self) { try s.suggestValue(x, 1) }
        #expect(throws: SolverError.self) { try s.removeEditVariable(x) }
        try s.addEditVariable(x, priority: .strong)
        #expect(throws: SolverError.self) { try s.addEditVariable(x, priority: .strong) }
        #expect(throws: SolverError.self) { try s.suggestValue(x, .nan) }
        #expect(throws: SolverError.self) { try s.suggestValue(x, .infinity) }
    }

    @Test func nonFiniteAndInvalidPriorities() {
        let s = Solver(), x = Variable("x")
        #expect(throws: SolverError.self) { try s.add(x * .nan == 1) }
        #expect(throws: SolverError.self) { try s.add(x == Double.infinity) }
        #expect(throws: SolverError.self) { try s.add((x == 1).priority(0)) }
        #expect(throws: SolverError.self) { try s.add((x == 1).priority(1001)) }
        #expect(throws: SolverError.self) { try s.add((x == 1).priority(Priority(.nan))) }
        #expect(s.allConstraints.isEmpty)
    }

    @Test func contradictoryConstantsAlone() {
        // 0 == 1 with no variables: unsatisfiable with nothing to blame.
        let s = Solver()
        do {
            try s.add(Constraint(Expression(constant: 1), .equal))
            Issue.record("expected unsatisfiable")
        } catch {
            guard case let .unsatisfiable(_, conflicts) = error else { Issue.record("\(error)"); return }
            #expect(conflicts.isEmpty)
        }
    }
}
