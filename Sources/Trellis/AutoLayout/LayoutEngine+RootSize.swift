import TrellisSolver

/// The root keeps its size, as UIKit's window does (and a view controller's root view, held by its
/// `UIView-Encapsulated-Layout-Width/Height` constraints): when the required constraints cannot fit
/// it, one of them is broken and the conflict logged.
///
/// The size is an edit at ``LayoutEngine/rootPriority`` so that a resize only suggests values; when
/// a solve moved it, it is added as a required constraint and, while that fails, the earliest made
/// layout constraint of the minimal conflicting set is broken (``creationOrder()``): UIKit's logs
/// list a conflict in creation order and break the first, never the encapsulated size
/// (docs/differences.md).
extension LayoutEngine {
    /// Breaks constraints until the root's solved size is the suggested one; returns whether it broke one.
    func keepRootSize() -> Bool {
        guard fitting == nil, let (w, h) = rootSize, let size = suggestedSize else { return false }
        var brokeOne = false
        for (variable, value, axis) in [(w, size.width, LayoutAxis.horizontal), (h, size.height, .vertical)]
        where abs(solver.value(of: variable) - value) > 1e-6 {
            let pin = variable == value
            let pinOwner = ConstraintOwner.rootSize(WeakBox(value: root), axis, value)
            while true {
                do {
                    try solver.add(pin)
                    try? solver.remove(pin)
                    break
                } catch {
                    guard case let .unsatisfiable(_, conflicts) = error,
                          let victim = creationOrder().first(where: { c in conflicts.contains { $0 === installed[ItemKey(c)] } }),
                          let expression = installed[ItemKey(victim)] else { break }
                    let others = conflicts.filter { $0 != expression }.map(ownerOrText)
                    remove(expression)
                    broken[ItemKey(victim)] = victim
                    report(conflict: others + [pinOwner], broken: .constraint(victim),
                           views: [victim.firstItem, victim.secondItem].compactMap { $0 as? View })
                    brokeOne = true
                }
            }
        }
        return brokeOne
    }

    /// The hierarchy's layout constraints in the order UIKit makes them: a nib decodes a view's
    /// subviews (with their constraints) before the view's own constraints (the `<subviews>`
    /// element precedes `<constraints>`), and stack views make theirs in the update-constraints pass, last.
    func creationOrder() -> [LayoutConstraint] {
        var made: [LayoutConstraint] = [], byPass: [LayoutConstraint] = []
        func walk(_ view: View) {
            view.subviews.forEach(walk)
            for c in view.constraints {
                if c.isMadeByUpdateConstraintsPass { byPass.append(c) } else { made.append(c) }
            }
        }
        walk(root)
        return made + byPass
    }
}
