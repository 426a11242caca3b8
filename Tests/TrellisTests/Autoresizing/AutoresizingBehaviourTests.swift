import Testing
import Trellis

@Suite("Autoresizing in a hierarchy")
struct AutoresizingBehaviourTests {
    @Test("seed 001 defaults: autoresizesSubviews is true, autoresizingMask is none")
    func defaults() {
        let v = View()
        #expect(v.autoresizesSubviews)
        #expect(v.autoresizingMask == [])
    }

    @Test("autoresizesSubviews = false leaves the subviews alone")
    func disabled() {
        let (parent, child) = superview(holding: Rect(x: 10, y: 10, width: 30, height: 30), [.flexibleWidth, .flexibleHeight])
        parent.autoresizesSubviews = false
        parent.frame.size = Size(width: 200, height: 200)
        #expect(child.frame == Rect(x: 10, y: 10, width: 30, height: 30))
    }

    @Test("moving the superview or changing its bounds origin does not autoresize (only a size change does)")
    func onlySizeChanges() {
        let (parent, child) = superview(holding: Rect(x: 10, y: 10, width: 30, height: 30), [.flexibleLeftMargin, .flexibleWidth])
        parent.center = Point(x: 500, y: 500)
        parent.bounds.origin = Point(x: 7, y: 7)
        parent.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(child.frame == Rect(x: 10, y: 10, width: 30, height: 30))
    }

    @Test("nested: a flexible container passes its own size change on to its subviews")
    func nested() {
        // root 320×480 → 480×320. container fills the root (flexible width and height); the badge sits
        // 10 from the right edge (flexible left and bottom margins); the bar is pinned to the bottom.
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let container = View(frame: root.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let badge = View(frame: Rect(x: 270, y: 10, width: 40, height: 20))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let bar = View(frame: Rect(x: 0, y: 430, width: 320, height: 50))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(container)
        container.addSubview(badge)
        container.addSubview(bar)
        root.bounds.size = Size(width: 480, height: 320)
        #expect(container.frame == Rect(x: 0, y: 0, width: 480, height: 320))
        // badge: the left margin takes Δx = +160 → x = 430; the bottom margin takes Δy = −160 → y stays 10.
        #expect(badge.frame == Rect(x: 430, y: 10, width: 40, height: 20))
        // bar: the width takes +160 → 480; the top margin takes −160 → y = 270 (still flush with the bottom).
        #expect(bar.frame == Rect(x: 0, y: 270, width: 480, height: 50))
    }

    @Test("seed 003: flexibleHeight | flexibleTopMargin keeps the bottom margin and shares Δ in proportion")
    func seed003TopAndHeight() {
        // Superview 100 tall, view y = 20, h = 40, bottom margin 40. Height grows by 60 (→ 160):
        // Σ = 20 + 40 = 60, top gets 60·20/60 = 20 → y = 40, height gets 40 → 80; bottom margin stays 40.
        let (parent, child) = superview(holding: Rect(x: 0, y: 20, width: 100, height: 40), [.flexibleHeight, .flexibleTopMargin])
        parent.bounds.size.height = 160
        #expect(child.frame == Rect(x: 0, y: 40, width: 100, height: 80))
        #expect(parent.bounds.height - child.frame.maxY == 40)
    }

    @Test("a transformed subview is left alone (UIKit: its autoresizing is undefined)")
    func transformedSubview() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 40, y: 45, width: 20, height: 10))
        child.transform = AffineTransform(scaleX: 2, y: 2)
        child.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin]
        parent.addSubview(child)
        parent.bounds.size.width = 200
        #expect(child.frame == Rect(x: 30, y: 40, width: 40, height: 20))
    }

    @Test("autoresized frames land on the screen's pixel grid: 2× gives half points")
    func pixelGrid() throws {
        // iPhone 8 (2×). A 100-wide container grows to 101 with left + width + right flexible around a 33.3
        // view: exact x = 33.3 + 1·33.3/100 = 33.633 → 33.5; right edge 66.6 + 0.666 = 67.266 → 67
        // (each edge floored to the grid, AppKit's rule recorded in GNUstep's autoresizeRounding.m).
        let window = Window(screen: Screen(device: try #require(Device.named("retina4_7"))))
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 33.3, y: 0, width: 33.3, height: 10))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        window.addSubview(parent)
        parent.addSubview(child)
        parent.frame.size.width = 101
        #expect(child.frame == Rect(x: 33.5, y: 0, width: 33.5, height: 10))
    }
}
