import Testing
@testable import Trellis

/// Translated views that nothing refers to are laid out by the engine without solver variables
/// (``AutoresizedLeaf``): the same frames as their autoresizing constraints would give, and
/// variables as soon as something needs them. The frames below are those of
/// `AutoresizingTranslationTests` (the constraints' rule), on a constrained row.
@MainActor
struct AutoresizedLeafTests {
    /// A row pinned to the window's leading and trailing edges, 100 high, at y 50, holding three
    /// translated views: a fixed one, one with a flexible width, one with flexible side margins.
    func scene() -> (Window, row: View, fixed: View, wide: View, centred: View) {
        let w = LayoutFixture.window()
        let row = LayoutFixture.constrained("row", in: w)
        LayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: w.leadingAnchor),
                                   row.trailingAnchor.constraint(equalTo: w.trailingAnchor),
                                   row.topAnchor.constraint(equalTo: w.topAnchor, constant: 50),
                                   row.heightAnchor.constraint(equalToConstant: 100)])
        // Stored for a 375-wide row, as a document stores them.
        row.frame = Rect(x: 0, y: 50, width: 375, height: 100)
        let fixed = View(frame: Rect(x: 10, y: 10, width: 30, height: 30))
        let wide = View(frame: Rect(x: 50, y: 10, width: 275, height: 30))
        wide.autoresizingMask = [.flexibleWidth]
        let centred = View(frame: Rect(x: 50, y: 50, width: 175, height: 40))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        for v in [fixed, wide, centred] { row.addSubview(v) }
        w.layoutIfNeeded()
        return (w, row, fixed, wide, centred)
    }

    @Test func leavesHaveNoVariablesAndFollowTheirSuperviewAsTheirConstraintsWould() throws {
        let (w, _, fixed, wide, centred) = scene()
        let engine = try #require(w.autoLayout.engine)
        for v in [fixed, wide, centred] {
            #expect(engine.isManaged(v) && engine.items[ItemKey(v)] == nil)
        }
        // The row's four constraints, the window's two origin constraints: none of the leaves'.
        #expect(engine.solver.constraints.count == 6)
        #expect(fixed.frame == Rect(x: 10, y: 10, width: 30, height: 30))
        #expect(wide.frame == Rect(x: 50, y: 10, width: 275, height: 30))
        #expect(centred.frame == Rect(x: 50, y: 50, width: 175, height: 40))
        // Landscape 667: the flexible width takes all 292 extra points; the margins 50 : 150 of
        // the centred view share them 1 : 3 (left + 73 = 123), as in AutoresizingTranslationTests.
        w.screen.rotate(to: .landscapeRight)
        w.layoutIfNeeded()
        #expect(fixed.frame == Rect(x: 10, y: 10, width: 30, height: 30))
        #expect(wide.frame == Rect(x: 50, y: 10, width: 567, height: 30))
        #expect(centred.frame == Rect(x: 123, y: 50, width: 175, height: 40))
        #expect(![fixed, wide, centred].contains { $0.hasAmbiguousLayout })
    }

    @Test func aConstraintNamingALeafGivesItVariables() throws {
        let (w, row, fixed, _, _) = scene()
        let engine = try #require(w.autoLayout.engine)
        let badge = LayoutFixture.constrained("badge", in: row)
        LayoutConstraint.activate([badge.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
                                   badge.topAnchor.constraint(equalTo: fixed.topAnchor),
                                   badge.widthAnchor.constraint(equalToConstant: 12),
                                   badge.heightAnchor.constraint(equalToConstant: 12)])
        w.layoutIfNeeded()
        #expect(engine.items[ItemKey(fixed)] != nil)
        // The fixed view ends at 40; the badge 5 further, at its top.
        #expect(badge.frame == Rect(x: 45, y: 10, width: 12, height: 12))
        #expect(fixed.frame == Rect(x: 10, y: 10, width: 30, height: 30))
    }

    @Test func aSubviewOrAFrameSetInCodeReachesALeaf() throws {
        let (w, _, fixed, wide, _) = scene()
        let engine = try #require(w.autoLayout.engine)
        // A new frame moves the leaf (its functions are made again from it).
        fixed.frame = Rect(x: 20, y: 5, width: 40, height: 40)
        w.layoutIfNeeded()
        #expect(fixed.frame == Rect(x: 20, y: 5, width: 40, height: 40))
        #expect(engine.items[ItemKey(fixed)] == nil)
        // A subview makes the wide view a superview with variables; the subview is a leaf of it.
        let dot = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        dot.autoresizingMask = [.flexibleLeftMargin]
        wide.addSubview(dot)
        w.screen.rotate(to: .landscapeRight)
        w.layoutIfNeeded()
        #expect(engine.items[ItemKey(wide)] != nil && engine.items[ItemKey(dot)] == nil)
        #expect(wide.frame == Rect(x: 50, y: 10, width: 567, height: 30))
        // Its flexible left margin takes the 292 points the wide view gained: 1 + 292.
        #expect(dot.frame == Rect(x: 293, y: 2, width: 3, height: 4))
    }

    /// Ambiguity as the solver decides it for the constraints a leaf would have: a leaf with a
    /// fixed left margin in a row whose left edge and width are not determined is ambiguous
    /// across; one with a flexible left margin (pinned to the row's right edge, which is) is not —
    /// the case where the superview's variables do not decide and the leaf is given its own.
    @Test func aLeafIsAmbiguousExactlyWhereItsConstraintsWouldBe() throws {
        let w = LayoutFixture.window()
        let row = LayoutFixture.constrained("row", in: w)
        LayoutConstraint.activate([row.trailingAnchor.constraint(equalTo: w.trailingAnchor),
                                   row.topAnchor.constraint(equalTo: w.topAnchor),
                                   row.heightAnchor.constraint(equalToConstant: 100)])
        row.frame = Rect(x: 0, y: 0, width: 375, height: 100)
        let left = View(frame: Rect(x: 10, y: 10, width: 30, height: 30))
        let right = View(frame: Rect(x: 335, y: 10, width: 30, height: 30))
        right.autoresizingMask = [.flexibleLeftMargin]
        row.addSubview(left)
        row.addSubview(right)
        w.layoutIfNeeded()
        let engine = try #require(w.autoLayout.engine)
        #expect(row.ambiguousAxes == [.horizontal])
        #expect(left.ambiguousAxes == [.horizontal])
        #expect(right.ambiguousAxes == [])
        #expect(engine.items[ItemKey(left)] == nil && engine.items[ItemKey(right)] != nil)
    }
}
