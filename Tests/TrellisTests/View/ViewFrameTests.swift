import Testing
import Trellis

/// frame, bounds and center follow UIKit: with the identity transform frame.origin = center − bounds.size / 2
/// and frame.size = bounds.size; bounds.origin is the point shown at the top-left corner.
@Suite("View frame, bounds and center")
struct ViewFrameTests {
    @Test("init(frame:) sets bounds (0, 0, w, h) and center at the frame's middle")
    func initFrame() {
        let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == Point(x: 60, y: 45))
        #expect(v.frame == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(View().frame == .zero)
    }

    @Test("seed 001: a bounds origin of (10, 10) moves the subviews' reference origin; their frames are unchanged")
    func boundsOriginShiftsSubviews() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(parent)
        let child = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        parent.addSubview(child)
        #expect(child.convert(Point.zero, to: root) == Point(x: 10, y: 10))
        parent.bounds.origin = Point(x: 10, y: 10)
        #expect(child.frame == Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(child.convert(Point.zero, to: root) == Point(x: 0, y: 0))
        #expect(parent.frame == Rect(x: 0, y: 0, width: 200, height: 200))   // the parent itself does not move
    }

    @Test("setting frame sets center and bounds.size, keeping bounds.origin")
    func setFrame() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.bounds.origin = Point(x: 5, y: 5)
        v.frame = Rect(x: 100, y: 200, width: 40, height: 20)
        #expect(v.center == Point(x: 120, y: 210))
        #expect(v.bounds == Rect(x: 5, y: 5, width: 40, height: 20))
    }

    @Test("changing bounds.size keeps the center, so the frame grows or shrinks around the middle")
    func boundsSizeKeepsCenter() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v.bounds.size = Size(width: 50, height: 20)
        #expect(v.center == Point(x: 50, y: 50))
        #expect(v.frame == Rect(x: 25, y: 40, width: 50, height: 20))
    }

    @Test("moving center moves the frame and keeps the size")
    func moveCenter() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        v.center = Point(x: 0, y: 0)
        #expect(v.frame == Rect(x: -50, y: -20, width: 100, height: 40))
    }

    @Test("a negative size is standardized: frame (100, 100, −50, −20) is (50, 80, 50, 20)")
    func negativeSizes() {
        let v = View(frame: Rect(x: 100, y: 100, width: -50, height: -20))
        #expect(v.frame == Rect(x: 50, y: 80, width: 50, height: 20))
        #expect(v.bounds.size == Size(width: 50, height: 20))
        v.frame = Rect(x: 10, y: 10, width: -4, height: 5)
        #expect(v.frame == Rect(x: 6, y: 10, width: 4, height: 5))
        v.bounds = Rect(x: 0, y: 0, width: 8, height: -6)
        #expect(v.bounds == Rect(x: 0, y: -6, width: 8, height: 6))
    }

    @Test("NaN or infinite geometry is ignored: frame, bounds, center and transform keep their values")
    func nonFinite() {
        let v = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        v.frame = Rect(x: .nan, y: 0, width: 10, height: 10)
        v.bounds = Rect(x: 0, y: 0, width: .infinity, height: 1)
        v.center = Point(x: 0, y: .nan)
        v.transform = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        v.transform = AffineTransform(translationX: .infinity, y: 0)
        #expect(v.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 3, height: 4))
        #expect(v.transform.isIdentity)
        #expect(View(frame: Rect(x: .nan, y: 0, width: 1, height: 1)).frame == .zero)
    }
}
