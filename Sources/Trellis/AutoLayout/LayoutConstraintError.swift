/// Why a layout constraint could not be made or activated; the messages are UIKit's where UIKit
/// has one.
public enum LayoutConstraintError: Error, Equatable, CustomStringConvertible {
    /// A location (left, top, centerX, …) equal to a constant.
    case locationEqualToConstant(LayoutAttribute)
    /// Attributes of different axes, or a location with a size.
    case invalidPairing(LayoutAttribute, LayoutAttribute)
    /// Leading/trailing related to left/right (UIKit refuses the mix).
    case mixedDirections(LayoutAttribute, LayoutAttribute)
    /// A margin attribute (`leadingMargin`, …) on a layout guide, which has no margins.
    case marginsOfGuide(LayoutAttribute)
    /// No first item, or `notAnAttribute` as the first attribute.
    case missingFirstItem
    case missingSecondItem(LayoutAttribute)
    /// A multiplier or constant that is NaN or infinite.
    case nonFinite(String)
    /// A priority outside 1…1000.
    case invalidPriority(Double)
    /// The items are in different view hierarchies (or a guide has no owning view).
    case noCommonAncestor(String, String)
    /// An installed constraint cannot switch between required and optional.
    case requiredToggle(from: Double, to: Double)

    public var description: String {
        switch self {
        case let .locationEqualToConstant(a):
            "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs. (first attribute: \(a.rawValue))"
        case let .invalidPairing(a, b):
            "Invalid pairing of layout attributes: \(a.rawValue) and \(b.rawValue). Constraints must relate attributes of the same axis, and a location cannot be related to a size."
        case let .mixedDirections(a, b):
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither. (attributes: \(a.rawValue), \(b.rawValue))"
        case let .marginsOfGuide(a):
            "A layout guide has no layout margins: \(a.rawValue) can only be used with a view."
        case .missingFirstItem:
            "Constraint items must each be a view or layout guide, and the first attribute must not be notAnAttribute."
        case let .missingSecondItem(a):
            "The second attribute \(a.rawValue) needs a second item."
        case let .nonFinite(what): "\(what) is not a finite number"
        case let .invalidPriority(p):
            "Invalid priority \(formatPoints(p)): priorities must be greater than 0 and less than or equal to 1000 (required)."
        case let .noCommonAncestor(a, b):
            "Unable to activate constraint with anchors \(a) and \(b) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal."
        case let .requiredToggle(from, to):
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(formatPoints(to)) and the existing priority was \(formatPoints(from))."
        }
    }
}
