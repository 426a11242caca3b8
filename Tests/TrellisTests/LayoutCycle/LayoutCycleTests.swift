import Testing
import Trellis

/// Shared log of layout events, in order.
final class EventLog {
    var events: [String] = []
}

/// A view that logs its layoutSubviews / updateConstraints calls under its name.
final class TracingView: View {
    let name: String
    let log: EventLog
    var onLayout: ((TracingView) -> Void)?

    init(_ name: String, _ log: EventLog, frame: Rect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.events.append("layout \(name)")
        onLayout?(self)
    }

    override func updateConstraints() {
        log.events.append("update \(name)")
        super.updateConstraints()
    }
}

/// UIKit's layout cycle: requests (setNeedsLayout, bounds size changes, rotation, adding and removing
/// subviews) only schedule; layoutIfNeeded runs the update-constraints pass bottom-up, then layoutSubviews
/// top-down, once per scheduled view.
@Suite("Layout cycle")
struct LayoutCycleTests {
    /// root 300 ⊃ mid 200 ⊃ leaf 100, laid out once, log cleared.
    func tree(_ log: EventLog) -> (TracingView, TracingView, TracingView) {
        let root = TracingView("root", log, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let mid = TracingView("mid", log, frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let leaf = TracingView("leaf", log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(mid)
        mid.addSubview(leaf)
        root.layoutIfNeeded()
        log.events = []
        return (root, mid, leaf)
    }

    @Test("the first pass updates constraints bottom-up, then lays out every view top-down, once")
    func firstPass() {
        let log = EventLog()
        let root = TracingView("root", log, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let child = TracingView("child", log, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        #expect(log.events.isEmpty)                  // nothing runs until layoutIfNeeded
        root.layoutIfNeeded()
        #expect(log.events == ["update child", "update root", "layout root", "layout child"])
        #expect(!root.needsLayout && !child.needsLayout)
        #expect(root.layoutSubviewsCount == 1 && child.layoutSubviewsCount == 1)
    }

    @Test("nothing is laid out twice when nothing changed")
    func idempotent() {
        let log = EventLog()
        let (root, mid, leaf) = tree(log)
        root.layoutIfNeeded()
        leaf.layoutIfNeeded()
        #expect(log.events.isEmpty)
        #expect([root, mid, leaf].map(\.layoutSubviewsCount) == [1, 1, 1])
    }

    @Test("setNeedsLayout schedules one view; it runs layoutSubviews once however often it was asked")
    func explicitRequest() {
        let log = EventLog()
        let (root, mid, _) = tree(log)
        mid.setNeedsLayout()
        mid.setNeedsLayout()
        #expect(mid.needsLayout && !root.needsLayout)
        root.layoutIfNeeded()
        #expect(log.events == ["layout mid"])
    }

    @Test("a bounds size change schedules layout; moving, a bounds origin change and a transform do not")
    func triggers() {
        let log = EventLog()
        let (root, mid, leaf) = tree(log)
        mid.center = Point(x: 10, y: 10)
        mid.bounds.origin = Point(x: 5, y: 5)
        mid.transform = AffineTransform(scaleX: 2, y: 2)
        mid.frame.origin = Point(x: 3, y: 3)
        root.layoutIfNeeded()
        #expect(log.events.isEmpty)
        leaf.frame.size = Size(width: 50, height: 50)
        #expect(leaf.needsLayout)
        #expect(!mid.needsLayout)                     // a subview's resize does not schedule its superview
        root.layoutIfNeeded()
        #expect(log.events == ["layout leaf"])
        leaf.bounds.size = Size(width: 50, height: 50)   // the same size: no request
        #expect(!leaf.needsLayout)
    }

    @Test("adding a subview schedules both views; removing one schedules the former superview")
    func addRemove() {
        let log = EventLog()
        let (root, mid, leaf) = tree(log)
        leaf.removeFromSuperview()
        #expect(mid.needsLayout)
        root.layoutIfNeeded()
        #expect(log.events == ["layout mid"])
        log.events = []
        root.addSubview(leaf)
        #expect(root.needsLayout && leaf.needsLayout)
        root.layoutIfNeeded()
        #expect(log.events == ["layout root", "layout leaf"])
    }

    @Test("top-down: a child resized by its parent's layoutSubviews is laid out in the same pass, after it")
    func topDown() {
        let log = EventLog()
        let (root, mid, leaf) = tree(log)
        root.onLayout = { _ in mid.frame = Rect(x: 0, y: 0, width: 250, height: 250) }
        mid.onLayout = { me in leaf.frame.size.width = me.bounds.width / 2 }   // `me`, not `mid`: no cycle
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.events == ["layout root", "layout mid", "layout leaf"])
        #expect(leaf.frame == Rect(x: 0, y: 0, width: 125, height: 100))
        log.events = []
        root.setNeedsLayout()
        root.layoutIfNeeded()                         // the same frames again: the children are not rescheduled
        #expect(log.events == ["layout root"])
    }

    @Test("autoresizing happens first: layoutSubviews sees the subviews already resized (seed 003)")
    func autoresizingBeforeLayout() {
        let log = EventLog()
        let (root, mid, leaf) = tree(log)
        leaf.autoresizingMask = .flexibleWidth
        var widthSeenInLayout = 0.0
        mid.onLayout = { _ in widthSeenInLayout = leaf.frame.width }
        mid.frame.size = Size(width: 300, height: 200)      // Δ = +100 goes to the leaf's width at once
        #expect(leaf.frame.width == 200)
        root.layoutIfNeeded()
        #expect(widthSeenInLayout == 200)
        // The leaf's own size changed, so it is laid out too, after its superview.
        #expect(log.events == ["layout mid", "layout leaf"])
    }

    @Test("layoutIfNeeded on a subview runs the pass of the whole hierarchy: a scheduled ancestor goes first")
    func ancestorFirst() {
        let log = EventLog()
        let (root, _, leaf) = tree(log)
        root.setNeedsLayout()
        leaf.setNeedsLayout()
        leaf.layoutIfNeeded()
        #expect(log.events == ["layout root", "layout leaf"])
        #expect(!root.needsLayout)
    }

    @Test("the closure alternative runs after layoutSubviews, once per pass")
    func handler() {
        let log = EventLog()
        let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var calls = 0
        plain.layoutSubviewsHandler = { [weak plain] view in   // weak: the view owns its handler
            calls += 1
            #expect(view === plain)
        }
        plain.layoutIfNeeded()
        plain.layoutIfNeeded()
        #expect(calls == 1)
        let traced = TracingView("t", log)
        traced.layoutSubviewsHandler = { _ in log.events.append("handler") }
        traced.layoutIfNeeded()
        #expect(log.events == ["update t", "layout t", "handler"])
    }

    @Test("update-constraints pass: bottom-up, before any layoutSubviews, once per request")
    func updateConstraints() {
        let log = EventLog()
        let (root, mid, leaf) = tree(log)
        root.setNeedsUpdateConstraints()
        leaf.setNeedsUpdateConstraints()
        mid.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.events == ["update leaf", "update root", "layout mid"])
        log.events = []
        root.layoutIfNeeded()
        root.updateConstraintsIfNeeded()
        #expect(log.events.isEmpty)
    }

    @Test("updateConstraintsIfNeeded alone runs only the constraints pass")
    func updateOnly() {
        let log = EventLog()
        let (root, mid, _) = tree(log)
        mid.setNeedsUpdateConstraints()
        mid.setNeedsLayout()
        root.updateConstraintsIfNeeded()
        #expect(log.events == ["update mid"])
        #expect(mid.needsLayout)
    }

    @Test("layoutIfNeeded inside layoutSubviews lays out the rest now and never re-enters the same view")
    func reentrant() {
        let log = EventLog()
        let (root, mid, leaf) = tree(log)
        var rounds = 0
        mid.onLayout = { me in
            rounds += 1
            leaf.frame.size.width = 60                 // schedules the leaf
            me.setNeedsLayout()                        // asks for itself again (UIKit code sometimes does)
            me.layoutIfNeeded()                        // lays out the leaf now; mid is not re-entered
            log.events.append("after inner layout")
        }
        mid.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(rounds >= 1)
        #expect(Array(log.events.prefix(3)) == ["layout mid", "layout leaf", "after inner layout"])
        mid.onLayout = nil
        root.layoutIfNeeded()
        #expect(!mid.needsLayout)
    }

    @Test("a window resized by rotation autoresizes at once and lays out on the next pass, only what changed size")
    func rotation() {
        let log = EventLog()
        let screen = Screen(device: Device.named("retina4_7")!)
        let window = Window(screen: screen)
        let content = TracingView("content", log, frame: window.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let fixed = TracingView("fixed", log, frame: Rect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(content)
        content.addSubview(fixed)
        window.layoutIfNeeded()
        log.events = []
        screen.rotate(to: .landscapeLeft)
        #expect(content.frame == Rect(x: 0, y: 0, width: 667, height: 375))
        #expect(log.events.isEmpty)
        window.layoutIfNeeded()
        #expect(log.events == ["layout content"])     // fixed kept its size: not laid out
        window.layoutIfNeeded()
        #expect(log.events == ["layout content"])
    }
}
