import TrellisSolver

/// A view that translates its autoresizing mask into constraints: per axis, its position and
/// length as linear functions of its superview's length, which reproduce its frame at the current
/// size and ``Autoresizing``'s rule at any other. A translated view nothing refers to is an
/// ``AutoresizedLeaf``: the same functions, evaluated without the solver.
extension LayoutEngine {
    /// Regenerates the constraints (or a leaf's functions) that reproduce a translated view's
    /// frame and autoresizing mask.
    func updateAutoresizing(_ view: View, counting: Bool = true) {
        guard !needsRebuild, view !== root else { return }
        if let leaf = autoresizedLeaves[ItemKey(view)] {
            guard view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview else {
                materialize(view)
                return
            }
            leaf.update(view, in: parent)
            if counting { incrementalUpdates += 1 }
            needsSolve = true
            return
        }
        guard let v = items[ItemKey(view)] else { return }
        guard view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview,
              let p = variables(of: parent) else {
            let old = autoresizing.removeValue(forKey: ItemKey(view)) ?? []
            for c in old { remove(c) }
            // A constraint broken by the old frame's constraints may fit now (the view stopped
            // translating its frame): put it back, as UIKit follows the active constraints.
            if !old.isEmpty { afterRemoving() }
            return
        }
        let (h, vv) = AutoresizedAxis.axes(of: view, in: parent)
        func constraints(_ a: AutoresizedAxis, _ pos: Variable, _ len: Variable, _ ppos: Variable, _ plen: Variable) -> [Constraint] {
            [pos == ppos + plen * a.positionShare + a.positionOffset, len == plen * a.lengthShare + a.lengthOffset]
        }
        let made = constraints(h, v.left, v.width, p.left, p.width) + constraints(vv, v.top, v.height, p.top, p.height)
        // A new frame moves the constants in place (new shares, from a new mask or new
        // proportions, replace the constraints).
        let old = autoresizing[ItemKey(view)] ?? []
        let f = view.untransformedFrame
        autoresizing[ItemKey(view)] = replace(old, with: made.map { ($0, .autoresizing(WeakBox(value: view), f)) })
        // A constraint broken by the old frame's constraints may fit now that the view moved.
        if !old.isEmpty { afterRemoving() }
        if counting { incrementalUpdates += 1 }
        needsSolve = true
    }

    /// The translated views among `views` to lay out as ``AutoresizedLeaf``s: those that qualify
    /// and that no constraint installed on `views` names.
    func autoresizedLeaves(among views: [View]) -> [View] {
        guard fitting == nil else { return [] }
        let candidates = views.filter { $0 !== root && AutoresizedLeaf.qualifies($0) }
        // Most hierarchies laid out by constraints have none: no need to collect what is named.
        guard !candidates.isEmpty else { return [] }
        var referenced = Set<ItemKey>()
        for v in views {
            for c in v.constraints {
                if let a = c.firstItem { referenced.insert(ItemKey(a)) }
                if let b = c.secondItem { referenced.insert(ItemKey(b)) }
            }
        }
        return candidates.filter { !referenced.contains(ItemKey($0)) }
    }

    /// Lays `leaves` (views of the hierarchy without variables yet) out as leaves of their superviews.
    func addAutoresizedLeaves(_ leaves: [View]) {
        for view in leaves {
            guard let parent = view.superview else { continue }
            autoresizedLeaves[ItemKey(view)] = AutoresizedLeaf(of: view, in: parent)
        }
        if !leaves.isEmpty { writeBackPlan = nil }
    }

    /// Makes a leaf an ordinary item: variables and the constraints of its translated frame
    /// (something now needs its variables). No effect on other views.
    func materialize(_ view: View) {
        guard autoresizedLeaves.removeValue(forKey: ItemKey(view)) != nil else { return }
        writeBackPlan = nil
        register(view as LayoutItem)
        updateAutoresizing(view, counting: false)
    }
}
