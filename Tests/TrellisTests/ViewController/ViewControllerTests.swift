import Testing
@testable import Trellis

/// A view controller's root view fills its window, its callbacks come in UIKit's order, its
/// root view's margins are at least the system minimum and its safe area grows by
/// `additionalSafeAreaInsets`.
@MainActor
struct ViewControllerTests {
    /// A controller pinning a content view to its root view's safe area and margins, recording calls.
    final class Pinned: ViewController {
        let content = View()
        var log: [String] = []
        var useMargins = false

        override func viewDidLoad() {
            log.append("viewDidLoad")
            content.accessibilityIdentifier = "content"
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            let g = useMargins ? view.layoutMarginsGuide : view.safeAreaLayoutGuide
            LayoutConstraint.activate(LayoutFixture.pin(content, toEdgesOf: g))
        }
        override func updateViewConstraints() { log.append("updateViewConstraints"); super.updateViewConstraints() }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews \(content.frame)") }
        override func viewSafeAreaInsetsDidChange() { log.append("viewSafeAreaInsetsDidChange \(view.safeAreaInsets)") }
    }

    /// iPhone 8 (375×667, status bar 20): the root view takes the window's bounds; the content
    /// pinned to the safe area is (0, 20, 375, 647). The update-constraints pass comes before
    /// the layout pass, and `viewDidLayoutSubviews` sees the solved frame.
    @Test func rootViewFillsTheWindowAndHearsTheLayoutPass() {
        let window = LayoutFixture.window("retina4_7")
        let vc = Pinned()
        #expect(!vc.isViewLoaded)
        window.rootViewController = vc
        window.layoutIfNeeded()
        #expect(vc.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(vc.content.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(vc.log == ["viewDidLoad", "updateViewConstraints",
                           "viewSafeAreaInsetsDidChange {20, 0, 0, 0}",
                           "viewWillLayoutSubviews", "viewDidLayoutSubviews (0, 20, 375, 647)"])
        vc.log.removeAll()
        window.layoutIfNeeded()
        #expect(vc.log.isEmpty)   // nothing changed, nothing runs
    }

    /// Apple (`systemMinimumLayoutMargins`): the root view's margins are the greater of those set
    /// and the minimum — 16 at the sides on a 375-point iPhone 8, 20 on the 414-point 8 Plus,
    /// none at top and bottom. Margins of 30 win; margins of 4 give way to 16 unless
    /// `viewRespectsSystemMinimumLayoutMargins` is off.
    @Test func rootViewMarginsAreAtLeastTheSystemMinimum() {
        for (device, side) in [("retina4_7", 16.0), ("retina5_5", 20.0)] {
            let window = LayoutFixture.window(device)
            let vc = Pinned()
            vc.useMargins = true
            window.rootViewController = vc
            window.layoutIfNeeded()
            let w = window.bounds.width, h = window.bounds.height
            #expect(vc.view.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side))
            #expect(vc.content.frame == Rect(x: side, y: 20, width: w - 2 * side, height: h - 20))
        }
        let window = LayoutFixture.window("retina4_7")
        let vc = Pinned()
        vc.useMargins = true
        window.rootViewController = vc
        vc.view.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 30, bottom: 4, trailing: 4)
        window.layoutIfNeeded()
        #expect(vc.content.frame == Rect(x: 30, y: 30, width: 375 - 30 - 16, height: 667 - 30 - 4))
        vc.viewRespectsSystemMinimumLayoutMargins = false
        window.layoutIfNeeded()
        #expect(vc.content.frame == Rect(x: 30, y: 30, width: 375 - 30 - 4, height: 667 - 30 - 4))
    }

    /// iPhone X (safe area 44 top, 34 bottom): additional insets of 10 at the top and 50 at the
    /// bottom move the safe area to 54…728; the controller hears the change.
    @Test func additionalSafeAreaInsetsInsetTheRootViewAndItsSubviews() {
        let window = LayoutFixture.window("retina5_9")
        let vc = Pinned()
        window.rootViewController = vc
        window.layoutIfNeeded()
        #expect(vc.content.frame == Rect(x: 0, y: 44, width: 375, height: 734))
        vc.log.removeAll()
        vc.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 50, right: 0)
        window.layoutIfNeeded()
        #expect(vc.view.safeAreaInsets == EdgeInsets(top: 54, left: 0, bottom: 84, right: 0))
        #expect(vc.content.frame == Rect(x: 0, y: 54, width: 375, height: 674))
        #expect(vc.content.safeAreaInsets == .zero)
        #expect(vc.log.contains("viewSafeAreaInsetsDidChange {54, 0, 84, 0}"))
    }

    /// Child containment: `addChild` calls `willMove(toParent:)`, `removeFromParent` calls
    /// `didMove(toParent: nil)`; a child added elsewhere leaves its first parent.
    @Test func childContainmentCallsInUIKitsOrder() {
        final class Child: ViewController {
            var log: [String] = []
            override func willMove(toParent parent: ViewController?) { log.append("willMove \(parent == nil ? "nil" : "parent")") }
            override func didMove(toParent parent: ViewController?) { log.append("didMove \(parent == nil ? "nil" : "parent")") }
        }
        let a = ViewController(), b = ViewController(), child = Child()
        a.addChild(child)
        a.view.addSubview(child.view)
        child.didMove(toParent: a)
        #expect(a.children.count == 1 && child.parent === a)
        b.addChild(child)
        #expect(a.children.isEmpty && b.children.count == 1 && child.parent === b)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(b.children.isEmpty && child.parent == nil)
        #expect(child.log == ["willMove parent", "didMove parent", "didMove nil", "willMove parent", "willMove nil", "didMove nil"])
    }
}
