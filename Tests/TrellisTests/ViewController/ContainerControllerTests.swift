import Testing
@testable import Trellis

/// Navigation and tab bar controllers place their bars and inset their children's safe area by
/// the bars (Apple, `UIView.safeAreaInsets`: the safe area "reflects the area not covered by
/// navigation bars, tab bars, toolbars, and other ancestors that obscure a view controller's view").
@MainActor
struct ContainerControllerTests {
    /// A child pinning `content` to its root view's safe area.
    static func child() -> ContentController {
        ContentController { content, root in LayoutFixture.pin(content, toEdgesOf: root.safeAreaLayoutGuide) }
    }

    /// iPhone X portrait: the bar below the 44-point status area, 44 tall; the child's view fills
    /// the screen under it and its safe area starts at 88 (44 + 44) and ends at 778 (812 − 34).
    /// Landscape: no status bar, a 32-point bar (compact height); the sides' 44 and the bottom's
    /// 21 stay.
    @Test func childOfANavigationControllerStartsBelowTheBar() {
        let window = LayoutFixture.window("retina5_9")
        let child = Self.child()
        child.title = "Settings"
        let nav = NavigationController(rootViewController: child)
        window.rootViewController = nav
        window.layoutIfNeeded()
        #expect(child.parent === nav && child.navigationController === nav)
        #expect(nav.navigationBar.frame == Rect(x: 0, y: 44, width: 375, height: 44))
        #expect(nav.navigationBar.title == "Settings")
        #expect(child.view.frame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        #expect(child.content.frame == Rect(x: 0, y: 88, width: 375, height: 690))

        window.screen.rotate(to: .landscapeRight)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame == Rect(x: 0, y: 0, width: 812, height: 32))
        #expect(child.content.frame == Rect(x: 44, y: 32, width: 724, height: 322))

        nav.isNavigationBarHidden = true
        window.layoutIfNeeded()
        #expect(child.content.frame == Rect(x: 44, y: 0, width: 724, height: 354))
    }

    /// Pushing shows the new top controller in place of the old; popping brings the old back.
    @Test func pushAndPopSwapTheShownChild() {
        let window = LayoutFixture.window("retina4_7")
        let first = Self.child(), second = Self.child()
        let nav = NavigationController(rootViewController: first)
        window.rootViewController = nav
        nav.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        #expect(first.view.superview == nil && second.view.superview === nav.view)
        #expect(second.content.frame == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(nav.popViewController(animated: false) === second)
        window.layoutIfNeeded()
        #expect(second.parent == nil && first.view.superview === nav.view)
        #expect(first.content.frame == Rect(x: 0, y: 64, width: 375, height: 603))
    }

    /// iPhone X: the tab bar is 49 points plus the 34-point home-indicator inset, from 729; a
    /// navigation controller in a tab gives its child a safe area from 88 to 729.
    @Test func tabBarInsetsTheBottomAndNestsWithANavigationController() {
        let window = LayoutFixture.window("retina5_9")
        let plain = Self.child(), listed = Self.child()
        let tabs = TabBarController()
        tabs.viewControllers = [plain, NavigationController(rootViewController: listed)]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame == Rect(x: 0, y: 729, width: 375, height: 83))
        #expect(plain.content.frame == Rect(x: 0, y: 44, width: 375, height: 685))
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(listed.tabBarController === tabs)
        #expect(listed.content.frame == Rect(x: 0, y: 88, width: 375, height: 641))
    }
}
