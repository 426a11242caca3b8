import Testing
@testable import Trellis

/// A multiplier on a position multiplies the position measured in the items' nearest common
/// ancestor, not in the window: UIKit's `child.centerX == box.centerX × 0.5` puts the child's
/// centre at half the box's centre in their superview's coordinates wherever that superview is.
struct MultiplierPositionTests {
    /// A window with a 300×300 container at (100, 100) holding a box filling (0, 0, 200, 200) and
    /// a 20×20 child.
    func scene() -> (root: View, container: View, box: View, child: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 600, height: 600))
        let container = View(frame: Rect(x: 100, y: 100, width: 300, height: 300))
        root.addSubview(container)
        let box = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        container.addSubview(box)
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        LayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20)])
        return (root, container, box, child)
    }

    @Test func centerXTimesHalfIsMeasuredInTheContainer() throws {
        // box.centerX = 100 in the container: the child's centre is at 50 (UIKit). In window
        // coordinates (the old rule) 100 + c = 0.5 × 200 gave c = 0.
        let (root, _, box, child) = scene()
        try LayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: box, attribute: .centerX,
                             multiplier: 0.5, constant: 0).activate()
        try LayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: box, attribute: .top,
                             multiplier: 1, constant: 0).activate()
        root.layoutIfNeeded()
        #expect(child.center.x == 50)
        #expect(child.frame == Rect(x: 40, y: 0, width: 20, height: 20))
    }

    @Test func centerYTimesAQuarterOfTheBottom() throws {
        // box.bottom = 200 in the container: centerY = 0.25 × 200 = 50 (UIKit); the old rule gave −25.
        let (root, _, box, child) = scene()
        try LayoutConstraint(item: child, attribute: .centerY, relatedBy: .equal, toItem: box, attribute: .bottom,
                             multiplier: 0.25, constant: 0).activate()
        try LayoutConstraint(item: child, attribute: .left, relatedBy: .equal, toItem: box, attribute: .left,
                             multiplier: 1, constant: 0).activate()
        root.layoutIfNeeded()
        #expect(child.center.y == 50)
        #expect(child.frame == Rect(x: 0, y: 40, width: 20, height: 20))
    }

    @Test func ancestorOnTheRightSideIsMeasuredInItsOwnBounds() throws {
        // `container.trailing == 1.5 × child.trailing`: the container's trailing is 300 in its own
        // bounds, so the child's trailing is 200 and its frame (180, 0, 20, 20).
        let (root, container, _, child) = scene()
        try LayoutConstraint(item: container, attribute: .trailing, relatedBy: .equal, toItem: child, attribute: .trailing,
                             multiplier: 1.5, constant: 0).activate()
        child.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 180, y: 0, width: 20, height: 20))
    }
}
