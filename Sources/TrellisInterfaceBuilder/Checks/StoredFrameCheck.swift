import Trellis

/// A required document constraint (priority 1000, not a placeholder, in effect for the canvas's
/// size classes), kept while reading to be checked against the stored frames once every view is
/// known (``StoredFrameContradiction``).
///
/// What is checked: constraints between views, or on one view, whose attributes are edges,
/// centres or sizes; view edges against a safe area's edges; and view edges against the margin
/// edges of a view whose margins on the design device are not known, as a bound (margins are
/// never negative: ``marginsContradiction(_:_:)``). Not checked, because the stored
/// frames alone do not give their value: other layout guides, and edges or margins between a
/// scroll view and its content (they attach to the content area, whose size is not stored).
/// Read with what the design device adds, and then only reported, not counted apart
/// (``isReportedOnly``): baselines (``readsBaselines``, Trellis's baseline offsets), margin
/// attributes (``readsMargins``: the view's own layout margins — UIKit's default 8 or the
/// document's — not a top-level view's, a table part's, or margins the safe area or the
/// superview's margins grow, ``StoredFrames/margins(of:)``) and a safe area's size, centre or an
/// edge with a multiplier (``readsGuideFrame``: its owner's frame, along an axis without insets on
/// the design device). Stack views' own constraints
/// are checked the same way (`SceneBuilder.checkStoredFramesAgainstStackArrangements()`).
struct StoredFrameCheck {
    /// A constrained item: a view, or the safe area of a view.
    enum Item {
        case view(String)
        case safeArea(ownerID: String)
    }

    let constraintID: String
    let first: Item
    let firstAttribute: LayoutAttribute
    let second: Item?
    let secondAttribute: LayoutAttribute
    let relation: LayoutRelation
    let multiplier: Double
    let constant: Double
    /// Whether first and last baselines are read, from each view's stored frame and its own
    /// baseline offsets (``StoredFrames/baseline(of:_:in:)``): only for checks that are reported,
    /// not for those the fidelity figures count apart.
    var readsBaselines = false

    /// The constraint by its identifier, its items' ids (a safe area's owner's) and attributes.
    var reference: ConstraintReference {
        func id(_ item: Item) -> String {
            switch item { case let .view(id), let .safeArea(ownerID: id): id }
        }
        return ConstraintReference(identifier: constraintID, firstID: id(first), firstAttribute: firstAttribute,
                                   secondID: second.map(id), secondAttribute: secondAttribute)
    }

    /// The ids of the views the check reads the stored frames of: its views, the owners of its safe areas.
    var itemIDs: [String] {
        [first, second].compactMap { item in
            switch item {
            case let .view(id)?, let .safeArea(ownerID: id)?: id
            case nil: nil
            }
        }
    }

    /// How far (points) stored frames may miss a baseline constraint before it is reported:
    /// Trellis's baseline offsets are estimates (San Francisco's metrics, no pixel rounding of a
    /// control's title). Over the three shared corpora, 31 required baseline constraints between
    /// views (SF Symbol image views left out, as for edges) miss the stored frames by more than
    /// a point: 29 by 1 to 6.33 (ProtonVPN Login 1, kryptco Sessions 1.5–3, kryptco
    /// TeamInvitations 6.33 — the estimate's error), qiscus QFileLeftCell's (pairs A and B) by
    /// 21 and 20.67 — frames no estimate explains.
    static let baselineTolerance = 8.0

    /// The attributes the stored frames give: edges, centres and sizes.
    static func isChecked(_ attribute: LayoutAttribute) -> Bool {
        value(of: attribute, in: .zero, ancestorWidth: 0, rightToLeft: false) != nil
    }

    /// The attributes read from the stored frames with what the design device adds: edges,
    /// centres and sizes, and edges and centres within a view's layout margins.
    static func isReadable(_ attribute: LayoutAttribute) -> Bool { isChecked(attribute.withoutMargins) }

    /// The constraint as the document states it, e.g. `a.top == b.bottom + 8`.
    var statement: String {
        func name(_ item: Item, _ attribute: LayoutAttribute) -> String {
            switch item {
            case let .view(id): "\(id).\(attribute)"
            case let .safeArea(owner): "\(owner).safeArea.\(attribute)"
            }
        }
        var rhs = second.map { name($0, secondAttribute) } ?? ""
        if second != nil && multiplier != 1 { rhs = "\(formatPoints(multiplier)) × \(rhs)" }
        if second == nil { rhs = formatPoints(constant) } else if constant != 0 { rhs += (constant < 0 ? " − " : " + ") + formatPoints(abs(constant)) }
        let op = relation == .equal ? "==" : relation == .greaterThanOrEqual ? ">=" : "<="
        return "\(name(first, firstAttribute)) \(op) \(rhs)"
    }

    /// The check against the stored frames; nil when they satisfy the constraint within
    /// ``Fidelity/tolerance``, or when they cannot tell.
    func contradiction(in frames: StoredFrames) -> StoredFrameContradiction? {
        if readsMargins, let form = marginEdgeForm(frames) { return marginsContradiction(frames, form) }
        if readsGuideFrame || readsMargins { return itemsContradiction(frames) }
        switch (first, second) {
        case let (.view(viewID), .safeArea(owner)?):
            return safeAreaContradiction(frames, viewID: viewID, viewAttribute: firstAttribute, owner: owner,
                                         guideAttribute: secondAttribute, offset: constant)
        case let (.safeArea(owner), .view(viewID)?):
            return safeAreaContradiction(frames, viewID: viewID, viewAttribute: secondAttribute, owner: owner,
                                         guideAttribute: firstAttribute, offset: -constant)
        case (.view, .view?), (.view, nil):
            return itemsContradiction(frames)
        default:
            return nil
        }
    }

    /// `view.edge = safeArea.edge + offset` (required, multiplier 1): the guide edge the stored
    /// frames imply must lie within the owner's bounds.
    private func safeAreaContradiction(_ frames: StoredFrames, viewID: String, viewAttribute: LayoutAttribute, owner: String,
                                       guideAttribute: LayoutAttribute, offset: Double) -> StoredFrameContradiction? {
        guard relation == .equal, multiplier == 1, frames.isAncestor(owner, of: viewID),
              let rect = frames.alignmentRect(of: viewID), let ownerRect = frames.frame(of: owner),
              let edge = StoredFrameCheck.edge(rect.offsetBy(dx: -ownerRect.minX, dy: -ownerRect.minY), viewAttribute),
              StoredFrameCheck.edge(.zero, guideAttribute) != nil else { return nil }
        let implied = edge - offset
        let length = guideAttribute.axis == .horizontal ? ownerRect.width : ownerRect.height
        guard implied < -Fidelity.tolerance || implied > length + Fidelity.tolerance else { return nil }
        return StoredFrameContradiction(constraintID: constraintID, viewID: viewID, constraint: statement,
                                        reason: .safeAreaOutsideOwner(guideOwnerID: owner, impliedEdge: implied, ownerLength: length),
                                        reference: reference)
    }

    /// `view.attribute = owner.edgeMargin + offset`, in parts.
    private typealias MarginEdge = (viewID: String, viewAttribute: LayoutAttribute, ownerID: String, marginAttribute: LayoutAttribute, offset: Double)

    /// The parts of `view.attribute = owner.edgeMargin + offset` (multiplier 1, either order,
    /// required equal) when `owner` contains the view and its margins are not its own
    /// (``StoredFrames/margins(of:)`` is nil: a table part's, a top-level view's, margins the safe
    /// area grows — the design device's margins are not known): the view's attribute an edge or
    /// centre, not a margin, along the margin's axis; not a scroll view's margins (they attach to
    /// its content area); and the document gives the owner no negative margin.
    private func marginEdgeForm(_ frames: StoredFrames) -> MarginEdge? {
        guard relation == .equal, multiplier == 1, case let .view(firstID) = first, case let .view(secondID)? = second,
              firstAttribute.isMarginRelative != secondAttribute.isMarginRelative else { return nil }
        let form = firstAttribute.isMarginRelative
            ? (viewID: secondID, viewAttribute: secondAttribute, ownerID: firstID, marginAttribute: firstAttribute, offset: -constant)
            : (viewID: firstID, viewAttribute: firstAttribute, ownerID: secondID, marginAttribute: secondAttribute, offset: constant)
        guard form.ownerID != form.viewID, frames.margins(of: form.ownerID) == nil, !frames.isScrollView(form.ownerID),
              frames.documentMarginsAreNonNegative(form.ownerID), frames.isAncestor(form.ownerID, of: form.viewID),
              StoredFrameCheck.edge(.zero, form.marginAttribute.withoutMargins) != nil,
              form.viewAttribute.axis == form.marginAttribute.axis, form.viewAttribute != .width, form.viewAttribute != .height,
              StoredFrameCheck.isChecked(form.viewAttribute) else { return nil }
        return form
    }

    /// A view's edge pinned to a margin of a view containing it, whose margins on the design
    /// device are not known (``marginEdgeForm(_:)``): read with the view's stored frame, the margin
    /// edge it implies must lie within its owner — layout margins are insets, never negative.
    /// analogcode Swift-Radio-Pro Main.storyboard (retina5_5, pairs B): the stack `g0b-Y4-SBe` is
    /// stored at x 136, 860 wide, in the 414-wide content view `NhW-Qy-GCO` of a table cell, under
    /// `NhW.trailingMargin == g0b.trailing + 8` (`vJb-IA-meb`): the trailing margin would end at
    /// 1004, 590 points beyond the content view (a right margin of −590).
    private func marginsContradiction(_ frames: StoredFrames, _ form: MarginEdge) -> StoredFrameContradiction? {
        guard let rect = frames.alignmentRect(of: form.viewID), let ownerRect = frames.frame(of: form.ownerID) else { return nil }
        let horizontal = form.marginAttribute.axis == .horizontal
        let length = horizontal ? ownerRect.width : ownerRect.height
        guard let value = StoredFrameCheck.value(of: form.viewAttribute, in: rect.offsetBy(dx: -ownerRect.minX, dy: -ownerRect.minY),
                                                 ancestorWidth: ownerRect.width, rightToLeft: frames.isRightToLeft(form.ownerID)) else { return nil }
        let implied = value - form.offset
        guard implied < -Fidelity.tolerance || implied > length + Fidelity.tolerance else { return nil }
        return StoredFrameContradiction(constraintID: constraintID, viewID: form.viewID, constraint: statement,
                                        reason: .marginOutsideOwner(ownerID: form.ownerID, impliedEdge: implied, ownerLength: length),
                                        reference: reference)
    }

    /// The rectangle an item's attribute is read from, in its root's coordinates, and the view
    /// it belongs to (where its position is measured from): a view's stored alignment rectangle;
    /// for a margin attribute (``LayoutAttribute/isMarginRelative``) the view's stored frame inset
    /// by its own layout margins (``StoredFrames/margins(of:)``); for a safe area its owner's
    /// stored frame, along an axis where the design device gives the owner no safe-area inset
    /// (``StoredFrames/safeAreaInsets(of:)``).
    private func rect(of item: Item, _ attribute: LayoutAttribute, _ frames: StoredFrames) -> (id: String, rect: Rect)? {
        switch item {
        case let .view(id):
            guard attribute.isMarginRelative else { return frames.alignmentRect(of: id).map { (id, $0) } }
            guard let frame = frames.frame(of: id), let margins = frames.margins(of: id) else { return nil }
            return (id, frame.inset(by: margins))
        case let .safeArea(owner):
            // Only along an axis the design device gives no inset: the vertical insets follow the
            // canvas's simulated bars (status, navigation, tab bars), which Trellis estimates.
            // Read with Trellis's insets, 37 constraints on a safe area's centreY or height in 20
            // documents of the three corpora missed the stored frames by 6.5 to 197 points
            // (Blockstream HWFlow, cobrowse Main, bittr Main, …), most often by 10 (9 of them: a
            // centre off by half a 20-point status bar) or 12.5 (5) — insets differing, not
            // constraints broken.
            guard let frame = frames.frame(of: owner), let insets = frames.safeAreaInsets(of: owner) else { return nil }
            let inset = attribute.axis == .horizontal ? insets.left + insets.right : insets.top + insets.bottom
            guard inset == 0 else { return nil }
            return (owner, frame)
        }
    }

    /// Whether the check reads a guide's frame on the design device (not stored): a safe area
    /// with a multiplier, or a safe area's size or centre — the checks of edges with multiplier 1
    /// need no insets (``safeAreaContradiction(_:viewID:viewAttribute:owner:guideAttribute:offset:)``).
    var readsGuideFrame: Bool {
        func isGuide(_ item: Item?) -> Bool { if case .safeArea? = item { true } else { false } }
        guard isGuide(first) || isGuide(second) else { return false }
        let guideAttribute = isGuide(first) ? firstAttribute : secondAttribute
        return multiplier != 1 || StoredFrameCheck.edge(.zero, guideAttribute) == nil
    }

    /// Whether the check reads a view's layout margins (the document stores no margins: they are
    /// UIKit's, on the design device).
    var readsMargins: Bool { firstAttribute.isMarginRelative || (second != nil && secondAttribute.isMarginRelative) }

    /// Whether the check reads more than the stored frames — baselines with Trellis's offsets,
    /// layout margins or a safe area's frame on the design device: its contradictions are
    /// reported, not kept in ``IBLayout/storedFrameContradictions`` (which the fidelity figures
    /// count apart on the stored frames' own evidence) — but for a margin edge outside its view
    /// (``StoredFrameContradiction/Reason/marginOutsideOwner(ownerID:impliedEdge:ownerLength:)``),
    /// which reads no margins.
    var isReportedOnly: Bool { readsBaselines || readsMargins || readsGuideFrame }

    /// A constraint between two items (or on one view): both sides read from the stored frames
    /// (``rect(of:_:_:)``), positions in the items' nearest common ancestor (where the engine
    /// measures them).
    private func itemsContradiction(_ frames: StoredFrames) -> StoredFrameContradiction? {
        guard let (a, rectA) = rect(of: first, firstAttribute, frames) else { return nil }
        var firstValue: Double
        var required = constant
        if let second {
            guard let (b, rectB) = rect(of: second, secondAttribute, frames), let ancestor = frames.commonAncestor(a, b),
                  let ancestorFrame = frames.frame(of: ancestor) else { return nil }
            // Edges and margins between a scroll view and its content attach to the content area.
            if frames.isScrollView(a) && a != b && frames.isAncestor(a, of: b) && StoredFrameCheck.edge(.zero, firstAttribute.withoutMargins) != nil { return nil }
            if frames.isScrollView(b) && a != b && frames.isAncestor(b, of: a) && StoredFrameCheck.edge(.zero, secondAttribute.withoutMargins) != nil { return nil }
            let rtl = frames.isRightToLeft(ancestor)
            let origin = (x: ancestorFrame.minX, y: ancestorFrame.minY)
            func value(_ id: String, _ attribute: LayoutAttribute, _ rect: Rect) -> Double? {
                if readsBaselines, attribute == .firstBaseline || attribute == .lastBaseline {
                    return frames.frame(of: id).flatMap { frames.baseline(of: id, attribute, in: $0) }.map { $0 - origin.y }
                }
                return StoredFrameCheck.value(of: attribute.withoutMargins, in: rect.offsetBy(dx: -origin.x, dy: -origin.y),
                                              ancestorWidth: ancestorFrame.width, rightToLeft: rtl)
            }
            guard let v1 = value(a, firstAttribute, rectA), let v2 = value(b, secondAttribute, rectB) else { return nil }
            firstValue = v1
            required += multiplier * v2
        } else {
            guard firstAttribute == .width || firstAttribute == .height else { return nil }
            firstValue = firstAttribute == .width ? rectA.width : rectA.height
        }
        let off = switch relation {
        case .equal: abs(firstValue - required)
        case .greaterThanOrEqual: required - firstValue
        case .lessThanOrEqual: firstValue - required
        }
        // Xcode stores frames rounded to its canvas's pixels: a multiplier scales the second
        // item's rounding (Blockstream Home.storyboard: a logo 0.6 × 414 wide with the aspect
        // ratio 156:35 is stored 248 × 56; 56 × 156 / 35 = 249.6).
        let baselines: Set<LayoutAttribute> = [.firstBaseline, .lastBaseline]
        let readsBaseline = readsBaselines && (baselines.contains(firstAttribute) || baselines.contains(secondAttribute))
        guard off > (readsBaseline ? StoredFrameCheck.baselineTolerance : Fidelity.tolerance * max(1, second == nil ? 1 : abs(multiplier))) else { return nil }
        return StoredFrameContradiction(constraintID: constraintID, viewID: a, constraint: statement,
                                        reason: .unsatisfied(firstValue: firstValue, requiredValue: required),
                                        reference: reference)
    }

    /// An attribute's value for a rectangle in the coordinates of the view the constraint is
    /// measured in (`ancestorWidth` wide): leading and trailing follow its layout direction, a
    /// right-to-left leading measured from its right edge.
    static func value(of attribute: LayoutAttribute, in r: Rect, ancestorWidth: Double, rightToLeft: Bool) -> Double? {
        switch attribute {
        case .width: r.width
        case .height: r.height
        case .centerX: r.midX
        case .centerY: r.midY
        case .leading: rightToLeft ? ancestorWidth - r.maxX : r.minX
        case .trailing: rightToLeft ? ancestorWidth - r.minX : r.maxX
        default: edge(r, attribute)
        }
    }

    /// An edge of a rectangle, left to right (the safe-area check: Xcode's canvas).
    static func edge(_ r: Rect, _ attribute: LayoutAttribute) -> Double? {
        switch attribute {
        case .left, .leading: r.minX
        case .right, .trailing: r.maxX
        case .top: r.minY
        case .bottom: r.maxY
        default: nil
        }
    }
}
