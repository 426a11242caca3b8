import Testing
import Trellis

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

    @Test("insertSubview(_:at:) clamps the index; above/below a sibling, also when moving an existing subview")
    func insert() {
        let p = View(), a = tagged(1), b = tagged(2), c = tagged(3), d = tagged(4), e = tagged(5)
        p.addSubview(a)
        p.addSubview(b)
        p.insertSubview(c, at: 1)
        #expect(p.subviews.map(\.tag) == [1, 3, 2])
        p.insertSubview(d, at: 99)            // clamped to the end
        p.insertSubview(e, at: -5)            // clamped to the start
        #expect(p.subviews.map(\.tag) == [5, 1, 3, 2, 4])
        p.insertSubview(e, aboveSubview: b)   // moving an existing subview up: just above b
        #expect(p.subviews.map(\.tag) == [1, 3, 2, 5, 4])
        p.insertSubview(d, belowSubview: a)   // moving an existing subview down: just below a
        #expect(p.subviews.map(\.tag) == [4, 1, 3, 2, 5])
        p.insertSubview(a, belowSubview: b)
        #expect(p.subviews.map(\.tag) == [4, 3, 1, 2, 5])
        p.insertSubview(b, aboveSubview: a)   // already just above a: unchanged
        #expect(p.subviews.map(\.tag) == [4, 3, 1, 2, 5])
        let f = tagged(6)
        p.insertSubview(f, aboveSubview: tagged(9))   // unknown sibling: on top
        #expect(p.subviews.last === f)
        let g = tagged(7)
        p.insertSubview(g, belowSubview: tagged(9))   // unknown sibling: at the back
        #expect(p.subviews.first === g)
    }

    @Test("bringSubviewToFront and sendSubviewToBack; views that are not subviews are ignored")
    func ordering() {
        let p = View(), a = tagged(1), b = tagged(2), c = tagged(3)
        [a, b, c].forEach(p.addSubview)
        p.bringSubviewToFront(a)
        #expect(p.subviews.map(\.tag) == [2, 3, 1])
        p.sendSubviewToBack(c)
        #expect(p.subviews.map(\.tag) == [3, 2, 1])
        p.bringSubviewToFront(View())
        p.sendSubviewToBack(View())
        #expect(p.subviews.map(\.tag) == [3, 2, 1])
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

    @Test("isDescendant(of:) includes the view itself; subtree lists parents before children")
    func descendant() {
        let a = tagged(1), b = tagged(2), c = tagged(3), d = tagged(4)
        a.addSubview(b)
        b.addSubview(c)
        a.addSubview(d)
        #expect(c.isDescendant(of: a) && c.isDescendant(of: c))
        #expect(!a.isDescendant(of: c))
        #expect(a.subtree.map(\.tag) == [1, 2, 3, 4])
        #expect(c.rootView === a)
    }

    @Test("adding a view to itself or to its own descendant is ignored (UIKit raises); nothing changes")
    func cycles() {
        let a = View(), b = View(), c = View()
        a.addSubview(b)
        b.addSubview(c)
        a.addSubview(a)
        c.addSubview(a)
        c.insertSubview(a, at: 0)
        #expect(a.superview == nil)
        #expect(c.subviews.isEmpty)
        #expect(a.subviews.count == 1 && b.subviews.count == 1)
    }

    @Test("insertSubviewChecked throws the cycle, naming both views")
    func checked() {
        let a = View(), b = View()
        a.accessibilityIdentifier = "a"
        b.accessibilityIdentifier = "b"
        a.addSubview(b)
        #expect(throws: ViewHierarchyError.cycle(adding: "a", to: "b")) { try b.insertSubviewChecked(a, at: 0) }
        #expect(throws: ViewHierarchyError.cycle(adding: "a", to: "a")) { try a.insertSubviewChecked(a, at: 0) }
        #expect(ViewHierarchyError.cycle(adding: "a", to: "b").description
                == "cannot add a to b: a view cannot be its own ancestor")
        let c = View()
        #expect(throws: Never.self) { try a.insertSubviewChecked(c, at: 0) }
        #expect(c.superview === a && a.subviews.first === c)
    }

    @Test("window is the Window above the view, nil outside one")
    func window() {
        let w = Window(screen: Screen(device: Device.named("retina4_7")!))
        let a = View(), b = View()
        a.addSubview(b)
        #expect(b.window == nil)
        w.addSubview(a)
        #expect(b.window === w && a.window === w)
        a.removeFromSuperview()
        #expect(b.window == nil)
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
    }

    @Test("description names the class, the identifier and the frame; debugName the identifier")
    func description() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.description == "<View frame = (0, 0, 100, 50)>")
        v.accessibilityIdentifier = "card"
        #expect(v.description == "<View 'card' frame = (0, 0, 100, 50)>")
        #expect(v.debugName == "card")
        #expect(View().debugName == "View")
    }
}
