import TrellisSolver

/// The Auto Layout engine of one view hierarchy: every view's frame as four solver variables,
/// every active constraint, intrinsic size, autoresizing mask and guide as solver constraints.
///
/// Changing a constant, a priority, an intrinsic size, a translated frame, insets or the root's
/// size updates only the solver constraints concerned (in place, or a new edit value); adding or
/// removing a view, a guide or a constraint adds or removes only its own solver constraints. A
/// change of what constraints mean (a view's layout direction or alignment insets) translates
/// the constraints concerned again. Only a change of process-wide settings (the app's layout
/// direction, the text measurer) rebuilds the engine.
///
/// The engine is split by concept, each part next to its concept:
/// - item variables: `LayoutEngine+Items.swift`;
/// - solver constraints and their owners: `LayoutEngine+SolverConstraints.swift`;
/// - active layout constraints going in, changing and coming out: `LayoutEngine+Constraints.swift`;
/// - views, guides and constraints joining and leaving: `LayoutEngine+Hierarchy.swift`;
/// - constraint translation (right to left, alignment rectangles): `LayoutEngine+Translation.swift`,
///   and translating again when a view's direction or alignment insets change:
///   `LayoutEngine+Retranslation.swift`;
/// - the root's size: `LayoutEngine+RootSize.swift`;
/// - autoresizing constraints: `Autoresizing/LayoutEngine+Autoresizing.swift`;
/// - intrinsic-size constraints: `LayoutEngine+IntrinsicSize.swift`;
/// - margins and safe-area guide constraints: `LayoutGuide/LayoutEngine+Guides.swift`;
/// - frame write-back with pixel rounding: `LayoutCycle/LayoutEngine+FrameWriteBack.swift`;
/// - issues (conflicts, ambiguity) and the UIKit log: `LayoutEngine+Issues.swift`;
/// - recording solver calls for the layout benchmark: `LayoutEngine+SolverRecording.swift`.
/// All of its state is declared here, without the runtime's exclusivity checks: an engine is
/// used from one thread at a time, with no overlapping access to its tables, and the checks
/// were a twentieth of a first layout's instructions.
final class LayoutEngine {
    unowned let root: View
    let solver = Solver()
    /// The four variables of every view and guide of the hierarchy.
    @exclusivity(unchecked) var items: [ItemKey: ItemVariables] = [:]
    /// The views and guides to write back and the variables to read, made from `items` when needed.
    @exclusivity(unchecked) var writeBackPlan: WriteBackPlan?
    /// The solver constraint of every active layout constraint.
    @exclusivity(unchecked) var installed: [ItemKey: Constraint] = [:]
    /// Who made each solver constraint that does not carry its layout constraint
    /// (``owner(of:)``): translated frames, intrinsic sizes, guides, the root's.
    @exclusivity(unchecked) var owners: [ItemKey: ConstraintOwner] = [:]
    /// Hugging and compression resistance, by view.
    @exclusivity(unchecked) var intrinsic: [ItemKey: [Constraint]] = [:]
    /// The constraints reproducing a translated view's frame, by view.
    @exclusivity(unchecked) var autoresizing: [ItemKey: [Constraint]] = [:]
    /// Translated views laid out without variables (``AutoresizedLeaf``), by view.
    @exclusivity(unchecked) var autoresizedLeaves: [ItemKey: AutoresizedLeaf] = [:]
    /// The four constraints placing a margins, safe-area or scroll guide in its owner, by guide.
    @exclusivity(unchecked) var guides: [ItemKey: [Constraint]] = [:]
    /// The insets each guide owner's guides were made from.
    @exclusivity(unchecked) var guideInsets: [ItemKey: GuideInsets] = [:]
    /// The views with a margins or safe-area guide; weak, as the root owns the engine and is
    /// often one of them.
    @exclusivity(unchecked) var guideOwners: [WeakBox<View>] = []
    /// Set when insets may have changed other than by a solve: margins, the window's safe area, a
    /// frame or transform set by hand. The guides are then re-derived before the next solve.
    @exclusivity(unchecked) var guidesNeedRefresh = false
    /// Active constraints left out because they conflicted when added.
    @exclusivity(unchecked) var broken: [ItemKey: LayoutConstraint] = [:]
    /// Conflicts recorded so far, and the ambiguity of the current solution when it is current.
    @exclusivity(unchecked) var issues: [LayoutIssue] = []
    /// Ambiguity is computed on demand (it costs a scan of the tableau per variable).
    @exclusivity(unchecked) var ambiguityIsCurrent = false
    @exclusivity(unchecked) var needsRebuild = false
    @exclusivity(unchecked) var needsSolve = true
    /// How many incremental updates and solves ran (for tests: a constant change must not rebuild).
    @exclusivity(unchecked) var solveCount = 0
    @exclusivity(unchecked) var incrementalUpdates = 0
    /// The target size and priorities of `systemLayoutSizeFitting`, for an engine made to measure.
    let fitting: (Size, LayoutPriority, LayoutPriority)?
    /// The root's width and height as edit variables (a window's engine).
    @exclusivity(unchecked) var rootSize: (Variable, Variable)?
    /// The root size last suggested to the solver.
    @exclusivity(unchecked) var suggestedSize: Size?
    /// Active constraints on a view's first or last baseline, by view: their solver constraints
    /// hold the view's baseline offset as a constant (re-read by ``updateBaselines(of:)``).
    @exclusivity(unchecked) var baselineConstraints: [ItemKey: [LayoutConstraint]] = [:]
    /// Set when a constrained (not translating) view's frame, bounds or center is set by hand:
    /// the superviews' next layout passes give the engine's frames back. A solve writes every
    /// frame that differs from the engine's, and clears it.
    @exclusivity(unchecked) var framesSetByHand = false
    /// The ambiguous axes of each view, by identity, from the last solve.
    @exclusivity(unchecked) var ambiguity: [ItemKey: [LayoutAxis]] = [:]
    /// ``ProcessWideSettings/generation`` when built: a later change of the layout direction or
    /// text measurer rebuilds the engine.
    let settingsGeneration = ProcessWideSettings.generation

    init(root: View, fitting: (Size, LayoutPriority, LayoutPriority)? = nil) {
        self.root = root
        self.fitting = fitting
        LayoutEngine.solverRecording?.attach(solver)
        solver.workLimit = ProcessWideSettings.solverWorkLimit
        build()
    }

    // MARK: Building

    private func build() {
        let views = root.subtree
        // The tables have at least an entry per view or constraint: made that size at once.
        items.reserveCapacity(views.count)
        installed.reserveCapacity(views.reduce(0) { $0 + $1.constraints.count })
        let leaves = autoresizedLeaves(among: views)
        addAutoresizedLeaves(leaves)
        register(views, except: leaves)
        let rootVars = items[ItemKey(root)]!
        add(rootVars.left == 0, owner: .text("root origin"))
        add(rootVars.top == 0, owner: .text("root origin"))
        if let (size, hp, vp) = fitting {
            add(rootVars.width == size.width, priority: hp.solverPriority, owner: .text("fitting width"))
            add(rootVars.height == size.height, priority: vp.solverPriority, owner: .text("fitting height"))
        } else {
            do {
                try solver.addEditVariable(rootVars.width, priority: LayoutEngine.rootPriority)
                try solver.addEditVariable(rootVars.height, priority: LayoutEngine.rootPriority)
                rootSize = (rootVars.width, rootVars.height)
                // The size first: the constraints then go in around a solution of the right
                // size (at 0 × 0 most of them would conflict with the edits, and moving to the
                // real size afterwards pivots through all of them).
                suggestedSize = root.bounds.size
                try solver.suggestValue(rootVars.width, root.bounds.width)
                try solver.suggestValue(rootVars.height, root.bounds.height)
            } catch { LayoutEngine.log("\(error)") }
        }
        install(views)
    }

    /// Root size edits sit above every priority a user can give (999 is the highest optional).
    static let rootPriority = Priority(999.999)

    // MARK: Solving

    /// Solves when something changed and writes every managed view's frame; returns whether it solved.
    func solveIfNeeded() -> Bool {
        var rootResized = false
        if fitting == nil, let (w, h) = rootSize, root.bounds.size != suggestedSize {
            rootResized = true
            suggestedSize = root.bounds.size
            try? solver.suggestValue(w, root.bounds.width)
            try? solver.suggestValue(h, root.bounds.height)
            needsSolve = true
            retryBroken()
        }
        // Insets changed by hand are followed before solving. A change the solve itself makes
        // (frames moving under the window's unsafe edges) is followed after it, from the new
        // frames: re-deriving guides from the frames of before the solve would only be undone.
        if guidesNeedRefresh {
            guidesNeedRefresh = false
            refreshGuides()
        }
        guard needsSolve else { return false }
        needsSolve = false
        solveCount += 1
        solver.updateVariables()
        if keepRootSize() { solver.updateVariables() }
        if solver.hasExceededWorkLimit { reportWorkLimit() }
        let framesMoved = writeBack(scale: scale)
        framesSetByHand = false
        // Insets depend on frames (a subview's safe area on where it is, readable and keyboard
        // guides on sizes): follow them once more if a frame or the root's size moved. (Otherwise
        // the frames are those the insets were last derived from: a table's rows resized by
        // autoresizing before the solve, whose contents stay where they are.)
        if framesMoved || rootResized { refreshGuides() }
        guidesNeedRefresh = false
        ambiguityIsCurrent = false
        // Each pass has the whole budget; once passed, the engine stays stopped (constraints
        // were refused, so a later solution would not be this hierarchy's).
        if !solver.hasExceededWorkLimit { solver.workLimit = ProcessWideSettings.solverWorkLimit }
        return true
    }

    /// The root's size under the fitting priorities (`systemLayoutSizeFitting`), rounded to pixels.
    func fittingSize() -> Size {
        solver.updateVariables()
        let v = items[ItemKey(root)]!
        let s = scale
        return Size(width: solver.value(of: v.width).roundedToPixel(scale: s), height: solver.value(of: v.height).roundedToPixel(scale: s))
    }
}
