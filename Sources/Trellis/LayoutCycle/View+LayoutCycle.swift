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
        superview?.flagAsHavingScheduledDescendant()
    }

    /// Flags this view and its ancestors as having a descendant scheduled for layout, stopping
    /// at the first already flagged: its own ancestors are too.
    func flagAsHavingScheduledDescendant() {
        var v = self
        while !v.cycle.descendantNeedsLayout {
            v.cycle.descendantNeedsLayout = true
            guard let s = v.superview else { return }
            v = s
        }
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
        flagAncestorsNeedUpdateConstraints()
        rootView.autoLayout.engine?.needsSolve = true
    }

    /// Flags each ancestor as having a descendant scheduled for ``updateConstraints()``, stopping
    /// at the first already flagged: its own ancestors are too. (``setNeedsLayout()`` does the
    /// same for layout; a key path parameter cost a fifth of a resize step's instructions.)
    func flagAncestorsNeedUpdateConstraints() {
        var v = superview
        while let p = v, !p.cycle.descendantNeedsUpdateConstraints {
            p.cycle.descendantNeedsUpdateConstraints = true
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
    ///
    /// `ancestorInsetsMoved`: whether an ancestor's inset inputs changed and it has not passed
    /// the change on to its subviews yet (see ``announceInsetChanges(ancestorMoved:superviewArea:)``).
    func layoutSubviewsTopDown(engine: LayoutEngine?, ancestorInsetsMoved: Bool = false) {
        var insetsMoved = ancestorInsetsMoved || cycle.announcedInsets.inputsChanged
        if cycle.needsLayout && !cycle.isInLayoutSubviews {
            cycle.needsLayout = false
            if let engine, engine.framesSetByHand, !engine.needsRebuild {
                for s in subviews where !s.translatesAutoresizingMaskIntoConstraints { engine.reapplyFrame(of: s) }
            }
            // As UIKit updates its subviews' safe areas in a view's layout pass, the view and its
            // subviews hear of changed insets here; a subview whose size did not change is not
            // laid out for it.
            announceInsetChanges(ancestorMoved: ancestorInsetsMoved)
            insetsMoved = false   // passed on: the subviews whose insets may have moved are flagged
            announceSubviewInsetChanges()
            let controller = hierarchy.viewController
            controller?.viewWillLayoutSubviews()
            cycle.layoutSubviewsCount += 1
            cycle.isInLayoutSubviews = true
            layoutSubviews()
            cycle.layoutSubviewsHandler?(self)
            cycle.isInLayoutSubviews = false
            controller?.viewDidLayoutSubviews()
        }
        guard cycle.descendantNeedsLayout else { return }
        for s in subviews where s.subtreeNeedsLayout { s.layoutSubviewsTopDown(engine: engine, ancestorInsetsMoved: insetsMoved) }
        // What is still scheduled below (a view that asked again while laid out, or a subview
        // already visited that was scheduled meanwhile) keeps the flag for the next pass.
        cycle.descendantNeedsLayout = subviews.contains { $0.subtreeNeedsLayout }
    }
}
