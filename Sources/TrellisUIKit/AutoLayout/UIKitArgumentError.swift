/// Why a UIKit-shaped call was refused: what UIKit raises an exception for.
public enum UIKitArgumentError: Error, CustomStringConvertible {
    /// An item of a constraint is neither a view nor a layout guide (argument, type).
    case notALayoutItem(String, String)
    /// Trellis refused the constraint (its message is UIKit's).
    case constraint(LayoutConstraintError)
    /// A value of a visual format's views dictionary is not a view.
    case notAView(format: String, name: String, type: String)
    /// A value of a visual format's metrics dictionary is not a number.
    case notANumber(format: String, name: String, type: String)
    /// The visual format is malformed or names something missing (message and column, UIKit's words).
    case visualFormat(VisualFormatError)

    public var description: String {
        switch self {
        case let .notALayoutItem(argument, type):
            "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
                + "\(argument) is a \(type), not a view or layout guide"
        case let .constraint(error): "\(error)"
        case let .notAView(format, name, type):
            "Unable to parse constraint format: views[\"\(name)\"] is a \(type), not a view\n\(format)"
        case let .notANumber(format, name, type):
            "Unable to parse constraint format: metrics[\"\(name)\"] is a \(type), not a number\n\(format)"
        case let .visualFormat(error): "\(error)"
        }
    }
}
