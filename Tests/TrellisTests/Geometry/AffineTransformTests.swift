import Testing
import Trellis

/// `AffineTransform` follows `CGAffineTransform`: row-vector convention, `x' = a·x + c·y + tx`.
@Suite("AffineTransform")
struct AffineTransformTests {
    @Test("identity")
    func identity() {
        #expect(AffineTransform.identity.isIdentity)
        #expect(Point(x: 3, y: 4).applying(.identity) == Point(x: 3, y: 4))
        #expect(!AffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test("translation, scale, rotation of a point")
    func basics() {
        #expect(Point(x: 1, y: 2).applying(AffineTransform(translationX: 10, y: 20)) == Point(x: 11, y: 22))
        #expect(Point(x: 1, y: 2).applying(AffineTransform(scaleX: 3, y: -1)) == Point(x: 3, y: -2))
        // +90° turns +x into +y (clockwise on a y-down screen): (1, 0) → (0, 1).
        let p = Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test("concatenating applies self first, then the argument (CGAffineTransformConcat)")
    func concatenating() {
        let scale = AffineTransform(scaleX: 2, y: 2), move = AffineTransform(translationX: 10, y: 0)
        // scale then move: (1, 1) → (2, 2) → (12, 2)
        #expect(Point(x: 1, y: 1).applying(scale.concatenating(move)) == Point(x: 12, y: 2))
        // move then scale: (1, 1) → (11, 1) → (22, 2)
        #expect(Point(x: 1, y: 1).applying(move.concatenating(scale)) == Point(x: 22, y: 2))
    }

    @Test("inverted undoes the transform; a singular transform is returned unchanged")
    func inverted() {
        let t = AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(scaleX: 2, y: 0.5))
            .concatenating(AffineTransform(translationX: 7, y: -3))
        let p = Point(x: 5, y: 9).applying(t).applying(t.inverted())
        #expect(abs(p.x - 5) < 1e-9 && abs(p.y - 9) < 1e-9)
        let singular = AffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test("a rectangle maps to the bounding box of its corners")
    func rectBoundingBox() {
        // 45° rotation of a 10×10 square at the origin: x ∈ [−7.07, 7.07], y ∈ [0, 14.14].
        let box = Rect(x: 0, y: 0, width: 10, height: 10).applying(AffineTransform(rotationAngle: .pi / 4))
        let half = 10 / 2.0.squareRoot()
        #expect(abs(box.minX + half) < 1e-9 && abs(box.maxX - half) < 1e-9)
        #expect(abs(box.minY) < 1e-9 && abs(box.maxY - 2 * half) < 1e-9)
    }
}
