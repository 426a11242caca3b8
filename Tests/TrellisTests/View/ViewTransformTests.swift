import Testing
import Trellis

/// With a non-identity transform the frame is the bounding box of the transformed bounds around the centre
/// (Core Animation; UIKit documents the value as undefined). bounds and center are unaffected.
@Suite("View transform")
struct ViewTransformTests {
    @Test("scale: the frame scales around the centre, bounds unchanged")
    func scale() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        v.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == Rect(x: -50, y: -25, width: 200, height: 100))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == Point(x: 50, y: 25))
    }

    @Test("translation moves the frame, not the centre")
    func translation() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.transform = AffineTransform(translationX: 5, y: -5)
        #expect(v.frame == Rect(x: 5, y: -5, width: 10, height: 10))
        #expect(v.center == Point(x: 5, y: 5))
    }

    @Test("90° rotation swaps the frame's width and height (bounding box)")
    func rotation() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        v.transform = AffineTransform(rotationAngle: .pi / 2)
        let f = v.frame
        #expect(abs(f.minX - 30) < 1e-9 && abs(f.minY - -30) < 1e-9)
        #expect(abs(f.width - 40) < 1e-9 && abs(f.height - 100) < 1e-9)
        v.transform = .identity
        #expect(v.frame == Rect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test("setting frame under a transform moves the centre to the frame's middle and keeps the bounds size")
    func setFrameUnderTransform() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        v.transform = AffineTransform(rotationAngle: 0.5)
        v.frame = Rect(x: 200, y: 200, width: 10, height: 10)
        #expect(v.bounds.size == Size(width: 100, height: 40))
        #expect(v.center == Point(x: 205, y: 205))
    }

    @Test("a transform does not schedule layout (the bounds are unchanged)")
    func noLayout() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.layoutIfNeeded()
        v.transform = AffineTransform(scaleX: 3, y: 3)
        #expect(!v.needsLayout)
    }
}
