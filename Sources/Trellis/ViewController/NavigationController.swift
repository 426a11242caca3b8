/// A container showing a stack of controllers under a navigation bar (UIKit's
/// `UINavigationController`): the top controller's view fills the container, under the bar,
/// and its safe area starts below the bar.
///
/// The bar sits below the container's own top safe-area inset (the status bar), 44 points tall
/// in regular height and 32 in compact height (a phone in landscape), UIKit's heights (the
/// storyboard reader's ``NavigationBar`` evidence). Apple: "a navigation controller displays a
/// navigation bar on top of the underlying view controller's content", and the safe area
/// "reflects the area not covered by navigation bars" ("Positioning content relative to the
/// safe area", `UIView.safeAreaInsets`).
///
/// ```swift
/// let nav = NavigationController(rootViewController: list)
/// window.rootViewController = nav
/// window.layoutIfNeeded()
/// // iPhone X: nav.navigationBar.frame == (0, 44, 375, 44); list.view.safeAreaInsets.top == 88
/// ```
open class NavigationController: ViewController, ContainerLayout {
    /// The bar (UIKit's `navigationBar`); its title follows the top controller's ``ViewController/title``.
    public let navigationBar = NavigationBar()
    /// Whether the bar is hidden (UIKit's `isNavigationBarHidden`); a hidden bar covers nothing.
    public var isNavigationBarHidden = false {
        didSet { if isNavigationBarHidden != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }
    /// The stack, root first (UIKit's `viewControllers`).
    public private(set) var viewControllers: [ViewController] = []
    /// The controller shown (UIKit's `topViewController`).
    public var topViewController: ViewController? { viewControllers.last }
    private var coveredTop: Double?

    /// A navigation controller showing `rootViewController` (UIKit's `init(rootViewController:)`).
    public init(rootViewController: ViewController) {
        super.init()
        pushViewController(rootViewController, animated: false)
    }

    /// An empty navigation controller.
    public override init() { super.init() }

    open override func loadView() {
        let container = ContainerView(container: self)
        navigationBar.translatesAutoresizingMaskIntoConstraints = true
        container.addSubview(navigationBar)
        view = container
        if let top = topViewController { embed(top, in: container) }
    }

    /// Shows `viewController` on top of the stack (UIKit's `pushViewController(_:animated:)`;
    /// nothing is animated).
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else { return }
        show(viewControllers + [viewController])
    }

    /// Takes the top controller off the stack and returns it; the root stays (UIKit's
    /// `popViewController(animated:)`).
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        show(Array(viewControllers.dropLast()))
        return top
    }

    /// Replaces the stack (UIKit's `setViewControllers(_:animated:)`).
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        show(controllers)
    }

    private func show(_ controllers: [ViewController]) {
        let oldTop = topViewController
        for vc in viewControllers where !controllers.contains(where: { $0 === vc }) { unembed(vc) }
        viewControllers = controllers
        for vc in controllers where vc.parent !== self { addChild(vc); vc.didMove(toParent: self) }
        guard let container = viewIfLoaded, topViewController !== oldTop else { return }
        oldTop?.viewIfLoaded?.removeFromSuperview()
        if let top = topViewController { showView(of: top, filling: container) }
        coveredTop = nil
        container.setNeedsLayout()
    }

    func layoutContainer(in view: View) {
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.title = topViewController?.title
        let compact = view.traitCollection.verticalSizeClass == .compact && view.traitCollection.userInterfaceIdiom == .phone
        let height = navigationBar.explicitIntrinsicContentSize?.height ?? (compact ? NavigationBar.compactHeight : NavigationBar.standardHeight)
        navigationBar.frame = Rect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: height)
        let covered = isNavigationBarHidden ? 0 : navigationBar.frame.maxY
        if covered != coveredTop {
            coveredTop = covered
            topViewController?.viewIfLoaded?.safeAreaInsetsMayHaveChanged()
        }
    }

    override func obstructedInsets(of child: ViewController) -> EdgeInsets {
        guard child === topViewController, !isNavigationBarHidden, let v = child.viewIfLoaded else { return .zero }
        return EdgeInsets(top: max(0, navigationBar.frame.maxY - v.frame.minY), left: 0, bottom: 0, right: 0)
    }
}
