import Testing
@testable import Trellis

/// UIKit applies the engine's frames inside the superview's `layoutSubviews`: a frame the engine
/// changes schedules the superview's pass (overrides there see the new frame), and a frame set by
/// hand on a constrained view is overwritten at the superview's next pass.
struct EngineFrameApplicationTests {
    /// A 400×400 root, a 200×200 container at (50, 50) and a child pinned at (10, 10), 40×30.
    func scene() -> (root: View, container: View, child: View, leading: LayoutConstraint, width: LayoutConstraint) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let container = View(frame: Rect(x: 50, y: 50, width: 200, height: 200))
        root.addSubview(container)
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        LayoutConstraint.activate([leading, width, child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
                                   child.heightAnchor.constraint(equalToConstant: 30)])
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 10, y: 10, width: 40, height: 30))
        return (root, container, child, leading, width)
    }

    @Test func frameSetByHandIsOverwrittenAtTheSuperviewsNextPass() {
        let (root, container, child, _, _) = scene()
        child.frame = Rect(x: 100, y: 100, width: 5, height: 5)
        #expect(child.frame == Rect(x: 100, y: 100, width: 5, height: 5))
        container.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 10, y: 10, width: 40, height: 30))
    }

    @Test func superviewLayoutSubviewsSeesTheNewFrameAfterAConstantChange() {
        let (root, container, child, leading, width) = scene()
        var seen: [Rect] = []
        container.layoutSubviewsHandler = { _ in seen.append(child.frame) }
        let before = container.layoutSubviewsCount
        // A move only (the child's size is unchanged): the container is still laid out.
        leading.constant = 30
        root.layoutIfNeeded()
        #expect(container.layoutSubviewsCount == before + 1)
        #expect(seen == [Rect(x: 30, y: 10, width: 40, height: 30)])
        width.constant = 80
        root.layoutIfNeeded()
        #expect(seen.last == Rect(x: 30, y: 10, width: 80, height: 30))
        #expect(container.layoutSubviewsCount == before + 2)
        // Nothing changed: no pass.
        root.layoutIfNeeded()
        #expect(container.layoutSubviewsCount == before + 2)
    }
}
