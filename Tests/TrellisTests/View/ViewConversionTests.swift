import Testing
import Trellis

/// convert(_:to:) / convert(_:from:) across levels, with bounds origins and transforms on the path.
@Suite("Coordinate conversion")
struct ViewConversionTests {
    /// window (0,0,320,480) ⊃ a at (10,20) 200×200 ⊃ b at (5,5) 100×100 with bounds origin (0,10) ⊃ c at (1,2) 10×10.
    func tree() -> (Window, View, View, View) {
        let window = Window(screen: Screen(device: Device.named("retina3_5")!))
        let a = View(frame: Rect(x: 10, y: 20, width: 200, height: 200))
        let b = View(frame: Rect(x: 5, y: 5, width: 100, height: 100))
        b.bounds.origin = Point(x: 0, y: 10)
        let c = View(frame: Rect(x: 1, y: 2, width: 10, height: 10))
        window.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        return (window, a, b, c)
    }

    @Test("three levels down: frame origins add up and bounds origins are subtracted")
    func threeLevels() {
        let (window, a, b, c) = tree()
        // c's (0,0) in b: (1, 2); in a: b.frame.origin + (1, 2) − b.bounds.origin = (5+1, 5+2−10) = (6, −3);
        // in the window: (10+6, 20−3) = (16, 17).
        #expect(c.convert(Point.zero, to: b) == Point(x: 1, y: 2))
        #expect(c.convert(Point.zero, to: a) == Point(x: 6, y: -3))
        #expect(c.convert(Point.zero, to: window) == Point(x: 16, y: 17))
        #expect(c.convert(Point.zero, to: nil) == Point(x: 16, y: 17))
        #expect(c.convert(Point(x: 16, y: 17), from: nil) == Point.zero)
        #expect(a.convert(Point(x: 6, y: -3), to: c) == Point.zero)
    }

    @Test("sibling branches convert through their common ancestor")
    func siblings() {
        let (window, _, _, c) = tree()
        let d = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(d)
        // c's origin is (16, 17) in the window; d's origin is (100, 100): in d that is (−84, −83).
        #expect(c.convert(Point.zero, to: d) == Point(x: -84, y: -83))
        #expect(d.convert(Point(x: -84, y: -83), to: c) == Point.zero)
    }

    @Test("rect conversion across levels")
    func rects() {
        let (window, _, _, c) = tree()
        #expect(c.convert(c.bounds, to: window) == Rect(x: 16, y: 17, width: 10, height: 10))
        #expect(window.convert(Rect(x: 16, y: 17, width: 10, height: 10), to: c) == c.bounds)
    }

    @Test("a scaled and rotated view: points map through the transform around the centre, and back")
    func transforms() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let v = View(frame: Rect(x: 100, y: 100, width: 100, height: 50))   // centre (150, 125)
        root.addSubview(v)
        v.transform = AffineTransform(scaleX: 2, y: 2)
        // Local (0, 0) is (−50, −25) from the centre; scaled ×2 → (−100, −50) → (50, 75) in root.
        #expect(v.convert(Point.zero, to: root) == Point(x: 50, y: 75))
        v.transform = AffineTransform(rotationAngle: .pi / 2)
        // (−50, −25) rotated +90° → (25, −50) → (175, 75).
        let p = v.convert(Point.zero, to: root)
        #expect(abs(p.x - 175) < 1e-9 && abs(p.y - 75) < 1e-9)
        let back = v.convert(p, from: root)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
        // The converted bounds are the frame (bounding box).
        let r = v.convert(v.bounds, to: root)
        #expect(abs(r.minX - v.frame.minX) < 1e-9 && abs(r.height - v.frame.height) < 1e-9)
    }

    @Test("views in separate hierarchies relate through their roots' bounds coordinates (like two windows on one screen)")
    func separateRoots() {
        let a = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let b = View(frame: Rect(x: 30, y: 0, width: 50, height: 50))
        let inA = View(frame: Rect(x: 5, y: 5, width: 5, height: 5))
        a.addSubview(inA)
        // inA's origin is (5, 5) in its root a's space; b is a root, so (5, 5) in b too — the roots' own
        // frames play no part.
        #expect(inA.convert(Point.zero, to: nil) == Point(x: 5, y: 5))
        #expect(b.convert(Point.zero, from: inA) == Point(x: 5, y: 5))
        #expect(inA.convert(Point(x: 5, y: 5), from: b) == Point.zero)
    }
}
