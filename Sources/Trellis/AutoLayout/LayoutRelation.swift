/// How the two sides of a layout constraint compare (UIKit's `NSLayoutConstraint.Relation`).
public enum LayoutRelation: String, Sendable, Hashable {
    case lessThanOrEqual, equal, greaterThanOrEqual

    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
