import Testing
@testable import Trellis

/// Adding or removing a view, a guide or a constraint in a laid-out hierarchy adds or removes only
/// its own solver constraints: the engine (and its solver) stays the same object, and every frame
/// and guide frame is the one a full rebuild of the engine gives.
@MainActor
struct IncrementalHierarchyTests {
    /// A window with a 200 × 100 card at (20, 40) holding a 40 × 40 icon inset 10.
    func scene() -> (window: Window, card: View, icon: View) {
        let w = LayoutFixture.window()
        let card = LayoutFixture.constrained("card", in: w)
        let icon = LayoutFixture.constrained("icon", in: card)
        LayoutConstraint.activate(LayoutFixture.place(card, in: w, x: 20, y: 40, width: 200, height: 100)
                                  + LayoutFixture.place(icon, in: card, x: 10, y: 10, width: 40, height: 40))
        w.layoutIfNeeded()
        return (w, card, icon)
    }

    func expectSameAsRebuild(_ w: Window, engine: LayoutEngine, sourceLocation: SourceLocation = #_sourceLocation) {
        LayoutFixture.expectSameAsRebuild(w, engine: engine, sourceLocation: sourceLocation)
    }

    @Test func addingAConstrainedViewAddsOnlyItsConstraints() throws {
        let (w, card, icon) = scene()
        let engine = try #require(w.autoLayout.engine)
        let before = engine.solver.constraints.count
        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(badge)
        LayoutConstraint.activate([badge.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 5),
                                   badge.topAnchor.constraint(equalTo: icon.topAnchor),
                                   badge.widthAnchor.constraint(equalToConstant: 12),
                                   badge.heightAnchor.constraint(equalToConstant: 12)])
        w.layoutIfNeeded()
        // Icon: 10 + 40 = 50 in the card; the badge 5 further, at the icon's top.
        #expect(badge.frame == Rect(x: 55, y: 10, width: 12, height: 12))
        #expect(engine.solver.constraints.count == before + 4)
        expectSameAsRebuild(w, engine: engine)
    }

    @Test func addingASubtreeTakesInItsFramesConstraintsAndMargins() throws {
        let (w, card, _) = scene()
        let engine = try #require(w.autoLayout.engine)
        // A translated panel (its frame and flexible width become constraints) holding a label
        // pinned to the panel's margins (8 by default), with an intrinsic size.
        let panel = View(frame: Rect(x: 0, y: 60, width: 200, height: 40))
        panel.autoresizingMask = [.flexibleWidth]
        let label = LayoutFixture.constrained("label", in: panel, intrinsic: Size(width: 50, height: 20))
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
                                   label.centerYAnchor.constraint(equalTo: panel.centerYAnchor)])
        card.addSubview(panel)
        w.layoutIfNeeded()
        #expect(panel.frame == Rect(x: 0, y: 60, width: 200, height: 40))
        #expect(label.frame == Rect(x: 8, y: 10, width: 50, height: 20))
        // The card grows: the panel follows its flexible width, the label stays at the margin.
        card.constraints.first { $0.firstAttribute == .width }!.constant = 300
        w.layoutIfNeeded()
        #expect(panel.frame == Rect(x: 0, y: 60, width: 300, height: 40))
        expectSameAsRebuild(w, engine: engine)
    }

    @Test func removingAViewTakesOutItsConstraintsAndFreesItsNeighbour() throws {
        let (w, card, icon) = scene()
        let engine = try #require(w.autoLayout.engine)
        // A caption right of the icon, as wide as it wants up to the card's edge (hugging keeps it
        // at 60); without the icon it falls back to 10 from the card's leading edge (priority 250).
        let caption = LayoutFixture.constrained("caption", in: card, intrinsic: Size(width: 60, height: 20))
        let fallback = caption.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10)
        fallback.priority = 250
        LayoutConstraint.activate([caption.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                                   fallback,
                                   caption.topAnchor.constraint(equalTo: card.topAnchor, constant: 10)])
        w.layoutIfNeeded()
        #expect(caption.frame == Rect(x: 58, y: 10, width: 60, height: 20))
        let before = engine.solver.constraints.count
        icon.removeFromSuperview()
        w.layoutIfNeeded()
        #expect(caption.frame == Rect(x: 10, y: 10, width: 60, height: 20))
        // Gone: the icon's four constraints and the caption's leading against it; the card keeps
        // its own width and height (a constraint with one item does not cross out of the icon).
        #expect(engine.solver.constraints.count == before - 5)
        #expect(card.constraints.filter { $0.secondItem == nil }.count == 2)
        #expect(!engine.isManaged(icon))
        #expect(icon.frame == Rect(x: 10, y: 10, width: 40, height: 40))   // a removed view keeps its frame
        expectSameAsRebuild(w, engine: engine)
    }

    @Test func movingAViewToAnotherParent() throws {
        let (w, card, icon) = scene()
        let engine = try #require(w.autoLayout.engine)
        let other = LayoutFixture.constrained("other", in: w)
        LayoutConstraint.activate(LayoutFixture.place(other, in: w, x: 20, y: 200, width: 100, height: 100))
        w.layoutIfNeeded()
        icon.removeFromSuperview()
        other.addSubview(icon)
        LayoutConstraint.activate(LayoutFixture.place(icon, in: other, x: 30, y: 30, width: 40, height: 40))
        w.layoutIfNeeded()
        #expect(icon.frame == Rect(x: 30, y: 30, width: 40, height: 40))
        #expect(card.subviews.isEmpty)
        expectSameAsRebuild(w, engine: engine)
    }

    /// A constraint between two views of a subtree, installed above it, stays installed when the
    /// subtree leaves (only constraints crossing out of it are removed) and acts again when it comes back.
    @Test func aConstraintLeftAboveASubtreeComesBackWithIt() throws {
        let (w, card, icon) = scene()
        let engine = try #require(w.autoLayout.engine)
        let dot = LayoutFixture.constrained("dot", in: card)
        let above = dot.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 4)
        w.addConstraint(above)
        LayoutConstraint.activate([dot.topAnchor.constraint(equalTo: card.topAnchor),
                                   dot.widthAnchor.constraint(equalToConstant: 6), dot.heightAnchor.constraint(equalToConstant: 6)])
        w.layoutIfNeeded()
        #expect(dot.frame == Rect(x: 54, y: 0, width: 6, height: 6))
        card.removeFromSuperview()
        w.layoutIfNeeded()
        #expect(w.constraints.contains { $0 === above })
        #expect(engine.installed[ItemKey(above)] == nil)
        w.addSubview(card)
        LayoutConstraint.activate(LayoutFixture.place(card, in: w, x: 0, y: 0, width: 100, height: 100))
        above.constant = 14
        w.layoutIfNeeded()
        #expect(dot.frame == Rect(x: 64, y: 0, width: 6, height: 6))
        expectSameAsRebuild(w, engine: engine)
    }

    @Test func addingAndRemovingAGuide() throws {
        let (w, card, icon) = scene()
        let engine = try #require(w.autoLayout.engine)
        // A spacer guide from the icon's trailing edge to the card's, and a dot centred in it.
        let spacer = LayoutGuide(identifier: "spacer")
        card.addLayoutGuide(spacer)
        let dot = LayoutFixture.constrained("dot", in: card)
        LayoutConstraint.activate([spacer.leadingAnchor.constraint(equalTo: icon.trailingAnchor),
                                   spacer.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                                   spacer.topAnchor.constraint(equalTo: card.topAnchor),
                                   spacer.heightAnchor.constraint(equalToConstant: 10),
                                   dot.centerXAnchor.constraint(equalTo: spacer.centerXAnchor),
                                   dot.topAnchor.constraint(equalTo: card.topAnchor),
                                   dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10)])
        w.layoutIfNeeded()
        #expect(spacer.layoutFrame == Rect(x: 50, y: 0, width: 150, height: 10))
        #expect(dot.frame == Rect(x: 120, y: 0, width: 10, height: 10))   // centre 50 + 75
        expectSameAsRebuild(w, engine: engine)
        let rebuilt = try #require(w.autoLayout.engine)
        // Without the guide the dot has no horizontal position: its constraints leave the solver
        // and the dot keeps its last frame (ambiguous), as after a rebuild.
        card.removeLayoutGuide(spacer)
        let pinned = dot.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 3)
        pinned.isActive = true
        w.layoutIfNeeded()
        #expect(dot.frame == Rect(x: 3, y: 0, width: 10, height: 10))
        #expect(rebuilt.items[ItemKey(spacer)] == nil && rebuilt.installed.count == 12)   // 8 of the scene, 4 of the dot
        expectSameAsRebuild(w, engine: rebuilt)
    }

    @Test func marginsGuideAndMarginConstraintAddedAfterLayout() throws {
        let (w, card, _) = scene()
        let engine = try #require(w.autoLayout.engine)
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 12, bottom: 5, trailing: 12)
        let tag = LayoutFixture.constrained("tag", in: card)
        LayoutConstraint.activate([
            try LayoutConstraint(item: tag, attribute: .trailing, relatedBy: .equal, toItem: card, attribute: .trailingMargin),
            tag.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
            tag.widthAnchor.constraint(equalToConstant: 30), tag.heightAnchor.constraint(equalToConstant: 10)])
        w.layoutIfNeeded()
        // 200 − 12 − 30 = 158; 100 − 5 − 10 = 85.
        #expect(tag.frame == Rect(x: 158, y: 85, width: 30, height: 10))
        expectSameAsRebuild(w, engine: engine)
    }

    @Test func arrangedViewAddedToALaidOutStack() throws {
        let w = LayoutFixture.window()
        let stack = StackView(arrangedSubviews: [])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 10
        w.addSubview(stack)
        LayoutConstraint.activate(LayoutFixture.place(stack, in: w, x: 0, y: 20, width: 310, height: 50))
        let a = View(), b = View()
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        w.layoutIfNeeded()
        #expect(b.frame == Rect(x: 160, y: 0, width: 150, height: 50))
        let engine = try #require(w.autoLayout.engine)
        let c = View()
        stack.addArrangedSubview(c)
        w.layoutIfNeeded()
        // Three equal views and two gaps of 10 in 310: 96.67 each, rounded to the pixel grid.
        #expect(c.frame.maxX == 310)
        #expect(abs(b.frame.minX - 106.5) < 0.01)
        expectSameAsRebuild(w, engine: engine)
        a.removeFromSuperview()
        expectSameAsRebuild(w, engine: try #require(w.autoLayout.engine))
        #expect(b.frame == Rect(x: 0, y: 0, width: 150, height: 50))
    }
}
