extension View {
    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its frame's origin
    /// (UIKit's `sizeToFit()`; Apple: override `sizeThatFits(_:)`, not this).
    public func sizeToFit() {
        let f = frame
        frame = Rect(origin: f.origin, size: sizeThatFits(f.size))
    }
}
