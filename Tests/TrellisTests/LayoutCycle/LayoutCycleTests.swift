import Testing
import Trellis

/// Shared log of layout events, in order.
final class EventLog {
    var events: [String] = []
    func count(_ event: String) -> Int { events.filter { $0 == event }.count }
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

/// UIKit's layout cycle: requests (setNeedsLayout, bounds size changes, rotation, add/remove) only mark views;
/// layoutIfNeeded runs the update-constraints pass bottom-up, then layoutSubviews top-down, once per marked view.
@Suite("Layout cycle")
struct LayoutCycleTests {
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

    @Test("a new view needs no layout; adding subviews marks both views, laid out parent first")
    func firstPass() {
        let log = EventLog()
        let root = TracingView("root", log, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        #expect(!root.needsLayout)
        let child = TracingView("child", log, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        #expect(root.needsLayout && child.needsLayout)
        #expect(log.events.isEmpty)                  // deferred until layoutIfNeeded
        root.layoutIfNeeded()
        #expect(log.events == ["layout root", "layout child"])
        #expect(!root.needsLayout && !child.needsLayout)
    }

    @Test("nothing is laid out twice when nothing changed")
    func idempotent() {
        let log = EventLog()
        let (root, _, _) = tree(log)
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(log.events.isEmpty)
    }

    @Test("setNeedsLayout marks one view; only that view runs layoutSubviews, once, however often it was marked")
    func explicitRequest() {
        let log = EventLog()
        let (root, mid, _) = tree(log)
        mid.setNeedsLayout()
        mid.setNeedsLayout()
        #expect(mid.needsLayout && !root.needsLayout)
        root.layoutIfNeeded()
        #expect(log.events == ["layout mid"])
    }

    @Test("a bounds size change triggers layout; moving, bounds origin and transform do not")
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
        #expect(!mid.needsLayout)                     // the superview is not marked by a subview's resize
        root.layoutIfNeeded()
        #expect(log.events == ["layout leaf"])
        leaf.bounds.size = Size(width: 50, height: 50)   // same size: no request
        #expect(!leaf.needsLayout)
    }

    @Test("removeFromSuperview marks the former superview")
    func removal() {
        let log = EventLog()
        let (root, mid, leaf) = tree(log)
        leaf.removeFromSuperview()
        #expect(mid.needsLayout)
        root.layoutIfNeeded()
        #expect(log.events == ["layout mid"])
    }

    @Test("top-down: a child resized by its parent's layoutSubviews is laid out in the same pass, after it")
    func topDown() {
        let log = EventLog()
        let (root, mid, leaf) = tree(log)
        root.onLayout = { _ in mid.frame = Rect(x: 0, y: 0, width: 250, height: 250) }
        mid.onLayout = { _ in leaf.frame.size.width = mid.bounds.width / 2 }
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.events == ["layout root", "layout mid", "layout leaf"])
        #expect(leaf.frame == Rect(x: 0, y: 0, width: 125, height: 100))
        log.events = []
        root.setNeedsLayout()
        root.layoutIfNeeded()                         // same frames again: the children are not re-marked
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

    @Test("layoutIfNeeded on a subview lays out a dirty ancestor first")
    func ancestorFirst() {
        let log = EventLog()
        let (root, _, leaf) = tree(log)
        root.setNeedsLayout()
        leaf.setNeedsLayout()
        leaf.layoutIfNeeded()
        #expect(log.events == ["layout root", "layout leaf"])
        #expect(!root.needsLayout)
    }

    @Test("layoutIfNeeded on a clean subview leaves a dirty sibling for later")
    func siblingsUntouched() {
        let log = EventLog()
        let (root, mid, _) = tree(log)
        let other = TracingView("other", log, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(other)
        root.layoutIfNeeded()
        log.events = []
        other.setNeedsLayout()
        mid.layoutIfNeeded()
        #expect(log.events.isEmpty)
        root.layoutIfNeeded()
        #expect(log.events == ["layout other"])
    }

    @Test("the closure alternative runs from the default layoutSubviews, after the subclass's super call")
    func handler() {
        let log = EventLog()
        let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var calls = 0
        plain.layoutSubviewsHandler = { view in
            calls += 1
            #expect(view === plain)
        }
        plain.setNeedsLayout()
        plain.layoutIfNeeded()
        plain.layoutIfNeeded()
        #expect(calls == 1)
        let traced = TracingView("t", log)
        traced.layoutSubviewsHandler = { _ in log.events.append("handler") }
        traced.setNeedsLayout()
        traced.layoutIfNeeded()
        #expect(log.events == ["handler", "layout t"])
    }

    @Test("update-constraints pass: bottom-up, before any layoutSubviews, once per request")
    func updateConstraints() {
        let log = EventLog()
        let (root, mid, leaf) = tree(log)
        root.setNeedsUpdateConstraints()
        leaf.setNeedsUpdateConstraints()
        mid.setNeedsLayout()
        #expect(leaf.needsUpdateConstraints)
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

    @Test("a view moved into a new hierarchy keeps its pending constraint update")
    func pendingUpdateMoves() {
        let log = EventLog()
        let (root, _, _) = tree(log)
        let loose = TracingView("loose", log)
        loose.setNeedsUpdateConstraints()
        root.addSubview(loose)
        root.layoutIfNeeded()
        #expect(log.events.first == "update loose")
    }

    @Test("layoutIfNeeded inside layoutSubviews lays out the children now and never re-enters the same view")
    func reentrant() {
        let log = EventLog()
        let (root, mid, leaf) = tree(log)
        var rounds = 0
        mid.onLayout = { me in
            rounds += 1
            leaf.frame.size.width = 60                 // marks the leaf
            me.setNeedsLayout()                        // asks for itself again (UIKit code sometimes does)
            me.layoutIfNeeded()                        // lays out the leaf now; mid is not re-entered
            log.events.append("after inner layout")
        }
        mid.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(rounds == 1)
        #expect(log.events == ["layout mid", "layout leaf", "after inner layout"])
        #expect(mid.needsLayout)                       // still marked: it runs again on the next pass
        mid.onLayout = nil
        root.layoutIfNeeded()
        #expect(!mid.needsLayout)
    }

    @Test("a window resized by rotation autoresizes, then lays out on the next pass, each view once")
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
