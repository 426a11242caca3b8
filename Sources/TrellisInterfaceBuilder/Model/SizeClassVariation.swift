import Trellis

/// A `<variation key=…>` of an Interface Builder document — a size-class variation, what UIKit
/// applies when a view's `traitCollection` has the size classes of its key — decoded once, when
/// the XML is read (``XMLTree/sizeClassVariation``): its key parsed into size classes, and the
/// masks it carries, which install or uninstall the holding view's constraints
/// (`<mask key="constraints">`) and subviews (`<mask key="subviews">`) by document id.
///
/// What a variation sets on its element is read with the element: a constraint's `constant`,
/// `priority`, `multiplier` and `relation` by ``ConstraintElement`` (typed, per variation,
/// ``ConstraintElement/Variation``), a view's attributes (`hidden`, a stack view's `axis`, a
/// font description…) by ``TraitCollection/value(_:_:)`` and the readers of its kind. The
/// 783 variations of the three shared corpora carry masks (518), constraint constants (190),
/// view attributes (52), fonts (19), colours (13) and layout margins (3); none stores a frame.
final class SizeClassVariation: Sendable {
    /// The ids a `<mask key=…>` names, in `<include reference=…>` and `<exclude reference=…>`.
    struct Mask: Sendable {
        /// `constraints` or `subviews`.
        let key: String
        let included: Set<String>
        let excluded: Set<String>
    }

    /// The key, nil when the element writes none.
    let key: SizeClassKey?
    /// The masks, the first of each key (as Interface Builder writes at most one of each).
    let masks: [Mask]

    /// Decodes the `<variation>` element `e` (its `<mask>` children must be read).
    init(_ e: XMLTree) {
        key = e["key"].map(SizeClassKey.init)
        var masks: [Mask] = []
        for m in e.children where m.name == "mask" {
            guard let maskKey = m["key"], !masks.contains(where: { $0.key == maskKey }) else { continue }
            var included: Set<String> = [], excluded: Set<String> = []
            for r in m.children {
                guard let id = r["reference"] else { continue }
                if r.name == "include" { included.insert(id) } else if r.name == "exclude" { excluded.insert(id) }
            }
            masks.append(Mask(key: maskKey, included: included, excluded: excluded))
        }
        self.masks = masks
    }

    /// The mask of that key (`constraints`, `subviews`), nil when the variation has none.
    func mask(_ maskKey: String) -> Mask? { masks.first { $0.key == maskKey } }

    /// Whether the variation applies to size classes `traits` when deciding a mask: a key as
    /// ``SizeClassKey/matches(_:)``, and a variation that writes no key applies to every size
    /// class (as an empty key does).
    func masksApply(to traits: TraitCollection) -> Bool { key?.matches(traits) ?? true }
}
