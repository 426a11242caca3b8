import Trellis

/// A required document constraint that the frames Xcode stored do not satisfy. Such a
/// document's stored frames are not what its constraints give (stale frames, or constraints
/// that conflict, so that Xcode's engine broke one of them), although Xcode did not mark them
/// misplaced; ``Fidelity`` counts it apart, as it counts documents Xcode flagged.
///
/// Two ways a constraint is found unsatisfied:
/// - ``Reason/safeAreaOutsideOwner(guideOwnerID:impliedEdge:ownerLength:)``: read with the
///   stored frame of its view, a `view.edge = safeArea.edge + c` puts an edge of the safe area
///   outside the view that owns it — and a safe area always lies inside its view (its insets are
///   never negative). Alamofire and ChartsDemo launch screens (Xcode 9): a label stored at
///   x = 0, 375 wide on a 375-point canvas, with the required
///   `label.leading = safeArea.leading + 20`: the safe area would begin at −20.
/// - ``Reason/marginOutsideOwner(ownerID:impliedEdge:ownerLength:)``: the same for a view's
///   edge pinned to the layout margins of a view containing it, whose margins on the design
///   device are not known (a table cell's content view, a top-level view): margins are never
///   negative. analogcode Swift-Radio-Pro Main.storyboard (retina5_5): a stack stored 860 wide
///   at x 136 in a cell's 414-wide content view, with `contentView.trailingMargin ==
///   stack.trailing + 8`: the margin would end at 1004.
/// - ``Reason/unsatisfied(firstValue:requiredValue:)``: a constraint between views (or on one
///   view) read with their stored frames is off by more than ``Fidelity/tolerance``.
///   stopp-corona MainViewController.storyboard (Xcode 12.4): the separator `gdm-dv-Hf1` is
///   stored 1000 high under its required `height = 1` (`FFH-hs-MXG`).
public struct StoredFrameContradiction: Sendable, Equatable {
    /// Why the stored frames do not satisfy the constraint.
    public enum Reason: Sendable, Equatable {
        /// The safe-area edge the stored frame implies (in the owner's coordinates) lies outside
        /// 0…`ownerLength`, the owner's stored length on that axis.
        case safeAreaOutsideOwner(guideOwnerID: String, impliedEdge: Double, ownerLength: Double)
        /// The edge of the layout margins the stored frame implies (in the owner's coordinates,
        /// leading and trailing from its leading edge) lies outside 0…`ownerLength`: a margin
        /// would be negative. Read where the owner's margins on the design device are not known.
        case marginOutsideOwner(ownerID: String, impliedEdge: Double, ownerLength: Double)
        /// `first.attribute` read from the stored frames is `firstValue`; the constraint requires
        /// `multiplier × second + constant` = `requiredValue` (an inequality: at least or at most).
        case unsatisfied(firstValue: Double, requiredValue: Double)
    }

    /// The document id of the constraint.
    public let constraintID: String
    /// The view whose stored frame was used (the constraint's first view).
    public let viewID: String
    /// The constraint as the document states it, e.g. `gdm-dv-Hf1.height == 1`.
    public let constraint: String
    public let reason: Reason
    /// The constraint by its identifier, items and attributes (a stack view's `UISV-spacing` is
    /// one of many with that identifier).
    public let reference: ConstraintReference

    /// A sentence for diagnostics.
    public var message: String {
        switch reason {
        case let .safeAreaOutsideOwner(owner, implied, length):
            "constraint \(constraintID) (\(constraint)): the stored frame of \(viewID) puts an edge of the safe area of \(owner) at \(formatPoints(implied)), outside 0…\(formatPoints(length)); Xcode's stored frames do not follow this required constraint"
        case let .marginOutsideOwner(owner, implied, length):
            "constraint \(constraintID) (\(constraint)): the stored frame of \(viewID) puts an edge of the layout margins of \(owner) at \(formatPoints(implied)), outside 0…\(formatPoints(length)); Xcode's stored frames do not follow this required constraint"
        case let .unsatisfied(value, required):
            "constraint \(constraintID) (\(constraint)): the stored frames give \(formatPoints(value)) where it requires \(formatPoints(required)); Xcode's stored frames do not follow this required constraint"
        }
    }
}
