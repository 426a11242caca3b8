import Testing
import Trellis

/// UIKit's hitTest(_:with:): front-most subview first; hidden, non-interactive or alpha < 0.01 views are
/// skipped; a point outside a view's bounds never reaches its subviews, whatever clipsToBounds says.
@Suite("Hit testing")
struct HitTestingTests {
    func scene() -> (View, View, View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let back = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let front = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        return (root, back, front)
    }

    @Test("the front-most view containing the point wins; else the receiver; outside → nil")
    func basic() {
        let (root, back, front) = scene()
        #expect(root.hitTest(Point(x: 75, y: 75)) === front)
        #expect(root.hitTest(Point(x: 25, y: 25)) === back)
        #expect(root.hitTest(Point(x: 190, y: 10)) === root)
        #expect(root.hitTest(Point(x: 200, y: 10)) == nil)       // the max edge is outside
        #expect(root.hitTest(Point(x: -1, y: 10)) == nil)
    }

    @Test("hidden, alpha < 0.01 and non-interactive views are skipped")
    func skipped() {
        let (root, back, front) = scene()
        front.isHidden = true
        #expect(root.hitTest(Point(x: 75, y: 75)) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(root.hitTest(Point(x: 75, y: 75)) === back)
        front.alpha = 0.01
        #expect(root.hitTest(Point(x: 75, y: 75)) === front)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(Point(x: 75, y: 75)) === back)
    }

    @Test("a subview sticking out of its superview is not hit outside the superview's bounds, clipsToBounds or not")
    func outsideSuperview() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let overhang = View(frame: Rect(x: 80, y: 0, width: 100, height: 20))
        root.addSubview(box)
        box.addSubview(overhang)
        #expect(!box.clipsToBounds)                               // seed 001: "Default is NO."
        #expect(root.hitTest(Point(x: 90, y: 10)) === overhang)   // inside both
        #expect(root.hitTest(Point(x: 150, y: 10)) === root)      // inside overhang, outside box
        box.clipsToBounds = true
        #expect(root.hitTest(Point(x: 150, y: 10)) === root)
    }

    @Test("hit testing honours bounds origins and transforms")
    func transformed() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let v = View(frame: Rect(x: 100, y: 100, width: 20, height: 20))   // centre (110, 110)
        root.addSubview(v)
        #expect(root.hitTest(Point(x: 135, y: 110)) === root)
        v.transform = AffineTransform(scaleX: 3, y: 3)                     // now covers 80…140
        #expect(root.hitTest(Point(x: 135, y: 110)) === v)
        root.bounds.origin = Point(x: 50, y: 0)          // hit points are in root's bounds coordinates
        #expect(root.hitTest(Point(x: 135, y: 110)) === v)
        #expect(root.hitTest(Point(x: 60, y: 110)) === root)   // inside root's bounds (50…350), not v
        #expect(v.point(inside: Point(x: 19.9, y: 0)) && !v.point(inside: Point(x: 20, y: 0)))
    }
}
