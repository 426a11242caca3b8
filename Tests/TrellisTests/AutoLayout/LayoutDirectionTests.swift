import Testing
@testable import Trellis

/// Leading and trailing follow the layout direction: right to left, `leading + 20` is 20 points
/// in from the right edge and `trailing` is the left side (UIKit's semanticContentAttribute /
/// effectiveUserInterfaceLayoutDirection). Left and right never flip.
@MainActor
struct LayoutDirectionTests {
    func layout(_ attribute: SemanticContentAttribute) -> (View, View, View) {
        let w = LayoutFixture.window()
        let a = LayoutFixture.constrained("a", in: w), b = LayoutFixture.constrained("b", in: w)
        let fixed = LayoutFixture.constrained("fixed", in: w)
        for v in [w, a, b, fixed] { v.semanticContentAttribute = attribute }
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.widthAnchor.constraint(equalToConstant: 50),
            fixed.leftAnchor.constraint(equalTo: w.leftAnchor, constant: 5),
            fixed.widthAnchor.constraint(equalToConstant: 10),
        ] + [a, b, fixed].flatMap { [$0.topAnchor.constraint(equalTo: w.topAnchor), $0.heightAnchor.constraint(equalToConstant: 40)] })
        w.layoutIfNeeded()
        return (a, b, fixed)
    }

    @Test func leftToRight() {
        let (a, b, fixed) = layout(.forceLeftToRight)
        #expect(a.frame == Rect(x: 20, y: 0, width: 100, height: 40))
        #expect(b.frame == Rect(x: 128, y: 0, width: 50, height: 40))
        #expect(fixed.frame == Rect(x: 5, y: 0, width: 10, height: 40))
    }

    @Test func rightToLeftFlipsLeadingAndTrailing() {
        // a: right edge 375 − 20 = 355 → x 255. b: right edge = a's left − 8 = 247 → x 197.
        let (a, b, fixed) = layout(.forceRightToLeft)
        #expect(a.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(a.frame == Rect(x: 255, y: 0, width: 100, height: 40))
        #expect(b.frame == Rect(x: 197, y: 0, width: 50, height: 40))
        #expect(fixed.frame == Rect(x: 5, y: 0, width: 10, height: 40))
    }

    @Test func directionalMarginsResolveByDirection() {
        let v = View()
        v.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30)
        #expect(v.layoutMargins == EdgeInsets(top: 1, left: 10, bottom: 2, right: 30))
        v.semanticContentAttribute = .forceRightToLeft
        #expect(v.layoutMargins == EdgeInsets(top: 1, left: 30, bottom: 2, right: 10))
    }
}
