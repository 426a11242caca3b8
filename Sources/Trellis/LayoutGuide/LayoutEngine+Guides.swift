import TrellisSolver

/// The insets a view's margins and safe-area guides are placed by.
struct GuideInsets: Equatable {
    let margins: EdgeInsets
    let safeArea: EdgeInsets
    /// A scroll view's offset and the content size set in code (its guides follow them).
    let scroll: ScrollGeometry?

    init(_ view: View) {
        safeArea = view.safeAreaInsets
        margins = view.effectiveLayoutMargins
        scroll = (view as? ScrollView).map { ScrollGeometry(offset: $0.contentOffset, requestedContentSize: $0.requestedContentSize) }
    }
}

struct ScrollGeometry: Equatable {
    let offset: Point
    let requestedContentSize: Size
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
        if let scroll = view as? ScrollView, let geometry = insets.scroll { updateScrollGuides(of: scroll, owner: owner, geometry: geometry) }
    }

    /// A scroll view's guides, in the engine's space where every bounds origin is zero: the
    /// content guide's corner is the scroll view's, its size the content size set in code at
    /// the lowest priority (constraints on the guide decide it); the frame guide is the scroll
    /// view's size at the content offset (UIKit's `contentLayoutGuide` and `frameLayoutGuide`).
    private func updateScrollGuides(of scroll: ScrollView, owner: ItemVariables, geometry: ScrollGeometry) {
        if let guide = scroll.contentGuideStorage, let g = items[ObjectIdentifier(guide)] {
            let size = geometry.requestedContentSize, lowest = LayoutPriority(1).solverPriority
            let cs = [g.left == owner.left, g.top == owner.top,
                      (g.width == size.width).priority(lowest), (g.height == size.height).priority(lowest)]
            guides[ObjectIdentifier(guide)] = replace(guides[ObjectIdentifier(guide)] ?? [], with: cs.map { ($0, .guide(guide.identifier)) })
        }
        if let guide = scroll.frameGuideStorage, let g = items[ObjectIdentifier(guide)] {
            let o = geometry.offset
            let cs = [g.left == owner.left + o.x, g.top == owner.top + o.y, g.width == owner.width + 0, g.height == owner.height + 0]
            guides[ObjectIdentifier(guide)] = replace(guides[ObjectIdentifier(guide)] ?? [], with: cs.map { ($0, .guide(guide.identifier)) })
        }
    }
}
