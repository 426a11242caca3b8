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
    case guide(LayoutGuide)
    /// The root's size as its window or container holds it (UIKit's
    /// `UIView-Encapsulated-Layout-Width/Height`), with the value.
    case rootSize(WeakBox<View>, LayoutAxis, Double)

    var description: String {
        func name(_ view: WeakBox<View>) -> String { view.value?.debugName ?? "a removed view" }
        switch self {
        case let .text(text): return text
        case let .constraint(c): return c.description
        case let .autoresizing(view, frame): return "autoresizing mask of \(name(view)) \(frame)"
        case let .hugging(view, axis, value): return "content hugging of \(name(view)) (\(axis.rawValue), \(formatPoints(value)))"
        case let .compressionResistance(view, axis, value):
            return "compression resistance of \(name(view)) (\(axis.rawValue), \(formatPoints(value)))"
        case let .guide(guide): return guide.identifier
        case let .rootSize(view, axis, value):
            let name = axis == .horizontal ? "Width" : "Height"
            return "'UIView-Encapsulated-Layout-\(name)' \(view.value?.debugName ?? "a removed view").\(name.lowercased()) == \(formatPoints(value))"
        }
    }
}

extension ConstraintOwner {
    /// The owner as a conflict's part (``LayoutIssue/Part``): what made it, typed.
    var part: LayoutIssue.Part {
        switch self {
        case let .text(text): return .engine(text)
        case let .constraint(c): return .constraint(c)
        case let .autoresizing(view, _): return view.value.map(LayoutIssue.Part.autoresizingMask) ?? .engine(description)
        case let .hugging(view, axis, _): return view.value.map { .contentHugging($0, axis) } ?? .engine(description)
        case let .compressionResistance(view, axis, _): return view.value.map { .compressionResistance($0, axis) } ?? .engine(description)
        case let .guide(guide):
            if guide.kind == .margins, let view = guide.owningView { return .layoutMargins(view) }
            return .guide(guide)
        case let .rootSize(view, axis, _): return view.value.map { .rootSize($0, axis) } ?? .engine(description)
        }
    }
}

extension ConstraintOwner {
    /// Whether a conflict of this owner's constraint is searched for and reported: false for a
    /// layout constraint that does not report its conflicts (``LayoutConstraint/reportsConflicts``).
    var reportsConflicts: Bool {
        if case let .constraint(c) = self { return c.reportsConflicts }
        return true
    }
}
