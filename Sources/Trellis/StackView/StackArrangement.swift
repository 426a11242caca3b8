/// Builds the constraints and spacer guides of a stack view's arrangement (one build, no state).
struct StackArrangement {
    let stack: StackView
    var constraints: [LayoutConstraint] = []
    var guides: [LayoutGuide] = []

    /// Spacer guides of the previous build, reused in order so the hierarchy does not change.
    let reusableGuides: [LayoutGuide]

    init(stack: StackView, reusing guides: [LayoutGuide] = []) {
        self.stack = stack
        reusableGuides = guides
    }

    /// Priority of the constraints that make a stack hug its content when nothing sizes it,
    /// just below ``LayoutPriority/fittingSizeLevel``.
    static let fitPriority = LayoutPriority(49)
    /// Priority that keeps views without an intrinsic size from being ambiguous across the axis.
    static let ambiguitySuppressionPriority = LayoutPriority(25)

    /// The attributes of one axis: leading edge, trailing edge, length, centre.
    struct Edges {
        let lead, trail, length, center: LayoutAttribute
        static let horizontal = Edges(lead: .leading, trail: .trailing, length: .width, center: .centerX)
        static let vertical = Edges(lead: .top, trail: .bottom, length: .height, center: .centerY)
    }

    mutating func build() -> (constraints: [LayoutConstraint], guides: [LayoutGuide]) {
        let canvas: LayoutItem = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        let along = stack.axis == .horizontal ? Edges.horizontal : Edges.vertical
        let across = stack.axis == .horizontal ? Edges.vertical : Edges.horizontal
        distribute(canvas: canvas, along: along)
        align(canvas: canvas, across: across)
        return (constraints, guides)
    }

    @discardableResult
    mutating func add(_ a: LayoutItem, _ attrA: LayoutAttribute, _ relation: LayoutRelation, _ b: LayoutItem?,
                      _ attrB: LayoutAttribute = .notAnAttribute, multiplier: Double = 1, constant: Double = 0,
                      priority: LayoutPriority = .required, id identifier: String) -> LayoutConstraint {
        let c = LayoutConstraint(unchecked: a, attrA, relation, b, attrB, multiplier: multiplier, constant: constant)
        c.priority = priority
        c.identifier = identifier
        constraints.append(c)
        return c
    }

    // MARK: Along the axis

    mutating func distribute(canvas: LayoutItem, along e: Edges) {
        let arranged = stack.arrangedSubviews
        let visible = arranged.filter { !$0.isHidden }
        let baselines = stack.axis == .vertical && stack.isBaselineRelativeArrangement

        // Hidden views collapse where they would be: in the middle of the gap between their
        // visible neighbours (UIKit keeps the spacing constraints around a hidden view and halves
        // them), at the previous visible view's end after the last one, at the start before the
        // first one, with zero length (at ``StackView/hiddenArrangedViewLengthPriority``). After
        // the only visible view, at the start along ``StackView/hiddenViewsAfterOnlyVisibleViewAtStartAxis``.
        var previousVisible: View?
        let startsAfterOnlyVisible = visible.count == 1 && stack.hiddenViewsAfterOnlyVisibleViewAtStartAxis == stack.axis
        for (i, v) in arranged.enumerated() {
            if !v.isHidden { previousVisible = v; continue }
            add(v, e.length, .equal, nil, priority: stack.hiddenArrangedViewLengthPriority, id: "UISV-hiding")
            guard let p = previousVisible, !startsAfterOnlyVisible else { add(v, e.lead, .equal, canvas, e.lead, id: "UISV-hiding"); continue }
            let followed = arranged[(i + 1)...].contains { !$0.isHidden }
            add(v, e.lead, .equal, p, e.trail, constant: followed ? stack.spacing(after: p) / 2 : 0, id: "UISV-hiding")
        }
        guard let first = visible.first, let last = visible.last else { return }
        add(first, e.lead, .equal, canvas, e.lead, id: "UISV-canvas-connection")
        add(last, e.trail, .equal, canvas, e.trail, id: "UISV-canvas-connection")

        let pairs = Array(zip(visible, visible.dropFirst()))
        let distribution = stack.distribution
        let spacingRelation: LayoutRelation = distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
        for (a, b) in pairs {
            let s = stack.spacing(after: a)
            if baselines {
                add(b, .firstBaseline, spacingRelation, a, .lastBaseline, constant: s, id: "UISV-spacing")
            } else {
                add(b, e.lead, spacingRelation, a, e.trail, constant: s, id: "UISV-spacing")
            }
        }

        switch distribution {
        case .fill:
            fillOrder(visible, along: e)
        case .fillEqually:
            for v in visible.dropFirst() { add(v, e.length, .equal, first, e.length, id: "UISV-fill-equally") }
        case .fillProportionally:
            let axis: LayoutAxis = e.length == .width ? .horizontal : .vertical
            let lengths: [Double] = visible.map { (v: View) -> Double in
                let s = v.intrinsicContentSize
                let l = axis == .horizontal ? s.width : s.height
                return l == View.noIntrinsicMetric ? (axis == .horizontal ? v.bounds.width : v.bounds.height) : max(0, l)
            }
            let total: Double = lengths.reduce(0.0) { (sum: Double, l: Double) in sum + l }
            var spacings = 0.0
            for (a, _) in pairs { spacings += stack.spacing(after: a) }
            for (i, v) in visible.enumerated() {
                let share: Double = total > 0 ? lengths[i] / total : 1 / Double(visible.count)
                add(v, e.length, .equal, canvas, e.length, multiplier: share, constant: -share * spacings,
                    priority: LayoutPriority(max(1, 999 - Double(i))), id: "UISV-fill-proportionally")
            }
        case .equalSpacing, .equalCentering:
            fillOrder(visible, along: e)
            let centering = distribution == .equalCentering
            var firstGuide: LayoutGuide?
            for (i, (a, b)) in pairs.enumerated() {
                let g = i < reusableGuides.count ? reusableGuides[i] : LayoutGuide(identifier: "UISV-distributing-\(i)")
                guides.append(g)
                add(g, e.lead, .equal, a, centering ? e.center : e.trail, id: "UISV-distributing-edge")
                add(g, e.trail, .equal, b, centering ? e.center : e.lead, id: "UISV-distributing-edge")
                if let f = firstGuide {
                    // Equal centering only asks for equal gaps between centres, below a view's
                    // hugging (250): UIKit gives the guide of the gap after arranged view k
                    // priority max(150 − k, 50) (equal spacing's are required), so views keep their
                    // intrinsic lengths and a centre pinned elsewhere wins over the even spread.
                    let priority = centering ? LayoutPriority(max(150 - Double(arranged.firstIndex { $0 === a } ?? i), 50)) : .required
                    add(g, e.length, .equal, f, e.length, priority: priority, id: "UISV-fill-equally")
                } else {
                    firstGuide = g
                    add(g, e.length, .equal, nil, priority: StackArrangement.fitPriority, id: "UISV-spanning-fit")
                }
            }
        }
    }

    /// Makes ties in hugging and compression resistance go to the last tied view: every view but
    /// the last gets copies of its hugging and compression constraints raised by less than 0.01,
    /// more for earlier views.
    mutating func fillOrder(_ visible: [View], along e: Edges) {
        let axis: LayoutAxis = e.length == .width ? .horizontal : .vertical
        let n = Double(visible.count)
        for (i, v) in visible.enumerated() {
            let size = v.intrinsicContentSize
            let length = axis == .horizontal ? size.width : size.height
            let raise = 0.01 * (n - 1 - Double(i)) / n
            guard raise > 0, length != View.noIntrinsicMetric, length.isFinite else { continue }
            let hug = v.contentHuggingPriority(for: axis), resist = v.contentCompressionResistancePriority(for: axis)
            if !hug.isRequired { add(v, e.length, .lessThanOrEqual, nil, constant: length, priority: hug + raise, id: "Trellis-fill-order") }
            if !resist.isRequired { add(v, e.length, .greaterThanOrEqual, nil, constant: length, priority: resist + raise, id: "Trellis-fill-order") }
        }
    }

    // MARK: Across the axis

    mutating func align(canvas: LayoutItem, across e: Edges) {
        let arranged = stack.arrangedSubviews
        guard !arranged.isEmpty else { return }
        var alignment = stack.alignment
        if stack.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        let crossAxis: LayoutAxis = e.length == .width ? .horizontal : .vertical
        let reference = arranged.first { !$0.isHidden } ?? arranged[0]
        for v in arranged {
            let bounded = !v.isHidden
            switch alignment {
            case .fill:
                add(v, e.lead, .equal, canvas, e.lead, id: "UISV-canvas-connection")
                add(v, e.trail, .equal, canvas, e.trail, id: "UISV-canvas-connection")
            case .leading:
                add(v, e.lead, .equal, canvas, e.lead, id: "UISV-canvas-connection")
                if bounded { add(v, e.trail, .lessThanOrEqual, canvas, e.trail, id: "UISV-spanning-boundary") }
            case .trailing:
                add(v, e.trail, .equal, canvas, e.trail, id: "UISV-canvas-connection")
                if bounded { add(v, e.lead, .greaterThanOrEqual, canvas, e.lead, id: "UISV-spanning-boundary") }
            case .center:
                add(v, e.center, .equal, canvas, e.center, id: "UISV-alignment")
                if bounded {
                    add(v, e.lead, .greaterThanOrEqual, canvas, e.lead, id: "UISV-spanning-boundary")
                    add(v, e.trail, .lessThanOrEqual, canvas, e.trail, id: "UISV-spanning-boundary")
                }
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if v !== reference { add(v, baseline, .equal, reference, baseline, id: "UISV-alignment") }
                if bounded {
                    // UIKit ties the edge the baseline is measured from (the top for the first
                    // baseline, the bottom for the last) to the reference view alone (its
                    // `UISV-canvas-connection`, `stack.top ≤ first.top`): a later view reaching
                    // further from the baseline sticks out of the stack there (rdar://32291130,
                    // "Stack View height incorrect for first/last baseline alignment", iOS 10.3,
                    // still so in iOS 13). Xcode's canvas stores it so: SoundFonts FontEditor's
                    // buttons at y −7, −4.5 and −7.5 beside a label at 0, ToDoList Main's buttons
                    // at −1.5 — all four first-baseline stacks of the three corpora. The other
                    // edge bounds every view.
                    let leadBound = alignment == .lastBaseline || v === reference
                    let trailBound = alignment == .firstBaseline || v === reference
                    if leadBound { add(v, e.lead, .greaterThanOrEqual, canvas, e.lead, id: "UISV-spanning-boundary") }
                    if trailBound { add(v, e.trail, .lessThanOrEqual, canvas, e.trail, id: "UISV-spanning-boundary") }
                    // Pulls the reference view to the edge its baseline is measured from.
                    if v === reference {
                        if alignment == .firstBaseline {
                            add(v, e.lead, .equal, canvas, e.lead, priority: StackArrangement.fitPriority, id: "UISV-canvas-fit")
                        } else {
                            add(v, e.trail, .equal, canvas, e.trail, priority: StackArrangement.fitPriority, id: "UISV-canvas-fit")
                        }
                    }
                }
            }
            if alignment != .fill && bounded {
                let s = v.intrinsicContentSize
                if (crossAxis == .horizontal ? s.width : s.height) == View.noIntrinsicMetric {
                    add(v, e.length, .equal, nil, priority: StackArrangement.ambiguitySuppressionPriority, id: "UISV-ambiguity-suppression")
                }
            }
        }
        if alignment != .fill {
            add(canvas, e.length, .equal, nil, priority: StackArrangement.fitPriority, id: "UISV-spanning-fit")
        }
    }
}

extension LayoutConstraint {
    /// Whether two constraints relate the same items and attributes the same way, at the same
    /// priority and with the same identifier — everything but the constant.
    func sameShape(as other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && secondItem === other.secondItem && firstAttribute == other.firstAttribute
            && secondAttribute == other.secondAttribute && relation == other.relation && multiplier == other.multiplier
            && priority == other.priority && identifier == other.identifier
    }
}
