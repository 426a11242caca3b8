/// A container showing one of several controllers above a tab bar (UIKit's
/// `UITabBarController`): the selected controller's view fills the container, under the bar,
/// and its safe area ends above the bar.
///
/// The tab bar is 49 points tall above the container's bottom safe-area inset, which it also
/// covers (83 points on a notched iPhone in portrait), UIKit's bar (``TabBar``; the storyboard
/// reader's simulated bars use the same figure).
open class TabBarController: ViewController, ContainerLayout {
    /// The bar (UIKit's `tabBar`); one item per controller, titled by its ``ViewController/title``.
    public let tabBar = TabBar()
    /// The controllers, one per tab (UIKit's `viewControllers`).
    public var viewControllers: [ViewController] = [] {
        didSet {
            for vc in oldValue where !viewControllers.contains(where: { $0 === vc }) { unembed(vc) }
            for vc in viewControllers where vc.parent !== self { addChild(vc); vc.didMove(toParent: self) }
            selectedIndex = min(selectedIndex, max(viewControllers.count - 1, 0))
            showSelected()
        }
    }
    /// The index of the tab shown (UIKit's `selectedIndex`).
    public var selectedIndex = 0 { didSet { if selectedIndex != oldValue { showSelected() } } }
    /// The controller shown (UIKit's `selectedViewController`).
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }
    private var coveredBottom: Double?

    public override init() { super.init() }

    open override func loadView() {
        let container = ContainerView(container: self)
        container.addSubview(tabBar)
        view = container
        showSelected()
    }

    private func showSelected() {
        guard let container = viewIfLoaded else { return }
        for vc in viewControllers where vc !== selectedViewController { vc.viewIfLoaded?.removeFromSuperview() }
        if let vc = selectedViewController, vc.view.superview !== container {
            showView(of: vc, filling: container)
        }
        coveredBottom = nil
        container.setNeedsLayout()
    }

    func layoutContainer(in view: View) {
        tabBar.items = viewControllers.map { BarItem(title: $0.title) }
        let height = (tabBar.explicitIntrinsicContentSize?.height ?? TabBar.standardHeight) + view.safeAreaInsets.bottom
        tabBar.frame = Rect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        if tabBar.frame.minY != coveredBottom {
            coveredBottom = tabBar.frame.minY
            selectedViewController?.viewIfLoaded?.safeAreaInsetsMayHaveChanged()
        }
    }

    override func obstructedInsets(of child: ViewController) -> EdgeInsets {
        guard child === selectedViewController, let v = child.viewIfLoaded else { return .zero }
        return EdgeInsets(top: 0, left: 0, bottom: max(0, v.frame.maxY - tabBar.frame.minY), right: 0)
    }
}
