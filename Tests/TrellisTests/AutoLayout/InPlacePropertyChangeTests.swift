import Testing
@testable import Trellis

/// Properties that change what constraints mean — alignment insets, the layout direction,
/// margins that follow the superview's or the safe area, a simulated safe area, a scroll view's
/// guides — are followed in place: the engine (and its solver) stays the same object, the frames
/// are the ones UIKit's rules give, and a full rebuild gives the same frames.
@MainActor
struct InPlacePropertyChangeTests {
    @Test func alignmentInsetsMoveTheConstantsOfTheViewsConstraints() throws {
        // A view placed at leading 8, top 20, 100 × 30, a sibling below it centred on it, and a
        // view sized by its intrinsic 40 × 20 at (10, 100).
        let w = LayoutFixture.window()
        let v = LayoutFixture.constrained("slider", in: w)
        let below = LayoutFixture.constrained("below", in: w)
        let sized = LayoutFixture.constrained("sized", in: w, intrinsic: Size(width: 40, height: 20))
        LayoutConstraint.activate(LayoutFixture.place(v, in: w, x: 8, y: 20, width: 100, height: 30) + [
            below.topAnchor.constraint(equalTo: v.bottomAnchor), below.centerXAnchor.constraint(equalTo: v.centerXAnchor),
            below.widthAnchor.constraint(equalToConstant: 20), below.heightAnchor.constraint(equalToConstant: 10),
            sized.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 10),
            sized.topAnchor.constraint(equalTo: w.topAnchor, constant: 100),
        ])
        w.layoutIfNeeded()
        #expect(v.frame == Rect(x: 8, y: 20, width: 100, height: 30))
        let engine = try #require(w.autoLayout.engine)
        // A slider's insets (2 left and right, 1 at the bottom; AlignmentRectTests): the
        // constraints now place the alignment rectangle, so the frame grows around it, and the
        // sibling still starts at the alignment rectangle's bottom (50) and centre (58).
        v.alignmentRectInsets = AlignmentRectTests.slider
        sized.alignmentRectInsets = AlignmentRectTests.slider
        w.layoutIfNeeded()
        #expect(v.frame == Rect(x: 6, y: 20, width: 104, height: 31))
        #expect(below.frame == Rect(x: 48, y: 50, width: 20, height: 10))
        // The intrinsic size is the alignment rectangle's: 40 × 20 at (10, 100), frame 44 × 21.
        #expect(sized.frame == Rect(x: 8, y: 100, width: 44, height: 21))
        LayoutFixture.expectSameAsRebuild(w, engine: engine)
    }

    @Test func aForcedLayoutDirectionMirrorsOnlyTheConstraintsMeasuredInTheView() throws {
        // A 300 × 100 card pinned by left and top; in it a 50-wide view at leading 10 and a
        // 30-wide view at the leading margin (margins: leading 4, trailing 12). Beside the card,
        // a 20-wide view at the window's leading 320.
        let w = LayoutFixture.window()
        let card = LayoutFixture.constrained("card", in: w)
        let inner = LayoutFixture.constrained("inner", in: card)
        let atMargin = LayoutFixture.constrained("atMargin", in: card)
        let outside = LayoutFixture.constrained("outside", in: w)
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 12)
        LayoutConstraint.activate(LayoutFixture.place(card, in: w, x: 0, y: 40, width: 300, height: 100) + [
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: card.topAnchor), inner.widthAnchor.constraint(equalToConstant: 50),
            inner.heightAnchor.constraint(equalToConstant: 10),
            atMargin.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            atMargin.topAnchor.constraint(equalTo: card.topAnchor, constant: 20),
            atMargin.widthAnchor.constraint(equalToConstant: 30), atMargin.heightAnchor.constraint(equalToConstant: 10),
            outside.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 320),
            outside.topAnchor.constraint(equalTo: w.topAnchor, constant: 40),
            outside.widthAnchor.constraint(equalToConstant: 20), outside.heightAnchor.constraint(equalToConstant: 10),
        ])
        w.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 10, y: 0, width: 50, height: 10))
        #expect(atMargin.frame == Rect(x: 4, y: 20, width: 30, height: 10))
        let engine = try #require(w.autoLayout.engine)
        // Right to left in the card (UIKit's `semanticContentAttribute`): leading is the card's
        // right edge, so 300 − 10 − 50 = 240; the leading margin (4) is now on the right, so
        // 300 − 4 − 30 = 266. The view measured in the window keeps its place.
        card.semanticContentAttribute = .forceRightToLeft
        w.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 240, y: 0, width: 50, height: 10))
        #expect(atMargin.frame == Rect(x: 266, y: 20, width: 30, height: 10))
        #expect(outside.frame == Rect(x: 320, y: 40, width: 20, height: 10))
        LayoutFixture.expectSameAsRebuild(w, engine: engine)
        // And back.
        let rebuilt = try #require(w.autoLayout.engine)
        card.semanticContentAttribute = .unspecified
        w.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 10, y: 0, width: 50, height: 10))
        #expect(atMargin.frame == Rect(x: 4, y: 20, width: 30, height: 10))
        LayoutFixture.expectSameEngine(w, rebuilt)
    }

    @Test func preservingTheSuperviewsMarginsMovesTheMarginsGuide() throws {
        // A 375 × 100 card at y 100 (below the status bar) with margins 30; in it, at (10, 10),
        // a 200 × 50 panel with the default margins (8); a 20 × 10 view at the panel's margins.
        let w = LayoutFixture.window()
        let card = LayoutFixture.constrained("card", in: w)
        let panel = LayoutFixture.constrained("panel", in: card)
        let dot = LayoutFixture.constrained("dot", in: panel)
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 30, leading: 30, bottom: 8, trailing: 8)
        LayoutConstraint.activate(LayoutFixture.place(card, in: w, x: 0, y: 100, width: 375, height: 100)
                                  + LayoutFixture.place(panel, in: card, x: 10, y: 10, width: 200, height: 50) + [
            dot.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
            dot.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor),
            dot.widthAnchor.constraint(equalToConstant: 20), dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        w.layoutIfNeeded()
        #expect(dot.frame == Rect(x: 8, y: 8, width: 20, height: 10))
        let engine = try #require(w.autoLayout.engine)
        // UIKit's `preservesSuperviewLayoutMargins`: where the card's margins reach into the
        // panel, the panel's grow to them: left max(8, 30 − 10) = 20, top max(8, 30 − 10) = 20.
        panel.preservesSuperviewLayoutMargins = true
        w.layoutIfNeeded()
        #expect(dot.frame == Rect(x: 20, y: 20, width: 20, height: 10))
        LayoutFixture.expectSameAsRebuild(w, engine: engine)
    }

    @Test func aSimulatedSafeAreaAndMarginsFromItMoveOnlyTheirGuides() throws {
        // A free-form 375 × 667 top-level view, as Interface Builder simulates a notched phone
        // (44 top, 34 bottom); a view at its safe area's top and one at its top margin.
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        root.simulatedSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let bar = LayoutFixture.constrained("bar", in: root)
        let label = LayoutFixture.constrained("label", in: root)
        LayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 375), bar.heightAnchor.constraint(equalToConstant: 10),
            label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 50), label.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Margins (8) are measured from the safe area by default: 44 + 8.
        #expect(bar.frame == Rect(x: 0, y: 44, width: 375, height: 10))
        #expect(label.frame == Rect(x: 8, y: 52, width: 50, height: 10))
        let engine = try #require(root.autoLayout.engine)
        // A phone with a status bar only (20): the safe-area guide and the margins move.
        root.simulatedSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(bar.frame == Rect(x: 0, y: 20, width: 375, height: 10))
        #expect(label.frame == Rect(x: 8, y: 28, width: 50, height: 10))
        // Margins no longer measured from the safe area (`insetsLayoutMarginsFromSafeArea`): 8.
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 8, y: 8, width: 50, height: 10))
        LayoutFixture.expectSameAsRebuild(root, engine: engine)
    }

    @Test func scrollGuidesAskedForLaterAndAScrolledOffsetStayInPlace() throws {
        // A 300 × 200 scroll view at (0, 40) in a laid-out window; then a 300 × 500 column is
        // pinned to its content guide and a 20 × 20 badge 10 below the top of its frame guide.
        let w = LayoutFixture.window()
        let scroll = ScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        w.addSubview(scroll)
        LayoutConstraint.activate(LayoutFixture.place(scroll, in: w, x: 0, y: 40, width: 300, height: 200))
        w.layoutIfNeeded()
        let engine = try #require(w.autoLayout.engine)
        let column = LayoutFixture.constrained("column", in: scroll)
        let badge = LayoutFixture.constrained("badge", in: scroll)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            column.heightAnchor.constraint(equalToConstant: 500),
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        w.layoutIfNeeded()
        LayoutFixture.expectSameEngine(w, engine)
        #expect(column.frame == Rect(x: 0, y: 0, width: 300, height: 500))
        #expect(scroll.contentSize == Size(width: 300, height: 500))
        #expect(badge.frame == Rect(x: 280, y: 10, width: 20, height: 20))
        // Scrolled down 100 (UIKit's `contentOffset`): the frame guide, and the badge pinned to
        // it, move to stay in view; the column stays where the content is.
        scroll.contentOffset = Point(x: 0, y: 100)
        w.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 280, y: 110, width: 20, height: 20))
        #expect(column.frame == Rect(x: 0, y: 0, width: 300, height: 500))
        LayoutFixture.expectSameAsRebuild(w, engine: engine)
    }
}
