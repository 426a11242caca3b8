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
    /// the views of the broken constraint (none when it was one of the engine's own). Held
    /// weakly (a view freed since is left out): the engine keeps its last pass's issues and the
    /// window or root owns the engine, so owning its views would keep the hierarchy alive.
    public var views: [View] { viewReferences.compactMap(\.value) }
    private let viewReferences: [WeakBox<View>]
    /// The ``View/debugName`` of each view concerned, for messages.
    public var viewNames: [String] { views.map(\.debugName) }
    /// For ambiguity: the axes on which the view's frame is not determined.
    public let axes: [LayoutAxis]
    /// For a conflict: what made each constraint of ``constraints``, typed, the broken one last
    /// (empty for other kinds). Held weakly, as ``views`` are: a part whose view, guide or
    /// constraint was freed since is left out.
    public var parts: [Part] { partReferences.compactMap(\.part) }
    private let partReferences: [PartReference]

    public init(kind: Kind, message: String, constraints: [String], broken: String?, views: [View], axes: [LayoutAxis],
                parts: [Part] = []) {
        self.kind = kind; self.message = message; self.constraints = constraints; self.broken = broken
        viewReferences = views.map { WeakBox(value: $0) }
        self.axes = axes
        partReferences = parts.map(PartReference.init)
    }

    public var description: String { message }
}

extension LayoutIssue {
    /// A ``Part`` that does not keep its view, guide or constraint alive.
    private enum PartReference {
        case constraint(WeakBox<LayoutConstraint>)
        case autoresizingMask(WeakBox<View>)
        case contentHugging(WeakBox<View>, LayoutAxis)
        case compressionResistance(WeakBox<View>, LayoutAxis)
        case layoutMargins(WeakBox<View>)
        case guide(WeakBox<LayoutGuide>)
        case rootSize(WeakBox<View>, LayoutAxis)
        case engine(String)

        init(_ part: Part) {
            switch part {
            case let .constraint(c): self = .constraint(WeakBox(value: c))
            case let .autoresizingMask(v): self = .autoresizingMask(WeakBox(value: v))
            case let .contentHugging(v, axis): self = .contentHugging(WeakBox(value: v), axis)
            case let .compressionResistance(v, axis): self = .compressionResistance(WeakBox(value: v), axis)
            case let .layoutMargins(v): self = .layoutMargins(WeakBox(value: v))
            case let .guide(g): self = .guide(WeakBox(value: g))
            case let .rootSize(v, axis): self = .rootSize(WeakBox(value: v), axis)
            case let .engine(text): self = .engine(text)
            }
        }

        /// The part, or nil once what it names was freed.
        var part: Part? {
            switch self {
            case let .constraint(c): c.value.map { .constraint($0) }
            case let .autoresizingMask(v): v.value.map { .autoresizingMask($0) }
            case let .contentHugging(v, axis): v.value.map { .contentHugging($0, axis) }
            case let .compressionResistance(v, axis): v.value.map { .compressionResistance($0, axis) }
            case let .layoutMargins(v): v.value.map { .layoutMargins($0) }
            case let .guide(g): g.value.map { .guide($0) }
            case let .rootSize(v, axis): v.value.map { .rootSize($0, axis) }
            case let .engine(text): .engine(text)
            }
        }
    }
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
