import Testing
@testable import Trellis

/// frame, bounds and center follow UIKit: frame.origin = center − bounds.size / 2, frame.size = bounds.size
/// (identity transform), bounds.origin is the point shown at the top-left corner.
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

    @Test("seed 001: redView = UIView(frame: (50, 50, 100, 100)) is offset (50, 50) from its superview's corner")
    func redView() {
        let screen = Screen(device: Device.named("retina3_5")!)
        let window = Window(screen: screen)
        let holder = View(frame: Rect(x: 20, y: 30, width: 200, height: 200))
        let red = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(holder)
        holder.addSubview(red)
        #expect(red.frame.origin == Point(x: 50, y: 50))
        // Its place on screen depends on the superview: (20 + 50, 30 + 50).
        #expect(red.convert(Point.zero, to: nil) == Point(x: 70, y: 80))
        #expect(!holder.clipsToBounds)                    // "Default is NO."
    }

    @Test("seed 001: a bounds origin of (10, 10) moves the superview's coordinate origin; the subview's frame is unchanged but it shows 10 points up and left")
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

    @Test("changing bounds.size keeps the center, so the frame grows around the middle")
    func boundsSizeKeepsCenter() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v.bounds.size = Size(width: 50, height: 20)
        #expect(v.center == Point(x: 50, y: 50))
        #expect(v.frame == Rect(x: 25, y: 40, width: 50, height: 20))
    }

    @Test("moving center moves the frame, keeps the size")
    func moveCenter() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        v.center = Point(x: 0, y: 0)
        #expect(v.frame == Rect(x: -50, y: -20, width: 100, height: 40))
    }

    @Test("UIKit normalises a negative size: frame (617, 325, −275, −275) becomes (342, 50, 275, 275), bounds (−275, −275, 275, 275)")
    func negativeFrameInit() {
        let v = View(frame: Rect(x: 617, y: 325, width: -275, height: -275))
        #expect(v.frame == Rect(x: 342, y: 50, width: 275, height: 275))
        #expect(v.bounds == Rect(x: -275, y: -275, width: 275, height: 275))
        // A subview at (0, 0) therefore shows 275 points right of and below v's top-left corner, i.e. at the
        // (617, 325) corner the frame was given with.
        let root = View(frame: Rect(x: 0, y: 0, width: 667, height: 375))
        root.addSubview(v)
        let sub = View(frame: Rect(x: 0, y: 0, width: 30, height: 30))
        v.addSubview(sub)
        #expect(sub.convert(Point.zero, to: root) == Point(x: 617, y: 325))
        #expect(v.ignoredRequests.isEmpty)
    }

    @Test("a negative width set later is standardized the same way, the bounds origin moving by the width")
    func negativeFrameSet() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.frame = Rect(x: 10, y: 10, width: -4, height: 5)
        #expect(v.frame == Rect(x: 6, y: 10, width: 4, height: 5))
        #expect(v.bounds == Rect(x: -4, y: 0, width: 4, height: 5))
        // Bounds with a negative size are standardized too.
        v.bounds = Rect(x: 0, y: 0, width: 8, height: -6)
        #expect(v.bounds == Rect(x: 0, y: -6, width: 8, height: 6))
    }

    @Test("NaN or infinite geometry is ignored and recorded; nothing changes")
    func nonFinite() {
        let v = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        v.frame = Rect(x: .nan, y: 0, width: 10, height: 10)
        v.bounds = Rect(x: 0, y: 0, width: .infinity, height: 1)
        v.center = Point(x: 0, y: .nan)
        v.transform = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(v.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(v.transform.isIdentity)
        #expect(v.ignoredRequests.count == 4)
        guard case .geometry(.nonFinite(let property, _, _)) = v.ignoredRequests.first else {
            Issue.record("expected a non-finite geometry error")
            return
        }
        #expect(property == "frame")
    }

    @Test("the checked setters throw ViewGeometryError naming the property and the view")
    func checkedSetters() {
        let v = View()
        v.accessibilityIdentifier = "card"
        #expect(throws: ViewGeometryError.nonFinite(property: "center", value: "(nan, 0)", view: "View'card'")) {
            try v.setCenterChecked(Point(x: .nan, y: 0))
        }
        #expect(throws: ViewGeometryError.self) { try v.setFrameChecked(Rect(x: 0, y: 0, width: .infinity, height: 0)) }
        #expect(throws: ViewGeometryError.self) { try v.setBoundsChecked(Rect(x: .nan, y: 0, width: 0, height: 0)) }
        #expect(throws: ViewGeometryError.self) {
            try v.setTransformChecked(AffineTransform(translationX: .infinity, y: 0))
        }
        #expect(v.ignoredRequests.isEmpty)          // thrown, not recorded
    }

    @Test("a non-finite init frame gives a zero frame and a recorded error")
    func nonFiniteInit() {
        let v = View(frame: Rect(x: .nan, y: 0, width: 1, height: 1))
        #expect(v.frame == .zero)
        #expect(v.ignoredRequests.count == 1)
    }

    @Test("sizeToFit keeps the origin and takes sizeThatFits")
    func sizeToFit() {
        final class Fixed: View {
            override func sizeThatFits(_ size: Size) -> Size { Size(width: 42, height: 7) }
        }
        let v = Fixed(frame: Rect(x: 5, y: 6, width: 100, height: 100))
        v.sizeToFit()
        #expect(v.frame == Rect(x: 5, y: 6, width: 42, height: 7))
        let plain = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        plain.sizeToFit()
        #expect(plain.frame == Rect(x: 1, y: 2, width: 3, height: 4))   // default: the current size
    }
}
