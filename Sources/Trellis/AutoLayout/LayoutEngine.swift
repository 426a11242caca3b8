import Synchronization
import TrellisSolver

/// The log handler, shared by every engine.
private struct LogHandlerBox: @unchecked Sendable { let call: (String) -> Void }
private let logHandlerStorage = Mutex(LogHandlerBox(call: { _ in }))

/// The Auto Layout engine of one view hierarchy: every view's frame as four solver variables,
/// every active constraint, intrinsic size, autoresizing mask and guide as solver constraints.
///
/// Changing a constant, a priority, an intrinsic size, a translated frame or the root's size
/// updates only the solver constraints concerned (remove and add, or a new edit value); a change
/// of the hierarchy (adding or removing views or guides, margins) rebuilds the engine at the next
/// layout pass.
final class LayoutEngine {
    unowned let root: View
    let solver = Solver()
    var items: [ObjectIdentifier: ItemVariables] = [:]
    var installed: [ObjectIdentifier: Constraint] = [:]
    var owners: [Constraint: String] = [:]
    var intrinsic: [ObjectIdentifier: [Constraint]] = [:]
    var autoresizing: [ObjectIdentifier: [Constraint]] = [:]
    var guides: [ObjectIdentifier: [Constraint]] = [:]
    var issues: [LayoutIssue] = []
    var needsRebuild = false
    var needsSolve = true
    /// How many incremental updates and solves ran (for tests: a constant change must not rebuild).
    private(set) var solveCount = 0
    private(set) var incrementalUpdates = 0
    let fitting: (Size, LayoutPriority, LayoutPriority)?
    private var rootSize: (Variable, Variable)?
    /// ``ProcessWideSettings/generation`` when built: a later change of the layout direction or
    /// text measurer rebuilds the engine.
    let settingsGeneration = ProcessWideSettings.generation

    /// Where conflict reports go, in UIKit's wording. The default keeps silent (the issues are
    /// values, ``View/layoutIssues``). Guarded by a lock: hierarchies may lay out on several threads.
    static var logHandler: (String) -> Void {
        get { logHandlerStorage.withLock { $0.call } }
        set { logHandlerStorage.withLock { $0 = LogHandlerBox(call: newValue) } }
    }
    static func log(_ message: String) { logHandler(message) }

    init(root: View, fitting: (Size, LayoutPriority, LayoutPriority)? = nil) {
        self.root = root
        self.fitting = fitting
        build()
    }

    // MARK: Building

    private func build() {
        let views = root.subtree
        // Margin attributes are the edges of the view's margins guide, so that a change of margins
        // or of the safe area (rotation) only moves that guide's four constraints.
        for v in views {
            for c in v.constraints {
                if c.firstAttribute.isMarginRelative { (c.firstItem as? View)?.ensureMarginsGuide() }
                if c.secondAttribute.isMarginRelative { (c.secondItem as? View)?.ensureMarginsGuide() }
            }
        }
        for v in views { register(v) }
        for v in views { for g in v.layoutGuides + [v.marginsGuideStorage, v.safeAreaGuideStorage].compactMap({ $0 }) { register(g) } }
        let rootVars = items[ObjectIdentifier(root)]!
        add(rootVars.left == 0, owner: "root origin")
        add(rootVars.top == 0, owner: "root origin")
        if let (size, hp, vp) = fitting {
            add(rootVars.width == size.width, priority: hp.solverPriority, owner: "fitting width")
            add(rootVars.height == size.height, priority: vp.solverPriority, owner: "fitting height")
        } else {
            do {
                try solver.addEditVariable(rootVars.width, priority: LayoutEngine.rootPriority)
                try solver.addEditVariable(rootVars.height, priority: LayoutEngine.rootPriority)
                rootSize = (rootVars.width, rootVars.height)
            } catch { LayoutEngine.log("\(error)") }
        }
        for v in views where v !== root {
            updateAutoresizing(v, counting: false)
            updateIntrinsic(v, counting: false)
        }
        for v in views { updateGuides(of: v) }
        guideOwners = views.filter { $0.marginsGuideStorage != nil || $0.safeAreaGuideStorage != nil }.map(WeakBox.init)
        // UIKit's stack views make their constraints in the update-constraints pass, after the
        // constraints their views already have: they are added last, so in a conflict (a hidden
        // arranged view with a required height, whose `UISV-hiding` asks for 0) the stack's
        // constraint is the newer one and the one broken.
        var arrangement: [LayoutConstraint] = []
        for v in views {
            let made = (v as? StackView).map { Set($0.arrangementConstraints.map(ObjectIdentifier.init)) } ?? []
            for c in v.constraints where fitting == nil || isInside(c) {
                if made.contains(ObjectIdentifier(c)) { arrangement.append(c) } else { add(c, counting: false) }
            }
        }
        for c in arrangement { add(c, counting: false) }
        needsSolve = true
    }

    /// Root size edits sit above every priority a user can give (999 is the highest optional).
    static let rootPriority = Priority(999.999)

    private func register(_ item: LayoutItem) {
        let key = ObjectIdentifier(item)
        if items[key] == nil {
            let name = (item as? View)?.debugName ?? (item as? LayoutGuide)?.identifier ?? "item"
            items[key] = ItemVariables(name)
        }
    }

    private func isInside(_ c: LayoutConstraint) -> Bool {
        [c.firstItem, c.secondItem].allSatisfy { item in
            guard let item else { return true }
            return items[ObjectIdentifier(item)] != nil
        }
    }

    func isManaged(_ view: View) -> Bool { items[ObjectIdentifier(view)] != nil }

    // MARK: Solver constraints

    @discardableResult
    private func add(_ c: Constraint, priority: Priority? = nil, owner: String, views: [View] = []) -> Bool {
        let constraint = priority.map { c.priority($0) } ?? c
        owners[constraint] = owner
        do {
            try solver.add(constraint)
            return true
        } catch {
            owners[constraint] = nil
            if case let .unsatisfiable(_, conflicts) = error {
                report(conflict: conflicts.map { owners[$0] ?? $0.description }, broken: owner, views: views)
            } else {
                LayoutEngine.log("\(owner): \(error)")
            }
            return false
        }
    }

    private func remove(_ c: Constraint) {
        if solver.contains(c) { try? solver.remove(c) }
        owners[c] = nil
    }

    private func report(conflict: [String], broken: String, views: [View]) {
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
        issues.append(LayoutIssue(kind: .unsatisfiable, message: message, constraints: conflict + [broken],
                                  broken: broken, views: views, axes: []))
        LayoutEngine.log(message)
    }

    /// Adds an active layout constraint.
    func add(_ c: LayoutConstraint, counting: Bool = true) {
        guard !needsRebuild else { return }
        guard c.isInstalledOnCommonAncestor else {
            // UIKit throws this at layout time; Trellis skips the constraint and says why.
            LayoutEngine.log("The view hierarchy is not prepared for the constraint: \(c)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself).")
            return
        }
        guard isInside(c), let expression = solverConstraint(for: c) else {
            // Incrementally: an item (or a margins guide) the engine does not know yet → rebuild.
            // While building: the constraint cannot be expressed; say so once instead of rebuilding forever.
            if counting { needsRebuild = true } else { LayoutEngine.log("\(c): ignored: its items are not in this hierarchy") }
            return
        }
        installed[ObjectIdentifier(c)] = expression
        for view in c.baselineViews where !(baselineConstraints[ObjectIdentifier(view)]?.contains { $0 === c } ?? false) {
            baselineConstraints[ObjectIdentifier(view), default: []].append(c)
        }
        let views = [c.firstItem, c.secondItem].compactMap { $0 as? View }
        broken[ObjectIdentifier(c)] = add(expression, owner: c.description, views: views) ? nil : c
        if counting { incrementalUpdates += 1 }
        needsSolve = true
        root.setNeedsLayout()
    }

    func remove(_ c: LayoutConstraint) {
        remove(c, retrying: true)
    }

    private func remove(_ c: LayoutConstraint, retrying: Bool) {
        broken[ObjectIdentifier(c)] = nil
        guard let old = installed.removeValue(forKey: ObjectIdentifier(c)) else { return }
        remove(old)
        incrementalUpdates += 1
        needsSolve = true
        root.setNeedsLayout()
        if retrying {
            for view in c.baselineViews { baselineConstraints[ObjectIdentifier(view)]?.removeAll { $0 === c } }
            retryBroken()
        }
    }

    /// Active constraints on a view's first or last baseline, by view: their solver constraints
    /// hold the view's baseline offset as a constant.
    private var baselineConstraints: [ObjectIdentifier: [LayoutConstraint]] = [:]

    /// The view's intrinsic content size was invalidated: its baseline offsets may have moved
    /// (a label's font changed), so the constraints on its baselines are made again.
    func updateBaselines(of view: View) {
        guard !needsRebuild, let cs = baselineConstraints[ObjectIdentifier(view)] else { return }
        for c in cs where installed[ObjectIdentifier(c)] != nil { update(c) }
    }

    /// Solver constraints of the engine's own (translated frames) were removed: retry the broken
    /// constraints and solve again.
    private func afterRemoving() {
        if !broken.isEmpty { retryBroken() }
        needsSolve = true
        root.setNeedsLayout()
    }

    /// The constant or priority changed: swap the one solver constraint.
    func update(_ c: LayoutConstraint) {
        guard !needsRebuild else { return }
        remove(c, retrying: false)
        add(c)
        retryBroken()
    }

    /// Active constraints left out because they conflicted when added.
    private var broken: [ObjectIdentifier: LayoutConstraint] = [:]

    /// After a removal or a change, a broken constraint that fits again is put back (quietly: its
    /// conflict was reported when it was broken), so the layout follows the active constraints.
    private func retryBroken() {
        for (key, c) in broken {
            guard let e = installed[key], !solver.contains(e) else { broken[key] = nil; continue }
            if (try? solver.add(e)) != nil {
                owners[e] = c.description
                broken[key] = nil
                needsSolve = true
            }
        }
    }

    func solverConstraint(for c: LayoutConstraint) -> Constraint? {
        guard let first = c.firstItem else { return nil }
        // Right to left, a horizontal constraint that uses leading or trailing is read along a
        // mirrored x axis (x ↦ −x): `leading == superview.leading + 20` puts the view 20 points in
        // from the right edge, as UIKit does. The first item's layout direction decides.
        let firstView = first as? View ?? (first as? LayoutGuide)?.owningView
        let mirrored = firstView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
            && (c.firstAttribute.isLeadingOrTrailing || c.secondAttribute.isLeadingOrTrailing)
        guard let lhs = expression(first, c.firstAttribute, mirrored: mirrored) else { return nil }
        var rhs = Expression(constant: c.constant)
        if let second = c.secondItem {
            guard let e = expression(second, c.secondAttribute, mirrored: mirrored) else { return nil }
            rhs = e * c.multiplier + c.constant
            // UIKit measures positions in the items' nearest common ancestor: with a multiplier,
            // `(a − o) = m·(b − o) + c` where o is that ancestor's origin, i.e. `a = m·b + (1 − m)·o + c`.
            // With m = 1 (almost every constraint) the origin cancels.
            if c.multiplier != 1, !c.firstAttribute.isDimension, !c.secondAttribute.isDimension,
               let o = commonAncestorOrigin(first, second, vertical: c.firstAttribute.axis == .vertical, mirrored: mirrored) {
                rhs = rhs + o * (1 - c.multiplier)
            }
        }
        let relation: Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Constraint(lhs, relation, rhs, priority: c.priority.solverPriority, label: c.identifier)
    }

    /// The origin of the nearest common ancestor of two items' views along an axis, in the engine's
    /// space: its top, its left, or (right to left, along the mirrored axis) its right edge.
    private func commonAncestorOrigin(_ a: LayoutItem, _ b: LayoutItem, vertical: Bool, mirrored: Bool) -> Expression? {
        guard let va = a.owningViewForLayout, let vb = b.owningViewForLayout,
              let ancestor = va.nearestCommonAncestor(with: vb), let v = items[ObjectIdentifier(ancestor)] else { return nil }
        if vertical { return Expression(v.top) }
        return mirrored ? (v.left + v.width) * -1 : Expression(v.left)
    }

    /// The linear expression of an item's attribute in the engine's space; `mirrored` reads
    /// horizontal locations along −x with leading on the right (a right-to-left constraint).
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, mirrored: Bool = false) -> Expression? {
        guard let v = items[ObjectIdentifier(item)] else { return nil }
        if attribute.isMarginRelative {
            guard let guide = (item as? View)?.marginsGuideStorage else { return nil }
            return expression(guide, attribute.withoutMargins, mirrored: mirrored)
        }
        // A view's attributes are those of its alignment rectangle: the frame inset by
        // `alignmentRectInsets` (UIKit's rule; zero insets for most views). Baselines stay
        // measured from the frame's top and bottom.
        let i = (item as? View)?.alignmentRectInsets ?? .zero
        let left = v.left + i.left, top = v.top + i.top
        let width = v.width - (i.left + i.right), height = v.height - (i.top + i.bottom)
        let right = left + width, bottom = top + height
        let sign = mirrored ? -1.0 : 1.0
        switch attribute {
        case .left: return left * sign
        case .right: return right * sign
        case .top: return top
        case .bottom: return bottom
        case .leading: return mirrored ? right * -1 : left
        case .trailing: return mirrored ? left * -1 : right
        case .width: return width
        case .height: return height
        case .centerX: return (left + width * 0.5) * sign
        case .centerY: return top + height * 0.5
        case .firstBaseline: return v.top + ((item as? View)?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline: return v.top + v.height - ((item as? View)?.lastBaselineOffsetFromBottom ?? 0)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute: return nil
        }
    }

    /// Regenerates the constraints that reproduce a translated view's frame and autoresizing mask.
    func updateAutoresizing(_ view: View, counting: Bool = true) {
        guard !needsRebuild, view !== root, let v = items[ObjectIdentifier(view)] else { return }
        let old = autoresizing.removeValue(forKey: ObjectIdentifier(view)) ?? []
        for c in old { remove(c) }
        // A constraint broken by the old frame's constraints may fit now (the view stopped
        // translating its frame, or moved): put it back, as UIKit follows the active constraints.
        defer { if !old.isEmpty { afterRemoving() } }
        guard view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview,
              let p = items[ObjectIdentifier(parent)] else { return }
        let f = view.untransformedFrame, size = parent.bounds.size, mask = view.autoresizingMask
        let name = "autoresizing mask of \(view.debugName) \(f)"
        func axis(_ x: Double, _ w: Double, _ parentLength: Double, _ flex: [Bool],
                  _ pos: Variable, _ len: Variable, _ ppos: Variable, _ plen: Variable) -> [Constraint] {
            // Each flexible part p becomes p + (L' − L)·p/S: linear in the parent's length L'.
            // Same weights as ``Autoresizing/resize``: a negative part weighs zero; all zero → even shares.
            let parts = [x, w, parentLength - x - w]
            let count = Double(flex.filter { $0 }.count)
            let weights: [Double] = (0..<3).map { flex[$0] ? max(0, parts[$0]) : 0 }
            let total = weights[0] + weights[1] + weights[2]
            func coefficients(_ i: Int) -> (a: Double, b: Double) {
                guard flex[i] else { return (parts[i], 0) }
                let share = total > 0 ? weights[i] / total : 1 / count
                return (parts[i] - parentLength * share, share)
            }
            let (ax, bx) = coefficients(0), (aw, bw) = coefficients(1)
            return [pos == ppos + plen * bx + ax, len == plen * bw + aw]
        }
        let h = axis(f.minX, f.width, size.width,
                     [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)],
                     v.left, v.width, p.left, p.width)
        let vv = axis(f.minY, f.height, size.height,
                      [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)],
                      v.top, v.height, p.top, p.height)
        var added: [Constraint] = []
        for c in h + vv where add(c, owner: name) { added.append(c) }
        autoresizing[ObjectIdentifier(view)] = added
        if counting { incrementalUpdates += 1 }
        needsSolve = true
    }

    /// Regenerates hugging and compression-resistance constraints from the intrinsic size.
    func updateIntrinsic(_ view: View, counting: Bool = true) {
        guard !needsRebuild, let v = items[ObjectIdentifier(view)] else { return }
        for c in intrinsic.removeValue(forKey: ObjectIdentifier(view)) ?? [] { remove(c) }
        // The intrinsic size is the alignment rectangle's, as in UIKit.
        let size = view.intrinsicContentSize, i = view.alignmentRectInsets
        var added: [Constraint] = []
        for (axis, value, variable) in [(LayoutAxis.horizontal, size.width, v.width - (i.left + i.right)),
                                        (.vertical, size.height, v.height - (i.top + i.bottom))]
        where value != View.noIntrinsicMetric && value.isFinite {
            let hug = (variable <= value).priority(view.contentHuggingPriority(for: axis).solverPriority)
            let cr = (variable >= value).priority(view.contentCompressionResistancePriority(for: axis).solverPriority)
            if add(hug, owner: "content hugging of \(view.debugName) (\(axis.rawValue), \(formatPoints(value)))") { added.append(hug) }
            if add(cr, owner: "compression resistance of \(view.debugName) (\(axis.rawValue), \(formatPoints(value)))") { added.append(cr) }
        }
        intrinsic[ObjectIdentifier(view)] = added
        if counting { incrementalUpdates += 1 }
        needsSolve = true
        root.setNeedsLayout()
    }

    private var guideInsets: [ObjectIdentifier: [EdgeInsets]] = [:]
    /// The views with a margins or safe-area guide (creating either rebuilds the engine); weak,
    /// as the root owns the engine and is often one of them.
    private var guideOwners: [WeakBox<View>] = []
    /// Set when insets may have changed other than by a solve: margins, the window's safe area, a
    /// frame or transform set by hand. The guides are then re-derived before the next solve.
    var guidesNeedRefresh = false

    /// Re-derives guide constraints whose owner's insets changed since they were made.
    private func refreshGuides() {
        for case let view? in guideOwners.map(\.value) {
            let now = [view.effectiveLayoutMargins, view.safeAreaInsets]
            if guideInsets[ObjectIdentifier(view)] != now {
                updateGuides(of: view)
                needsSolve = true
            }
        }
    }

    /// The margins and safe-area guides follow their owner's insets.
    private func updateGuides(of view: View) {
        guideInsets[ObjectIdentifier(view)] = [view.effectiveLayoutMargins, view.safeAreaInsets]
        guard let owner = items[ObjectIdentifier(view)] else { return }
        for (guide, insets) in [(view.marginsGuideStorage, view.effectiveLayoutMargins), (view.safeAreaGuideStorage, view.safeAreaInsets)] {
            guard let guide, let g = items[ObjectIdentifier(guide)] else { continue }
            for c in guides.removeValue(forKey: ObjectIdentifier(guide)) ?? [] { remove(c) }
            let cs = [g.left == owner.left + insets.left, g.top == owner.top + insets.top,
                      g.width == owner.width - insets.left - insets.right,
                      g.height == owner.height - insets.top - insets.bottom]
            for c in cs { add(c, owner: guide.identifier) }
            guides[ObjectIdentifier(guide)] = cs
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
        apply(root, parentEdges: (0, 0), scale: scale)
        // Safe-area insets of subviews depend on their frames: follow them once more if they moved.
        refreshGuides()
        guidesNeedRefresh = false
        ambiguityIsCurrent = false
        return true
    }

    private var scale: Double { root.contentScaleFactor }
    /// The root size last suggested to the solver.
    private var suggestedSize: Size?

    /// Writes frames top-down, rounding each edge to the pixel grid in the root's space.
    private func apply(_ view: View, parentEdges: (Double, Double), scale s: Double) {
        guard let v = items[ObjectIdentifier(view)] else { return }
        let x0 = solver.value(of: v.left).roundedToPixel(scale: s), y0 = solver.value(of: v.top).roundedToPixel(scale: s)
        let x1 = (solver.value(of: v.left) + solver.value(of: v.width)).roundedToPixel(scale: s)
        let y1 = (solver.value(of: v.top) + solver.value(of: v.height)).roundedToPixel(scale: s)
        if view !== root {
            // A frame the engine changes schedules the superview's layout pass, in which UIKit
            // applies the engine's results: overrides of its `layoutSubviews` see the new frames.
            let f = Rect(x: x0 - parentEdges.0, y: y0 - parentEdges.1, width: x1 - x0, height: y1 - y0)
            view.engineFrame = f
            if view.untransformedFrame != f {
                view.applyLayoutFrame(f)
                view.superview?.setNeedsLayout()
            }
        }
        func place(_ guide: LayoutGuide) {
            if let g = items[ObjectIdentifier(guide)] {
                guide.layoutFrame = Rect(x: solver.value(of: g.left) - x0, y: solver.value(of: g.top) - y0,
                                         width: solver.value(of: g.width), height: solver.value(of: g.height))
            }
        }
        for guide in view.layoutGuides { place(guide) }
        if let guide = view.marginsGuideStorage { place(guide) }
        if let guide = view.safeAreaGuideStorage { place(guide) }
        for sub in view.subviews { apply(sub, parentEdges: (x0, y0), scale: s) }
    }

    /// Gives a managed view the frame of the last solve again (its superview is being laid out).
    func reapplyFrame(of view: View) {
        guard let f = view.engineFrame, isManaged(view), view.untransformedFrame != f else { return }
        view.applyLayoutFrame(f)
    }

    /// Ambiguity is computed on demand (it costs a scan of the tableau per variable).
    private var ambiguityIsCurrent = false

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
        for view in root.subtree where view !== root {
            guard let v = items[ObjectIdentifier(view)] else { continue }
            var axes: [LayoutAxis] = []
            if !solver.isFixed(v.left) || !solver.isFixed(v.width) { axes.append(.horizontal) }
            if !solver.isFixed(v.top) || !solver.isFixed(v.height) { axes.append(.vertical) }
            if !axes.isEmpty {
                ambiguity[ObjectIdentifier(view)] = axes
                issues.append(LayoutIssue(kind: .ambiguous,
                                          message: "Ambiguous layout: the \(axes.map(\.rawValue).joined(separator: " and ")) position or size of \(view.debugName) is not determined by its constraints.",
                                          constraints: [], broken: nil, views: [view], axes: axes))
            }
        }
    }

    /// The ambiguous axes of each view, by identity, from the last solve.
    private var ambiguity: [ObjectIdentifier: [LayoutAxis]] = [:]

    /// Ambiguous axes of a view, from the last solve.
    func ambiguousAxes(of view: View) -> [LayoutAxis] {
        updateAmbiguity()
        return ambiguity[ObjectIdentifier(view)] ?? []
    }

    func fittingSize() -> Size {
        solver.updateVariables()
        let v = items[ObjectIdentifier(root)]!
        let s = scale
        return Size(width: solver.value(of: v.width).roundedToPixel(scale: s), height: solver.value(of: v.height).roundedToPixel(scale: s))
    }
}

extension LayoutConstraint {
    /// The views whose first or last baseline the constraint uses.
    var baselineViews: [View] {
        [(firstItem, firstAttribute), (secondItem, secondAttribute)].compactMap { item, attribute in
            attribute == .firstBaseline || attribute == .lastBaseline ? item as? View : nil
        }
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
        guard let engine = root.engineStorage, engine.isManaged(self) else { return [] }
        return engine.ambiguousAxes(of: self)
    }

    /// Sets where Auto Layout's reports go (UIKit prints them to the console): unsatisfiable
    /// constraints ("Unable to simultaneously satisfy constraints."), constraints that could not
    /// be activated, refused priority changes. The handler may be called from any thread that lays out.
    public static func setLayoutLogHandler(_ handler: @escaping (String) -> Void) {
        LayoutEngine.logHandler = handler
    }
}
