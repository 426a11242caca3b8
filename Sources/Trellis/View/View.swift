/// A rectangle on screen that lays out its subviews (UIKit's `UIView`).
///
/// Geometry follows UIKit exactly: ``frame`` is derived from ``center``, ``bounds`` size and
/// ``transform``; ``bounds`` origin shifts where subviews appear; a bounds-size change
/// autoresizes the subviews and schedules a layout pass.
///
/// ```swift
/// let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// let bar = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
/// bar.autoresizingMask = [.flexibleWidth]
/// root.addSubview(bar)
/// root.frame.size.width = 480       // bar becomes 480 wide
/// ```
open class View {
    // Stored properties a layout pass reads for every view are `@exclusivity(unchecked)`: the
    // runtime's access tracking was a third of a resize step's instructions (callgrind on
    // `trellis-layout-bench --workload chain --n 100`), and a hierarchy is used from one thread
    // at a time, with no overlapping mutable access to these.

    // MARK: Geometry
    // (A change of geometry or superview flags the view's insets for comparison at the next
    // layout pass: ``insetInputsDidChange()``.)
    @exclusivity(unchecked) private var centerStorage = Point.zero { didSet { insetInputsDidChange() } }
    @exclusivity(unchecked) private var boundsStorage = Rect.zero { didSet { insetInputsDidChange() } }
    @exclusivity(unchecked) private var transformStorage = AffineTransform.identity { didSet { insetInputsDidChange() } }
    /// The unrounded frame the last autoresize computed (the source of the next one while shown).
    private var autoresizedExactFrame: Rect?
    /// The untransformed frame the layout engine last computed (given back at the superview's layout pass).
    @exclusivity(unchecked) var engineFrame: Rect?

    // MARK: Hierarchy
    @exclusivity(unchecked) public private(set) weak var superview: View? { didSet { insetInputsDidChange() } }
    @exclusivity(unchecked) public private(set) var subviews: [View] = []

    // MARK: Appearance
    /// Whether subviews are clipped to the bounds when drawn (UIKit's `clipsToBounds`).
    public var clipsToBounds = false
    /// A hidden view is not drawn, not hit, and (in a stack view) not arranged.
    public var isHidden = false { didSet { if isHidden != oldValue { hiddenDidChange() } } }
    /// Opacity, 0…1; below 0.01 the view is not hit.
    public var alpha = 1.0
    /// Whether hit testing may return this view.
    public var isUserInteractionEnabled = true
    /// A number to find the view by (``viewWithTag(_:)``).
    public var tag = 0
    /// The fill colour, if any.
    public var backgroundColor: Color?
    /// The tint set on this view (``tintColor`` inherits when `nil`).
    var tintColorStorage: Color?
    /// A name for tests, diagnostics and pictures (Interface Builder documents put the object id here).
    public var accessibilityIdentifier: String?
    /// Corner radius and border, as on UIKit's `view.layer`.
    public let layer = Layer()
    /// How the content (an image view's image) is fitted into the bounds (UIKit's `contentMode`;
    /// default ``ContentMode/scaleToFill``). Stored for drawing; it does not change layout.
    public var contentMode = ContentMode.scaleToFill

    // MARK: View controller and notifications
    /// The view controller whose root view this is (UIKit's private `_viewDelegate`).
    @exclusivity(unchecked) weak var viewControllerStorage: ViewController?
    /// The safe-area insets and margins ``safeAreaInsetsDidChange()`` and
    /// ``layoutMarginsDidChange()`` last announced (compared at each layout pass of the view).
    @exclusivity(unchecked) var announcedInsets = AnnouncedInsets()

    // MARK: Autoresizing
    /// How the view changes when its superview's bounds change size.
    @exclusivity(unchecked) public var autoresizingMask: AutoresizingMask = [] { didSet { autoresizingConstraintsDidChange() } }
    /// Whether this view resizes its subviews when its bounds change size (default `true`).
    @exclusivity(unchecked) public var autoresizesSubviews = true

    // MARK: Layout cycle
    /// Whether a layout pass is scheduled for this view (``setNeedsLayout()``).
    @exclusivity(unchecked) public internal(set) var needsLayout = true
    var needsUpdateConstraintsFlag = true
    /// Whether a descendant is scheduled for layout (every ancestor of a scheduled view has it).
    @exclusivity(unchecked) var descendantNeedsLayout = false
    /// Whether a descendant is scheduled for ``updateConstraints()`` (likewise up to the root).
    var descendantNeedsUpdateConstraints = false
    /// How many times ``layoutSubviews()`` ran for this view (for tests and diagnostics).
    @exclusivity(unchecked) public internal(set) var layoutSubviewsCount = 0
    /// Called after ``layoutSubviews()``: lay out subviews by hand without subclassing.
    @exclusivity(unchecked) public var layoutSubviewsHandler: ((View) -> Void)?
    /// True while ``layoutSubviews()`` (and the handler) run for this view.
    @exclusivity(unchecked) var isInLayoutSubviews = false

    // MARK: Auto Layout state
    /// Whether the view's frame and autoresizing mask become constraints (UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`, `true` for views made in code).
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue { autoLayoutUseMayHaveChanged() }
            autoresizingConstraintsDidChange()
        }
    }
    /// Constraints installed on this view (each on the nearest common ancestor of its items).
    @exclusivity(unchecked) public internal(set) var constraints: [LayoutConstraint] = []
    var huggingPriorities = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var compressionPriorities = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
    @exclusivity(unchecked) var directionalMarginsStorage = View.defaultLayoutMargins
    /// Whether the view's margins grow to its superview's where they overlap.
    @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false { didSet { layoutInputsDidChange() } }
    /// Whether layout margins are measured from the safe area (default `true`).
    @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea = true { didSet { layoutInputsDidChange() } }
    /// Forces a layout direction for leading/trailing (UIKit's `semanticContentAttribute`).
    @exclusivity(unchecked) public var semanticContentAttribute = SemanticContentAttribute.unspecified { didSet { layoutInputsDidChange() } }
    /// Guides owned by this view.
    @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []
    @exclusivity(unchecked) var marginsGuideStorage: LayoutGuide?
    @exclusivity(unchecked) var safeAreaGuideStorage: LayoutGuide?
    var readableGuideStorage: LayoutGuide?
    var keyboardGuideStorage: LayoutGuide?
    /// The Auto Layout engine of the hierarchy this view is the root of.
    @exclusivity(unchecked) var engineStorage: LayoutEngine?
    /// Whether the hierarchy this view is the root of uses Auto Layout, once known; forgotten
    /// when a constraint, a `translatesAutoresizingMaskIntoConstraints` or the hierarchy changes.
    var usesAutoLayoutStorage: Bool?
    /// Safe-area insets computed in the last layout pass.
    var safeAreaInsetsStorage = EdgeInsets.zero
    /// Fixed safe-area insets for a view that is not in a window — Interface Builder simulates the
    /// device's safe area on a free-form top-level view. Its subviews measure theirs from it.
    @exclusivity(unchecked) public var simulatedSafeAreaInsets: EdgeInsets? { didSet { layoutInputsDidChange() } }

    /// A fixed natural size for views that don't compute one (Interface Builder's "intrinsic size:
    /// placeholder"; Trellis also uses it for labels whose text size Xcode stored). Setting it
    /// invalidates the intrinsic size.
    public var explicitIntrinsicContentSize: Size? { didSet { invalidateIntrinsicContentSize() } }

    /// The natural size of the content (UIKit's `intrinsicContentSize`); ``noIntrinsicMetric`` on
    /// an axis without one. The default is ``explicitIntrinsicContentSize`` when set, else none.
    /// Subclasses override it; call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: Size {
        explicitIntrinsicContentSize ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// How far the view's alignment rectangle lies inside its ``frame`` on each edge (UIKit's
    /// `alignmentRectInsets`): Auto Layout constraints, stack views and the intrinsic content size
    /// act on the alignment rectangle, so a control whose drawing reaches past its visual edges
    /// (a slider's thumb shadow, a switch) still lines up with its neighbours. Zero by default.
    /// UIKit's controls override it; Trellis lets any view set it (Interface Builder documents
    /// set the insets of the controls they describe). Negative insets make the alignment
    /// rectangle larger than the frame. A change rebuilds the hierarchy's Auto Layout engine;
    /// insets containing NaN or ∞ are ignored and reported to ``View/invalidGeometryHandler``.
    open var alignmentRectInsets = EdgeInsets.zero {
        didSet {
            guard [alignmentRectInsets.top, alignmentRectInsets.left, alignmentRectInsets.bottom, alignmentRectInsets.right].allSatisfy(\.isFinite) else {
                View.invalidGeometryHandler("\(self): alignmentRectInsets \(alignmentRectInsets) ignored: not finite")
                alignmentRectInsets = oldValue
                return
            }
            if alignmentRectInsets != oldValue { layoutInputsDidChange() }
        }
    }

    /// Distance from the top to the first baseline (the top itself for a view without text).
    open var firstBaselineOffsetFromTop: Double { 0 }
    /// Distance from the bottom up to the last baseline (the bottom itself for a view without text).
    open var lastBaselineOffsetFromBottom: Double { 0 }

    /// The view whose first baseline a constraint on this view's `.firstBaseline` uses (UIKit's
    /// `forFirstBaselineLayout`): by default ``forLastBaselineLayout``. A subclass returns a
    /// subview that shows text; ``StackView`` returns one of its arranged views'.
    open var forFirstBaselineLayout: View { forLastBaselineLayout }
    /// The view whose last baseline a constraint on this view's `.lastBaseline` uses (UIKit's
    /// `forLastBaselineLayout`): by default the view itself.
    open var forLastBaselineLayout: View { self }

    /// Creates a view with a frame in its (future) superview's coordinate system.
    public init(frame: Rect = .zero) {
        let f = View.sanitized(frame) ?? .zero
        boundsStorage = Rect(origin: .zero, size: f.size)
        centerStorage = Point(x: f.midX, y: f.midY)
    }

    // MARK: - Frame, bounds, center

    /// The view's rectangle in its superview's coordinate system.
    ///
    /// With an identity ``transform`` this is `center ± bounds.size / 2`. With another transform
    /// UIKit documents the value as undefined; Trellis returns the bounding box of the transformed
    /// bounds, and setting it moves ``center`` to the rectangle's middle and leaves the bounds
    /// size alone (set ``bounds`` to resize a transformed view).
    /// Negative sizes are standardized; a rectangle containing NaN or ∞ is ignored and reported
    /// to ``View/invalidGeometryHandler``.
    public var frame: Rect {
        get {
            let size = boundsStorage.size
            let local = Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let box = transformStorage.isIdentity ? local : local.applying(transformStorage)
            return box.offsetBy(dx: centerStorage.x, dy: centerStorage.y)
        }
        set {
            guard let f = View.sanitized(newValue, from: self, property: "frame") else { return }
            if transformStorage.isIdentity { setBoundsSize(f.size) }
            centerStorage = Point(x: f.midX, y: f.midY)
            autoresizingConstraintsDidChange()
        }
    }

    /// The view's own coordinate system: its size, and the origin its content is scrolled to
    /// (a bounds origin of (10, 10) draws a subview at frame (10, 10) in the top-left corner).
    public var bounds: Rect {
        get { boundsStorage }
        set {
            guard let b = View.sanitized(newValue, from: self, property: "bounds") else { return }
            boundsStorage.origin = b.origin
            setBoundsSize(b.size)
            autoresizingConstraintsDidChange()
        }
    }

    /// The middle of the frame, in the superview's coordinate system.
    public var center: Point {
        get { centerStorage }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                View.invalidGeometryHandler("\(self): center \(newValue) ignored: not finite"); return
            }
            centerStorage = newValue
            autoresizingConstraintsDidChange()
        }
    }

    /// A transform applied around the center; a non-identity transform makes ``frame`` a
    /// bounding box. A transform containing NaN or ∞ is ignored and reported to
    /// ``View/invalidGeometryHandler`` (UIKit raises).
    public var transform: AffineTransform {
        get { transformStorage }
        set {
            guard [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty].allSatisfy(\.isFinite) else {
                View.invalidGeometryHandler("\(self): transform ignored: not finite"); return
            }
            transformStorage = newValue
            geometryDidChange()
        }
    }

    /// Called with a message when a frame, bounds or center containing NaN or ∞ is ignored.
    /// The default does nothing; UIKit raises an exception in this case. Process-wide and
    /// thread-safe; the handler may be called from any thread that changes geometry.
    public static var invalidGeometryHandler: (String) -> Void {
        get { ProcessWideSettings.invalidGeometryHandler }
        set { ProcessWideSettings.invalidGeometryHandler = newValue }
    }

    static func sanitized(_ r: Rect, from view: View? = nil, property: String = "frame") -> Rect? {
        guard r.isFinite else {
            View.invalidGeometryHandler("\(view.map { "\($0)" } ?? "View"): \(property) \(r) ignored: not finite")
            return nil
        }
        return r.standardized
    }

    /// Changes the bounds size; autoresizes subviews and schedules layout when it changed.
    private func setBoundsSize(_ size: Size) {
        let old = boundsStorage.size
        guard old != size else { return }
        boundsStorage.size = size
        if autoresizesSubviews && !subviews.isEmpty {
            let engine = engineRoot
            for sub in subviews where !sub.autoresizingMask.isEmpty && !(engine?.isManaged(sub) ?? false) {
                sub.autoresize(oldSuperviewSize: old, newSuperviewSize: size)
            }
        }
        boundsSizeDidChange()
    }

    /// Applies the springs-and-struts rule after the superview changed size.
    ///
    /// The rule runs on the exact frame of the previous resize while the view still shows it, so
    /// rounding never accumulates: 10×10 at (10, 10) in 100×100, resized to 33×33 (shown at
    /// (3, 3, 3, 3)) and back, is (10, 10, 10, 10) again, as in AppKit (GNUstep's
    /// `NSView_autoresize_and_rounding.m`) and UIKit. What is shown has each edge floored to the
    /// pixel grid, AppKit's recorded rule (``Rect/flooredToPixels(scale:)``).
    func autoresize(oldSuperviewSize old: Size, newSuperviewSize new: Size) {
        guard !autoresizingMask.isEmpty, transformStorage.isIdentity else { return }
        let scale = contentScaleFactor
        let shown = frame
        let source = autoresizedExactFrame.flatMap { $0.flooredToPixels(scale: scale) == shown ? $0 : nil } ?? shown
        let exact = Autoresizing.frame(source, mask: autoresizingMask, oldSuperviewSize: old, newSuperviewSize: new)
        let f = exact.flooredToPixels(scale: scale)
        setBoundsSize(f.size)
        centerStorage = Point(x: f.midX, y: f.midY)
        autoresizedExactFrame = exact
        autoresizingConstraintsDidChange()
    }

    /// The frame as if the transform were the identity: `center ± bounds.size / 2`. Auto Layout
    /// works on this rectangle (Apple's `UIView.transform`: "the transform property does not
    /// affect Auto Layout. Auto layout calculates a view's alignment rectangle based on its
    /// untransformed frame").
    var untransformedFrame: Rect {
        let size = boundsStorage.size
        return Rect(x: centerStorage.x - size.width / 2, y: centerStorage.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Writes a frame computed by the layout engine (does not regenerate autoresizing constraints).
    /// Like UIKit's engine it sets the bounds size and the center, so a transformed view is sized
    /// too: `f` is its untransformed frame.
    func applyLayoutFrame(_ f: Rect) {
        setBoundsSize(f.size)
        centerStorage = Point(x: f.midX, y: f.midY)
    }

    /// Points to pixels for this view: its window's screen scale, else the value set here
    /// (default 1), used to round frames to the pixel grid (UIKit's `contentScaleFactor`).
    public var contentScaleFactor: Double {
        get { window?.screen.scale ?? superview?.contentScaleFactor ?? scaleStorage }
        set { if newValue > 0 && newValue.isFinite { scaleStorage = newValue } }
    }
    private var scaleStorage = 1.0

    // MARK: - Hierarchy

    /// The window the view is in, if any.
    public var window: Window? {
        var v: View? = self
        while let current = v {
            if let w = current as? Window { return w }
            v = current.superview
        }
        return nil
    }

    /// The topmost ancestor (the view itself when it has no superview).
    public var rootView: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// Adds a subview on top of the others; a view already elsewhere is moved.
    ///
    /// Adding a view to itself or to one of its descendants would make a cycle: UIKit raises;
    /// Trellis ignores the request and reports it (use ``insertSubviewChecked(_:at:)`` to get an error).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a subview at an index of ``subviews`` (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        do { try insertSubviewChecked(view, at: index) } catch {
            View.invalidGeometryHandler("\(error)")
        }
    }

    /// Inserts a subview, throwing when it would create a cycle.
    ///
    /// A view coming from elsewhere hears ``willMove(toSuperview:)`` and ``didMoveToSuperview()``,
    /// its subtree ``willMove(toWindow:)`` and ``didMoveToWindow()`` when the window changes, and
    /// this view ``didAddSubview(_:)``, in UIKit's order.
    public func insertSubviewChecked(_ view: View, at index: Int) throws(ViewHierarchyError) {
        if isDescendant(of: view) { throw .cycle(adding: view.debugName, to: debugName) }
        let wasHere = view.superview === self
        let move = wasHere ? nil : HierarchyMove(view, to: self)
        move?.willMove()
        if view.superview != nil {
            if wasHere, let i = subviews.firstIndex(where: { $0 === view }) {
                subviews.remove(at: i)
            } else {
                view.detachFromSuperview()
            }
        }
        let i = min(max(index, 0), subviews.count)
        subviews.insert(view, at: i)
        view.superview = self
        if !wasHere {
            view.didJoinHierarchy()
            if view.needsUpdateConstraintsFlag || view.descendantNeedsUpdateConstraints { view.flagAncestorsNeedUpdateConstraints() }
            didAddSubview(view)
        }
        move?.didMove()
    }

    /// Inserts a subview just above `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let i = subviews.firstIndex(where: { $0 === sibling }).map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: indexAfterRemoving(view, target: i))
    }

    /// Inserts a subview just below `sibling` (at the back when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        let i = subviews.firstIndex(where: { $0 === sibling }) ?? 0
        insertSubview(view, at: indexAfterRemoving(view, target: i))
    }

    /// `target` is an index in the current ``subviews``; when `view` is already a subview before it,
    /// taking it out first shifts the target down by one.
    private func indexAfterRemoving(_ view: View, target: Int) -> Int {
        guard let current = subviews.firstIndex(where: { $0 === view }), current < target else { return target }
        return target - 1
    }

    /// Detaches the view from its superview; constraints between it (or its subviews) and views
    /// outside are removed, as in UIKit.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let move = HierarchyMove(self, to: nil)
        move.willMove()
        detachFromSuperview()
        move.didMove()
    }

    /// Takes the view out of its superview without the move notifications (``removeFromSuperview()``
    /// and a move to another superview send them).
    private func detachFromSuperview() {
        guard let parent = superview, let i = parent.subviews.firstIndex(where: { $0 === self }) else { return }
        parent.willRemoveSubview(self)
        removeConstraintsCrossing(from: parent)
        willLeaveHierarchy()
        parent.subviews.remove(at: i)
        superview = nil
        parent.setNeedsLayout()
        setNeedsLayout()
    }

    /// Called just before a subview leaves this view (UIKit's `willRemoveSubview(_:)`), by
    /// `removeFromSuperview()` and when the subview is added to another view. The default does
    /// nothing; a stack view stops arranging the subview here.
    open func willRemoveSubview(_ subview: View) {}

    /// Called just after a subview was added (UIKit's `didAddSubview(_:)`). The default does nothing.
    open func didAddSubview(_ subview: View) {}

    /// Called before the view is added to `newSuperview`, or removed when it is `nil` (UIKit's
    /// `willMove(toSuperview:)`). The default does nothing.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view was added to a superview or removed from one (UIKit's
    /// `didMoveToSuperview()`). The default does nothing.
    open func didMoveToSuperview() {}

    /// Called before the view's window changes, for the moved view and each of its descendants,
    /// parents first (UIKit's `willMove(toWindow:)`). The default does nothing.
    open func willMove(toWindow newWindow: Window?) {}

    /// Called after the view's window changed, for the moved view and each of its descendants,
    /// parents first (UIKit's `didMoveToWindow()`). The default does nothing.
    open func didMoveToWindow() {}

    /// Moves a subview in front of its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    /// Moves a subview behind its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    /// This view or the first descendant (depth first) with the tag.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    /// This view and all its descendants, parents before children.
    public var subtree: [View] {
        var out: [View] = []
        func walk(_ v: View) { out.append(v); v.subviews.forEach(walk) }
        walk(self)
        return out
    }

    /// A short name for diagnostics: the identifier, else the class name.
    public var debugName: String { accessibilityIdentifier ?? "\(type(of: self))" }

    // MARK: - Coordinates

    /// Converts a point from this view's coordinate system to `view`'s (to the root's when `nil`).
    /// Views in different hierarchies are converted through their roots, taken as one space.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = toRoot(point)
        guard let view else { return inRoot }
        return view.fromRoot(inRoot)
    }

    /// Converts a point from `view`'s coordinate system (the root's when `nil`) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        fromRoot(view?.toRoot(point) ?? point)
    }

    /// Converts a rectangle to `view`'s coordinate system: the bounding box of its corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        corners(rect).map { convert($0, to: view) }.boundingBox
    }

    /// Converts a rectangle from `view`'s coordinate system.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        corners(rect).map { convert($0, from: view) }.boundingBox
    }

    private func corners(_ r: Rect) -> [Point] {
        [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)]
    }

    /// From this view's coordinates to its superview's.
    func toSuperview(_ p: Point) -> Point {
        let b = boundsStorage
        let local = Point(x: p.x - b.midX, y: p.y - b.midY)
        let t = transformStorage.isIdentity ? local : local.applying(transformStorage)
        return Point(x: t.x + centerStorage.x, y: t.y + centerStorage.y)
    }

    func fromSuperview(_ p: Point) -> Point {
        let b = boundsStorage
        let local = Point(x: p.x - centerStorage.x, y: p.y - centerStorage.y)
        let t = transformStorage.isIdentity ? local : local.applying(transformStorage.inverted())
        return Point(x: t.x + b.midX, y: t.y + b.midY)
    }

    func toRoot(_ p: Point) -> Point {
        var q = p
        var v: View = self
        while let s = v.superview { q = v.toSuperview(q); v = s }
        return q
    }

    func fromRoot(_ p: Point) -> Point {
        var chain: [View] = []
        var v: View = self
        while let s = v.superview { chain.append(v); v = s }
        var q = p
        for view in chain.reversed() { q = view.fromSuperview(q) }
        return q
    }

    // MARK: - Hit testing

    /// Whether the point (in this view's coordinates) is inside its bounds.
    open func point(inside point: Point) -> Bool { boundsStorage.standardized.contains(point) }

    /// The frontmost descendant (or this view) containing the point, as UIKit finds it: hidden
    /// views, views with alpha below 0.01 and views with interaction disabled are skipped, and a
    /// point outside a view's bounds never reaches its subviews — even without `clipsToBounds`,
    /// exactly as in UIKit (`clipsToBounds` only changes drawing).
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point) else { return nil }
        for sub in subviews.reversed() {
            if let hit = sub.hitTest(sub.fromSuperview(point)) { return hit }
        }
        return self
    }

    // MARK: - Layout cycle (the rest is in LayoutCycle/View+LayoutCycle.swift)

    /// Override to position subviews by hand; runs after autoresizing and after Auto Layout has
    /// placed the subviews. The default does nothing (UIKit's applies the engine's frames, which
    /// Trellis has already done when this is called). A change of a subview's frame by Auto
    /// Layout schedules this view's pass, as in UIKit.
    open func layoutSubviews() {}

    /// Override to change constraints in bulk before layout. The default does nothing.
    open func updateConstraints() {}

    /// Called in the view's layout pass when its ``safeAreaInsets`` differ from those of the
    /// last call (UIKit's `safeAreaInsetsDidChange()`: a rotation, a bar, a controller's
    /// `additionalSafeAreaInsets`, the view moving under an unsafe edge). The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Called in the view's layout pass when its ``effectiveLayoutMargins`` differ from those of
    /// the last call (UIKit's `layoutMarginsDidChange()`: new margins, or margins measured from a
    /// changed safe area). The default does nothing.
    open func layoutMarginsDidChange() {}

    /// Called when the view's ``traitCollection`` changed (UIKit's `traitCollectionDidChange(_:)`):
    /// on rotation when a size class changes, when the screen's content size category or
    /// appearance changes, and when the view moves to a window with other traits. The default
    /// does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The size that best fits `size` (UIKit's `sizeThatFits(_:)`). The default returns the
    /// view's current size, as UIKit's does; labels, buttons and image views return their
    /// content's size. It does not resize the view: ``sizeToFit()`` does.
    open func sizeThatFits(_ size: Size) -> Size { boundsStorage.size }
}

extension View: CustomStringConvertible {
    public var description: String { "<\(type(of: self)) \(accessibilityIdentifier.map { "'\($0)' " } ?? "")frame = \(frame)>" }
}

extension Array where Element == Point {
    var boundingBox: Rect {
        let xs = map(\.x), ys = map(\.y)
        guard let x0 = xs.min(), let y0 = ys.min(), let x1 = xs.max(), let y1 = ys.max() else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
