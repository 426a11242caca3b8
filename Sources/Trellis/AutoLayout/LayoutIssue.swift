/// A problem Auto Layout found and survived, as a value (UIKit only logs these).
public struct LayoutIssue: CustomStringConvertible, Sendable {
    public enum Kind: String, Sendable { case unsatisfiable, ambiguous }
    public let kind: Kind
    /// What happened, in UIKit's wording where UIKit has some.
    public let message: String
    /// Identifiers (or descriptions) of the constraints involved; for a conflict, the minimal
    /// conflicting set, the broken constraint last.
    public let constraints: [String]
    /// The broken constraint's description, for a conflict.
    public let broken: String?
    /// The views concerned (their ``View/debugName``).
    public let views: [String]
    /// For ambiguity: the axes on which the view's frame is not determined.
    public let axes: [LayoutAxis]

    public var description: String { message }
}
