import Testing
@testable import TrellisSolver

@Suite struct UnsatisfiableTests {
    func conflicts(_ solver: Solver, _ c: Constraint) -> [Constraint]? {
        do {
            try solver.add(c)
            return nil
        } catch {
            guard case .unsatisfiable(let bad, let conflicts) = error else { return nil }
            #expect(bad === c)
            return conflicts
        }
    }

    @Test func minimalConflictLeavesOutUnrelatedAndRedundantConstraints() throws {
        // x == 10, y == 20, z == x + y force z = 30; z == 40 conflicts with exactly those
        // three. w == 5 is unrelated, x >= 0 is implied and not needed.
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        let solver = Solver()
        let cx = x == 10, cy = y == 20, cz = z == x + y, cw = w == 5, pos = x >= 0
        for c in [cx, pos, cy, cw, cz] { try solver.add(c) }
        let found = try #require(conflicts(solver, z == 40))
        #expect(Set(found) == Set([cx, cy, cz]))
    }

    @Test func addingWithoutExplainingListsNoConflictsAndLeavesTheSolverAsItWas() throws {
        // x == 10 and y == 20 hold; z == x + y with z == 40 would break them. Without an
        // explanation the add still fails, lists no conflicts, and x, y stay 10 and 20; the same
        // add explained afterwards finds all three constraints (the search was not skipped for good).
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let cx = x == 10, cy = y == 20, cz = z == x + y
        for c in [cx, cy, cz] { try solver.add(c) }
        let bad = z == 40
        do {
            try solver.add(bad, explainingConflicts: false)
            Issue.record("z == 40 was added")
        } catch {
            guard case .unsatisfiable(let c, let conflicts) = error else { Issue.record("\(error)"); return }
            #expect(c === bad && conflicts.isEmpty)
        }
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 20 && solver.value(of: z) == 30)
        #expect(Set(try #require(conflicts(solver, bad))) == Set([cx, cy, cz]))
    }

    @Test func inequalityConflict() throws {
        // x >= 10 and x <= 30 hold; x == 5 only conflicts with x >= 10.
        let x = Variable("x")
        let solver = Solver()
        let low = x >= 10, high = x <= 30
        try solver.add(low)
        try solver.add(high)
        #expect(try #require(conflicts(solver, x == 5)) == [low])
    }

    @Test func chainOfInequalities() throws {
        // x >= 10, y >= x + 5 imply y >= 15; y <= 12 conflicts with both.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let a = x >= 10, b = y >= x + 5, unrelated = y <= 100
        for c in [a, unrelated, b] { try solver.add(c) }
        #expect(Set(try #require(conflicts(solver, y <= 12))) == Set([a, b]))
    }

    @Test func duplicatedCauseReportsOneOfThem() throws {
        // Two identical x == 10: either alone conflicts with x == 11; minimal means one.
        let x = Variable("x")
        let solver = Solver()
        let a = x == 10, b = x == 10
        try solver.add(a)
        try solver.add(b)
        #expect(try #require(conflicts(solver, x == 11)) == [a])
    }

    @Test func selfContradictionHasNoConflicts() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(try #require(conflicts(solver, Constraint(Expression(1), .equal))) == [])
        #expect(try #require(conflicts(solver, x - x >= 1)) == [])
    }

    @Test func optionalConstraintsNeverConflict() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add((x == 11).priority(999))
        #expect(solver.value(of: x) == 10)
    }

    @Test func failedAddLeavesTheSolverExactlyAsBefore() throws {
        // Twin solvers get the same operations; one also sees a failing add (which needs
        // the artificial-variable phase). Values and later behaviour must be identical.
        func build() throws -> (Solver, [Variable]) {
            let v = (0..<4).map { Variable("v\($0)") }
            let s = Solver()
            try s.add(v[0] + v[1] == 100)
            try s.add(v[0] >= 0)
            try s.add(v[1] >= 0)
            try s.add(v[2] >= v[0])
            try s.add(v[3] <= v[1] + 5)
            try s.add((v[0] == 30).priority(250))
            try s.add((v[2] == v[3]).priority(750))
            try s.addEditVariable(v[1], priority: .strong)
            try s.suggestValue(v[1], 60)
            return (s, v)
        }
        let (a, va) = try build()
        let (b, vb) = try build()
        #expect(conflicts(b, vb[2] <= -1)?.count == 2)  // v2 >= v0, v0 >= 0
        #expect(conflicts(b, vb[0] + vb[1] <= 50)?.count == 1)
        #expect(conflicts(b, vb[0] == 101 - vb[1]) != nil)
        for i in 0..<4 { #expect(a.value(of: va[i]) == b.value(of: vb[i])) }
        for value in [10.0, 75, 200, -30] {
            try a.suggestValue(va[1], value)
            try b.suggestValue(vb[1], value)
            for i in 0..<4 { #expect(a.value(of: va[i]) == b.value(of: vb[i])) }
        }
        try a.add(va[3] == 7)
        try b.add(vb[3] == 7)
        for i in 0..<4 { #expect(a.value(of: va[i]) == b.value(of: vb[i])) }
        #expect(a.constraints.count == b.constraints.count)
    }
}
