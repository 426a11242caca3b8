import Testing
@testable import Trellis

@Suite("View frame, bounds and center")
struct ViewFrameTests {
    @Test("init(frame:) sets bounds (0, 0, w, h) and center at the frame's middle")
    func initFrame() {
        let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == Point(x: 60, y: 45))
        #expect(v.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test("seed 001: a bounds origin of (10, 10) shifts the subview drawn at frame origin (10, 10) to the corner")
    func boundsOriginShiftsSubviews() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(parent)
        let child = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        parent.addSubview(child)
        parent.bounds.origin = Point(x: 10, y: 10)
        // The child's frame is unchanged, but its top-left corner now shows at the parent's visible (0, 0).
        #expect(child.frame == Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(child.convert(Point.zero, to: root) == Point(x: 0, y: 0))
    }
}
