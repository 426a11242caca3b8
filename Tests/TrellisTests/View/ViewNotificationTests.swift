import Testing
@testable import Trellis

/// UIKit's hierarchy, safe-area and margin notifications, and `sizeThatFits`/`sizeToFit`.
@MainActor
struct ViewNotificationTests {
    final class Recorder: View {
        var log: [String] = []
        override func willMove(toSuperview newSuperview: View?) { log.append("willMove(toSuperview: \(newSuperview?.debugName ?? "nil"))") }
        override func didMoveToSuperview() { log.append("didMoveToSuperview \(superview?.debugName ?? "nil")") }
        override func willMove(toWindow newWindow: Window?) { log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
        override func didMoveToWindow() { log.append("didMoveToWindow \(window == nil ? "nil" : "window")") }
        override func didAddSubview(_ subview: View) { log.append("didAddSubview \(subview.debugName)") }
        override func safeAreaInsetsDidChange() { log.append("safeAreaInsetsDidChange \(safeAreaInsets)") }
        override func layoutMarginsDidChange() { log.append("layoutMarginsDidChange \(effectiveLayoutMargins)") }
    }

    /// Adding to a view outside a window, then moving that view into a window, then removing:
    /// the window notifications reach the subtree, the superview ones only the moved view.
    @Test func hierarchyNotificationsInUIKitsOrder() {
        let window = LayoutFixture.window("retina4_7")
        let box = Recorder(); box.accessibilityIdentifier = "box"
        let child = Recorder(); child.accessibilityIdentifier = "child"
        box.addSubview(child)
        #expect(child.log == ["willMove(toSuperview: box)", "didMoveToSuperview box"])
        #expect(box.log == ["didAddSubview child"])
        box.log.removeAll(); child.log.removeAll()
        window.addSubview(box)
        #expect(box.log == ["willMove(toSuperview: Window)", "willMove(toWindow: window)", "didMoveToSuperview Window", "didMoveToWindow window"])
        #expect(child.log == ["willMove(toWindow: window)", "didMoveToWindow window"])
        child.log.removeAll()
        child.removeFromSuperview()
        #expect(child.log == ["willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToSuperview nil", "didMoveToWindow nil"])
    }

    /// iPhone X: a full-screen view hears its safe area (44 top, 34 bottom) at its first layout
    /// pass, and again after rotation (44 at the sides, 21 at the bottom); a change of margins is
    /// announced at the next pass.
    @Test func safeAreaAndMarginChangesAreAnnouncedAtLayout() {
        let window = LayoutFixture.window("retina5_9")
        let v = Recorder()
        v.frame = window.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(v)
        v.log.removeAll()
        window.layoutIfNeeded()
        #expect(v.log == ["safeAreaInsetsDidChange {44, 0, 34, 0}"])
        v.log.removeAll()
        window.screen.rotate(to: .landscapeRight)
        window.layoutIfNeeded()
        #expect(v.log == ["safeAreaInsetsDidChange {0, 44, 21, 44}", "layoutMarginsDidChange {8, 52, 29, 52}"])
        v.log.removeAll()
        v.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        #expect(v.log.isEmpty)
        window.layoutIfNeeded()
        #expect(v.log == ["layoutMarginsDidChange {0, 64, 21, 64}"])
    }

    /// iPhone 8 (status bar 20 high): a view two levels down hears its new safe area once when its
    /// container moves under the status bar — the window's pass passes the container's move down
    /// to it — and nothing in passes where nothing moved. A plain `View` container, one of
    /// Trellis's own classes, is compared like any other view.
    @Test func aMoveIsAnnouncedOnceToTheViewsBelowIt() {
        let container = View(frame: Rect(x: 0, y: 100, width: 200, height: 100))
        let v = Recorder(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        container.addSubview(v)
        let window = LayoutFixture.window("retina4_7", holding: container)
        #expect(v.log.filter { $0.hasPrefix("safeArea") }.isEmpty)
        v.log.removeAll()
        container.frame = Rect(x: 0, y: 0, width: 200, height: 120)
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(v.log == ["safeAreaInsetsDidChange {20, 0, 0, 0}", "layoutMarginsDidChange {28, 8, 8, 8}"])
        #expect(container.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        v.log.removeAll()
        window.setNeedsLayout()
        container.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(v.log.isEmpty)
    }

    /// `sizeThatFits`: a plain view returns its size (Apple), an image view its image's size, a
    /// label its text's; `sizeToFit` applies it and keeps the origin.
    @Test func sizeThatFitsAndSizeToFit() {
        let plain = View(frame: Rect(x: 5, y: 5, width: 40, height: 30))
        #expect(plain.sizeThatFits(Size(width: 100, height: 100)) == Size(width: 40, height: 30))
        let image = ImageView(image: Image(name: "photo", size: Size(width: 120, height: 80)), frame: Rect(x: 10, y: 20, width: 1, height: 1))
        image.sizeToFit()
        #expect(image.frame == Rect(x: 10, y: 20, width: 120, height: 80))
        let label = Label(text: "Hello, world", frame: Rect(x: 3, y: 4, width: 0, height: 0))
        label.sizeToFit()
        #expect(label.frame.origin == Point(x: 3, y: 4))
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > 0 && label.frame.height > 0)
        let button = Button(title: "OK")
        #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
    }
}
