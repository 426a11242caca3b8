import Trellis

/// Which views' sizes the constraints of a document set, read from the XML alone: a size
/// constraint (`width`, `height`) or two constraints pinning different positions of one axis
/// (leading/left, trailing/right, center X; top, bottom, center Y or a baseline, margins
/// included) stronger than the view's hugging priority. A position is pinned by an equality,
/// or by an inequality that can pull an edge outwards (the leading or top edge at most at a
/// place, the trailing or bottom edge at least at one): passforios Main.storyboard's body-style
/// label "Password" (`LfQ-Af-j2O`) has its trailing edge on the margin and its leading edge at
/// most 54 points in, and is stored 256 wide for a 75-point text. Text views whose size is not
/// set this way take their text's size.
struct ConstraintPins {
    /// A view's id and an axis.
    private struct Key: Hashable { var id: String; var axis: LayoutAxis }
    /// The views and axes a size constraint (`width`, `height`) sets.
    private var sized: Set<Key> = []
    /// Per view and axis, the strongest equality constraint on each of the axis's three positions.
    private var pins: [Key: [Double]] = [:]
    /// The ids of the items any constraint names.
    private(set) var constrained: Set<String> = []

    /// Reads every `<constraint>` at or below `root` (typed, ``ConstraintElement``), but those
    /// with a value Interface Builder does not write, which no layout builds.
    init(_ root: XMLTree) {
        for e in root.descendants {
            guard let c = e.constraint, c.problems.isEmpty else { continue }
            let priority = c.values.effectivePriority.rawValue
            read(c.firstItem ?? c.holderID, c.firstAttribute, first: true, relation: c.values.relation, priority: priority)
            read(c.secondItem ?? c.holderID, c.secondAttribute, first: false, relation: c.values.relation, priority: priority)
        }
    }

    /// One item of a constraint: the first or the second (none without an attribute).
    private mutating func read(_ item: String?, _ attribute: LayoutAttribute?, first: Bool, relation: LayoutRelation, priority: Double) {
        guard let item, let attribute else { return }
        constrained.insert(item)
        if attribute == .width { sized.insert(Key(id: item, axis: .horizontal)) }
        if attribute == .height { sized.insert(Key(id: item, axis: .vertical)) }
        guard let (axis, slot) = attribute.position, ConstraintPins.pins(slot: slot, relation: relation, first: first) else { return }
        let key = Key(id: item, axis: axis), strongest = pins[key]?[slot] ?? 0
        pins[key, default: [0, 0, 0]][slot] = max(strongest, priority)
    }

    /// Whether a constraint of `relation` pins position `slot` (0 the leading or top edge, 1 the
    /// trailing or bottom edge, 2 a centre or baseline) of its first or second item: an equality
    /// always; `lessThanOrEqual` the first item's leading edge and the second item's trailing
    /// edge (it may pull them outwards), `greaterThanOrEqual` the other way round.
    static func pins(slot: Int, relation: LayoutRelation, first: Bool) -> Bool {
        switch (relation, slot) {
        case (.equal, _): true
        case (.lessThanOrEqual, 0), (.greaterThanOrEqual, 1): first
        case (.lessThanOrEqual, 1), (.greaterThanOrEqual, 0): !first
        default: false
        }
    }

    /// Whether the constraints set the view's size along `axis` (see the type's rule).
    func setsSize(of id: String, axis: LayoutAxis, hugging: Double) -> Bool {
        if sized.contains(Key(id: id, axis: axis)) { return true }
        return (pins[Key(id: id, axis: axis)] ?? []).filter { $0 > hugging }.count >= 2
    }

    /// Whether the element `e` (with id `id`) is placed by constraints alone: it does not
    /// translate its autoresizing mask, a constraint names it (one that none names keeps the frame
    /// Xcode stored), and it is not arranged in a stack view (whose distribution or alignment may
    /// stretch it) — the views whose size can be their content's.
    func placesByConstraintsAlone(_ e: XMLTree, id: String) -> Bool {
        !ViewAttributes.translatesAutoresizingMask(e) && constrained.contains(id) && e.parent?.parent?.name != "stackView"
    }
}
