/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`):
/// spacers, the layout-margins guide, the safe-area guide.
///
/// ```swift
/// let spacer = LayoutGuide()
/// container.addLayoutGuide(spacer)
/// spacer.widthAnchor.constraint(equalTo: other.widthAnchor).isActive = true
/// ```
public final class LayoutGuide: LayoutItem {
    enum Kind { case custom, margins, safeArea, readableContent, keyboard, scrollContent, scrollFrame }

    /// The view that owns the guide (set by ``View/addLayoutGuide(_:)``). Unowned and unretained
    /// for speed, and never dangling: the owner clears it when it removes the guide or is freed.
    public internal(set) unowned(unsafe) var owningView: View?
    /// A name for diagnostics.
    public var identifier: String
    let kind: Kind
    /// What weak references to the guide point at (``WeakBox``), made on first use.
    var referenceTarget: ReferenceTarget?
    /// The constraints the DSL made for this guide (``MadeConstraintList``), made on first use.
    var madeConstraints: MadeConstraintList?
    /// The guide's rectangle in its owning view's coordinate system, from the last layout pass.
    /// (Without the runtime's exclusivity checks: a write-back sets it for every guide, and a
    /// hierarchy is used from one thread at a time.)
    @exclusivity(unchecked) public internal(set) var layoutFrame = Rect.zero

    public init(identifier: String = "LayoutGuide") {
        self.identifier = identifier
        kind = .custom
    }

    init(kind: Kind, owner: View, identifier: String) {
        self.kind = kind
        self.identifier = identifier
        owningView = owner
    }

    /// Weak references to the guide read `nil` from now on (``WeakBox``).
    deinit { referenceTarget?.objectIsFreed() }

    public var owningViewForLayout: View? { owningView }
}
