import TrellisSolver

/// The insets a view's margins and safe-area guides are placed by.
struct GuideInsets: Equatable {
    let margins: EdgeInsets
    let safeArea: EdgeInsets

    init(_ view: View) {
        safeArea = view.safeAreaInsets
        margins = view.effectiveLayoutMargins
    }
}

/// The margins and safe-area guides: each placed in its owning view by four constraints whose
/// constants are the owner's insets (a change of insets changes those constants in place).
extension LayoutEngine {
    /// Re-derives guide constraints whose owner's insets changed since they were made.
    func refreshGuides() {
        for case let view? in guideOwners.map(\.value) {
            let now = GuideInsets(view)
            if guideInsets[ObjectIdentifier(view)] != now {
                updateGuides(of: view, insets: now)
                needsSolve = true
            }
        }
    }

    /// The margins and safe-area guides follow their owner's insets.
    func updateGuides(of view: View, insets: GuideInsets) {
        guideInsets[ObjectIdentifier(view)] = insets
        guard let owner = items[ObjectIdentifier(view)] else { return }
        for (guide, insets) in [(view.marginsGuideStorage, insets.margins), (view.safeAreaGuideStorage, insets.safeArea)] {
            guard let guide, let g = items[ObjectIdentifier(guide)] else { continue }
            let cs = [g.left == owner.left + insets.left, g.top == owner.top + insets.top,
                      g.width == owner.width - insets.left - insets.right,
                      g.height == owner.height - insets.top - insets.bottom]
            // New insets move the four constants in place.
            guides[ObjectIdentifier(guide)] = replace(guides[ObjectIdentifier(guide)] ?? [], with: cs.map { ($0, .guide(guide.identifier)) })
        }
    }
}
