extension View {
    /// A view's stored geometry: where it is in its superview and how it follows the
    /// superview's size (``View/frame`` is derived from these, never stored).
    struct Geometry {
        var center = Point.zero
        var bounds = Rect.zero
        var transform = AffineTransform.identity
        /// The unrounded frame the last autoresize computed (the source of the next one while shown).
        var autoresizedExactFrame: Rect?
        /// The untransformed frame the layout engine last computed (given back at the superview's layout pass).
        var engineFrame: Rect?
        /// ``View/contentScaleFactor`` when the view is not in a window.
        var scale = 1.0
        /// How the view changes when its superview's bounds change size.
        var autoresizingMask: AutoresizingMask = []
        /// Whether the view resizes its subviews when its bounds change size.
        var autoresizesSubviews = true
        // A write of the center, bounds or transform flags the view's insets for comparison at
        // the next layout pass (``View/insetInputsDidChange()``), as a change of superview does.
    }
}

extension View {
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
            let size = geometry.bounds.size
            let local = Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let box = geometry.transform.isIdentity ? local : local.applying(geometry.transform)
            return box.offsetBy(dx: geometry.center.x, dy: geometry.center.y)
        }
        set {
            guard let f = View.sanitized(newValue, from: self, property: "frame") else { return }
            if geometry.transform.isIdentity { setBoundsSize(f.size) }
            geometry.center = Point(x: f.midX, y: f.midY)
            insetInputsDidChange()
            autoresizingConstraintsDidChange()
        }
    }

    /// The view's own coordinate system: its size, and the origin its content is scrolled to
    /// (a bounds origin of (10, 10) draws a subview at frame (10, 10) in the top-left corner).
    public var bounds: Rect {
        get { geometry.bounds }
        set {
            guard let b = View.sanitized(newValue, from: self, property: "bounds") else { return }
            geometry.bounds.origin = b.origin
            insetInputsDidChange()
            setBoundsSize(b.size)
            autoresizingConstraintsDidChange()
        }
    }

    /// The middle of the frame, in the superview's coordinate system.
    public var center: Point {
        get { geometry.center }
        set {
            guard View.isFinite(newValue, from: self, property: "center") else { return }
            geometry.center = newValue
            insetInputsDidChange()
            autoresizingConstraintsDidChange()
        }
    }

    /// A transform applied around the center; a non-identity transform makes ``frame`` a
    /// bounding box. A transform containing NaN or ∞ is ignored and reported to
    /// ``View/invalidGeometryHandler`` (UIKit raises).
    public var transform: AffineTransform {
        get { geometry.transform }
        set {
            guard [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty].allSatisfy(\.isFinite) else {
                View.invalidGeometryHandler("\(self): transform ignored: not finite"); return
            }
            geometry.transform = newValue
            insetInputsDidChange()
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

    /// Whether both coordinates are finite; a point that is not is reported through
    /// ``invalidGeometryHandler`` as ignored (the same message as ``sanitized(_:from:property:)``).
    static func isFinite(_ p: Point, from view: View, property: String) -> Bool {
        guard p.x.isFinite, p.y.isFinite else {
            View.invalidGeometryHandler("\(view): \(property) \(p) ignored: not finite")
            return false
        }
        return true
    }

    /// Changes the bounds size; autoresizes subviews and schedules layout when it changed.
    private func setBoundsSize(_ size: Size) {
        let old = geometry.bounds.size
        guard old != size else { return }
        geometry.bounds.size = size
        insetInputsDidChange()
        if autoresizesSubviews && !subviews.isEmpty {
            // The engine is looked up (a walk to the root) only for a subview that autoresizes.
            var engine: LayoutEngine??
            for sub in subviews where !sub.autoresizingMask.isEmpty {
                if engine == nil { engine = .some(engineRoot) }
                if engine??.isManaged(sub) ?? false { continue }
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
        guard !autoresizingMask.isEmpty, geometry.transform.isIdentity else { return }
        let scale = contentScaleFactor
        let shown = frame
        let source = geometry.autoresizedExactFrame.flatMap { $0.flooredToPixels(scale: scale) == shown ? $0 : nil } ?? shown
        let exact = Autoresizing.frame(source, mask: autoresizingMask, oldSuperviewSize: old, newSuperviewSize: new)
        let f = exact.flooredToPixels(scale: scale)
        setBoundsSize(f.size)
        geometry.center = Point(x: f.midX, y: f.midY)
        insetInputsDidChange()
        geometry.autoresizedExactFrame = exact
        autoresizingConstraintsDidChange()
    }

    /// The frame as if the transform were the identity: `center ± bounds.size / 2`. Auto Layout
    /// works on this rectangle (Apple's `UIView.transform`: "the transform property does not
    /// affect Auto Layout. Auto layout calculates a view's alignment rectangle based on its
    /// untransformed frame").
    var untransformedFrame: Rect {
        let size = geometry.bounds.size
        return Rect(x: geometry.center.x - size.width / 2, y: geometry.center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Writes a frame computed by the layout engine (does not regenerate autoresizing constraints).
    /// Like UIKit's engine it sets the bounds size and the center, so a transformed view is sized
    /// too: `f` is its untransformed frame.
    func applyLayoutFrame(_ f: Rect) {
        setBoundsSize(f.size)
        geometry.center = Point(x: f.midX, y: f.midY)
        insetInputsDidChange()
    }

    /// Points to pixels for this view: its window's screen scale, else the value set here
    /// (default 1), used to round frames to the pixel grid (UIKit's `contentScaleFactor`).
    public var contentScaleFactor: Double {
        get { window?.screen.scale ?? superview?.contentScaleFactor ?? geometry.scale }
        set { if newValue > 0 && newValue.isFinite { geometry.scale = newValue } }
    }

    /// How the view changes when its superview's bounds change size.
    public var autoresizingMask: AutoresizingMask {
        get { geometry.autoresizingMask }
        set { geometry.autoresizingMask = newValue; autoresizingConstraintsDidChange() }
    }

    /// Whether this view resizes its subviews when its bounds change size (default `true`).
    public var autoresizesSubviews: Bool {
        get { geometry.autoresizesSubviews }
        set { geometry.autoresizesSubviews = newValue }
    }
}
