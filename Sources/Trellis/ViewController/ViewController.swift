/// An object that manages a view hierarchy (UIKit's `UIViewController`): it makes its root
/// ``view`` on first use, is told of its layout passes, sets the root view's safe area and
/// minimum margins, and contains child controllers.
///
/// ```swift
/// final class Profile: ViewController {
///     let name = Label(text: "Ada")
///     override func viewDidLoad() {
///         name.translatesAutoresizingMaskIntoConstraints = false
///         view.addSubview(name)
///         LayoutConstraint.activate([
///             name.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///             name.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)])
///     }
/// }
/// let window = Window(screen: Screen(device: Device.named("iPhone 8")!))
/// window.rootViewController = Profile()   // its view fills the window
/// window.layoutIfNeeded()                 // name at (16, 20)
/// ```
///
/// The root view's layout pass calls ``viewWillLayoutSubviews()`` before the view's
/// `layoutSubviews()` and ``viewDidLayoutSubviews()`` after it; its update-constraints pass
/// calls ``updateViewConstraints()``.
open class ViewController {
    private var viewStorage: View?
    private var isLoadingView = false

    /// The parent in a containment hierarchy (UIKit's `parent`).
    public internal(set) weak var parent: ViewController?
    /// The contained controllers, in the order added (UIKit's `children`).
    public internal(set) var children: [ViewController] = []
    /// A title, shown by a navigation bar or a tab (UIKit's `title`).
    public var title: String?

    /// Insets added to the root view's safe area, inside what the window and any containing
    /// controller's bars already cover (UIKit's `additionalSafeAreaInsets`). A change reaches the
    /// safe-area guides and ``View/safeAreaInsets`` of the root view and its subviews at the next
    /// layout pass.
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewStorage?.safeAreaInsetsMayHaveChanged() } }
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (UIKit's
    /// `viewRespectsSystemMinimumLayoutMargins`, default `true`): its actual margins are then the
    /// greater of those set and the minimum, edge by edge, as Apple documents.
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewStorage?.marginsDidChange() } }
    }

    /// Creates a controller; its view is made on first use (``loadView()``).
    public init() {}

    // MARK: - The root view

    /// The root view (UIKit's `view`): made by ``loadView()`` and followed by ``viewDidLoad()``
    /// the first time it is read. A root view whose layout margins are still the default takes
    /// ``systemMinimumLayoutMargins`` (UIKit's root views start at the minimum).
    public var view: View {
        get {
            loadViewIfNeeded()
            return viewStorage!
        }
        set { adopt(newValue) }
    }

    /// The root view if it was made, without making it (UIKit's `viewIfLoaded`).
    public var viewIfLoaded: View? { viewStorage }
    /// Whether the root view was made (UIKit's `isViewLoaded`).
    public var isViewLoaded: Bool { viewStorage != nil }

    /// Makes the root view now if it was not made yet (UIKit's `loadViewIfNeeded()`).
    public func loadViewIfNeeded() {
        guard viewStorage == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if viewStorage == nil { adopt(View()) }
        viewDidLoad()
    }

    /// Makes the root view and assigns it to ``view`` (UIKit's `loadView()`). The default makes a
    /// plain ``View``; override to make your own, without calling `super`.
    open func loadView() { view = View() }

    /// Called once after the root view was made (UIKit's `viewDidLoad()`). The default does nothing.
    open func viewDidLoad() {}

    /// The root view, if it outlives the controller, no longer names it.
    deinit {
        if let v = viewStorage, v.hierarchy.viewController === self { v.hierarchy.viewController = nil }
    }

    private func adopt(_ newView: View) {
        if let old = viewStorage, old !== newView, old.hierarchy.viewController === self { old.hierarchy.viewController = nil }
        if newView.insetState.directionalMargins == View.defaultLayoutMargins { newView.insetState.directionalMargins = .zero }
        newView.hierarchy.viewController = self
        viewStorage = newView
        newView.marginsDidChange()
        newView.safeAreaInsetsMayHaveChanged()
    }

    // MARK: - Layout

    /// Called in the root view's layout pass before it lays out its subviews (UIKit's
    /// `viewWillLayoutSubviews()`). The default does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called in the root view's layout pass after it laid out its subviews (UIKit's
    /// `viewDidLayoutSubviews()`): the subviews have their frames. The default does nothing.
    open func viewDidLayoutSubviews() {}

    /// Called in the update-constraints pass in place of the root view's ``View/updateConstraints()``
    /// (UIKit's `updateViewConstraints()`); the default calls it. Override to change constraints
    /// in bulk, calling `super` last.
    open func updateViewConstraints() { viewStorage?.updateConstraints() }

    /// Called in the root view's layout pass when its safe-area insets changed (UIKit's
    /// `viewSafeAreaInsetsDidChange()`). The default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called in the root view's layout pass when its margins changed (UIKit's
    /// `viewLayoutMarginsDidChange()`). The default does nothing.
    open func viewLayoutMarginsDidChange() {}

    /// Called when the root view's traits changed, just before the view hears it (UIKit's
    /// `traitCollectionDidChange(_:)`). The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The root view's traits (UIKit's `traitCollection`); unspecified before the view is in a window.
    public var traitCollection: TraitCollection { viewStorage?.traitCollection ?? TraitCollection() }

    /// The least margins of the root view (UIKit's `systemMinimumLayoutMargins`): none at top and
    /// bottom (the safe area supplies those), 16 points at the sides when the view is narrower
    /// than 414 points, 20 from 414 on (``View/systemMinimumLayoutMargins(forRootWidth:)``).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        View.systemMinimumLayoutMargins(forRootWidth: viewStorage?.bounds.width ?? 0)
    }

    /// Called before the controller is added to a parent, or removed when `parent` is `nil`
    /// (UIKit's `willMove(toParent:)`; ``addChild(_:)`` calls it). The default does nothing.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller was added to a parent or removed (UIKit's `didMove(toParent:)`;
    /// ``removeFromParent()`` calls it, a container calls it after adding the child's view). The
    /// default does nothing.
    open func didMove(toParent parent: ViewController?) {}

    /// The bars of this container that cover `child`'s root view, as insets of that view's
    /// bounds (none for a plain controller; a navigation or tab bar controller names its bars).
    func obstructedInsets(of child: ViewController) -> EdgeInsets { .zero }
}
