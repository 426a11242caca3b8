/// What this package's own test support reads of a view that is not UIKit API: the guides and
/// engine a view created lazily. `package` access, so that the support target needs no
/// `@testable import` and the package builds in release.
extension View {
    /// The layout-margins guide, if something asked for it (UIKit creates it on first access).
    package var createdLayoutMarginsGuide: LayoutGuide? { insetState.marginsGuide }
    /// The safe-area guide, if something asked for it.
    package var createdSafeAreaLayoutGuide: LayoutGuide? { insetState.safeAreaGuide }
    /// The Auto Layout engine this view owns as the root of a hierarchy, if any.
    package var ownedLayoutEngine: AnyObject? { autoLayout.engine }
}
