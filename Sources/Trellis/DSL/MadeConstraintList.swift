/// The constraints the DSL made for one view or layout guide, oldest first, so that
/// `remakeConstraints` and `updateConstraints` touch only those (SnapKit keeps the same list on
/// the view). Stored on the view or guide itself, so it lives and dies with it; references to the
/// constraints are weak: a constraint lives as long as the view it is installed on keeps it (or
/// the caller does).
final class MadeConstraintList {
    private struct WeakConstraint { weak var value: LayoutConstraint? }
    private var entries: [WeakConstraint] = []

    /// The constraints still alive, oldest first.
    var constraints: [LayoutConstraint] { entries.compactMap(\.value) }

    /// Records `constraints` after those already made.
    func add(_ constraints: [LayoutConstraint]) {
        entries.removeAll { $0.value == nil }
        entries += constraints.map { WeakConstraint(value: $0) }
    }

    /// Forgets `constraints`, or every constraint when `nil`.
    func remove(_ constraints: [LayoutConstraint]?) {
        guard let constraints else { entries.removeAll(); return }
        entries.removeAll { w in w.value == nil || constraints.contains { $0 === w.value } }
    }
}

extension LayoutItem {
    /// This view's or guide's list of DSL-made constraints; made on first use when `creating`.
    /// The DSL works on views and layout guides, the two kinds of item UIKit's Auto Layout has.
    func madeConstraintList(creating: Bool) -> MadeConstraintList? {
        switch self {
        case let view as View:
            if view.autoLayout.madeConstraints == nil, creating { view.autoLayout.madeConstraints = MadeConstraintList() }
            return view.autoLayout.madeConstraints
        case let guide as LayoutGuide:
            if guide.madeConstraints == nil, creating { guide.madeConstraints = MadeConstraintList() }
            return guide.madeConstraints
        default:
            return nil
        }
    }

    /// The live constraints the DSL made for this item, oldest first.
    var liveMadeConstraints: [LayoutConstraint] { madeConstraintList(creating: false)?.constraints ?? [] }
}
