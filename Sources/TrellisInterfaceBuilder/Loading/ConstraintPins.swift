import Trellis

/// Which views' sizes the constraints of a document set, read from the XML alone: a size
/// constraint (`width`, `height`) or two equality constraints on different positions of one
/// axis (leading/left, trailing/right, center X; top, bottom, center Y or a baseline, margins
/// included) stronger than the view's hugging priority. Text views whose size is not set this
/// way take their text's size.
struct ConstraintPins {
    private var sized: [LayoutAxis: Set<String>] = [.horizontal: [], .vertical: []]
    /// Per view and axis, the strongest equality constraint on each of the axis's three positions.
    private var pins: [LayoutAxis: [String: [Double]]] = [.horizontal: [:], .vertical: [:]]
    /// The ids of the items any constraint names.
    private(set) var constrained: Set<String> = []

    /// Reads every `<constraint>` at or below `root`.
    init(_ root: XMLTree) {
        for c in root.descendants where c.name == "constraint" {
            let owner = c.parent?.parent?["id"]
            let priority = c["priority"].flatMap(Double.init) ?? 1000
            let equal = (c["relation"] ?? "equal") == "equal"
            for (item, attribute) in [(c["firstItem"] ?? owner, c["firstAttribute"]), (c["secondItem"] ?? owner, c["secondAttribute"])] {
                guard let item, let name = attribute, !name.isEmpty else { continue }
                constrained.insert(item)
                guard let attribute = LayoutAttribute(documentName: name) else { continue }
                if attribute == .width { sized[.horizontal]!.insert(item) }
                if attribute == .height { sized[.vertical]!.insert(item) }
                guard equal, let (axis, slot) = attribute.position else { continue }
                var p = pins[axis]![item] ?? [0, 0, 0]
                p[slot] = max(p[slot], priority)
                pins[axis]![item] = p
            }
        }
    }

    /// Whether the constraints set the view's size along `axis` (see the type's rule).
    func setsSize(of id: String, axis: LayoutAxis, hugging: Double) -> Bool {
        if sized[axis]!.contains(id) { return true }
        return (pins[axis]![id] ?? []).filter { $0 > hugging }.count >= 2
    }
}
