import Testing
@testable import Trellis

/// Auto Layout sizes a transformed view through its bounds and center, as UIKit's engine does
/// (Apple's `UIView.transform`: "the transform property does not affect Auto Layout. Auto layout
/// calculates a view's alignment rectangle based on its untransformed frame").
struct TransformedViewLayoutTests {
    /// A 140×90 root holding a view centred in it with the given size.
    func centred(width: Double, height: Double) -> (root: View, view: View, width: LayoutConstraint) {
        let root = View(frame: Rect(x: 0, y: 0, width: 140, height: 90))
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let w = v.widthAnchor.constraint(equalToConstant: width)
        LayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor), v.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            w, v.heightAnchor.constraint(equalToConstant: height),
        ])
        return (root, v, w)
    }

    @Test func transformSetBeforeTheFirstLayoutStillGetsItsSize() {
        // 50×100 centred in 140×90: the untransformed frame is (45, −5, 50, 100). Scaled by 2 the
        // bounds stay 50×100 and the frame (a bounding box) is 100×200 around the same centre.
        // Before the fix: bounds 0×0, frame (70, 45, 0, 0).
        let (root, v, _) = centred(width: 50, height: 100)
        v.transform = AffineTransform(scaleX: 2, y: 2)
        root.layoutIfNeeded()
        #expect(v.bounds.size == Size(width: 50, height: 100))
        #expect(v.center == Point(x: 70, y: 45))
        #expect(v.untransformedFrame == Rect(x: 45, y: -5, width: 50, height: 100))
        #expect(v.frame == Rect(x: 20, y: -55, width: 100, height: 200))
    }

    @Test func widthChangeAfterTheTransformResizesTheBounds() {
        // Laid out 100×100 first, then scaled by 2, then the width constant 100 → 200: the bounds
        // become 200 wide (UIKit); before the fix they stayed 100.
        let (root, v, width) = centred(width: 100, height: 100)
        root.layoutIfNeeded()
        #expect(v.frame == Rect(x: 20, y: -5, width: 100, height: 100))
        v.transform = AffineTransform(scaleX: 2, y: 2)
        width.constant = 200
        root.layoutIfNeeded()
        #expect(v.bounds.size == Size(width: 200, height: 100))
        #expect(v.center == Point(x: 70, y: 45))
        #expect(v.untransformedFrame == Rect(x: -30, y: -5, width: 200, height: 100))
    }

    @Test func translatedTransformedViewKeepsItsUntransformedFrame() {
        // A translated view's frame becomes constraints from its untransformed frame: a view at
        // (10, 10, 40, 20) scaled by 3 next to a constrained sibling keeps bounds 40×20 and center (30, 20).
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let translated = View(frame: Rect(x: 10, y: 10, width: 40, height: 20))
        translated.transform = AffineTransform(scaleX: 3, y: 3)
        root.addSubview(translated)
        let sibling = View()
        sibling.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(sibling)
        LayoutConstraint.activate([
            sibling.leftAnchor.constraint(equalTo: translated.rightAnchor), sibling.topAnchor.constraint(equalTo: translated.bottomAnchor),
            sibling.widthAnchor.constraint(equalToConstant: 10), sibling.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(translated.bounds.size == Size(width: 40, height: 20))
        #expect(translated.center == Point(x: 30, y: 20))
        #expect(sibling.frame == Rect(x: 50, y: 30, width: 10, height: 10))
    }
}
