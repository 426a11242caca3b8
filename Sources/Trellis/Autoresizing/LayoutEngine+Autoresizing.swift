import TrellisSolver

/// A view that translates its autoresizing mask into constraints: per axis, its position and
/// length as linear functions of its superview's length, which reproduce its frame at the current
/// size and ``Autoresizing``'s rule at any other.
extension LayoutEngine {
    /// Regenerates the constraints that reproduce a translated view's frame and autoresizing mask.
    func updateAutoresizing(_ view: View, counting: Bool = true) {
        guard !needsRebuild, view !== root, let v = items[ItemKey(view)] else { return }
        guard view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview,
              let p = items[ItemKey(parent)] else {
            let old = autoresizing.removeValue(forKey: ItemKey(view)) ?? []
            for c in old { remove(c) }
            // A constraint broken by the old frame's constraints may fit now (the view stopped
            // translating its frame): put it back, as UIKit follows the active constraints.
            if !old.isEmpty { afterRemoving() }
            return
        }
        let f = view.untransformedFrame, size = parent.bounds.size, mask = view.autoresizingMask
        func axis(_ x: Double, _ w: Double, _ parentLength: Double, _ flex: [Bool],
                  _ pos: Variable, _ len: Variable, _ ppos: Variable, _ plen: Variable) -> [Constraint] {
            // Each flexible part p becomes p + (L' − L)·share: linear in the parent's length L'.
            let parts = [x, w, parentLength - x - w]
            let shares = Autoresizing.shares(of: parts, flexible: flex)
            let (bx, bw) = (shares[0], shares[1])
            let (ax, aw) = (parts[0] - parentLength * bx, parts[1] - parentLength * bw)
            return [pos == ppos + plen * bx + ax, len == plen * bw + aw]
        }
        let h = axis(f.minX, f.width, size.width,
                     [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)],
                     v.left, v.width, p.left, p.width)
        let vv = axis(f.minY, f.height, size.height,
                      [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)],
                      v.top, v.height, p.top, p.height)
        // A new frame moves the constants in place (new shares, from a new mask or new
        // proportions, replace the constraints).
        let old = autoresizing[ItemKey(view)] ?? []
        autoresizing[ItemKey(view)] = replace(old, with: (h + vv).map { ($0, .autoresizing(WeakBox(value: view), f)) })
        // A constraint broken by the old frame's constraints may fit now that the view moved.
        if !old.isEmpty { afterRemoving() }
        if counting { incrementalUpdates += 1 }
        needsSolve = true
    }
}
