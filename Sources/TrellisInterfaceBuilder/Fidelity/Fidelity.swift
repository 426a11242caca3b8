import Trellis

/// How closely Trellis reproduces the frames Xcode stored in a document: the document is laid
/// out on its design device with every root at its stored frame (what Xcode's "Update Frames"
/// shows), and every element with a stored `<rect key="frame">` other than those roots — views,
/// cells, content views, bars, reusable views — is compared with it. An element the layout has
/// no view for is a miss (``missed``), whatever the reason.
///
/// ```swift
/// let f = try IBDocument(contentsOf: path).fidelity()
/// print(f.within, f.total, f.share)            // 36 36 1.0
/// for m in f.mismatches { print(m.id, m.stored, m.solved) }
/// for m in f.missed { print(m.elementName, m.id) }
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

    /// Every laid-out view below a root that has a stored frame, in document order.
    public let comparisons: [Comparison]
    /// Every element with a stored frame that the layout has no view for (each one a miss).
    public let missed: [IBLayout.Omission]
    /// Xcode itself marked a view `misplaced` or `ambiguous`: its stored frames are not what
    /// the constraints give, so the document is counted apart.
    public let flaggedInDocument: Bool
    /// Required constraints the stored frames cannot satisfy on any canvas (Xcode did not mark
    /// the views misplaced, but their frames are not what the constraints give).
    public let storedFrameContradictions: [StoredFrameContradiction]
    /// The document is counted apart from the fidelity figure: Xcode flagged it, or its stored
    /// frames contradict its own required constraints.
    public var isCountedApart: Bool { flaggedInDocument || !storedFrameContradictions.isEmpty }

    /// Elements compared: laid out or missed.
    public var total: Int { comparisons.count + missed.count }
    public var within: Int { comparisons.filter(\.isWithinTolerance).count }
    /// `within / total`, 1 for a document without views to compare.
    public var share: Double { total == 0 ? 1 : Double(within) / Double(total) }
    /// The views whose solved frame is off by more than the tolerance.
    public var mismatches: [Comparison] { comparisons.filter { !$0.isWithinTolerance } }

    /// Counts for one element kind (element name).
    public struct KindCount: Sendable, Equatable {
        /// Laid out within ``Fidelity/tolerance``.
        public var within = 0
        /// Laid out, but off by more than the tolerance.
        public var off = 0
        /// Not laid out.
        public var missed = 0
        public var total: Int { within + off + missed }
        public init() {}
    }

    /// The figures per element kind (`label`, `tableViewCell`, `navigationBar`…).
    public var byKind: [String: KindCount] {
        var counts: [String: KindCount] = [:]
        for c in comparisons {
            if c.isWithinTolerance { counts[c.elementName, default: KindCount()].within += 1 } else { counts[c.elementName, default: KindCount()].off += 1 }
        }
        for m in missed { counts[m.elementName, default: KindCount()].missed += 1 }
        return counts
    }
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
        return Fidelity(comparisons: comparisons, missed: omissions, flaggedInDocument: !flaggedIDs.isEmpty || entries.contains { $0.flaggedInDocument },
                        storedFrameContradictions: storedFrameContradictions)
    }
}
