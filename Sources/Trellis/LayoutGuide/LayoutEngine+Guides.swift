import TrellisSolver

/// The insets a view's margins and safe-area guides are placed by.
struct GuideInsets: Equatable {
    let margins: EdgeInsets
    let safeArea: EdgeInsets
    /// A scroll view's offset and the content size set in code (its guides follow them).
    let scroll: ScrollGeometry?
    /// The readable-content and keyboard guides' insets, for a view that has them.
    let readable: EdgeInsets?
    let keyboard: EdgeInsets?

    /// `superviewArea`: the superview's ``View/subviewSafeArea`` when the caller has it.
    init(_ view: View, superviewArea: SubviewSafeArea? = nil) {
        safeArea = view.safeAreaInsets(superviewArea: superviewArea)
        margins = view.effectiveLayoutMargins(safeArea: safeArea)
        scroll = (view as? ScrollView).map { ScrollGeometry(offset: $0.contentOffset, requestedContentSize: $0.requestedContentSize) }
        readable = view.insetState.readableGuide == nil ? nil : view.readableContentInsets(margins: margins)
        keyboard = view.insetState.keyboardGuide == nil ? nil : view.keyboardInsets(safeArea: safeArea)
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
        // Owners are often siblings (a table's rows): their superview's safe area is found once.
        var lastSuperview: View?, area: SubviewSafeArea?
        for box in guideOwners {
            guard let view = box.value else { continue }
            if let s = view.superview, s !== lastSuperview { lastSuperview = s; area = s.subviewSafeArea }
            let now = GuideInsets(view, superviewArea: view.superview == nil ? nil : area)
            if guideInsets[ItemKey(view)] != now {
                updateGuides(of: view, insets: now)
                needsSolve = true
            }
        }
    }

    /// The margins and safe-area guides follow their owner's insets: the constants that changed
    /// move in place.
    func updateGuides(of view: View, insets: GuideInsets) {
        let before = guideInsets.updateValue(insets, forKey: ItemKey(view))
        guard let owner = variables(of: view) else { return }
        for (guide, now, was) in [(view.insetState.marginsGuide, insets.margins, before?.margins),
                                  (view.insetState.safeAreaGuide, insets.safeArea, before?.safeArea),
                                  (view.insetState.readableGuide, insets.readable ?? .zero, before?.readable),
                                  (view.insetState.keyboardGuide, insets.keyboard ?? .zero, before?.keyboard)] {
            guard let guide, let g = items[ItemKey(guide)] else { continue }
            func constraint(_ k: Int) -> Constraint {
                switch k {
                case 0: g.left == owner.left + now.left
                case 1: g.top == owner.top + now.top
                case 2: g.width == owner.width - now.left - now.right
                default: g.height == owner.height - now.top - now.bottom
                }
            }
            let key = ItemKey(guide)
            guard var made = guides[key], made.count == 4, made.allSatisfy(solver.contains), let was else {
                guides[key] = replace(guides[key] ?? [], with: (0..<4).map { (constraint($0), .guide(guide)) })
                continue
            }
            let changed = [now.left != was.left, now.top != was.top,
                           now.left != was.left || now.right != was.right, now.top != was.top || now.bottom != was.bottom]
            for k in 0..<4 where changed[k] {
                // A constraint that fails is kept out of the solver: the next change re-adds all four.
                let c = constraint(k)
                replace(made[k], with: c, owner: .guide(guide))
                made[k] = c
            }
            guides[key] = made
        }
        if let scroll = view as? ScrollView, let geometry = insets.scroll { updateScrollGuides(of: scroll, owner: owner, geometry: geometry) }
    }

    /// A scroll view's guides, in the engine's space where every bounds origin is zero: the
    /// content guide's corner is the scroll view's, its size the content size set in code at
    /// the lowest priority (constraints on the guide decide it); the frame guide is the scroll
    /// view's size at the content offset (UIKit's `contentLayoutGuide` and `frameLayoutGuide`).
    private func updateScrollGuides(of scroll: ScrollView, owner: ItemVariables, geometry: ScrollGeometry) {
        if let guide = scroll.contentGuideStorage, let g = items[ItemKey(guide)] {
            let size = geometry.requestedContentSize, lowest = LayoutPriority(1).solverPriority
            let cs = [g.left == owner.left, g.top == owner.top,
                      (g.width == size.width).priority(lowest), (g.height == size.height).priority(lowest)]
            guides[ItemKey(guide)] = replace(guides[ItemKey(guide)] ?? [], with: cs.map { ($0, .guide(guide)) })
        }
        if let guide = scroll.frameGuideStorage, let g = items[ItemKey(guide)] {
            let o = geometry.offset
            let cs = [g.left == owner.left + o.x, g.top == owner.top + o.y, g.width == owner.width + 0, g.height == owner.height + 0]
            guides[ItemKey(guide)] = replace(guides[ItemKey(guide)] ?? [], with: cs.map { ($0, .guide(guide)) })
        }
    }
}
