import Trellis

extension SceneBuilder {
    /// The font of an element's `<fontDescription key="fontDescription">`, or of the
    /// `<variation key=…>` that matches the device's size classes (Interface Builder writes a
    /// size-class font as `<variation key="widthClass=regular"><fontDescription …/></variation>`;
    /// the most specific matching key wins, as for other attributes). Nil when absent or
    /// unreadable (the control keeps UIKit's default).
    func font(_ e: XMLTree, traits: TraitCollection) -> Font? {
        var best: (specificity: Int, element: XMLTree)?
        for variation in e.children where variation.name == "variation" {
            guard let key = variation["key"], traits.matches(variationKey: key),
                  let d = variation.child("fontDescription", key: "fontDescription") else { continue }
            let specificity = key.split(separator: "-").count
            if best == nil || specificity > best!.specificity { best = (specificity, d) }
        }
        guard let d = best?.element ?? e.child("fontDescription", key: "fontDescription") else { return nil }
        return Font(interfaceBuilderAttribute: { d[$0] })
    }
}
