import Trellis

/// A `<constraint>` of an Interface Builder document — an `NSLayoutConstraint` as Xcode saves it —
/// decoded once, when the XML is read (``XMLTree/constraint``), into UIKit's types: its items,
/// attributes (``LayoutAttribute/init(documentName:)``), relation, multiplier (Interface
/// Builder writes `"1:2"` ratios, `"1/3"` fractions and decimals), constant, priority, the size-class
/// variations of those values, and whether it is removed at build time.
///
/// Every stage of the reader takes this type instead of the element's attribute strings: the
/// constraints a scene builds (``SceneBuilder/makeConstraint(_:owner:ownerID:inEffect:)``), the
/// sizes they set (``ConstraintPins``), the ids they name (``IBDocument``), the variations a
/// rotation re-applies (``SizeClassVariations``).
///
/// A value Interface Builder does not write (an unknown attribute name, a malformed number, a
/// relation other than UIKit's three) is kept in ``problems``; such a constraint is left out of
/// every layout, with one diagnostic naming its id, line and values
/// (``SceneBuilder/readingMalformedConstraint(_:)``).
final class ConstraintElement: Sendable {
    /// A constraint's values that a size-class variation may change.
    struct Values: Sendable, Equatable {
        var relation: LayoutRelation
        var multiplier: Double
        var constant: Double
        /// The priority written, nil when none is (UIKit's `required`, 1000).
        var priority: LayoutPriority?

        /// The priority in effect: the one written, else UIKit's `required` (1000).
        var effectivePriority: LayoutPriority { priority ?? .required }
    }

    /// A `<variation key=…>` of the constraint: the values it sets for its size classes (nil
    /// where it sets none).
    struct Variation: Sendable {
        let key: SizeClassKey?
        let relation: LayoutRelation?
        let multiplier: Double?
        let constant: Double?
        let priority: LayoutPriority?
    }

    /// A value Interface Builder does not write.
    struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// The attribute (`firstAttribute`, `multiplier`…); `variation KEY: constant` for one of a variation.
        let attribute: String
        /// The value written; nil when a value the constraint needs is not written.
        let value: String?
        /// What Interface Builder writes there (`a layout attribute`, `a number`…).
        let expected: String

        /// `firstAttribute 'sideways' is not a layout attribute`, `firstAttribute is not written (a layout attribute is needed)`.
        var description: String {
            value.map { "\(attribute) '\($0)' is not \(expected)" } ?? "\(attribute) is not written (\(expected) is needed)"
        }
    }

    /// The document id (`id`), nil when not written.
    let id: String?
    /// 1-based line of the `<constraint>` start tag.
    let line: Int
    /// The id of the view whose `<constraints>` hold the constraint, as written (nil when it has
    /// none, such as a cell's content view that Interface Builder writes without an id).
    let holderID: String?
    /// `firstItem`: nil when not written, which means the holding view.
    let firstItem: String?
    /// `firstAttribute`; nil only when it is missing or not a layout attribute (see ``problems``).
    let firstAttribute: LayoutAttribute?
    /// `secondItem`: nil when not written (the holding view, when there is a ``secondAttribute``).
    let secondItem: String?
    /// `secondAttribute`: nil when not written — a constant constraint such as `width == 44` —
    /// or not a layout attribute (see ``problems``).
    let secondAttribute: LayoutAttribute?
    /// Relation, multiplier, constant and priority as the element writes them (omitted: `equal`,
    /// 1, 0, required).
    let values: Values
    /// The constraint's `<variation>` children, in document order.
    let variations: [Variation]
    /// `placeholder="YES"`: "Remove at build time" — not in the built nib, but on Xcode's canvas.
    let isPlaceholder: Bool
    /// `symbolic="YES"`: the constant is Interface Builder's "Standard" spacing, written with its
    /// value (`constant="8" symbolic="YES"`: 815 of the corpora's 826 write 20 or 8), which the
    /// reader uses.
    let isSymbolic: Bool
    /// UIKit's `identifier` as set in Xcode's inspector (`identifier=…`). The reader names the
    /// constraints it builds by document id (``id``) instead, as its diagnostics and checks do.
    let identifier: String?
    /// The `adapterScreen` user-defined run-time attribute (seed 002's screen adaptation), nil when not written.
    let adaptsToScreenWidth: Bool?
    /// The values Interface Builder does not write; empty for a well-formed constraint.
    let problems: [Problem]

    /// Decodes the `<constraint>` element `c` (its `<variation>` children must be read).
    init(_ c: XMLTree) {
        var problems: [Problem] = []
        id = c["id"]
        line = c.line
        holderID = c.parent?.parent?["id"]
        firstItem = c["firstItem"]
        secondItem = c["secondItem"]
        let first = c["firstAttribute"]
        firstAttribute = first.flatMap(LayoutAttribute.init(documentName:))
        if firstAttribute == nil { problems.append(Problem(attribute: "firstAttribute", value: first, expected: "a layout attribute")) }
        let second = c["secondAttribute"]
        secondAttribute = second.flatMap(LayoutAttribute.init(documentName:))
        if let second, secondAttribute == nil { problems.append(Problem(attribute: "secondAttribute", value: second, expected: "a layout attribute")) }

        func decode<T>(_ name: String, of e: XMLTree, in variation: String?, _ expected: String, _ read: (String) -> T?) -> T? {
            guard let text = e[name] else { return nil }
            if let value = read(text) { return value }
            problems.append(Problem(attribute: variation.map { "variation \($0): \(name)" } ?? name, value: text, expected: expected))
            return nil
        }
        func relation(_ e: XMLTree, _ variation: String?) -> LayoutRelation? {
            decode("relation", of: e, in: variation, "equal, lessThanOrEqual or greaterThanOrEqual", LayoutRelation.init(rawValue:))
        }
        func multiplier(_ e: XMLTree, _ variation: String?) -> Double? {
            decode("multiplier", of: e, in: variation, "a number, a ratio a:b or a fraction a/b") { IBDocument.parseMultiplier($0) }
        }
        func constant(_ e: XMLTree, _ variation: String?) -> Double? {
            decode("constant", of: e, in: variation, "a finite number") { Double($0).flatMap { $0.isFinite ? $0 : nil } }
        }
        func priority(_ e: XMLTree, _ variation: String?) -> LayoutPriority? {
            decode("priority", of: e, in: variation, "a number") { Double($0).map { LayoutPriority($0) } }
        }
        func flag(_ name: String) -> Bool {
            decode(name, of: c, in: nil, "YES or NO") { AttributeDecoder.flag($0) } ?? false
        }

        values = Values(relation: relation(c, nil) ?? .equal, multiplier: multiplier(c, nil) ?? 1,
                        constant: constant(c, nil) ?? 0, priority: priority(c, nil))
        variations = c.children.compactMap { v -> Variation? in
            guard let variation = v.sizeClassVariation else { return nil }
            let name = variation.key?.text ?? "without key"
            return Variation(key: variation.key, relation: relation(v, name), multiplier: multiplier(v, name),
                             constant: constant(v, name), priority: priority(v, name))
        }
        isPlaceholder = flag("placeholder")
        isSymbolic = flag("symbolic")
        identifier = c["identifier"]
        var adapts: Bool?
        for attr in c.child("userDefinedRuntimeAttributes")?.children ?? [] where attr["keyPath"] == "adapterScreen" {
            adapts = AttributeDecoder.flag(attr["value"]) == true || AttributeDecoder.flag(attr.child("boolean")?["value"]) == true
        }
        adaptsToScreenWidth = adapts
        self.problems = problems
    }

    /// The relation, multiplier, constant and priority for size classes `traits`: for each, the
    /// value of the matching variation that sets it with the most specific key (the first of
    /// equally specific ones), else the element's own (``TraitCollection/value(_:_:)``'s rule).
    func values(for traits: TraitCollection) -> Values {
        guard !variations.isEmpty else { return values }
        var v = values
        if let r = mostSpecific(traits, \.relation) { v.relation = r }
        if let m = mostSpecific(traits, \.multiplier) { v.multiplier = m }
        if let c = mostSpecific(traits, \.constant) { v.constant = c }
        if let p = mostSpecific(traits, \.priority) { v.priority = p }
        return v
    }

    /// Whether a variation sets the constant (whatever its size classes).
    var variesConstant: Bool { variations.contains { $0.constant != nil } }
    /// Whether a variation sets the priority (whatever its size classes).
    var variesPriority: Bool { variations.contains { $0.priority != nil } }

    private func mostSpecific<T>(_ traits: TraitCollection, _ value: KeyPath<Variation, T?>) -> T? {
        SizeClassKey.mostSpecific(variations, matching: traits, key: \.key, value: { $0[keyPath: value] })
    }
}
