/// The items the engine knows: each view and guide of the hierarchy as four solver variables.
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

    /// Whether every item of the constraint has variables in this engine.
    func isInside(_ c: LayoutConstraint) -> Bool {
        func isKnown(_ item: LayoutItem?) -> Bool { item.map { items[ItemKey($0)] != nil } ?? true }
        return isKnown(c.firstItem) && isKnown(c.secondItem)
    }

    func isManaged(_ view: View) -> Bool { items[ItemKey(view)] != nil }
}
