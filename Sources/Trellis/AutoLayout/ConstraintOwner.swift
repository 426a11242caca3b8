import TrellisSolver

/// What made a solver constraint, named in a conflict report the way UIKit's log names it. The
/// words are made only for a report: a layout pass with no conflict formats nothing.
enum ConstraintOwner: CustomStringConvertible {
    case text(String)
    case constraint(LayoutConstraint)
    /// The constraints translating a frame and autoresizing mask.
    case autoresizing(WeakBox<View>, Rect)
    case hugging(WeakBox<View>, LayoutAxis, Double)
    case compressionResistance(WeakBox<View>, LayoutAxis, Double)
    /// The four constraints placing a margins or safe-area guide.
    case guide(String)

    var description: String {
        func name(_ view: WeakBox<View>) -> String { view.value?.debugName ?? "a removed view" }
        switch self {
        case let .text(text): return text
        case let .constraint(c): return c.description
        case let .autoresizing(view, frame): return "autoresizing mask of \(name(view)) \(frame)"
        case let .hugging(view, axis, value): return "content hugging of \(name(view)) (\(axis.rawValue), \(formatPoints(value)))"
        case let .compressionResistance(view, axis, value):
            return "compression resistance of \(name(view)) (\(axis.rawValue), \(formatPoints(value)))"
        case let .guide(identifier): return identifier
        }
    }
}
