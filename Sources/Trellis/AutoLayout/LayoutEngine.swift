import Synchronization
import TrellisSolver

/// The Auto Layout engine of one view hierarchy: every view's frame as four solver variables,
/// every active constraint, intrinsic size, autoresizing mask and guide as solver constraints.
///
/// Changing a constant, a priority, an intrinsic size, a translated frame, insets or the root's
/// size updates only the solver constraints concerned (in place, or a new edit value); adding or
/// removing a view, a guide or a constraint adds or removes only its own solver constraints. A
/// change of what constraints mean (layout direction, alignment insets) rebuilds the engine at
/// the next layout pass.
///
/// The engine is split by concept, each part next to its concept:
/// - item variables: `LayoutEngine+Items.swift`;
/// - views, guides and constraints joining and leaving: `LayoutEngine+Hierarchy.swift`;
/// - constraint translation (right to left, alignment rectangles): `LayoutEngine+Translation.swift`;
/// - autoresizing constraints: `Autoresizing/LayoutEngine+Autoresizing.swift`;
/// - intrinsic-size constraints: `LayoutEngine+IntrinsicSize.swift`;
/// - margins and safe-area guide constraints: `LayoutGuide/LayoutEngine+Guides.swift`;
/// - frame write-back with pixel rounding: `LayoutCycle/LayoutEngine+FrameWriteBack.swift`;
/// - issues (conflicts, ambiguity) and the UIKit log: `LayoutEngine+Issues.swift`.
/// All of its state is declared here.
final class LayoutEngine {
    unowned let root: View
    let solver = Solver()
    /// The four variables of every view and guide of the hierarchy.
    var items: [ObjectIdentifier: ItemVariables] = [:]
    /// The views and guides to write back and the variables to read, made from `items` when needed.
    var writeBackPlan: WriteBackPlan?
    /// The solver constraint of every active layout constraint.
    var installed: [ObjectIdentifier: Constraint] = [:]
    /// Who made each solver constraint, in the words of the conflict report.
    var owners: [Constraint: ConstraintOwner] = [:]
    /// Hugging and compression resistance, by view.
    var intrinsic: [ObjectIdentifier: [Constraint]] = [:]
    /// The constraints reproducing a translated view's frame, by view.
    var autoresizing: [ObjectIdentifier: [Constraint]] = [:]
    /// Translated views laid out without variables (``AutoresizedLeaf``), by view.
    var autoresizedLeaves: [ObjectIdentifier: AutoresizedLeaf] = [:]
    /// The four constraints placing a margins, safe-area or scroll guide in its owner, by guide.
    var guides: [ObjectIdentifier: [Constraint]] = [:]
    /// The insets each guide owner's guides were made from.
    var guideInsets: [ObjectIdentifier: GuideInsets] = [:]
    /// The views with a margins or safe-area guide; weak, as the root owns the engine and is
    /// often one of them.
    var guideOwners: [WeakBox<View>] = []
    /// Set when insets may have changed other than by a solve: margins, the window's safe area, a
    /// frame or transform set by hand. The guides are then re-derived before the next solve.
    var guidesNeedRefresh = false
    /// Active constraints left out because they conflicted when added.
    var broken: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Conflicts recorded so far, and the ambiguity of the current solution when it is current.
    var issues: [LayoutIssue] = []
    /// Ambiguity is computed on demand (it costs a scan of the tableau per variable).
    var ambiguityIsCurrent = false
    var needsRebuild = false
    var needsSolve = true
    /// How many incremental updates and solves ran (for tests: a constant change must not rebuild).
    var solveCount = 0
    var incrementalUpdates = 0
    /// The target size and priorities of `systemLayoutSizeFitting`, for an engine made to measure.
    let fitting: (Size, LayoutPriority, LayoutPriority)?
    /// The root's width and height as edit variables (a window's engine).
    var rootSize: (Variable, Variable)?
    /// The root size last suggested to the solver.
    var suggestedSize: Size?
    /// Active constraints on a view's first or last baseline, by view: their solver constraints
    /// hold the view's baseline offset as a constant (re-read by ``updateBaselines(of:)``).
    var baselineConstraints: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// Set when a constrained (not translating) view's frame, bounds or center is set by hand:
    /// the superviews' next layout passes give the engine's frames back. A solve writes every
    /// frame that differs from the engine's, and clears it.
    var framesSetByHand = false
    /// The ambiguous axes of each view, by identity, from the last solve.
    var ambiguity: [ObjectIdentifier: [LayoutAxis]] = [:]
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
        let leaves = autoresizedLeaves(among: views)
        addAutoresizedLeaves(leaves)
        register(views, except: leaves)
        let rootVars = items[ObjectIdentifier(root)]!
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

    // MARK: Solver constraints

    /// Adds one solver constraint made by `owner`; a conflict is reported and the constraint left out.
    @discardableResult
    func add(_ c: Constraint, priority: Priority? = nil, owner: ConstraintOwner, views: @autoclosure () -> [View] = []) -> Bool {
        let constraint = priority.map { c.priority($0) } ?? c
        owners[constraint] = owner
        do {
            try solver.add(constraint)
            return true
        } catch {
            owners[constraint] = nil
            failed(error, owner: owner, views: views())
            return false
        }
    }

    /// Puts `new` in place of `old`, in place in the solver when only the constant or an
    /// optional priority differs; a conflict is reported and `new` left out (`old` is gone).
    @discardableResult
    func replace(_ old: Constraint, with new: Constraint, owner: ConstraintOwner, views: [View] = []) -> Bool {
        owners[old] = nil
        owners[new] = owner
        do {
            try solver.update(old, to: new)
            return true
        } catch {
            owners[new] = nil
            failed(error, owner: owner, views: views)
            return false
        }
    }

    private func failed(_ error: SolverError, owner: ConstraintOwner, views: [View]) {
        if case .workLimitExceeded = error {
            reportWorkLimit()
        } else if case let .unsatisfiable(_, conflicts) = error {
            report(conflict: conflicts.map { owners[$0]?.description ?? $0.description }, broken: owner.description, views: views)
        } else {
            LayoutEngine.log("\(owner): \(error)")
        }
    }

    /// Replaces the solver constraints `old` by `new` (each with its owner) pairwise when they
    /// correspond (as many, all in), else removes them all and adds the new ones; returns those in.
    func replace(_ old: [Constraint], with new: [(Constraint, owner: ConstraintOwner)]) -> [Constraint] {
        if old.count == new.count && old.allSatisfy({ solver.contains($0) }) {
            return zip(old, new).compactMap { replace($0, with: $1.0, owner: $1.owner) ? $1.0 : nil }
        }
        for c in old { remove(c) }
        return new.compactMap { add($0.0, owner: $0.owner) ? $0.0 : nil }
    }

    func remove(_ c: Constraint) {
        if solver.contains(c) { try? solver.remove(c) }
        owners[c] = nil
    }

    // MARK: Layout constraints

    /// Adds an active layout constraint.
    func add(_ c: LayoutConstraint, counting: Bool = true) {
        guard !needsRebuild else { return }
        guard c.isInstalledOnCommonAncestor else {
            // UIKit throws this at layout time; Trellis skips the constraint and says why.
            LayoutEngine.log("The view hierarchy is not prepared for the constraint: \(c)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself).")
            return
        }
        // A margin attribute is an edge of the view's margins guide, made on first use.
        for (item, attribute) in [(c.firstItem, c.firstAttribute), (c.secondItem, c.secondAttribute)]
        where attribute.isMarginRelative {
            if let view = item as? View, view.insetState.marginsGuide == nil {
                view.ensureMarginsGuide()
                didAddInsetsGuide(of: view)
            }
        }
        guard isInside(c), let expression = solverConstraint(for: c) else {
            // Incrementally: an item the engine does not know → rebuild. While building: the
            // constraint cannot be expressed; say so once instead of rebuilding forever.
            if counting { needsRebuild = true } else { LayoutEngine.log("\(c): ignored: its items are not in this hierarchy") }
            return
        }
        installed[ObjectIdentifier(c)] = expression
        if c.usesBaseline {
            for view in c.baselineViews where !(baselineConstraints[ObjectIdentifier(view)]?.contains { $0 === c } ?? false) {
                baselineConstraints[ObjectIdentifier(view), default: []].append(c)
            }
        }
        broken[ObjectIdentifier(c)] = add(expression, owner: .constraint(c),
                                          views: [c.firstItem, c.secondItem].compactMap { $0 as? View }) ? nil : c
        if counting { incrementalUpdates += 1 }
        needsSolve = true
        root.setNeedsLayout()
    }

    /// Removes an active layout constraint; a broken constraint that fits now is put back.
    func remove(_ c: LayoutConstraint) {
        guard uninstall(c) else { return }
        incrementalUpdates += 1
        needsSolve = true
        root.setNeedsLayout()
        retryBroken()
    }

    /// Takes a layout constraint out of the solver and out of every table naming it; returns
    /// whether it was installed.
    @discardableResult
    func uninstall(_ c: LayoutConstraint) -> Bool {
        let key = ObjectIdentifier(c)
        broken[key] = nil
        guard let old = installed.removeValue(forKey: key) else { return false }
        remove(old)
        if c.usesBaseline { for view in c.baselineViews { baselineConstraints[ObjectIdentifier(view)]?.removeAll { $0 === c } } }
        return true
    }

    /// The view's intrinsic content size was invalidated: its baseline offsets may have moved
    /// (a label's font changed), so the constraints on its baselines are made again.
    func updateBaselines(of view: View) {
        guard !needsRebuild, let cs = baselineConstraints[ObjectIdentifier(view)] else { return }
        for c in cs where installed[ObjectIdentifier(c)] != nil { update(c) }
    }

    /// Solver constraints of the engine's own (translated frames) were removed: retry the broken
    /// constraints and solve again.
    func afterRemoving() {
        if !broken.isEmpty { retryBroken() }
        needsSolve = true
        root.setNeedsLayout()
    }

    /// The constant or priority changed: the one solver constraint changes in place.
    func update(_ c: LayoutConstraint) {
        guard !needsRebuild else { return }
        let key = ObjectIdentifier(c)
        guard broken[key] == nil, let old = installed[key], solver.contains(old), let new = solverConstraint(for: c) else {
            uninstall(c)
            add(c)
            retryBroken()
            return
        }
        installed[key] = new
        let views = [c.firstItem, c.secondItem].compactMap { $0 as? View }
        if !replace(old, with: new, owner: .constraint(c), views: views) { broken[key] = c }
        incrementalUpdates += 1
        needsSolve = true
        root.setNeedsLayout()
        retryBroken()
    }

    /// After a removal or a change, a broken constraint that fits again is put back (quietly: its
    /// conflict was reported when it was broken), so the layout follows the active constraints.
    private func retryBroken() {
        for (key, c) in broken {
            guard let e = installed[key], !solver.contains(e) else { broken[key] = nil; continue }
            if (try? solver.add(e)) != nil {
                owners[e] = .constraint(c)
                broken[key] = nil
                needsSolve = true
            }
        }
    }

    // MARK: Solving

    /// Solves when something changed and writes every managed view's frame; returns whether it solved.
    func solveIfNeeded() -> Bool {
        if fitting == nil, let (w, h) = rootSize, root.bounds.size != suggestedSize {
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
        writeBack(scale: scale)
        framesSetByHand = false
        // Safe-area insets of subviews depend on their frames: follow them once more if they moved.
        refreshGuides()
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
        let v = items[ObjectIdentifier(root)]!
        let s = scale
        return Size(width: solver.value(of: v.width).roundedToPixel(scale: s), height: solver.value(of: v.height).roundedToPixel(scale: s))
    }
}

/// Where new engines record their solver calls (the layout benchmark replays them on a bare
/// solver to state the view layer's overhead); nil, the default, records nothing.
private struct RecordingBox: @unchecked Sendable { let recording: SolverRecording? }
private let recordingStorage = Mutex(RecordingBox(recording: nil))

extension LayoutEngine {
    static var solverRecording: SolverRecording? {
        get { recordingStorage.withLock { $0.recording } }
        set { recordingStorage.withLock { $0 = RecordingBox(recording: newValue) } }
    }
}

extension View {
    /// Records the calls every layout engine made from now on makes on its solver into
    /// `recording` (nil stops), so that a benchmark can replay the same solver work without the
    /// views and state the view layer's overhead.
    @_spi(Benchmarks) public static func recordSolverCalls(into recording: SolverRecording?) {
        LayoutEngine.solverRecording = recording
    }
}

extension LayoutConstraint {
    /// Whether either attribute is a first or last baseline.
    var usesBaseline: Bool {
        firstAttribute == .firstBaseline || firstAttribute == .lastBaseline
            || secondAttribute == .firstBaseline || secondAttribute == .lastBaseline
    }

    /// The views whose first or last baseline the constraint uses.
    var baselineViews: [View] {
        [(firstItem, firstAttribute), (secondItem, secondAttribute)].compactMap { item, attribute in
            attribute == .firstBaseline || attribute == .lastBaseline ? item as? View : nil
        }
    }
}
