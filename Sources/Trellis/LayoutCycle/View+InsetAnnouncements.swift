/// UIKit tells a view (and its controller) when its safe area or margins changed
/// (`safeAreaInsetsDidChange`, `layoutMarginsDidChange`), before its subviews are laid out: the
/// insets are compared at each layout pass of the view or of its superview, and only where they
/// can have changed.
///
/// A view's safe-area insets are the part of its frame outside its superview's safe area for
/// subviews (``View/subviewSafeArea``); its margins follow from them, its own margins and, when
/// it preserves them, its superview's. So when a view is compared, its subviews are flagged for
/// comparison only when their insets can differ: the safe area they are measured against moved
/// across one of their edges (an edge moved and the subview is not inside it both before and
/// after), the subview has subviews of its own and the area moved at all, or the subview
/// preserves its superview's margins and those may have changed. A window resized wider moves
/// the right edge of the safe area of every row of a table, and the rows' contents, well inside
/// it, keep their zero insets without being measured again. What is announced is unchanged by
/// this: Apple's `safeAreaInsetsDidChange()` is "called when the safe area of the view changes",
/// and a view's `safeAreaInsets` "reflect only the portion of the view that is covered" by the
/// unsafe area, so a view inside it on every edge that moved keeps its insets
/// (`SafeAreaAnnouncementTests` checks both sides).
extension View {
    /// Compares the insets of this view with those it last announced, and announces a change,
    /// when one of their inputs may have changed: the view's own (its frame, superview, margins,
    /// safe-area settings: ``AnnouncedInsets/inputsChanged``), an ancestor's not yet passed on
    /// (`ancestorMoved`), the process-wide layout direction, or the view is a controller's root
    /// view (whose insets also come from the controller and its parents). Then flags the subviews
    /// whose insets the change can move (see the overview above).
    ///
    /// `superviewArea`: the superview's ``subviewSafeArea`` when the caller has found it already.
    func announceInsetChanges(ancestorMoved: Bool, superviewArea: SubviewSafeArea? = nil) {
        guard insetsNeedComparison(ancestorMoved: ancestorMoved) else { return }
        // Measured apart from the superview's other subviews: what it records they were
        // measured against no longer holds for all of them (its next comparison flags them all).
        if superviewArea == nil { superview?.cycle.announcedInsets.subviewArea = nil }
        let generation = ProcessWideSettings.generation
        let controller = hierarchy.viewController
        let inputsChanged = cycle.announcedInsets.inputsChanged || ancestorMoved || cycle.announcedInsets.settingsGeneration != generation
        cycle.announcedInsets.inputsChanged = false
        cycle.announcedInsets.settingsGeneration = generation
        var insetsChanged = false
        let safeArea = safeAreaInsets(superviewArea: superviewArea)
        if safeArea != cycle.announcedInsets.safeArea {
            insetsChanged = true
            cycle.announcedInsets.safeArea = safeArea
            controller?.viewSafeAreaInsetsDidChange()
            safeAreaInsetsDidChange()
        }
        let margins = effectiveLayoutMargins(safeArea: insetsLayoutMarginsFromSafeArea ? safeArea : .zero)
        if margins != cycle.announcedInsets.margins {
            // The first pass records the margins a view starts with; UIKit announces changes only.
            let isChange = cycle.announcedInsets.margins != nil
            insetsChanged = true
            cycle.announcedInsets.margins = margins
            if isChange {
                controller?.viewLayoutMarginsDidChange()
                layoutMarginsDidChange()
            }
        }
        guard !subviews.isEmpty else { return }
        flagSubviews(measuredAgainst: subviewSafeArea(superviewArea: superviewArea), marginsMayHaveMoved: inputsChanged || insetsChanged)
    }

    /// Compares the insets of the subviews flagged for it (in this view's layout pass), against
    /// this view's ``subviewSafeArea``, found once for all of them (again if an announcement
    /// moved this view).
    func announceSubviewInsetChanges() {
        var area: SubviewSafeArea?
        for s in subviews where s.insetsNeedComparison(ancestorMoved: false) {
            if area == nil || cycle.announcedInsets.inputsChanged {
                let now = subviewSafeArea
                // Moved since this view was compared: the other subviews are checked too.
                if now != cycle.announcedInsets.subviewArea { flagSubviews(measuredAgainst: now, marginsMayHaveMoved: false) }
                area = now
            }
            s.announceInsetChanges(ancestorMoved: false, superviewArea: area)
        }
    }

    /// Whether ``announceInsetChanges(ancestorMoved:superviewArea:)`` computes the insets: an
    /// input may have changed, or the view is a controller's root view.
    func insetsNeedComparison(ancestorMoved: Bool) -> Bool {
        ancestorMoved || cycle.announcedInsets.inputsChanged || hierarchy.viewController != nil
            || cycle.announcedInsets.settingsGeneration != ProcessWideSettings.generation
    }

    /// Flags each subview whose insets can differ measured against `area` rather than against
    /// the area they were last measured against (every subview not flagged was, at the latest,
    /// measured against ``AnnouncedInsets/subviewArea``), and records `area` as that area.
    /// `marginsMayHaveMoved`: this view's margins or size may have changed, which the margins of
    /// a subview preserving its superview's follow.
    private func flagSubviews(measuredAgainst area: SubviewSafeArea, marginsMayHaveMoved: Bool) {
        let before = cycle.announcedInsets.subviewArea
        cycle.announcedInsets.subviewArea = area
        // Whether every subview's safe-area insets stay, or the edges to check each one against.
        var allStay = false, moved: (old: Rect, new: Rect)?
        switch (before, area) {
        case (.unbounded?, .unbounded):
            allStay = true
        case let (.rect(a)?, .rect(b)):
            if a == b { allStay = true } else { moved = (a, b) }
        default:
            break   // never measured, or a transform between: the area says nothing of what moved
        }
        for s in subviews where !s.cycle.announcedInsets.inputsChanged {
            let stays = allStay || moved.map { s.isInsideMovedEdges(from: $0.old, to: $0.new) } ?? false
            if !stays || (marginsMayHaveMoved && s.preservesSuperviewLayoutMargins) {
                s.cycle.announcedInsets.inputsChanged = true
            }
        }
    }

    /// Whether this view, measured against a safe area that moved from `old` to `new` (its
    /// superview's for subviews, in the superview's coordinates), is inside both on every edge
    /// that moved: its insets there are 0 before and after, and the same on the others. A view
    /// with subviews of its own or a transform is not (what moved may reach its subviews).
    private func isInsideMovedEdges(from old: Rect, to new: Rect) -> Bool {
        guard hierarchy.subviews.isEmpty, geometry.transform.isIdentity else { return false }
        let f = untransformedFrame
        return (old.minY == new.minY || f.minY >= max(old.minY, new.minY))
            && (old.minX == new.minX || f.minX >= max(old.minX, new.minX))
            && (old.maxY == new.maxY || f.maxY <= min(old.maxY, new.maxY))
            && (old.maxX == new.maxX || f.maxX <= min(old.maxX, new.maxX))
    }

    /// Something the view's safe-area insets or margins are computed from changed: they are
    /// compared again at the next layout pass that announces them.
    func insetInputsDidChange() {
        cycle.announcedInsets.inputsChanged = true
    }
}

/// The safe-area insets and margins a view last announced, and whether what they are computed
/// from may have changed since.
struct AnnouncedInsets {
    var safeArea = EdgeInsets.zero
    var margins: EdgeInsets?
    /// Set when the view's frame, bounds, transform or superview, or its margins or safe-area
    /// settings changed (and for a new view), or when its superview's comparison found that its
    /// insets may have moved; cleared when the insets are compared.
    var inputsChanged = true
    /// ``ProcessWideSettings/generation`` at the last comparison (the layout direction decides
    /// which side leading margins are on).
    var settingsGeneration = -1
    /// The ``View/subviewSafeArea`` the subviews not flagged were last measured against; nil
    /// before the first comparison.
    var subviewArea: SubviewSafeArea?
}
