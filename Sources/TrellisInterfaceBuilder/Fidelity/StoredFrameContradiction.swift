import Trellis

/// A required constraint that the frames Xcode stored cannot satisfy on any canvas: read with
/// the stored frame of its view, it puts an edge of a safe area outside the view that owns the
/// safe area — and a safe area always lies inside its view (its insets are never negative).
/// Such a document's stored frames are not what its constraints give, although Xcode did not mark
/// them misplaced; ``Fidelity`` counts it apart, as it counts documents Xcode flagged.
///
/// Example (Alamofire and ChartsDemo launch screens, Xcode 9): a label stored at x = 0, 375
/// wide on a 375-point canvas, with the required `label.leading = safeArea.leading + 20`: the
/// safe area would begin at x = −20.
public struct StoredFrameContradiction: Sendable, Equatable {
    /// The document id of the constraint.
    public let constraintID: String
    /// The view whose stored frame was used.
    public let viewID: String
    /// The view that owns the safe area.
    public let guideOwnerID: String
    /// The safe-area edge the stored frame implies, in the owner's coordinates.
    public let impliedEdge: Double
    /// The owner's stored length on that axis (the edge must lie within 0…length).
    public let ownerLength: Double

    /// A sentence for diagnostics.
    public var message: String {
        "constraint \(constraintID): the stored frame of \(viewID) puts an edge of the safe area of \(guideOwnerID) at \(formatPoints(impliedEdge)), outside 0…\(formatPoints(ownerLength)); Xcode's stored frames do not follow this required constraint"
    }
}

/// A required equality between a view's edge and an edge of a safe area, kept while reading to
/// be checked against the stored frames once every view is known.
struct SafeAreaEdgeConstraint {
    let constraintID: String
    let viewID: String
    let viewAttribute: LayoutAttribute
    let guideOwnerID: String
    let guideAttribute: LayoutAttribute
    /// `view = guide + offset`.
    let offset: Double

    /// The check: the guide edge implied by the stored frames lies within the owner's bounds.
    func contradiction(in layout: IBLayout) -> StoredFrameContradiction? {
        let byID = Dictionary(layout.entries.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        guard let entry = byID[viewID], var frame = entry.storedFrame, let owner = byID[guideOwnerID],
              let ownerFrame = owner.storedFrame else { return nil }
        frame = entry.view.alignmentRect(forFrame: frame)
        // The stored frame in the owner's coordinates (the owner must be an ancestor).
        var parent = entry.superviewID
        while let p = parent, p != guideOwnerID {
            guard let e = byID[p], let f = e.storedFrame else { return nil }
            frame = frame.offsetBy(dx: f.minX, dy: f.minY)
            parent = e.superviewID
        }
        guard parent == guideOwnerID, let viewEdge = SafeAreaEdgeConstraint.edge(frame, viewAttribute) else { return nil }
        let implied = viewEdge - offset
        let length = guideAttribute.axis == .horizontal ? ownerFrame.width : ownerFrame.height
        guard implied < -Fidelity.tolerance || implied > length + Fidelity.tolerance else { return nil }
        return StoredFrameContradiction(constraintID: constraintID, viewID: viewID, guideOwnerID: guideOwnerID,
                                        impliedEdge: implied, ownerLength: length)
    }

    /// An edge of a rectangle, left to right (Xcode's canvas).
    static func edge(_ r: Rect, _ attribute: LayoutAttribute) -> Double? {
        switch attribute {
        case .left, .leading: r.minX
        case .right, .trailing: r.maxX
        case .top: r.minY
        case .bottom: r.maxY
        default: nil
        }
    }

    /// The attributes the check reads: edges, not centres, sizes or baselines.
    static func isEdge(_ attribute: LayoutAttribute) -> Bool {
        edge(.zero, attribute) != nil
    }
}

extension SceneBuilder {
    /// Whether a document id names a view of this scene (not a guide or a placeholder).
    func isView(_ id: String) -> Bool { result.views[id] != nil && elements[id] != nil }

    /// Keeps a required `view.edge = safeArea.edge + constant` (either way round) for the
    /// stored-frame check.
    func recordSafeAreaEdge(_ cid: String, firstID: String, _ a1: LayoutAttribute, secondID: String, _ a2: LayoutAttribute,
                            required: Bool, constant: Double) {
        guard required, SafeAreaEdgeConstraint.isEdge(a1), SafeAreaEdgeConstraint.isEdge(a2) else { return }
        func safeAreaOwner(_ id: String) -> String? {
            guard let (view, kind) = guides[id], kind == .safeArea else { return nil }
            return view.accessibilityIdentifier
        }
        if isView(firstID), let owner = safeAreaOwner(secondID) {
            safeAreaEdges.append(SafeAreaEdgeConstraint(constraintID: cid, viewID: firstID, viewAttribute: a1,
                                                        guideOwnerID: owner, guideAttribute: a2, offset: constant))
        } else if isView(secondID), let owner = safeAreaOwner(firstID) {
            safeAreaEdges.append(SafeAreaEdgeConstraint(constraintID: cid, viewID: secondID, viewAttribute: a2,
                                                        guideOwnerID: owner, guideAttribute: a1, offset: -constant))
        }
    }
}
