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
}
