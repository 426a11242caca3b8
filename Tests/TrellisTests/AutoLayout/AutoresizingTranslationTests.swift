import Testing
@testable import Trellis

/// Views with `translatesAutoresizingMaskIntoConstraints` (the default for views made in code)
/// take part in Auto Layout through constraints that reproduce their frame and autoresizing mask
/// (UIKit's NSAutoresizingMaskLayoutConstraint): fixed parts stay, flexible parts share the
/// change of the superview's size in proportion to their current lengths.
@MainActor
struct AutoresizingTranslationTests {
    @Test func constrainedViewFollowsAnAutoresizingView() {
        let w = LayoutFixture.window()
        let header = View(frame: Rect(x: 20, y: 20, width: 335, height: 100))
        header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        w.addSubview(header)
        let body = LayoutFixture.constrained("body", in: w)
        LayoutConstraint.activate([body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
                                   body.leadingAnchor.constraint(equalTo: header.leadingAnchor),
                                   body.trailingAnchor.constraint(equalTo: header.trailingAnchor),
                                   body.heightAnchor.constraint(equalToConstant: 50)])
        w.layoutIfNeeded()
        #expect(header.frame == Rect(x: 20, y: 20, width: 335, height: 100))
        #expect(body.frame == Rect(x: 20, y: 130, width: 335, height: 50))
        // Landscape 667×375: the flexible width takes all 292 extra points (margins are fixed).
        w.screen.rotate(to: .landscapeRight)
        w.layoutIfNeeded()
        #expect(header.frame == Rect(x: 20, y: 20, width: 627, height: 100))
        #expect(body.frame == Rect(x: 20, y: 130, width: 627, height: 50))
        #expect(!header.hasAmbiguousLayout)
        // Setting the frame in code regenerates its constraints; the constrained view follows.
        header.frame = Rect(x: 10, y: 10, width: 200, height: 60)
        w.layoutIfNeeded()
        #expect(header.frame == Rect(x: 10, y: 10, width: 200, height: 60))
        #expect(body.frame == Rect(x: 10, y: 80, width: 200, height: 50))
    }

    /// Both flexible margins: left 50 and right 150 of 375 share the 292 extra points of
    /// landscape 50 : 150 → the left margin grows by 73 to 123. The same with and without an
    /// Auto Layout engine in the window.
    @Test(arguments: [false, true])
    func flexibleMarginsShareProportionally(withAutoLayout: Bool) {
        let w = LayoutFixture.window()
        let badge = View(frame: Rect(x: 50, y: 300, width: 175, height: 50))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        w.addSubview(badge)
        if withAutoLayout {
            let v = LayoutFixture.constrained("v", in: w)
            LayoutConstraint.activate(LayoutFixture.place(v, in: w, x: 0, y: 0, width: 10, height: 10))
        }
        w.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 50, y: 300, width: 175, height: 50))
        w.screen.rotate(to: .landscapeRight)
        w.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 123, y: 300, width: 175, height: 50))
        #expect((w.autoLayout.engine != nil) == withAutoLayout)
    }

    @Test func noAutoLayoutMeansNoEngine() {
        // A hierarchy with no constraints and every view translating keeps plain autoresizing.
        let w = LayoutFixture.window()
        let v = View(frame: Rect(x: 0, y: 0, width: 375, height: 44))
        v.autoresizingMask = [.flexibleWidth]
        w.addSubview(v)
        w.layoutIfNeeded()
        #expect(w.autoLayout.engine == nil)
        w.screen.rotate(to: .landscapeLeft)
        w.layoutIfNeeded()
        #expect(v.frame == Rect(x: 0, y: 0, width: 667, height: 44))
    }

    /// A view hanging off the left edge (x −100, width 200 in 375): its negative left margin
    /// weighs zero, so with flexible left margin and width the 292 extra points of landscape go
    /// to the width alone (as plain autoresizing does) → width 492. Same with and without an engine.
    @Test(arguments: [false, true])
    func negativeMarginWeighsZero(withAutoLayout: Bool) {
        let w = LayoutFixture.window()
        let v = View(frame: Rect(x: -100, y: 0, width: 200, height: 10))
        v.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        w.addSubview(v)
        if withAutoLayout {
            let c = LayoutFixture.constrained("c", in: w)
            LayoutConstraint.activate(LayoutFixture.place(c, in: w, x: 0, y: 50, width: 10, height: 10))
        }
        w.layoutIfNeeded()
        w.screen.rotate(to: .landscapeRight)
        w.layoutIfNeeded()
        #expect(v.frame == Rect(x: -100, y: 0, width: 492, height: 10))
    }
}
