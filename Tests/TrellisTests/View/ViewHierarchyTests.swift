import Testing
import Trellis

/// A view that logs UIKit's hierarchy callbacks.
final class LoggingView: View {
    var log: [String] = []
    override func willMove(toSuperview newSuperview: View?) { log.append("willMoveToSuperview:\(newSuperview?.tag ?? -1)") }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: Window?) { log.append("willMoveToWindow:\(newWindow == nil ? "nil" : "window")") }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
    override func didAddSubview(_ subview: View) { log.append("didAddSubview:\(subview.tag)") }
    override func willRemoveSubview(_ subview: View) { log.append("willRemoveSubview:\(subview.tag)") }
}

@Suite("View hierarchy")
struct ViewHierarchyTests {
    func tagged(_ tag: Int) -> View {
        let v = View()
        v.tag = tag
        return v
    }

    @Test("addSubview appends on top and sets superview; re-adding moves to the front")
    func add() {
        let parent = View(), a = tagged(1), b = tagged(2)
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(parent.subviews.map(\.tag) == [1, 2])
        #expect(a.superview === parent)
        parent.addSubview(a)
        #expect(parent.subviews.map(\.tag) == [2, 1])
    }

    @Test("adding to another superview removes the view from the first")
    func reparent() {
        let p1 = View(), p2 = View(), a = tagged(1)
        p1.addSubview(a)
        p2.addSubview(a)
        #expect(p1.subviews.isEmpty)
        #expect(p2.subviews.count == 1 && a.superview === p2)
    }

    @Test("insertSubview(_:at:) with clamping, above and below a sibling")
    func insert() {
        let p = View(), a = tagged(1), b = tagged(2), c = tagged(3), d = tagged(4), e = tagged(5)
        p.addSubview(a)
        p.addSubview(b)
        p.insertSubview(c, at: 1)
        #expect(p.subviews.map(\.tag) == [1, 3, 2])
        p.insertSubview(d, at: 99)            // clamped to the end
        p.insertSubview(e, at: -5)            // clamped to the start
        #expect(p.subviews.map(\.tag) == [5, 1, 3, 2, 4])
        p.insertSubview(e, aboveSubview: b)   // moving an existing subview up
        #expect(p.subviews.map(\.tag) == [1, 3, 2, 5, 4])
        p.insertSubview(d, belowSubview: a)   // moving an existing subview down
        #expect(p.subviews.map(\.tag) == [4, 1, 3, 2, 5])
        p.insertSubview(a, belowSubview: b)
        #expect(p.subviews.map(\.tag) == [4, 3, 1, 2, 5])
        p.insertSubview(b, aboveSubview: a)   // already just above a: unchanged
        #expect(p.subviews.map(\.tag) == [4, 3, 1, 2, 5])
        let stranger = tagged(9), f = tagged(6)
        p.insertSubview(f, aboveSubview: stranger)   // unknown sibling: on top
        #expect(p.subviews.last === f)
    }

    @Test("bringSubviewToFront, sendSubviewToBack, exchangeSubview")
    func ordering() {
        let p = View(), a = tagged(1), b = tagged(2), c = tagged(3)
        [a, b, c].forEach(p.addSubview)
        p.bringSubviewToFront(a)
        #expect(p.subviews.map(\.tag) == [2, 3, 1])
        p.sendSubviewToBack(c)
        #expect(p.subviews.map(\.tag) == [3, 2, 1])
        p.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(p.subviews.map(\.tag) == [1, 2, 3])
        p.exchangeSubview(at: 0, withSubviewAt: 7)   // out of range: ignored
        p.bringSubviewToFront(View())                 // not a subview: ignored
        #expect(p.subviews.map(\.tag) == [1, 2, 3])
    }

    @Test("removeFromSuperview; without a superview it does nothing")
    func remove() {
        let p = View(), a = tagged(1)
        p.addSubview(a)
        a.removeFromSuperview()
        #expect(p.subviews.isEmpty && a.superview == nil)
        a.removeFromSuperview()
        #expect(a.superview == nil)
    }

    @Test("isDescendant(of:) includes the view itself")
    func descendant() {
        let a = View(), b = View(), c = View()
        a.addSubview(b)
        b.addSubview(c)
        #expect(c.isDescendant(of: a) && c.isDescendant(of: c))
        #expect(!a.isDescendant(of: c))
    }

    @Test("adding a view to itself or to its own descendant is ignored and recorded (UIKit raises)")
    func cycles() {
        let a = View(), b = View(), c = View()
        a.accessibilityIdentifier = "a"
        c.accessibilityIdentifier = "c"
        a.addSubview(b)
        b.addSubview(c)
        a.addSubview(a)
        c.addSubview(a)
        #expect(a.superview == nil)
        #expect(c.subviews.isEmpty)
        #expect(a.subviews.count == 1)
        #expect(a.ignoredRequests == [.hierarchy(.addingViewToItself(view: "View'a'"))])
        #expect(c.ignoredRequests == [.hierarchy(.addingAncestorAsSubview(view: "View'a'", into: "View'c'"))])
        #expect(c.ignoredRequests[0].description == "cannot add View'a' as a subview of View'c': View'c' is a descendant of View'a'")
    }

    @Test("addSubviewChecked throws the cycle instead")
    func checked() {
        let a = View(), b = View()
        a.addSubview(b)
        #expect(throws: ViewHierarchyError.self) { try b.addSubviewChecked(a) }
        #expect(throws: ViewHierarchyError.self) { try a.insertSubviewChecked(a, at: 0) }
        #expect(b.ignoredRequests.isEmpty)
        let c = View()
        #expect(throws: Never.self) { try a.addSubviewChecked(c) }
        #expect(c.superview === a)
    }

    @Test("window is the root Window, nil outside one")
    func window() {
        let w = Window(screen: Screen(device: Device.named("retina4_7")!))
        let a = View(), b = View()
        a.addSubview(b)
        #expect(b.window == nil)
        w.addSubview(a)
        #expect(b.window === w && a.window === w)
        a.removeFromSuperview()
        #expect(b.window == nil)
        #expect(b.rootView === a)
    }

    @Test("viewWithTag searches depth-first starting with the receiver")
    func viewWithTag() {
        let root = tagged(1), x = tagged(2), y = tagged(3), z = tagged(3)
        root.addSubview(x)
        x.addSubview(y)
        root.addSubview(z)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(3) === y)      // y comes first depth-first
        #expect(root.viewWithTag(42) == nil)
        y.accessibilityIdentifier = "deep"
        #expect(root.viewWithIdentifier("deep") === y)
    }

    @Test("callbacks arrive in UIKit's order when moving into and out of a window")
    func callbacks() {
        let w = Window(screen: Screen(device: Device.named("retina4_7")!))
        w.tag = 7
        let v = LoggingView()
        v.tag = 1
        let child = LoggingView()
        child.tag = 2
        v.addSubview(child)
        #expect(v.log == ["didAddSubview:2"])
        #expect(child.log == ["willMoveToSuperview:1", "didMoveToSuperview"])
        v.log = []
        child.log = []
        w.addSubview(v)
        #expect(v.log == ["willMoveToWindow:window", "willMoveToSuperview:7", "didMoveToSuperview", "didMoveToWindow"])
        #expect(child.log == ["willMoveToWindow:window", "didMoveToWindow"])
        v.log = []
        v.removeFromSuperview()
        #expect(v.log == ["willMoveToWindow:nil", "willMoveToSuperview:-1", "didMoveToSuperview", "didMoveToWindow"])
        v.log = []
        v.addSubview(child)   // already a subview: moved to front, no callbacks
        #expect(v.log.isEmpty)
    }

    @Test("recursiveDescription lists the subtree, indented")
    func recursiveDescription() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        root.accessibilityIdentifier = "root"
        let child = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        child.autoresizingMask = .flexibleWidth
        child.isHidden = true
        root.addSubview(child)
        #expect(root.recursiveDescription() == """
            <View'root'; frame = (0, 0, 100, 50)>
               | <View; frame = (10, 10, 20, 20); autoresize = [.flexibleWidth]; hidden>
            """)
    }
}
