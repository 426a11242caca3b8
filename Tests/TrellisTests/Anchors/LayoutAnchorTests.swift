import Testing
@testable import Trellis

/// Anchors build the same constraints as the long initializer; their types (x axis, y axis,
/// dimension) make invalid pairs impossible to write.
@MainActor
struct LayoutAnchorTests {
    @Test func anchorConstraintsCarryItemsAndAttributes() {
        let w = LayoutFixture.window()
        let a = LayoutFixture.constrained("a", in: w)
        let c = a.centerXAnchor.constraint(lessThanOrEqualTo: w.trailingAnchor, constant: -4)
        #expect(c.firstItem === a && c.firstAttribute == .centerX)
        #expect(c.secondItem === w && c.secondAttribute == .trailing)
        #expect(c.relation == .lessThanOrEqual && c.multiplier == 1 && c.constant == -4)
        #expect(c.priority == .required && !c.isActive)
        let d = a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        #expect(d.secondItem == nil && d.secondAttribute == .notAnAttribute && d.constant == 44)
        #expect(a.firstBaselineAnchor.attribute == .firstBaseline && a.lastBaselineAnchor.attribute == .lastBaseline)
    }

    @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
        let w = LayoutFixture.window()
        let a = LayoutFixture.constrained("a", in: w), b = LayoutFixture.constrained("b", in: w)
        let c = LayoutFixture.constrained("c", in: w)
        LayoutConstraint.activate(LayoutFixture.place(a, in: w, x: 10, y: 10, width: 50, height: 20) + [
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 10),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2),
            c.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 1),
            c.leadingAnchor.constraint(lessThanOrEqualTo: b.trailingAnchor, constant: 8),
            c.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1),
            c.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1),
            c.widthAnchor.constraint(equalToConstant: 5), c.heightAnchor.constraint(equalToConstant: 5),
        ])
        w.layoutIfNeeded()
        // b: x = 60 + 8, y = 30 + 16, width 50 × 0.5 + 10, height 20 × 2.
        #expect(b.frame == Rect(x: 68, y: 46, width: 35, height: 40))
        // c: both inequalities meet at 8 after b (103 + 8, 86 + 8).
        #expect(c.frame == Rect(x: 111, y: 94, width: 5, height: 5))
    }

    @Test func dimensionInequalitiesAgainstAnotherDimension() {
        let w = LayoutFixture.window()
        let a = LayoutFixture.constrained("a", in: w)
        let wish = a.widthAnchor.constraint(equalToConstant: 1000)
        wish.priority = .defaultHigh
        LayoutConstraint.activate([a.leftAnchor.constraint(equalTo: w.leftAnchor), a.topAnchor.constraint(equalTo: w.topAnchor),
                                   a.heightAnchor.constraint(equalToConstant: 10),
                                   a.widthAnchor.constraint(lessThanOrEqualTo: w.widthAnchor, multiplier: 0.5, constant: 12.5),
                                   wish])
        w.layoutIfNeeded()
        // At most 375 / 2 + 12.5 = 200.
        #expect(a.frame == Rect(x: 0, y: 0, width: 200, height: 10))
    }
}
