import TrellisSolver

/// The views and guides a solve writes back, parents before children, with every variable to
/// read in one call to the solver. Views and guides joining the engine are appended; one leaving
/// drops the plan, made again at the next solve. Views and guides are held unretained and used
/// without reference counting in the write-back loop (constraints reference views weakly, so each
/// count went through the runtime's slow path): the root owns the engine, and the plan is dropped
/// before any of them leaves (a view leaving, a guide removed).
struct WriteBackPlan {
    struct Held<Item: AnyObject> {
        let reference: Unmanaged<Item>
        init(item: Item) { reference = .passUnretained(item) }
        var item: Item { reference.takeUnretainedValue() }
    }
    /// The managed views and the index of each one's superview (−1 for the root).
    var views: [Held<View>] = []
    var parents: [Int] = []
    /// Each view's leaf functions, nil for a view with variables.
    var leaves: [AutoresizedLeaf?] = []
    /// Every guide of those views and the index of its owner.
    var guides: [Held<LayoutGuide>] = []
    var owners: [Int] = []
    /// Four variables (left, top, width, height) per view with variables, and four per guide.
    var viewVariables: [Variable] = []
    var guideVariables: [Variable] = []
    /// Each view's index, by identity.
    var index: [ItemKey: Int] = [:]

    /// Appends a view whose superview is in the plan already (or the root, with none).
    mutating func append(_ view: View, _ v: ItemVariables) {
        append(view, leaf: nil)
        viewVariables.append(v.left); viewVariables.append(v.top)   // no array per view
        viewVariables.append(v.width); viewVariables.append(v.height)
    }

    /// Appends a view (with its leaf functions, for a leaf) whose superview is in the plan already.
    mutating func append(_ view: View, leaf: AutoresizedLeaf?) {
        index[ItemKey(view)] = views.count
        parents.append(view.superview.flatMap { index[ItemKey($0)] } ?? -1)
        views.append(Held(item: view))
        leaves.append(leaf)
    }

    /// Every view's unrounded left, top, width and height in the engine's space: the solver's
    /// `solved` values (four per view with variables, in order), a leaf's from its superview's.
    func frameValues(solved: [Double]) -> [Double] {
        guard solved.count != 4 * views.count else { return solved }
        var values = [Double](repeating: 0, count: 4 * views.count)
        var next = 0
        for k in views.indices {
            if let leaf = leaves[k] {
                let p = 4 * parents[k]
                (values[4 * k], values[4 * k + 2]) = leaf.horizontal.values(parentPosition: values[p], parentLength: values[p + 2])
                (values[4 * k + 1], values[4 * k + 3]) = leaf.vertical.values(parentPosition: values[p + 1], parentLength: values[p + 3])
            } else {
                for i in 0..<4 { values[4 * k + i] = solved[next + i] }
                next += 4
            }
        }
        return values
    }

    /// Appends a guide whose owner is in the plan.
    mutating func append(_ guide: LayoutGuide, _ g: ItemVariables) {
        guard let owner = guide.owningView.flatMap({ index[ItemKey($0)] }) else { return }
        guides.append(Held(item: guide))
        owners.append(owner)
        guideVariables += [g.left, g.top, g.width, g.height]
    }
}

/// The solution written back: each view's frame in its superview, each edge rounded to the pixel
/// grid in the root's space (so adjacent views stay adjacent), and each guide's layout frame.
extension LayoutEngine {
    var scale: Double { root.contentScaleFactor }

    /// The plan of the current items: the managed views reachable from the root through managed
    /// views, and their guides.
    func makeWriteBackPlan() -> WriteBackPlan {
        var plan = WriteBackPlan()
        func visit(_ view: View) {
            if let leaf = autoresizedLeaves[ItemKey(view)] { plan.append(view, leaf: leaf); return }
            guard let v = items[ItemKey(view)] else { return }
            plan.append(view, v)
            for guide in view.allLayoutGuides { if let g = items[ItemKey(guide)] { plan.append(guide, g) } }
            view.subviews.forEach(visit)
        }
        visit(root)
        return plan
    }

    /// Adds a view or guide that got variables to the plan, if there is one.
    func addToWriteBackPlan(_ item: LayoutItem, _ v: ItemVariables) {
        guard writeBackPlan != nil else { return }
        if let view = item as? View {
            writeBackPlan!.append(view, v)
        } else if let guide = item as? LayoutGuide {
            writeBackPlan!.append(guide, v)
        }
    }

    /// Writes every frame and guide frame of the solution, rounding each view's edges to the
    /// pixel grid in the root's space; returns whether a view's frame changed.
    @discardableResult
    func writeBack(scale s: Double) -> Bool {
        if writeBackPlan == nil { writeBackPlan = makeWriteBackPlan() }
        let plan = writeBackPlan!
        let values = plan.frameValues(solved: solver.values(of: plan.viewVariables)), guideValues = solver.values(of: plan.guideVariables)
        // Each view's rounded left and top edges in the root's space, for its subviews and guides.
        var origins = [(Double, Double)](repeating: (0, 0), count: plan.views.count)
        // Whether each view's layout pass is known to be scheduled (each parent is asked once).
        var scheduled = [Bool](repeating: false, count: plan.views.count)
        var anyChanged = false
        for (k, held) in plan.views.enumerated() {
            let left = values[4 * k], top = values[4 * k + 1]
            let x0 = left.roundedToPixel(scale: s), y0 = top.roundedToPixel(scale: s)
            let x1 = (left + values[4 * k + 2]).roundedToPixel(scale: s)
            let y1 = (top + values[4 * k + 3]).roundedToPixel(scale: s)
            origins[k] = (x0, y0)
            let p = plan.parents[k]
            guard p >= 0 else { continue }
            // A frame the engine changes schedules the superview's layout pass, in which UIKit
            // applies the engine's results: overrides of its `layoutSubviews` see the new frames.
            let f = Rect(x: x0 - origins[p].0, y: y0 - origins[p].1, width: x1 - x0, height: y1 - y0)
            let changed = held.reference._withUnsafeGuaranteedRef { view in
                view.geometry.engineFrame = f
                guard view.untransformedFrame != f else { return false }
                view.applyLayoutFrame(f)
                return true
            }
            anyChanged = anyChanged || changed
            if changed && !scheduled[p] {
                scheduled[p] = true
                plan.views[p].reference._withUnsafeGuaranteedRef { parent in if !parent.cycle.needsLayout { parent.setNeedsLayout() } }
            }
        }
        for (k, guide) in plan.guides.enumerated() {
            let (x0, y0) = origins[plan.owners[k]], i = 4 * k
            guide.item.layoutFrame = Rect(x: guideValues[i] - x0, y: guideValues[i + 1] - y0,
                                          width: guideValues[i + 2], height: guideValues[i + 3])
        }
        // A scroll view whose content guide is sized by constraints takes that size as its content size.
        for guide in plan.guides where guide.item.kind == .scrollContent {
            if let scroll = guide.item.owningView as? ScrollView, scroll.contentGuideStorage === guide.item {
                scroll.contentSizeFromLayout(guide.item.layoutFrame.size)
            }
        }
        return anyChanged
    }

    /// Gives a managed view the frame of the last solve again (its superview is being laid out).
    func reapplyFrame(of view: View) {
        guard let f = view.geometry.engineFrame, isManaged(view), view.untransformedFrame != f else { return }
        view.applyLayoutFrame(f)
    }
}
