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
    // The stored state, one value per concept, each declared with its concept's API:
    // View+Geometry.swift, View+Hierarchy.swift, View+Appearance.swift,
    // LayoutCycle/View+LayoutCycle.swift, AutoLayout/View+Constraints.swift,
    // Margins/View+Margins.swift and AutoLayout/View+IntrinsicSize.swift.
    //
    // State a layout pass reads for every view is `@exclusivity(unchecked)`: the runtime's access
    // tracking was a third of a resize step's instructions (callgrind on `trellis-layout-bench
    // --workload chain --n 100`), and a hierarchy is used from one thread at a time, with no
    // overlapping mutable access to these.

    /// Center, bounds, transform and how they follow the superview.
    @exclusivity(unchecked) var geometry = Geometry()
    /// Superview, subviews and the view controller whose root view this is.
    @exclusivity(unchecked) var hierarchy = Hierarchy()
    /// Drawing and hit-testing attributes.
    var appearance = Appearance()
    /// What the layout cycle has scheduled for this view and its descendants.
    @exclusivity(unchecked) var cycle = LayoutCycleState()
    /// Constraints, guides and the engine of the hierarchy this view is the root of.
    @exclusivity(unchecked) var autoLayout = AutoLayoutState()
    /// Layout margins, the simulated safe area and the guides that expose them.
    @exclusivity(unchecked) var insetState = InsetState()
    /// The intrinsic size, its priorities and the alignment rectangle.
    var intrinsicSize = IntrinsicSizeState()
    /// What weak references to the view point at (``WeakBox``), made on first use.
    var referenceTarget: ReferenceTarget?
    /// The design values of what screen adaptations scaled on this view
    /// (ScreenAdaptation/ScreenAdaptationRecord.swift), made on first adaptation.
    var screenAdaptation: ScreenAdaptationRecord?

    /// Creates a view with a frame in its (future) superview's coordinate system.
    public init(frame: Rect = .zero) {
        let f = View.sanitized(frame) ?? .zero
        geometry.bounds = Rect(origin: .zero, size: f.size)
        geometry.center = Point(x: f.midX, y: f.midY)
    }

    /// What outlives the view (held elsewhere) stops naming it: weak references to it read `nil`
    /// (``WeakBox``), its subviews lose their superview (as in UIKit), its constraints their view,
    /// its guides their owner. (These references are unowned and unretained, for speed; this
    /// keeps them from dangling.)
    deinit {
        referenceTarget?.objectIsFreed()
        for s in hierarchy.subviews {
            s.hierarchy.superview = nil
            s.setWindowOfSubtree(nil)
        }
        for c in autoLayout.constraints { c.installedView = nil }
        for g in autoLayout.layoutGuides { g.owningView = nil }
        for case let g? in [insetState.marginsGuide, insetState.safeAreaGuide, insetState.readableGuide, insetState.keyboardGuide] {
            g.owningView = nil
        }
    }

    // MARK: - Intrinsic size and alignment (the rest is in AutoLayout/View+IntrinsicSize.swift)

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
    /// rectangle larger than the frame. A change moves the constants of the constraints naming the
    /// view in place; insets containing NaN or ∞ are ignored and reported to
    /// ``View/invalidGeometryHandler``.
    open var alignmentRectInsets: EdgeInsets {
        get { intrinsicSize.alignmentRectInsets }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                View.invalidGeometryHandler("\(self): alignmentRectInsets \(newValue) ignored: not finite")
                return
            }
            guard newValue != intrinsicSize.alignmentRectInsets else { return }
            intrinsicSize.alignmentRectInsets = newValue
            rootView.autoLayout.engine?.alignmentRectInsetsDidChange(of: self)
            setNeedsLayout()
        }
    }

    /// Distance from the top to the first baseline (the top itself for a view without text);
    /// with a ``baselineHeightFraction``, from that share of the height down.
    open var firstBaselineOffsetFromTop: Double { 0 }
    /// Distance from the bottom up to the last baseline (the bottom itself for a view without
    /// text); with a ``baselineHeightFraction``, from that share of the height up.
    open var lastBaselineOffsetFromBottom: Double { 0 }
    /// Where the baselines follow the view's height: 0 when the text is drawn from the top down
    /// (a label's first baseline is ``firstBaselineOffsetFromTop`` below its top, whatever its
    /// height), 0.5 when it is centred vertically (a text field's line sits in the middle of a
    /// field of any height). The first baseline is at top + fraction · height +
    /// ``firstBaselineOffsetFromTop``, the last at bottom − fraction · height −
    /// ``lastBaselineOffsetFromBottom``.
    open var baselineHeightFraction: Double { 0 }

    /// The view whose first baseline a constraint on this view's `.firstBaseline` uses (UIKit's
    /// `forFirstBaselineLayout`): by default ``forLastBaselineLayout``. A subclass returns a
    /// subview that shows text; ``StackView`` returns one of its arranged views'.
    open var forFirstBaselineLayout: View { forLastBaselineLayout }
    /// The view whose last baseline a constraint on this view's `.lastBaseline` uses (UIKit's
    /// `forLastBaselineLayout`): by default the view itself.
    open var forLastBaselineLayout: View { self }

    // MARK: - Hierarchy notifications (the rest is in View+Hierarchy.swift)

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

    /// Called as soon as ``window`` names another window (before ``didMoveToWindow()``, and also
    /// when the window is freed): views that keep what they inherit from their window (a
    /// ``Button``'s title measured with the window's ``Window/textMeasurer``) forget it here.
    func windowDidChange() {}

    // MARK: - Hit testing

    /// Whether the point (in this view's coordinates) is inside its bounds.
    open func point(inside point: Point) -> Bool { geometry.bounds.standardized.contains(point) }

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
    open func sizeThatFits(_ size: Size) -> Size { geometry.bounds.size }
}

extension View: CustomStringConvertible {
    public var description: String { "<\(type(of: self)) \(accessibilityIdentifier.map { "'\($0)' " } ?? "")frame = \(frame)>" }
}
