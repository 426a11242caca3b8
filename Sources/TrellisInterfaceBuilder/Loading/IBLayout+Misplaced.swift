import Trellis

extension IBLayout {
    /// Views whose laid-out frame is more than `tolerance` points from the frame Xcode stored
    /// (on the document's own device, Xcode's "misplaced views"), each with its stored frame in its
    /// superview's coordinates, in document order. On another device every frame moves, so ask
    /// only for the layout of the device and orientation the document was saved for. Scene roots
    /// are not counted: the canvas, not their constraints, gives them their frame.
    public func misplacedViews(tolerance: Double = 1) -> [(view: View, storedFrame: Rect)] {
        entries.compactMap { entry in
            guard let stored = entry.storedFrame, entry.superviewID != nil else { return nil }
            let f = entry.view.frame
            let off = max(abs(f.minX - stored.minX), abs(f.minY - stored.minY), abs(f.width - stored.width), abs(f.height - stored.height))
            return off > tolerance ? (entry.view, stored) : nil
        }
    }
}
