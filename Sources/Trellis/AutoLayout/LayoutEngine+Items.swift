/// The items the engine knows: each view and guide of the hierarchy as four solver variables,
/// except translated leaves (``AutoresizedLeaf``), which get theirs when something asks.
extension LayoutEngine {
    func register(_ item: LayoutItem) {
        let key = ItemKey(item)
        if items[key] == nil {
            let name = (item as? View)?.debugName ?? (item as? LayoutGuide)?.identifier ?? "item"
            let v = ItemVariables(name)
            items[key] = v
            addToWriteBackPlan(item, v)
        }
    }

    /// The item's four variables; a leaf is given them (``materialize(_:)``). Nil for an item
    /// outside the engine.
    func variables(of item: LayoutItem) -> ItemVariables? {
        if let v = items[ItemKey(item)] { return v }
        guard let view = item as? View, autoresizedLeaves[ItemKey(view)] != nil else { return nil }
        materialize(view)
        return items[ItemKey(view)]
    }

    /// Whether every item of a constraint (its ``LayoutConstraint/firstItem`` and
    /// ``LayoutConstraint/secondItem``) is laid out by this engine.
    func isInside(_ first: LayoutItem?, _ second: LayoutItem?) -> Bool {
        func isKnown(_ item: LayoutItem?) -> Bool {
            guard let item else { return true }
            return items[ItemKey(item)] != nil || autoresizedLeaves[ItemKey(item)] != nil
        }
        return isKnown(first) && isKnown(second)
    }

    /// Whether the engine lays the view out (with variables or as a leaf).
    func isManaged(_ view: View) -> Bool {
        items[ItemKey(view)] != nil || autoresizedLeaves[ItemKey(view)] != nil
    }
}
