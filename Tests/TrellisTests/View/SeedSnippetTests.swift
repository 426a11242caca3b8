import Testing
import Trellis

/// The snippets of seeds 001 and 003 that need no constraints, translated line by line from Objective-C.
@Suite("Seed snippets")
struct SeedSnippetTests {
    /// Seed 001:
    /// ```
    /// UIScreen * screen = [UIScreen mainScreen];
    /// CGSize size = screen.bounds.size;
    /// CGPoint orgion = CGPointMake(0, 0);
    /// CGRect frame; frame.origin = orgion; frame.size = size;
    /// UIWindow * window = [[UIWindow alloc]initWithFrame:frame];
    /// ```
    @Test("seed 001: a window framed from the screen's bounds sits at the screen's origin and fills it")
    func windowFromScreen() throws {
        let screen = Screen(device: try #require(Device.named("iPhone 4s")))
        let size = screen.bounds.size
        let orgion = Point(x: 0, y: 0)
        let frame = Rect(origin: orgion, size: size)
        let window = Window(frame: frame, screen: screen)
        // "参考系大小为480×320": the iPhone 4 coordinate system is 320 × 480 points (640 × 960 pixels).
        #expect(window.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.screen === screen)
    }

    /// Seed 001: `UIView * redView = [[UIView alloc]initWithFrame:CGRectMake(50, 50, 100, 100)];` — "offset
    /// (50, 50) from the superview's top-left corner, size 100 × 100; its place on screen depends on the superview".
    @Test("seed 001: redView is offset (50, 50) from its superview; on screen it adds the superview's offset")
    func redView() {
        let window = Window(screen: Screen(device: Device.named("retina3_5")!))
        let holder = View(frame: Rect(x: 20, y: 30, width: 200, height: 200))
        let redView = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(holder)
        holder.addSubview(redView)
        // "default bounds is zero origin, frame size."
        #expect(redView.bounds == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(redView.frame.origin == Point(x: 50, y: 50))
        #expect(redView.convert(Point.zero, to: nil) == Point(x: 70, y: 80))
        // "clipsToBounds … Default is NO." / "autoresizesSubviews … default is YES." / "autoresizingMask … default is None"
        #expect(redView.clipsToBounds == false)
        #expect(redView.autoresizesSubviews == true)
        #expect(redView.autoresizingMask == [])
    }

    /// Seed 001: "如果通过代码改变其值为(10,10)…原点向上移动10个点，向左移动10个点" — with the superview's bounds origin at
    /// (10, 10) its subviews show 10 points up and 10 points left, their frames unchanged.
    @Test("seed 001: superview bounds (10, 10, w, h) shows its subviews 10 points up and left")
    func boundsOrigin() {
        let window = Window(screen: Screen(device: Device.named("retina4_7")!))
        let superview = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let redView = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(superview)
        superview.addSubview(redView)
        superview.bounds = Rect(x: 10, y: 10, width: 200, height: 200)
        #expect(redView.frame == Rect(x: 50, y: 50, width: 100, height: 100))
        #expect(redView.convert(redView.bounds, to: window) == Rect(x: 40, y: 40, width: 100, height: 100))
    }

    /// Seed 001: the UIViewAutoresizing enum, `None = 0` and `1 << 0` … `1 << 5`.
    @Test("seed 001: UIViewAutoresizing values")
    func enumValues() {
        #expect(AutoresizingMask().rawValue == 0)
        #expect(AutoresizingMask.flexibleLeftMargin.rawValue == 1 << 0)
        #expect(AutoresizingMask.flexibleWidth.rawValue == 1 << 1)
        #expect(AutoresizingMask.flexibleRightMargin.rawValue == 1 << 2)
        #expect(AutoresizingMask.flexibleTopMargin.rawValue == 1 << 3)
        #expect(AutoresizingMask.flexibleHeight.rawValue == 1 << 4)
        #expect(AutoresizingMask.flexibleBottomMargin.rawValue == 1 << 5)
    }

    /// Seed 001: turning portrait → landscape without compensation leaves a view misplaced; a spring (flexible
    /// left margin) keeps it at its distance from the right edge.
    @Test("seed 001: a spring keeps a right-aligned view right-aligned when the window turns to landscape")
    func springOnRotation() {
        let screen = Screen(device: Device.named("retina4_0")!)
        let window = Window(screen: screen)
        let strut = View(frame: Rect(x: 220, y: 20, width: 80, height: 30))       // 20 from the right edge
        let spring = View(frame: Rect(x: 220, y: 60, width: 80, height: 30))
        spring.autoresizingMask = .flexibleLeftMargin
        window.addSubview(strut)
        window.addSubview(spring)
        screen.rotate(to: .landscapeLeft)                                        // 320 × 568 → 568 × 320
        #expect(strut.frame == Rect(x: 220, y: 20, width: 80, height: 30))        // no longer 20 from the right
        #expect(spring.frame == Rect(x: 468, y: 60, width: 80, height: 30))       // 568 − 80 − 20 = 468
    }

    /// Seed 003: "UIViewAutoresizingFlexibleHeight || UIViewAutoresizingFlexibleTopMargin — the bottom margin is
    /// kept, the height and the top margin grow or shrink in proportion."
    @Test("seed 003: flexible height + top margin, superview shrinking")
    func seed003Shrink() {
        // Superview height 400, view y = 100, h = 200, bottom margin 100. Shrink to 250 (Δ = −150):
        // Σ = 100 + 200 = 300; top −50 → y = 50, height −100 → 100; the bottom margin stays 100.
        let superview = View(frame: Rect(x: 0, y: 0, width: 100, height: 400))
        let view = View(frame: Rect(x: 0, y: 100, width: 100, height: 200))
        view.autoresizingMask = [.flexibleHeight, .flexibleTopMargin]
        superview.addSubview(view)
        superview.frame.size.height = 250
        #expect(view.frame == Rect(x: 0, y: 50, width: 100, height: 100))
    }
}
