import Testing
@testable import Trellis

/// The SnapKit/Masonry-style DSL, laid out in a 375×667 window (`retina4_7`), frames to the point.
struct ConstraintDSLTests {
    let window = Window(screen: Screen(device: Device.named("retina4_7")!))

    func add(_ name: String, intrinsic: Size? = nil) -> View {
        let v = View()
        v.accessibilityIdentifier = name
        v.explicitIntrinsicContentSize = intrinsic
        window.addSubview(v)
        return v
    }

    func layout() { window.layoutIfNeeded() }

    @Test func seed002MasonryHeaderAndPager() throws {
        // Seed 002's Masonry code: title height 55, left/right/top = superview; pager
        // left/bottom/right = superview, height 8 (AdaptW at the 375-point base width is identity).
        let title = add("title"), pager = add("pager")
        try title.makeConstraints { make in
            make.height.equalTo(55)
            make.left.right.equalTo(window)
            make.top.equalTo(window)
        }
        try pager.makeConstraints { make in
            make.left.bottom.right.equalToSuperview()
            make.height.equalTo(8)
        }
        layout()
        #expect(title.frame == Rect(x: 0, y: 0, width: 375, height: 55))
        #expect(pager.frame == Rect(x: 0, y: 659, width: 375, height: 8))
        #expect(!title.translatesAutoresizingMaskIntoConstraints)
        #expect(title.madeConstraints.count == 4 && pager.madeConstraints.count == 4)
    }

    @Test func equalToAnotherViewsAttributeWithOffset() throws {
        let title = add("title"), body = add("body"), footer = add("footer")
        try title.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(55)
        }
        try body.makeConstraints { make in
            make.top.equalTo(title.layout.bottom).offset(8)
            make.leading.trailing.equalTo(title)
            make.height.equalTo(100)
        }
        try footer.makeConstraints { make in
            make.top.equalTo(body.bottomAnchor).offset(4)   // an anchor works as a target too
            make.directionalHorizontalEdges.equalToSuperview()
            make.height.equalTo(title).multipliedBy(2)
        }
        layout()
        #expect(body.frame == Rect(x: 0, y: 63, width: 375, height: 100))
        #expect(footer.frame == Rect(x: 0, y: 167, width: 375, height: 110))
    }

    @Test func edgesInset() throws {
        let a = add("a"), b = add("b")
        try a.makeConstraints { $0.edges.equalToSuperview().inset(10) }
        try b.makeConstraints { $0.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        layout()
        #expect(a.frame == Rect(x: 10, y: 10, width: 355, height: 647))
        #expect(b.frame == Rect(x: 2, y: 1, width: 369, height: 663))
    }

    @Test func horizontalAndVerticalEdgesWithSizeInsets() throws {
        // inset on width/height shrinks by both sides: 375 − 2×20 = 335 wide.
        let a = add("a")
        try a.makeConstraints { make in
            make.width.equalToSuperview().inset(20)
            make.centerX.equalToSuperview()
            make.verticalEdges.equalToSuperview().inset(100)
        }
        layout()
        #expect(a.frame == Rect(x: 20, y: 100, width: 335, height: 467))
    }

    @Test func sizeAndCenter() throws {
        // Centre of 375×667 is (187.5, 333.5).
        let a = add("a"), b = add("b"), c = add("c")
        try a.makeConstraints { make in
            make.size.equalTo(Size(width: 100, height: 50))
            make.center.equalToSuperview()
        }
        try b.makeConstraints { make in
            make.size.equalTo(a)
            make.center.equalToSuperview().offset(10)
        }
        try c.makeConstraints { make in
            make.width.height.equalTo(50)
            make.center.equalTo(Point(x: -20, y: 30))   // offset from the superview's centre
        }
        layout()
        #expect(a.frame == Rect(x: 137.5, y: 308.5, width: 100, height: 50))
        #expect(b.frame == Rect(x: 147.5, y: 318.5, width: 100, height: 50))
        #expect(c.frame == Rect(x: 142.5, y: 338.5, width: 50, height: 50))
    }

    @Test func constantForALocationRelatesToTheSuperview() throws {
        // SnapKit's rule: `make.left.equalTo(15)` means 15 from the superview's left.
        let a = add("a")
        try a.makeConstraints { make in
            make.left.equalTo(15)
            make.top.equalTo(30)
            make.width.equalTo(40)
            make.height.equalTo(20.5)
        }
        layout()
        #expect(a.frame == Rect(x: 15, y: 30, width: 40, height: 20.5))
    }

    @Test func multipliedByAndDividedBy() throws {
        let a = add("a"), b = add("b")
        try a.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalToSuperview().dividedBy(2)
        }
        try b.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(window.layout.width).dividedBy(3)
            make.height.equalTo(a.layout.width).multipliedBy(0.2)
        }
        layout()
        #expect(a.frame == Rect(x: 0, y: 0, width: 187.5, height: 333.5))
        #expect(b.frame == Rect(x: 0, y: 0, width: 125, height: 37.5))
    }

    @Test func relationsAndPriorities() throws {
        // width == 100 @250 loses to width <= 80 (required); height >= 200 beats the 50-point
        // intrinsic height's hugging.
        let a = add("a", intrinsic: Size(width: 10, height: 50))
        try a.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(100).priority(.defaultLow)
            make.width.lessThanOrEqualTo(80)
            make.height.greaterThanOrEqualTo(200)
        }
        let b = add("b", intrinsic: Size(width: 300, height: 10))
        try b.makeConstraints { make in
            make.top.equalTo(a.layout.bottom)
            make.leading.equalToSuperview()
            make.width.lessThanOrEqualTo(a).multipliedBy(2)
        }
        layout()
        #expect(a.frame == Rect(x: 0, y: 0, width: 80, height: 200))
        #expect(b.frame == Rect(x: 0, y: 200, width: 160, height: 10))
    }

    @Test func marginsComposite() throws {
        let container = add("container")
        container.insetsLayoutMarginsFromSafeArea = false
        container.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        try container.makeConstraints { $0.edges.equalToSuperview() }
        let inner = View()
        container.addSubview(inner)
        try inner.makeConstraints { $0.edges.equalTo(container.layout.margins) }
        layout()
        #expect(inner.frame == Rect(x: 20, y: 10, width: 315, height: 627))
    }

    @Test func layoutGuideTargets() throws {
        // retina4_7's safe area: 20 points at the top (status bar), none elsewhere.
        let a = add("a"), b = add("b")
        try a.makeConstraints { $0.edges.equalTo(window.safeAreaLayoutGuide) }
        try b.makeConstraints { make in
            make.top.equalTo(window.safeAreaLayoutGuide.layout.top).offset(8)
            make.leading.trailing.equalTo(window.safeAreaLayoutGuide).inset(16)
            make.height.equalTo(44)
        }
        layout()
        #expect(a.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(b.frame == Rect(x: 16, y: 28, width: 343, height: 44))
    }

    @Test func layoutGuidesCanBeConstrainedToo() throws {
        // A spacer guide between two views, made with the DSL like a view (SnapKit allows this):
        // a 100 wide at x 0, guide 75 wide, b from x 175 to the edge (200 wide).
        let a = add("a"), b = add("b")
        let spacer = LayoutGuide(identifier: "spacer")
        window.addLayoutGuide(spacer)
        try a.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.size.equalTo(100)
        }
        try spacer.makeConstraints { make in
            make.leading.equalTo(a.layout.trailing)
            make.width.equalTo(75)
            make.top.equalToSuperview()          // the guide's owning view
            make.height.equalTo(1)
        }
        try b.makeConstraints { make in
            make.leading.equalTo(spacer.layout.trailing)
            make.trailing.top.equalToSuperview()
            make.height.equalTo(10)
        }
        layout()
        #expect(spacer.layoutFrame == Rect(x: 100, y: 0, width: 75, height: 1))
        #expect(b.frame == Rect(x: 175, y: 0, width: 200, height: 10))
        #expect(spacer.madeConstraints.count == 4)
        let loose = LayoutGuide(identifier: "loose")
        do {
            try loose.makeConstraints { $0.top.equalToSuperview() }
            Issue.record("no error")
        } catch {
            #expect(error.reason == .noSuperview && error.view == "loose" && error.attribute == .top)
        }
    }

    @Test func aspectRatio() throws {
        // 4:1 with a 300-point width → 75 high.
        let a = add("a")
        try a.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(300)
            make.aspectRatio(4, to: 1)
        }
        layout()
        #expect(a.frame == Rect(x: 0, y: 0, width: 300, height: 75))
    }

    @Test func labeledConstraintsShowTheLabel() throws {
        let a = add("a")
        let cs = try a.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(100).labeled("a.width")
            make.height.equalTo(20)
        }
        #expect(cs[2].identifier == "a.width")
        #expect(cs[2].description == "<LayoutConstraint 'a.width' a.width == 100>")
        // A conflicting constraint: the diagnostics name the labelled constraint.
        try a.makeConstraints { $0.width.equalTo(50).labeled("a.narrow") }
        layout()
        let issue = try #require(window.layoutIssues.first { $0.kind == .unsatisfiable })
        #expect(issue.constraints.contains { $0.contains("a.width") } && issue.constraints.contains { $0.contains("a.narrow") })
    }

    @Test func remakeReplacesTheMadeConstraints() throws {
        let a = add("a")
        try a.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.size.equalTo(100)
        }
        // Constraints made some other way stay untouched by remake.
        let other = a.heightAnchor.constraint(greaterThanOrEqualToConstant: 10)
        other.isActive = true
        try a.remakeConstraints { make in
            make.bottom.trailing.equalToSuperview()
            make.width.equalTo(200)
            make.height.equalTo(50)
        }
        layout()
        #expect(a.frame == Rect(x: 175, y: 617, width: 200, height: 50))
        #expect(a.madeConstraints.count == 4 && other.isActive)
    }

    @Test func remakeWithAMistakeKeepsTheOldConstraints() throws {
        let a = add("a")
        try a.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.size.equalTo(100)
        }
        #expect(throws: ConstraintDSLError.self) { try a.remakeConstraints { $0.width.equalTo(10).dividedBy(0) } }
        layout()
        #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func updateChangesConstantsInPlace() throws {
        let a = add("a")
        let made = try a.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(5)
            make.width.equalTo(100)
            make.height.equalTo(55).priority(500)
        }
        layout()
        let updated = try a.updateConstraints { make in
            make.height.equalTo(80).priority(600)
            make.top.equalToSuperview().offset(12)
        }
        layout()
        #expect(a.frame == Rect(x: 5, y: 12, width: 100, height: 80))
        // Same objects: only the constants and the priority changed.
        #expect(updated[0] === made[3] && updated[1] === made[0])
        #expect(made[3].constant == 80 && made[3].priority == 600 && made[3].isActive)
    }

    @Test func updateCompositeInsets() throws {
        // SnapKit's common pattern: edges inset 10, later inset 20 — four constants updated.
        let a = add("a")
        let made = try a.makeConstraints { $0.edges.equalToSuperview().inset(10) }
        layout()
        #expect(a.frame == Rect(x: 10, y: 10, width: 355, height: 647))
        let updated = try a.updateConstraints { $0.edges.equalToSuperview().inset(20) }
        layout()
        #expect(a.frame == Rect(x: 20, y: 20, width: 335, height: 627))
        #expect(zip(made, updated).allSatisfy { $0 === $1 })
    }

    @Test func updateSwitchingRequiredToOptionalReplacesTheConstraint() throws {
        // An active constraint cannot switch between required and optional (UIKit raises);
        // updateConstraints replaces it instead.
        let a = add("a")
        let made = try a.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(100)
            make.height.equalTo(55)
        }
        let updated = try a.updateConstraints { $0.height.equalTo(70).priority(.defaultHigh) }
        layout()
        #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 70))
        #expect(!made[3].isActive && updated[0].isActive && updated[0].priority == .defaultHigh)
    }

    @Test func updateReplacesAConstraintWhoseMultiplierChanges() throws {
        // Better than SnapKit: a new multiplier replaces the constraint instead of failing.
        let a = add("a")
        let made = try a.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalToSuperview().multipliedBy(0.5).labeled("half")
            make.height.equalTo(10)
        }
        layout()
        #expect(a.frame.width == 187.5)
        let updated = try a.updateConstraints { $0.width.equalToSuperview().multipliedBy(0.2) }
        layout()
        #expect(a.frame == Rect(x: 0, y: 0, width: 75, height: 10))
        #expect(!made[2].isActive && updated[0].isActive && updated[0].multiplier == 0.2)
        #expect(updated[0].identifier == "half")               // the label carries over
        #expect(a.madeConstraints.count == 4)
    }

    @Test func updateWithoutAMatchThrowsNamingTheAttribute() throws {
        let a = add("a")
        try a.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(100)
            make.height.equalTo(55)
        }
        do {
            try a.updateConstraints { make in
                make.width.equalTo(120)
                make.centerY.equalToSuperview()    // never made
            }
            Issue.record("no error")
        } catch {
            #expect(error.reason == .noConstraintToUpdate(relation: .equal, target: "Window.centerY"))
            #expect(error.attribute == .centerY && error.view == "a")
            #expect(error.description.hasPrefix("a.centerY (TrellisTests/ConstraintDSLTests.swift:"))
            #expect(error.message.contains("found no active constraint made by makeConstraints for centerY == Window.centerY"))
        }
        layout()
        // Nothing changed: the width update that did match was not applied either.
        #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 55))
    }

    @Test func removeMadeConstraints() throws {
        let a = add("a")
        try a.makeConstraints { $0.edges.equalToSuperview() }
        a.removeMadeConstraints()
        #expect(a.madeConstraints.isEmpty && window.constraints.isEmpty)
    }

    // MARK: Mistakes are typed errors, never crashes

    @Test func madeConstraintsAreKeptOnTheirOwnViewOrGuide() throws {
        // The list lives on the item: a view made after another one was freed (which may reuse its
        // address) starts with none, and each of two views and a guide keeps only its own.
        let a = add("a"), b = add("b")
        let guide = LayoutGuide(identifier: "g")
        window.addLayoutGuide(guide)
        try a.makeConstraints { make in make.size.equalTo(10) }           // width and height: 2
        try b.makeConstraints { make in make.edges.equalToSuperview() }   // 4 edges
        try guide.makeConstraints { make in make.top.left.equalTo(a) }   // 2
        #expect((a.madeConstraints.count, b.madeConstraints.count, guide.madeConstraints.count) == (2, 4, 2))
        b.removeMadeConstraints()
        #expect((a.madeConstraints.count, b.madeConstraints.count, guide.madeConstraints.count) == (2, 0, 2))
        weak var freedList: MadeConstraintList?
        do {
            let gone = add("gone")
            try gone.makeConstraints { make in make.height.equalTo(5) }
            freedList = gone.madeConstraintList(creating: false)
            #expect(freedList != nil)
            gone.removeFromSuperview()
        }
        #expect(freedList == nil)   // freed with its view: nothing process-wide keeps it
        let fresh = add("fresh")
        #expect(fresh.madeConstraints.isEmpty)
    }

    @Test func equalToSuperviewWithoutSuperview() {
        let lonely = View()
        lonely.accessibilityIdentifier = "lonely"
        let callLine = #line + 2
        do {
            try lonely.makeConstraints { $0.top.equalToSuperview() }
            Issue.record("no error")
        } catch {
            #expect(error == ConstraintDSLError(.noSuperview, view: "lonely", attribute: .top, location: "TrellisTests/ConstraintDSLTests.swift:\(callLine)"))
            #expect(error.description == "lonely.top (TrellisTests/ConstraintDSLTests.swift:\(callLine)): the view has no superview to relate to")
        }
        #expect(throws: ConstraintDSLError.self) { try lonely.makeConstraints { $0.left.equalTo(10) } }
    }

    @Test func mistakesActivateNothing() throws {
        let a = add("a"), b = add("b")
        let elsewhere = View()
        func reason(_ build: (ConstraintMaker) -> Void) -> ConstraintDSLError.Reason? {
            do { try a.makeConstraints(build); return nil } catch { return error.reason }
        }
        #expect(reason { $0.top.equalToSuperview(); $0.width.equalTo(10).dividedBy(0) } == .invalidValue("cannot divide by 0"))
        #expect(reason { $0.top.equalTo(Size(width: 1, height: 1)) } == .constantDoesNotFit("a size"))
        #expect(reason { $0.width.equalTo(Point(x: 1, y: 1)) } == .constantDoesNotFit("a point"))
        #expect(reason { _ = $0.top } == .missingRelation)
        #expect(reason { $0.top.equalTo(b.layout.leading) } == .invalidConstraint(.invalidPairing(.top, .leading)))
        #expect(reason { $0.edges.equalTo(b.layout.size) } == .noMatchingTargetAttribute([.width, .height]))
        #expect(reason { $0.width.equalTo(10).priority(0) } == .invalidPriority(0))
        #expect(reason { $0.width.equalTo(Double.nan) } == .invalidConstraint(.nonFinite("constant nan")))
        #expect(reason { $0.aspectRatio(1, to: 0) } == .invalidValue("aspect ratio 1:0 must use positive finite numbers"))
        #expect(reason { $0.top.equalToSuperview(); $0.width.equalTo(elsewhere) } == .invalidConstraint(.noCommonAncestor("a", "View")))
        let chain = { (make: ConstraintMaker) in
            let c = make.top
            c.equalToSuperview()
            c.equalTo(b)
        }
        #expect(reason(chain) == .relationAlreadySet)
        #expect(a.madeConstraints.isEmpty && window.constraints.isEmpty)
    }
}
