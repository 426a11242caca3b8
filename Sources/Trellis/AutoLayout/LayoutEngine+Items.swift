/// The items the engine knows: each view and guide of the hierarchy as four solver variables.
extension LayoutEngine {
    func register(_ item: LayoutItem) {
        let key = ObjectIdentifier(item)
        if items[key] == nil {
            let name = (item as? View)?.debugName ?? (item as? LayoutGuide)?.identifier ?? "item"
            let v = ItemVariables(name)
            items[key] = v
            addToWriteBackPlan(item, v)
        }
    }

    /// Whether every item of the constraint has variables in this engine.
    func isInside(_ c: LayoutConstraint) -> Bool {
        [c.firstItem, c.secondItem].allSatisfy { item in
            guard let item else { return true }
            return items[ObjectIdentifier(item)] != nil
        }
    }

    func isManaged(_ view: View) -> Bool { items[ObjectIdentifier(view)] != nil }
}
