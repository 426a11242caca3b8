import Testing
@testable import Trellis

/// Apple's `UIStackView.arrangedSubviews`: "The stack view ensures that the arrangedSubviews
/// array is always a subset of its subviews array … Whenever an arranged view's
/// removeFromSuperview() method is called, the stack view removes the view from its
/// arrangedSubviews array." Trellis did so only at the next layout pass.
struct ArrangedViewRemovalTests {
    /// A 300×50 horizontal fill-equally stack of three views, laid out (100 points each).
    func stack() -> (root: View, stack: StackView, views: [View]) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let views = [View(), View(), View()]
        let stack = StackView(arrangedSubviews: views, frame: Rect(x: 0, y: 0, width: 300, height: 50))
        stack.distribution = .fillEqually
        root.addSubview(stack)
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 100, y: 0, width: 100, height: 50),
                                       Rect(x: 200, y: 0, width: 100, height: 50)])
        return (root, stack, views)
    }

    @Test func removeFromSuperviewLeavesArrangedSubviewsAtOnce() {
        let (root, stack, views) = stack()
        views[1].removeFromSuperview()
        // Before any layout pass: two arranged views, both still subviews.
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [views[0], views[2]].map(ObjectIdentifier.init))
        root.layoutIfNeeded()
        #expect(views[0].frame == Rect(x: 0, y: 0, width: 150, height: 50))
        #expect(views[2].frame == Rect(x: 150, y: 0, width: 150, height: 50))
    }

    @Test func movingAnArrangedViewElsewhereUnarrangesIt() {
        let (root, stack, views) = stack()
        let other = View(frame: Rect(x: 0, y: 100, width: 50, height: 50))
        root.addSubview(other)
        other.addSubview(views[0])
        #expect(stack.arrangedSubviews.count == 2)
        #expect(stack.arrangedSubviews.allSatisfy { $0.superview === stack })
        root.layoutIfNeeded()
        #expect(views[1].frame == Rect(x: 0, y: 0, width: 150, height: 50))
    }
}
