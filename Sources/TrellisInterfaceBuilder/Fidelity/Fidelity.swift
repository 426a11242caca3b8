import Trellis

/// How closely Trellis reproduces the frames Xcode stored in a document: the document is laid
/// out on its design device with every root at its stored frame (what Xcode's "Update Frames"
/// shows), and each view below a root is compared with its stored `<rect key="frame">`.
///
/// ```swift
/// let f = try IBDocument(contentsOf: path).fidelity()
/// print(f.within, f.total, f.share)            // 36 36 1.0
/// for m in f.mismatches { print(m.id, m.stored, m.solved) }
/// ```
public struct Fidelity: Sendable {
    /// One view compared with its stored frame.
    public struct Comparison: Sendable {
        public let id: String
        public let elementName: String
        public let stored: Rect
        public let solved: Rect
        /// Every edge of the solved frame within ``Fidelity/tolerance`` of the stored one.
        public var isWithinTolerance: Bool {
            abs(solved.minX - stored.minX) <= Fidelity.tolerance && abs(solved.minY - stored.minY) <= Fidelity.tolerance
                && abs(solved.width - stored.width) <= Fidelity.tolerance && abs(solved.height - stored.height) <= Fidelity.tolerance
        }
    }

    /// Points of difference allowed on x, y, width and height.
    public static let tolerance = 1.0

    /// Every view below a root that has a stored frame, in document order.
    public let comparisons: [Comparison]
    /// Xcode itself marked a view `misplaced` or `ambiguous`: its stored frames are not what
    /// the constraints give, so the document is counted apart.
    public let flaggedInDocument: Bool
    /// Required constraints the stored frames cannot satisfy on any canvas (Xcode did not mark
    /// the views misplaced, but their frames are not what the constraints give).
    public let storedFrameContradictions: [StoredFrameContradiction]
    /// The document is counted apart from the fidelity figure: Xcode flagged it, or its stored
    /// frames contradict its own required constraints.
    public var isCountedApart: Bool { flaggedInDocument || !storedFrameContradictions.isEmpty }

    public var total: Int { comparisons.count }
    public var within: Int { comparisons.filter(\.isWithinTolerance).count }
    /// `within / total`, 1 for a document without views to compare.
    public var share: Double { total == 0 ? 1 : Double(within) / Double(total) }
    /// The views whose solved frame is off by more than the tolerance.
    public var mismatches: [Comparison] { comparisons.filter { !$0.isWithinTolerance } }
}

extension IBDocument {
    /// Lays every scene out on the design device at its stored root size and compares the
    /// solved frames with the stored ones (see ``Fidelity``).
    public func fidelity() throws(InterfaceBuilderError) -> Fidelity {
        try layout(storedRootSize: true).fidelity()
    }
}

extension IBLayout {
    /// Compares this layout's solved frames with the frames stored in the document (meaningful
    /// for a layout at the stored root size on the design device).
    public func fidelity() -> Fidelity {
        let comparisons = entries.compactMap { e -> Fidelity.Comparison? in
            guard e.superviewID != nil, let stored = e.storedFrame else { return nil }
            return Fidelity.Comparison(id: e.id, elementName: e.elementName, stored: stored, solved: e.view.frame)
        }
        return Fidelity(comparisons: comparisons, flaggedInDocument: entries.contains { $0.flaggedInDocument },
                        storedFrameContradictions: storedFrameContradictions)
    }
}
