import Testing
@testable import Trellis

/// Layout guides are rectangles in the engine without a view (UIKit's UILayoutGuide).
@MainActor
struct LayoutGuideTests {
    @Test func equalSpacerGuidesCentreTheMiddleView() {
        // |[a 50][g1][b 75][g2][c 50]| in 375 points with g1.width == g2.width: 200 free → 100 each.
        let w = LayoutFixture.window()
        let a = LayoutFixture.constrained("a", in: w), b = LayoutFixture.constrained("b", in: w)
        let c = LayoutFixture.constrained("c", in: w)
        let g1 = LayoutGuide(identifier: "g1"), g2 = LayoutGuide(identifier: "g2")
        w.addLayoutGuide(g1); w.addLayoutGuide(g2)
        #expect(g1.owningView === w && w.layoutGuides.count == 2)
        var cs = [a.leadingAnchor.constraint(equalTo: w.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
                  g1.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.leadingAnchor.constraint(equalTo: g1.trailingAnchor),
                  b.widthAnchor.constraint(equalToConstant: 75),
                  g2.leadingAnchor.constraint(equalTo: b.trailingAnchor), c.leadingAnchor.constraint(equalTo: g2.trailingAnchor),
                  c.widthAnchor.constraint(equalToConstant: 50), c.trailingAnchor.constraint(equalTo: w.trailingAnchor),
                  g1.widthAnchor.constraint(equalTo: g2.widthAnchor)]
        for v in [a, b, c] { cs += [v.topAnchor.constraint(equalTo: w.topAnchor, constant: 30), v.heightAnchor.constraint(equalToConstant: 20)] }
        for g in [g1, g2] { cs += [g.topAnchor.constraint(equalTo: w.topAnchor), g.heightAnchor.constraint(equalToConstant: 0)] }
        LayoutConstraint.activate(cs)
        w.layoutIfNeeded()
        #expect(b.frame == Rect(x: 150, y: 30, width: 75, height: 20))
        #expect(c.frame == Rect(x: 325, y: 30, width: 50, height: 20))
        #expect(g1.layoutFrame == Rect(x: 50, y: 0, width: 100, height: 0))
        #expect(g2.layoutFrame == Rect(x: 225, y: 0, width: 100, height: 0))
    }

    @Test func guideFrameIsInItsOwnersCoordinates() {
        let w = LayoutFixture.window()
        let box = LayoutFixture.constrained("box", in: w)
        let g = LayoutGuide()
        box.addLayoutGuide(g)
        LayoutConstraint.activate(LayoutFixture.place(box, in: w, x: 40, y: 60, width: 200, height: 100) + [
            g.centerXAnchor.constraint(equalTo: box.centerXAnchor), g.centerYAnchor.constraint(equalTo: box.centerYAnchor),
            g.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            g.heightAnchor.constraint(equalToConstant: 10),
        ])
        w.layoutIfNeeded()
        #expect(g.layoutFrame == Rect(x: 50, y: 45, width: 100, height: 10))
    }

    @Test func guideOfAnotherHierarchyCannotBeRelated() {
        let w = LayoutFixture.window()
        let v = LayoutFixture.constrained("v", in: w)
        let orphan = LayoutGuide(identifier: "orphan")   // never added to a view
        #expect(throws: LayoutConstraintError.noCommonAncestor("v", "orphan")) {
            try v.topAnchor.constraint(equalTo: orphan.topAnchor).activate()
        }
    }
}
