/// Why a change to the view hierarchy was refused.
public enum ViewHierarchyError: Error, Equatable, CustomStringConvertible {
    /// Adding the view would make it its own ancestor.
    case cycle(adding: String, to: String)

    public var description: String {
        switch self {
        case let .cycle(adding, to): "cannot add \(adding) to \(to): a view cannot be its own ancestor"
        }
    }
}
