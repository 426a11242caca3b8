import Synchronization
import TrellisSolver

/// The log handler, shared by every engine.
private struct LogHandlerBox: @unchecked Sendable { let call: (String) -> Void }
private let logHandlerStorage = Mutex(LogHandlerBox(call: { _ in }))

/// What the engine found and survived: conflicts (reported in UIKit's words when a constraint is
/// broken) and ambiguity (computed on demand), as ``LayoutIssue`` values and on the log.
extension LayoutEngine {
    /// Where conflict reports go, in UIKit's wording. The default keeps silent (the issues are
    /// values, ``View/layoutIssues``). Guarded by a lock: hierarchies may lay out on several threads.
    static var logHandler: (String) -> Void {
        get { logHandlerStorage.withLock { $0.call } }
        set { logHandlerStorage.withLock { $0 = LogHandlerBox(call: newValue) } }
    }
    static func log(_ message: String) { logHandler(message) }

    func report(conflict owners: [ConstraintOwner], broken brokenOwner: ConstraintOwner, views: [View]) {
        let conflict = owners.map(\.description), broken = brokenOwner.description
        let list = (conflict + [broken]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        let message = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """
        // A conflict met again (a broken constraint retried after a change) is logged again, listed once.
        guard !issues.contains(where: { $0.message == message }) else { LayoutEngine.log(message); return }
        issues.append(LayoutIssue(kind: .unsatisfiable, message: message, constraints: conflict + [broken],
                                  broken: broken, views: views, axes: [], parts: (owners + [brokenOwner]).map(\.part)))
        LayoutEngine.log(message)
    }

    /// Records, once, that the solver stopped at its work limit, naming what it was doing: the
    /// constraint it was adding (and its views), the constraints added since the last solution
    /// (all of them in the issue's `constraints`, the first and last in the message) and how many
    /// optional ones were left out.
    func reportWorkLimit() {
        guard !issues.contains(where: { $0.kind == .solverWorkLimit }) else { return }
        let stop = solver.workLimitStop
        let added = stop?.added ?? []
        var doing = ""
        if let c = stop?.adding {
            doing = " while adding \(name(of: c))"
            if added.count > 1 { doing += ", one of the \(added.count) constraints added since the last solution" }
        } else if !added.isEmpty {
            doing = " while optimising the \(added.count) constraint\(added.count == 1 ? "" : "s") added since the last solution"
        }
        if added.count > 1, let first = added.first, let last = added.last {
            doing += " (from \(name(of: first)) to \(name(of: last)))"
        }
        if let waiting = stop?.waiting.count, waiting > 0 {
            doing += "; \(waiting) optional constraint\(waiting == 1 ? " was" : "s were") left out"
        }
        let message = "Auto Layout stopped: solving this hierarchy took more than \(solver.workLimit ?? 0) units of solver work "
            + "(View.solverWorkLimit)\(doing); its frames are not the solution of its constraints"
        var views: [View] = []
        if let c = stop?.adding, case let .constraint(layoutConstraint)? = owner(of: c) {
            views = [layoutConstraint.firstItem, layoutConstraint.secondItem].compactMap { $0 as? View }
        }
        issues.append(LayoutIssue(kind: .solverWorkLimit, message: message, constraints: added.map(name(of:)),
                                  broken: nil, views: views, axes: []))
        LayoutEngine.log(message)
    }

    /// Records that the ambiguity check stopped at the work limit (see ``updateAmbiguity()``):
    /// the frames are solved, but whether they are ambiguous is not known.
    private func reportAmbiguityWorkLimit() {
        guard !issues.contains(where: { $0.kind == .solverWorkLimit }) else { return }
        let message = "Auto Layout stopped checking for ambiguity: the check took more than \(solver.workLimit ?? 0) units of "
            + "solver work (View.solverWorkLimit) over the \(solver.constraints.count) constraints of this hierarchy; "
            + "its frames are solved, but whether they are ambiguous is not known"
        issues.append(LayoutIssue(kind: .solverWorkLimit, message: message, constraints: [], broken: nil, views: [], axes: []))
        LayoutEngine.log(message)
    }

    /// Conflicts recorded so far and the ambiguity of the current solution.
    var allIssues: [LayoutIssue] {
        updateAmbiguity()
        return issues
    }

    private func updateAmbiguity() {
        guard !ambiguityIsCurrent else { return }
        ambiguityIsCurrent = true
        issues.removeAll { $0.kind == .ambiguous }
        ambiguity.removeAll()
        // A stopped solver's tableau is not optimal: ambiguity would mean nothing.
        guard !solver.hasExceededWorkLimit else { return }
        let views = root.subtree.filter { $0 !== root && isManaged($0) }
        // One question to the solver for every variable: a chain of views is linear, not quadratic.
        // A leaf's answers come from its superview's (the root's too, asked first).
        let asked = [root] + views.filter { items[ItemKey($0)] != nil }
        let fixed = solver.areFixed(asked.flatMap { view in
            let v = items[ItemKey(view)]!
            return [v.left, v.width, v.top, v.height]
        })
        // The check has a work budget as large as the layout's (a pathological hierarchy's check
        // could otherwise run for minutes): past it, no view is called ambiguous, and an issue says
        // that the check stopped.
        if solver.fixedCheckPassedWorkLimit {
            reportAmbiguityWorkLimit()
            return
        }
        var answers: [ItemKey: Int] = [:]
        for (k, view) in asked.enumerated() where !view.subviews.isEmpty { answers[ItemKey(view)] = 4 * k }
        var next = 4
        var undecided: [View] = []
        for view in views {
            let horizontal: Bool, vertical: Bool
            if let leaf = autoresizedLeaves[ItemKey(view)] {
                guard let p = answers[leaf.superview], let axes = leaf.fixedAxes(superview: fixed[p..<p + 4]) else {
                    undecided.append(view)
                    continue
                }
                (horizontal, vertical) = axes
            } else {
                horizontal = fixed[next] && fixed[next + 1]
                vertical = fixed[next + 2] && fixed[next + 3]
                next += 4
            }
            var axes: [LayoutAxis] = []
            if !horizontal { axes.append(.horizontal) }
            if !vertical { axes.append(.vertical) }
            if !axes.isEmpty {
                ambiguity[ItemKey(view)] = axes
                issues.append(LayoutIssue(kind: .ambiguous,
                                          message: "Ambiguous layout: the \(axes.map(\.rawValue).joined(separator: " and ")) position or size of \(view.debugName) is not determined by its constraints.",
                                          constraints: [], broken: nil, views: [view], axes: axes))
            }
        }
        // A leaf whose superview's answers do not decide is given variables, and the solver asked.
        if !undecided.isEmpty {
            for view in undecided { materialize(view) }
            ambiguityIsCurrent = false
            updateAmbiguity()
        }
    }

    /// Ambiguous axes of a view (by identity), from the last solve.
    func ambiguousAxes(of view: View) -> [LayoutAxis] {
        updateAmbiguity()
        return ambiguity[ItemKey(view)] ?? []
    }
}

extension View {
    /// Whether the constraints leave this view's frame undetermined (UIKit's `hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool { !ambiguousAxes.isEmpty }

    /// The axes on which this view's frame is not determined by its constraints (empty when it is,
    /// or when the hierarchy does not use Auto Layout).
    public var ambiguousAxes: [LayoutAxis] {
        let root = rootView
        root.layoutIfNeeded()
        guard let engine = root.autoLayout.engine, engine.isManaged(self) else { return [] }
        return engine.ambiguousAxes(of: self)
    }

    /// Sets where Auto Layout's reports go (UIKit prints them to the console): unsatisfiable
    /// constraints ("Unable to simultaneously satisfy constraints."), constraints that could not
    /// be activated, refused priority changes. The handler may be called from any thread that lays out.
    public static func setLayoutLogHandler(_ handler: @escaping (String) -> Void) {
        LayoutEngine.logHandler = handler
    }
}
