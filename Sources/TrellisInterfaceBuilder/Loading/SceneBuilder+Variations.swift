extension SceneBuilder {
    /// The value of an attribute for the device's size classes: a `<variation key=…>` child that
    /// matches the traits and sets the attribute overrides the element's own value (Interface
    /// Builder writes `<variation key="heightClass=compact" constant="20"/>` inside a constraint,
    /// `spacing`, `axis` or `distribution` on stack views). When several keys match, the most
    /// specific one (most traits, e.g. `heightClass=compact-widthClass=compact`) wins — Xcode's
    /// precedence between overlapping keys is not documented; this is Trellis's assumption.
    func value(_ e: XMLTree, _ name: String) -> String? {
        var best: (specificity: Int, value: String)?
        for variation in e.children(named: "variation") {
            guard let key = variation["key"], let value = variation[name], traits.matches(variationKey: key) else { continue }
            let specificity = key.split(separator: "-").count
            if best == nil || specificity > best!.specificity { best = (specificity, value) }
        }
        return best?.value ?? e[name]
    }

    /// Whether the element is excluded for the device's size classes by a `<mask key=…>` of its parent.
    func isMasked(_ e: XMLTree, in maskKey: String) -> Bool {
        guard let id = e["id"] else { return false }
        var owner = e.parent
        if maskKey == "subviews" { owner = e.parent?.parent } else { owner = e.parent?.parent }
        guard let owner else { return false }
        var active = true
        for variation in owner.children(named: "variation") {
            guard let mask = variation.child("mask", key: maskKey) else { continue }
            let excludes = mask.children(named: "exclude").contains { $0["reference"] == id }
            let includes = mask.children(named: "include").contains { $0["reference"] == id }
            if variation["key"] == "default", excludes { active = false }
            if traits.matches(variationKey: variation["key"] ?? "") {
                if includes { active = true }
                if excludes { active = false }
            }
        }
        return !active
    }
}
