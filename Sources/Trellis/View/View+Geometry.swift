extension View {
    /// The view's rectangle in its superview's bounds coordinates (`UIView.frame`).
    ///
    /// Derived from ``center``, ``bounds``.size and ``transform``: with the identity transform it is the bounds
    /// size centred on `center`; otherwise it is the bounding box of the transformed bounds (what Core Animation
    /// returns; UIKit calls the value "undefined" in that case).
    ///
    /// Setting it sets `center` to the new frame's middle and `bounds.size` to its size (bounds origin
    /// unchanged). A negative size behaves as in UIKit, where Core Animation standardizes both rectangles:
    /// the frame `(10, 10, -4, 5)` becomes `(6, 10, 4, 5)` and the bounds origin moves by `-4` in x
    /// (`(0, 0, -4, 5)` standardized is `(-4, 0, 4, 5)`).
    ///
    /// With a non-identity transform UIKit leaves the result undefined; Trellis places the centre so that the
    /// frame read back has the requested middle (the frame's middle minus the transform's translation) and,
    /// when the transform only scales (b = c = 0, a and d non-zero), sets the bounds size to the frame size
    /// divided by the scale; for other transforms (rotations, shears) the bounds size is left unchanged.
    /// A frame with NaN or infinity is ignored and recorded in ``ignoredRequests`` (``setFrameChecked(_:)``
    /// throws instead).
    public var frame: Rect {
        get {
            let size = storedBounds.size
            let local = Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let box = storedTransform.isIdentity ? local : local.applying(storedTransform)
            return box.offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set { recordingErrors { () throws(ViewGeometryError) in try setFrameChecked(newValue) } }
    }

    /// The view's own coordinate system (`UIView.bounds`): `origin` is the point displayed at the top-left
    /// corner (subviews are placed relative to it, so a bounds origin of (10, 10) shows a subview at frame
    /// origin (10, 10) in the corner), `size` the view's size before the transform.
    ///
    /// Changing the size keeps the centre, so the frame grows or shrinks around the middle; it autoresizes the
    /// subviews (when ``autoresizesSubviews``) and marks the view as needing layout. A negative size is
    /// standardized; non-finite values are ignored and recorded (``setBoundsChecked(_:)`` throws instead).
    public var bounds: Rect {
        get { storedBounds }
        set { recordingErrors { () throws(ViewGeometryError) in try setBoundsChecked(newValue) } }
    }

    /// The centre of the frame in the superview's bounds coordinates (`UIView.center`). Moving it never
    /// changes the size and so triggers no layout. Non-finite values are ignored and recorded.
    public var center: Point {
        get { storedCenter }
        set { recordingErrors { () throws(ViewGeometryError) in try setCenterChecked(newValue) } }
    }

    /// The transform applied around the centre (`UIView.transform`); it changes the frame but not the bounds,
    /// so it triggers no layout. Non-finite transforms are ignored and recorded.
    public var transform: AffineTransform {
        get { storedTransform }
        set { recordingErrors { () throws(ViewGeometryError) in try setTransformChecked(newValue) } }
    }

    /// Sets ``frame``, throwing instead of ignoring a non-finite rectangle.
    public func setFrameChecked(_ newFrame: Rect) throws(ViewGeometryError) {
        guard newFrame.isFinite else {
            throw .nonFinite(property: "frame", value: newFrame.description, view: diagnosticName)
        }
        let f = newFrame.standardized
        var size = newFrame.size
        let t = storedTransform
        if !t.isIdentity {
            if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
                size = Size(width: size.width / abs(t.a), height: size.height / abs(t.d))
            } else {
                size = storedBounds.size
            }
        }
        storedCenter = Point(x: f.midX - t.tx, y: f.midY - t.ty)
        applyBounds(Rect(origin: storedBounds.origin, size: size).standardized)
    }

    /// Sets ``bounds``, throwing instead of ignoring a non-finite rectangle.
    public func setBoundsChecked(_ newBounds: Rect) throws(ViewGeometryError) {
        guard newBounds.isFinite else {
            throw .nonFinite(property: "bounds", value: newBounds.description, view: diagnosticName)
        }
        applyBounds(newBounds.standardized)
    }

    /// Sets ``center``, throwing instead of ignoring a non-finite point.
    public func setCenterChecked(_ newCenter: Point) throws(ViewGeometryError) {
        guard newCenter.isFinite else {
            throw .nonFinite(property: "center", value: newCenter.description, view: diagnosticName)
        }
        storedCenter = newCenter
    }

    /// Sets ``transform``, throwing instead of ignoring a non-finite transform.
    public func setTransformChecked(_ newTransform: AffineTransform) throws(ViewGeometryError) {
        guard newTransform.isFinite else {
            throw .nonFinite(property: "transform", value: newTransform.description, view: diagnosticName)
        }
        storedTransform = newTransform
    }

    /// Stores standardized, finite bounds; on a size change autoresizes the subviews and marks layout.
    private func applyBounds(_ newBounds: Rect) {
        let oldSize = storedBounds.size
        storedBounds = newBounds
        if oldSize != newBounds.size {
            boundsSizeDidChange(from: oldSize)
        }
    }

    private func recordingErrors(_ body: () throws(ViewGeometryError) -> Void) {
        do {
            try body()
        } catch {
            record(.geometry(error))
        }
    }
}
