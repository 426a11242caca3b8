/// Child view controllers (UIKit's containment API): the parent adds the child, puts the child's
/// view in its own hierarchy and tells the child; containers (``NavigationController``,
/// ``TabBarController``) do all three.
///
/// ```swift
/// parent.addChild(child)                 // child.willMove(toParent: parent)
/// parent.view.addSubview(child.view)
/// child.view.frame = parent.view.bounds
/// child.didMove(toParent: parent)
/// ```
extension ViewController {
    /// Adds `child` to ``children`` (UIKit's `addChild(_:)`), first taking it from any other
    /// parent; calls `child.willMove(toParent: self)`. Adding the child's view and calling
    /// `didMove(toParent:)` are the caller's, as in UIKit.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self, child !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.viewIfLoaded?.safeAreaInsetsMayHaveChanged()
    }

    /// Takes the controller out of its parent's ``children`` (UIKit's `removeFromParent()`) and
    /// calls `didMove(toParent: nil)`; removing its view is the caller's (call
    /// `willMove(toParent: nil)` first), as in UIKit.
    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
        viewIfLoaded?.safeAreaInsetsMayHaveChanged()
    }

    /// The nearest ancestor that is a navigation controller (UIKit's `navigationController`).
    public var navigationController: NavigationController? { ancestor(NavigationController.self) }

    /// The nearest ancestor that is a tab bar controller (UIKit's `tabBarController`).
    public var tabBarController: TabBarController? { ancestor(TabBarController.self) }

    private func ancestor<T: ViewController>(_ type: T.Type) -> T? {
        var p = parent
        while let current = p {
            if let found = current as? T { return found }
            p = current.parent
        }
        return nil
    }

    /// Shows `child`'s view filling `container` (behind the bars, as UIKit's containers extend
    /// their children under translucent bars) and completes the containment.
    func embed(_ child: ViewController, in container: View) {
        addChild(child)
        showView(of: child, filling: container)
        child.didMove(toParent: self)
    }

    /// Puts `child`'s view behind everything else in `container`, filling it and following its
    /// size (the view part of ``embed(_:in:)``, also used when a container switches children).
    func showView(of child: ViewController, filling container: View) {
        let v = child.view
        v.frame = container.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(v, at: 0)
    }

    /// Undoes ``embed(_:in:)``.
    func unembed(_ child: ViewController) {
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }
}
