/// UIKit's layout cycle: `setNeedsLayout` schedules, `layoutIfNeeded` runs the update-constraints
/// pass (children first), solves Auto Layout and calls `layoutSubviews` top-down on each view that
/// needs it. A bounds-size change, a rotation or an explicit request schedules a pass; nothing runs
/// twice when nothing changed.
///
/// A request marks the view and flags each ancestor as having a scheduled descendant (stopping at
/// the first already flagged), so a pass visits only the branches leading to scheduled views and a
/// pass with nothing scheduled costs the same whatever the size of the hierarchy.
extension View {
    /// What the layout cycle has scheduled for a view, and what it last told the view.
    struct LayoutCycleState {
        /// Whether a layout pass is scheduled for this view (``View/setNeedsLayout()``).
        var needsLayout = true
        /// Whether ``View/updateConstraints()`` is scheduled for this view.
        var needsUpdateConstraints = true
        /// Whether a descendant is scheduled for layout (every ancestor of a scheduled view has it).
        var descendantNeedsLayout = false
        /// Whether a descendant is scheduled for ``View/updateConstraints()`` (likewise up to the root).
        var descendantNeedsUpdateConstraints = false
        /// How many times ``View/layoutSubviews()`` ran for this view.
        var layoutSubviewsCount = 0
        /// Called after ``View/layoutSubviews()``.
        var layoutSubviewsHandler: ((View) -> Void)?
        /// True while ``View/layoutSubviews()`` (and the handler) run for this view.
        var isInLayoutSubviews = false
        /// The safe-area insets and margins ``View/safeAreaInsetsDidChange()`` and
        /// ``View/layoutMarginsDidChange()`` last announced (compared at each layout pass of the view).
        var announcedInsets = AnnouncedInsets()
    }

    /// Whether a layout pass is scheduled for this view (``setNeedsLayout()``).
    public var needsLayout: Bool { cycle.needsLayout }

    /// How many times ``layoutSubviews()`` ran for this view (for tests and diagnostics).
    public var layoutSubviewsCount: Int { cycle.layoutSubviewsCount }

    /// Called after ``layoutSubviews()``: lay out subviews by hand without subclassing.
    public var layoutSubviewsHandler: ((View) -> Void)? {
        get { cycle.layoutSubviewsHandler }
        set { cycle.layoutSubviewsHandler = newValue }
    }
}

extension View {
    /// Schedules a layout pass for this view (UIKit's `setNeedsLayout`).
    public func setNeedsLayout() {
        cycle.needsLayout = true
        flagAncestors(\.descendantNeedsLayout)
    }

    /// Lays out now whatever is scheduled in this view's hierarchy: updates constraints, solves
    /// Auto Layout, then calls ``layoutSubviews()`` top-down on each view needing layout.
    /// Nothing runs when nothing changed.
    public func layoutIfNeeded() {
        rootView.runLayoutPass()
    }

    /// Schedules ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        cycle.needsUpdateConstraints = true
        flagAncestors(\.descendantNeedsUpdateConstraints)
        rootView.autoLayout.engine?.needsSolve = true
    }

    /// Sets `flag` (a "descendant is scheduled" flag) on each ancestor, stopping at the first
    /// that already has it: its own ancestors have it too.
    func flagAncestors(_ flag: WritableKeyPath<LayoutCycleState, Bool>) {
        var v = superview
        while let p = v, !p.cycle[keyPath: flag] {
            p.cycle[keyPath: flag] = true
            v = p.superview
        }
    }

    /// Runs ``updateConstraints()`` on this view and its descendants that asked for it, children first.
    public func updateConstraintsIfNeeded() {
        if cycle.descendantNeedsUpdateConstraints {
            for s in subviews where s.cycle.needsUpdateConstraints || s.cycle.descendantNeedsUpdateConstraints {
                s.updateConstraintsIfNeeded()
            }
            // A request made meanwhile for a subview already visited waits for the next pass.
            cycle.descendantNeedsUpdateConstraints = subviews.contains { $0.cycle.needsUpdateConstraints || $0.cycle.descendantNeedsUpdateConstraints }
        }
        if cycle.needsUpdateConstraints {
            cycle.needsUpdateConstraints = false
            // A controller's root view: the controller's `updateViewConstraints()`, which calls the view's.
            if let vc = hierarchy.viewController { vc.updateViewConstraints() } else { updateConstraints() }
        }
    }

    /// Whether any view in this subtree is scheduled for layout.
    var subtreeNeedsLayout: Bool { cycle.needsLayout || cycle.descendantNeedsLayout }

    func runLayoutPass() {
        for _ in 0..<8 {
            updateConstraintsIfNeeded()
            let solved = solveAutoLayoutIfNeeded()
            guard subtreeNeedsLayout || solved else { return }
            layoutSubviewsTopDown(engine: autoLayout.engine)
            if !(autoLayout.engine?.needsSolve ?? false) && !subtreeNeedsLayout { return }
        }
    }

    /// A view whose ``layoutSubviews()`` is running is not laid out again re-entrantly (when it calls
    /// `setNeedsLayout()` and `layoutIfNeeded()` on itself); it stays scheduled for the next pass.
    /// Only the branches leading to scheduled views are visited; a subview scheduled by its parent's
    /// ``layoutSubviews()`` (or by an earlier sibling's) is laid out in the same pass.
    ///
    /// As in UIKit, a view's layout pass first gives its constrained subviews the frames the engine
    /// computed, so a frame set by hand on a view positioned by constraints lasts only until its
    /// superview's next layout pass, and ``layoutSubviews()`` sees the engine's frames.
    func layoutSubviewsTopDown(engine: LayoutEngine?) {
        if cycle.needsLayout && !cycle.isInLayoutSubviews {
            cycle.needsLayout = false
            if let engine, engine.framesSetByHand, !engine.needsRebuild {
                for s in subviews where !s.translatesAutoresizingMaskIntoConstraints { engine.reapplyFrame(of: s) }
            }
            // As UIKit updates its subviews' safe areas in a view's layout pass, the view and its
            // subviews hear of changed insets here; a subview whose size did not change is not
            // laid out for it.
            announceInsetChanges()
            for s in subviews { s.announceInsetChanges() }
            let controller = hierarchy.viewController
            controller?.viewWillLayoutSubviews()
            cycle.layoutSubviewsCount += 1
            cycle.isInLayoutSubviews = true
            layoutSubviews()
            let handler = cycle.layoutSubviewsHandler
            handler?(self)
            cycle.isInLayoutSubviews = false
            controller?.viewDidLayoutSubviews()
        }
        guard cycle.descendantNeedsLayout else { return }
        for s in subviews where s.subtreeNeedsLayout { s.layoutSubviewsTopDown(engine: engine) }
        // What is still scheduled below (a view that asked again while laid out, or a subview
        // already visited that was scheduled meanwhile) keeps the flag for the next pass.
        cycle.descendantNeedsLayout = subviews.contains { $0.subtreeNeedsLayout }
    }
}

/// The safe-area insets and margins a view last announced.
struct AnnouncedInsets {
    var safeArea = EdgeInsets.zero
    var margins: EdgeInsets?
    /// Whether the view's class may override ``View/safeAreaInsetsDidChange()`` or
    /// ``View/layoutMarginsDidChange()`` (nil until first asked; a class never changes).
    var classMayListen: Bool?
}

extension View {
    /// UIKit tells a view (and its controller) when its safe area or margins changed, before its
    /// subviews are laid out: compared here at each layout pass of the view or of its superview.
    func announceInsetChanges() {
        // Nobody can hear the announcement of a view of one of Trellis's own classes (none
        // overrides the callbacks; their bodies are empty) without a view controller: the insets
        // are not computed for it (about half of a resize step's instructions otherwise). Such a
        // view starts afresh if a controller is attached later, as a new view would.
        if hierarchy.viewController == nil && !insetCallbacksMayBeOverridden {
            if cycle.announcedInsets.margins != nil || cycle.announcedInsets.safeArea != .zero {
                cycle.announcedInsets.safeArea = .zero
                cycle.announcedInsets.margins = nil
            }
            return
        }
        let safeArea = safeAreaInsets
        if safeArea != cycle.announcedInsets.safeArea {
            cycle.announcedInsets.safeArea = safeArea
            hierarchy.viewController?.viewSafeAreaInsetsDidChange()
            safeAreaInsetsDidChange()
        }
        let margins = effectiveLayoutMargins(safeArea: insetsLayoutMarginsFromSafeArea ? safeArea : .zero)
        if margins != cycle.announcedInsets.margins {
            // The first pass records the margins a view starts with; UIKit announces changes only.
            let isChange = cycle.announcedInsets.margins != nil
            cycle.announcedInsets.margins = margins
            if isChange {
                hierarchy.viewController?.viewLayoutMarginsDidChange()
                layoutMarginsDidChange()
            }
        }
    }

    /// Whether the view's class is not one of Trellis's library classes, which do not override
    /// ``safeAreaInsetsDidChange()`` or ``layoutMarginsDidChange()`` (a class of this library that
    /// overrides one must be excepted here). Found once per view.
    private var insetCallbacksMayBeOverridden: Bool {
        if let known = cycle.announcedInsets.classMayListen { return known }
        let name = String(reflecting: type(of: self))
        let mayListen = !(name.hasPrefix("Trellis.") || name.hasPrefix("TrellisUIKit."))
        cycle.announcedInsets.classMayListen = mayListen
        return mayListen
    }
}
