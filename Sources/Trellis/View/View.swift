/// A rectangular area of the interface that lays out subviews (UIKit's `UIView`).
///
/// Geometry follows UIKit/Core Animation exactly: a view stores its ``center`` (in the superview's
/// bounds coordinates), its ``bounds`` (its own coordinate system: the origin is the point shown at the
/// top-left corner, the size its extent) and its ``transform`` (applied around the centre). ``frame``
/// is derived from those three. Changing the bounds *size* autoresizes the subviews (when
/// ``autoresizesSubviews``) and marks the view as needing layout; the layout pass
/// (``layoutIfNeeded()``) then calls ``layoutSubviews()`` on every view that needs it, top-down.
///
/// Invalid requests never crash: a non-finite geometry value or an attempt to make a view its own
/// ancestor is ignored and recorded in ``ignoredRequests``; the `…Checked` variants throw instead.
///
/// The stored properties live here; behaviour is in the `View+*.swift` files of `View/`,
/// `Autoresizing/` and `LayoutCycle/`.
open class View {
    // MARK: Geometry storage (see View+Geometry.swift)

    /// Centre in the superview's bounds coordinates (Core Animation's `position`, anchor point at the middle).
    var storedCenter: Point
    /// Own coordinate system; always standardized (non-negative size).
    var storedBounds: Rect
    /// Transform applied around the centre.
    var storedTransform: AffineTransform = .identity

    // MARK: Hierarchy (see View+Hierarchy.swift)

    /// The direct subviews, back to front (the last one is drawn on top and hit-tested first).
    public internal(set) var subviews: [View] = []
    /// The view this view is a subview of, or nil.
    public internal(set) weak var superview: View?

    // MARK: Appearance and identity

    /// Whether subviews are clipped to the bounds when drawn (`UIView.clipsToBounds`). As in UIKit it does not
    /// affect hit testing: points outside the bounds never reach subviews either way.
    public var clipsToBounds = false
    /// Hidden views are not drawn and not hit-tested (`UIView.isHidden`).
    public var isHidden = false
    /// Opacity 0…1 (`UIView.alpha`); views below 0.01 are not hit-tested. Values are clamped to 0…1, NaN is ignored.
    public var alpha: Double = 1 {
        didSet {
            if alpha.isNaN { alpha = oldValue } else if alpha < 0 { alpha = 0 } else if alpha > 1 { alpha = 1 }
        }
    }
    /// Whether the view receives touches (`UIView.isUserInteractionEnabled`); false excludes it and its
    /// subviews from hit testing.
    public var isUserInteractionEnabled = true
    /// An integer to find the view with ``viewWithTag(_:)`` (`UIView.tag`).
    public var tag = 0
    /// The fill colour, nil for none (`UIView.backgroundColor`).
    public var backgroundColor: Color?
    /// A string identifying the view in tests and diagnostics (`accessibilityIdentifier`).
    public var accessibilityIdentifier: String?

    // MARK: Autoresizing (see Autoresizing/)

    /// How this view resizes when its superview's bounds size changes. Default: none.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether a bounds size change of this view resizes its subviews per their masks (default true).
    public var autoresizesSubviews = true

    // MARK: Layout cycle (see LayoutCycle/)

    /// True when the view will run ``layoutSubviews()`` in the next layout pass.
    public internal(set) var needsLayout = false
    /// Some descendant needs layout (lets the pass skip clean subtrees).
    var descendantNeedsLayout = false
    /// True when ``updateConstraints()`` will run in the next update-constraints pass.
    public internal(set) var needsUpdateConstraints = false
    /// Some descendant needs its constraints updated.
    var descendantNeedsUpdateConstraints = false
    /// True while this view's `layoutSubviews()` runs (guards against re-entrant layout of the same view).
    var isRunningLayoutSubviews = false

    /// Called by the default ``layoutSubviews()`` after the layout engine has placed the subviews:
    /// the closure alternative to overriding `layoutSubviews()`.
    public var layoutSubviewsHandler: ((View) -> Void)?

    // MARK: Diagnostics

    /// Requests this view ignored because they were invalid (non-finite geometry, a hierarchy cycle),
    /// oldest first; at most the last 100 are kept. UIKit raises an exception in these cases.
    public internal(set) var ignoredRequests: [ViewError] = []

    // MARK: Init

    /// Creates a view with the given frame (`UIView.init(frame:)`): bounds `(0, 0, width, height)`,
    /// centre at the frame's middle. As in UIKit a negative size is standardized: the frame
    /// `(617, 325, -275, -275)` becomes `(342, 50, 275, 275)` and the bounds `(-275, -275, 275, 275)`
    /// (the bounds rectangle `(0, 0, -275, -275)` standardized). A non-finite frame is replaced by
    /// ``Rect/zero`` and recorded in ``ignoredRequests``.
    public init(frame: Rect = .zero) {
        storedCenter = .zero
        storedBounds = .zero
        if frame.isFinite {
            let f = frame.standardized
            storedCenter = Point(x: f.midX, y: f.midY)
            storedBounds = Rect(origin: .zero, size: frame.size).standardized
        } else {
            record(.geometry(.nonFinite(property: "frame", value: frame.description, view: diagnosticName)))
        }
    }

    // MARK: Overridable behaviour (UIKit's open methods)

    /// Lays out the subviews (`UIView.layoutSubviews()`). Called by the layout pass, never directly.
    /// The default applies the frames computed by the Auto Layout engine, then calls
    /// ``layoutSubviewsHandler``. Overrides should call `super.layoutSubviews()` first.
    open func layoutSubviews() {
        applyLayoutEngineFrames()
        layoutSubviewsHandler?(self)
    }

    /// Updates constraints in the update-constraints pass (`UIView.updateConstraints()`), which runs
    /// bottom-up before layout for views marked with ``setNeedsUpdateConstraints()``. The default does nothing.
    open func updateConstraints() {}

    /// The deepest visible, interactive descendant (or self) containing `point`, given in this view's bounds
    /// coordinates (`UIView.hitTest(_:with:)`). Hidden views, views with user interaction disabled and views
    /// with alpha below 0.01 are skipped; points outside the bounds never reach subviews (as in UIKit,
    /// whatever ``clipsToBounds`` says). Subviews are tried front to back.
    open func hitTest(_ point: Point) -> View? {
        defaultHitTest(point)
    }

    /// Whether `point` (bounds coordinates) is inside the view (`UIView.point(inside:with:)`): inside the bounds,
    /// left/top edges included, right/bottom edges excluded.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The size that best fits `size` (`UIView.sizeThatFits(_:)`); the default returns the current bounds size.
    open func sizeThatFits(_ size: Size) -> Size {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping the frame's origin
    /// (`UIView.sizeToFit()`).
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = Rect(origin: frame.origin, size: fitted)
    }

    /// Called after a subview was added (`UIView.didAddSubview(_:)`).
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed (`UIView.willRemoveSubview(_:)`).
    open func willRemoveSubview(_ subview: View) {}
    /// Called before the superview changes (`UIView.willMove(toSuperview:)`).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the superview changed (`UIView.didMoveToSuperview()`).
    open func didMoveToSuperview() {}
    /// Called before the window changes (`UIView.willMove(toWindow:)`).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the window changed (`UIView.didMoveToWindow()`).
    open func didMoveToWindow() {}

    /// A one-line description: class, identifier, frame, and the non-default flags (`UIView.description`).
    open var description: String {
        var parts = ["\(diagnosticName)", "frame = \(frame)"]
        if storedBounds.origin != .zero { parts.append("bounds.origin = \(storedBounds.origin)") }
        if !storedTransform.isIdentity { parts.append("transform = \(storedTransform)") }
        if !autoresizingMask.isEmpty { parts.append("autoresize = \(autoresizingMask)") }
        if isHidden { parts.append("hidden") }
        if alpha < 1 { parts.append("alpha = \(formatGeometry(alpha))") }
        if clipsToBounds { parts.append("clipsToBounds") }
        return "<" + parts.joined(separator: "; ") + ">"
    }
}

extension View: CustomStringConvertible {
    /// The description of the view and its whole subtree, one view per line, indented by depth
    /// (UIKit's private `recursiveDescription`).
    public func recursiveDescription() -> String {
        var lines: [String] = []
        func visit(_ view: View, _ depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + view.description)
            for subview in view.subviews { visit(subview, depth + 1) }
        }
        visit(self, 0)
        return lines.joined(separator: "\n")
    }
}
