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
    /// For a conflict: what made each constraint of ``constraints``, typed, the broken one last
    /// (empty for other kinds).
    public var parts: [Part] = []

    public var description: String { message }
}

extension LayoutIssue {
    /// What made one constraint of a conflict, as UIKit's log names it: a layout constraint, or
    /// one of the constraints UIKit makes itself.
    public enum Part {
        /// A layout constraint: the app's (a document's, with its id as ``LayoutConstraint/identifier``)
        /// or one UIKit makes with a name (a stack view's `UISV-…`, a cell's
        /// `UIView-Encapsulated-Layout-Height`).
        case constraint(LayoutConstraint)
        /// The constraints translating the view's autoresizing mask
        /// (``View/translatesAutoresizingMaskIntoConstraints``).
        case autoresizingMask(View)
        /// The view's content hugging on an axis (its intrinsic content size).
        case contentHugging(View, LayoutAxis)
        /// The view's compression resistance on an axis (its intrinsic content size).
        case compressionResistance(View, LayoutAxis)
        /// The constraints placing the view's layout margins guide (its margins).
        case layoutMargins(View)
        /// The constraints placing another guide: a safe area, a scroll view's content or frame guide.
        case guide(LayoutGuide)
        /// The root's size as its window or container holds it (`UIView-Encapsulated-Layout-Width/Height`).
        case rootSize(View, LayoutAxis)
        /// One of the engine's own (the root's origin, a fitting size).
        case engine(String)
    }
}
