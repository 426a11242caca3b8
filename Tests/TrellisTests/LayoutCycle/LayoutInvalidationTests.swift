import Testing
import Trellis

/// The layout cycle visits only branches leading to scheduled views: requests made deep in the
/// tree, during a pass, or in a subtree moved between hierarchies must still reach the next pass,
/// and a pass with nothing scheduled calls nothing (UIKit's `layoutIfNeeded` on a clean window).
@Suite("Layout invalidation")
struct LayoutInvalidationTests {
    /// root ⊃ a ⊃ b ⊃ c ⊃ d, and root ⊃ side; laid out once, log cleared.
    func deepTree(_ log: EventLog) -> [TracingView] {
        let names = ["root", "a", "b", "c", "d", "side"]
        let views = names.map { TracingView($0, log, frame: Rect(x: 0, y: 0, width: 100, height: 100)) }
        for i in 1...4 { views[i - 1].addSubview(views[i]) }
        views[0].addSubview(views[5])
        views[0].layoutIfNeeded()
        log.events = []
        return views
    }

    @Test("a request deep in the tree reaches the next pass; nothing else is laid out")
    func deepRequest() {
        let log = EventLog()
        let v = deepTree(log)
        v[4].setNeedsLayout()
        v[0].layoutIfNeeded()
        #expect(log.events == ["layout d"])
        v[4].setNeedsUpdateConstraints()
        v[0].layoutIfNeeded()
        #expect(log.events == ["layout d", "update d"])
    }

    @Test("a pass with nothing scheduled calls neither layoutSubviews nor updateConstraints")
    func noChangeNoCalls() {
        let log = EventLog()
        let v = deepTree(log)
        for _ in 0..<3 { v[2].layoutIfNeeded() }
        #expect(log.events.isEmpty)
        #expect(v.allSatisfy { $0.layoutSubviewsCount == 1 })
    }

    @Test("with Auto Layout, a pass with nothing changed solves nothing and lays out nothing")
    func noChangeWithConstraints() {
        let log = EventLog()
        let root = TracingView("root", log, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let child = TracingView("child", log)
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraintActivate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                    child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                    child.widthAnchor.constraint(equalToConstant: 50),
                                    child.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        log.events = []
        root.layoutIfNeeded()
        #expect(log.events.isEmpty)
        #expect(child.frame == Rect(x: 10, y: 10, width: 50, height: 50))
        // The constraints gone and the child translating its frame again: the hierarchy stops
        // using Auto Layout, and a frame set by hand stays.
        for c in root.constraints + child.constraints { c.isActive = false }
        child.translatesAutoresizingMaskIntoConstraints = true
        child.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("a view scheduled by an earlier sibling's layoutSubviews is laid out in the same pass; one already visited in the next")
    func requestsDuringAPass() {
        let log = EventLog()
        let root = TracingView("root", log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let first = TracingView("first", log), second = TracingView("second", log)
        let inner = TracingView("inner", log)
        root.addSubview(first); root.addSubview(second); second.addSubview(inner)
        root.layoutIfNeeded()
        log.events = []
        first.onLayout = { _ in inner.setNeedsLayout() }
        second.onLayout = { _ in first.onLayout = nil; first.setNeedsLayout() }
        first.setNeedsLayout()
        second.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.events == ["layout first", "layout second", "layout inner", "layout first"])
        #expect(!root.needsLayout && !first.needsLayout && !second.needsLayout && !inner.needsLayout)
    }

    @Test("a subtree with scheduled views moved into another hierarchy is laid out by that hierarchy's pass")
    func movedSubtree() {
        let log = EventLog()
        let v = deepTree(log)
        let other = TracingView("other", log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        other.layoutIfNeeded()
        log.events = []
        v[2].removeFromSuperview()               // b ⊃ c ⊃ d leaves root
        v[4].setNeedsLayout()
        v[4].setNeedsUpdateConstraints()
        other.addSubview(v[2])
        other.layoutIfNeeded()
        #expect(log.events.contains("layout d") && log.events.contains("update d"))
        #expect(log.events.contains("layout other") && log.events.contains("layout b"))
        log.events = []
        other.layoutIfNeeded()
        v[0].layoutIfNeeded()
        #expect(log.events == ["layout a"])     // a lost its subview: scheduled by the removal
    }

    @Test("changing the margins of a view deep in a window reaches its guide at the next pass")
    func deepMarginsChange() {
        let window = Window(screen: Screen(device: Device.named("retina4_7")!))
        let outer = View(frame: Rect(x: 0, y: 100, width: 300, height: 200))
        let inner = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let label = View()
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(outer); outer.addSubview(inner); inner.addSubview(label)
        NSLayoutConstraintActivate([label.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
                                    label.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
                                    label.widthAnchor.constraint(equalToConstant: 10),
                                    label.heightAnchor.constraint(equalToConstant: 10)])
        window.layoutIfNeeded()
        #expect(label.frame.origin == Point(x: 8, y: 8))
        window.layoutIfNeeded()
        inner.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 30, bottom: 0, trailing: 0)
        window.layoutIfNeeded()
        #expect(label.frame.origin == Point(x: 30, y: 20))
        // Moved by hand under the status bar: the safe area now insets the margins.
        outer.frame.origin.y = 0
        window.layoutIfNeeded()
        #expect(label.frame.origin == Point(x: 30, y: 40))
    }
}

/// `LayoutConstraint.activate`, spelled as in UIKit code.
private func NSLayoutConstraintActivate(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
}
