/// A problem Auto Layout found and survived, as a value (UIKit only logs these).
///
/// It names the views concerned by reference, not by ``View/debugName``: two views without an
/// identifier share a name, and a report by name could point at either.
public struct LayoutIssue: CustomStringConvertible {
    public enum Kind: String, Sendable {
        case unsatisfiable, ambiguous
        /// The solver passed ``View/solverWorkLimit`` and stopped: the frames are not solved.
        case solverWorkLimit = "solver-work-limit"
    }
    public let kind: Kind
    /// What happened, in UIKit's wording where UIKit has some.
    public let message: String
    /// Identifiers (or descriptions) of the constraints involved; for a conflict, the minimal
    /// conflicting set, the broken constraint last.
    public let constraints: [String]
    /// The broken constraint's description, for a conflict.
    public let broken: String?
    /// The views concerned: for ambiguity the view whose frame is undetermined; for a conflict
    /// the views of the broken constraint (none when it was one of the engine's own).
    public let views: [View]
    /// The ``View/debugName`` of each view concerned, for messages.
    public var viewNames: [String] { views.map(\.debugName) }
    /// For ambiguity: the axes on which the view's frame is not determined.
    public let axes: [LayoutAxis]

    public var description: String { message }
}
