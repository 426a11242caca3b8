import Testing
@testable import Trellis

/// Changing a constant, an optional priority, the root size or the orientation re-solves the
/// same solver incrementally (that one constraint changed in place, or new edit values); the
/// engine is never rebuilt for those.
@MainActor
struct IncrementalSolveTests {
    func scene() -> (Window, View, LayoutConstraint, LayoutConstraint) {
        let w = LayoutFixture.window()
        let v = LayoutFixture.constrained("v", in: w)
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        let soft = v.heightAnchor.constraint(equalTo: w.heightAnchor, multiplier: 0.5)
        soft.priority = 500
        LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 20),
                                   v.topAnchor.constraint(equalTo: w.topAnchor, constant: 20),
                                   width, soft, v.heightAnchor.constraint(lessThanOrEqualToConstant: 300)])
        w.layoutIfNeeded()
        return (w, v, width, soft)
    }

    @Test func constantChangeSwapsOneConstraint() throws {
        let (w, v, width, _) = scene()
        // Half of 667 is 333.5, capped at 300 by the required inequality.
        #expect(v.frame == Rect(x: 20, y: 20, width: 100, height: 300))
        let engine = try #require(w.autoLayout.engine)
        let solver = engine.solver
        let (updates, solves) = (engine.incrementalUpdates, engine.solveCount)
        width.constant = 150
        w.layoutIfNeeded()
        #expect(v.frame == Rect(x: 20, y: 20, width: 150, height: 300))
        LayoutFixture.expectSameEngine(w, engine, engine.solver === solver)
        #expect(engine.incrementalUpdates == updates + 1)   // that one constraint, in place
        #expect(engine.solveCount == solves + 1)
    }

    @Test func optionalPriorityChangeReSolves() throws {
        let (w, v, _, soft) = scene()
        let engine = try #require(w.autoLayout.engine)
        // A competing height of 100 at 600 now beats the half-height wish at 500 …
        let competing = v.heightAnchor.constraint(equalToConstant: 100)
        competing.priority = 600
        competing.isActive = true
        w.layoutIfNeeded()
        #expect(v.frame.height == 100)
        // … until the wish is raised above it.
        soft.priority = 700
        w.layoutIfNeeded()
        #expect(v.frame.height == 300)
        LayoutFixture.expectSameEngine(w, engine)
    }

    @Test func rootResizeAndRotationOnlySuggestValues() throws {
        let (w, v, _, _) = scene()
        let engine = try #require(w.autoLayout.engine)
        let updates = engine.incrementalUpdates
        w.screen.rotate(to: .landscapeLeft)   // 667×375: half height 187.5
        w.layoutIfNeeded()
        #expect(v.frame == Rect(x: 20, y: 20, width: 100, height: 187.5))
        w.frame = Rect(x: 0, y: 0, width: 500, height: 500)
        w.layoutIfNeeded()
        #expect(v.frame == Rect(x: 20, y: 20, width: 100, height: 250))
        LayoutFixture.expectSameEngine(w, engine, engine.incrementalUpdates == updates)
    }

    @Test func nothingChangedNothingSolved() throws {
        let (w, _, _, _) = scene()
        let engine = try #require(w.autoLayout.engine)
        let solves = engine.solveCount
        w.layoutIfNeeded()
        w.setNeedsLayout()
        w.layoutIfNeeded()
        #expect(engine.solveCount == solves)
    }
}
