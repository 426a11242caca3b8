import Trellis

/// The key of a `<variation key=…>`: the size classes (UIKit's `UITraitCollection`
/// `horizontalSizeClass` and `verticalSizeClass`) a size-class variation applies to, parsed once
/// from Interface Builder's spelling (`widthClass=compact`,
/// `heightClass=regular-widthClass=regular`, `default`).
///
/// `default` is the variation Xcode writes for "any" size class (only in masks): it never
/// matches. A key with a trait Trellis does not read (`userInterfaceIdiom=mac`, 13 in the
/// corpora) or a size class other than `compact` and `regular` never matches either.
struct SizeClassKey: Sendable, Equatable {
    /// One part of a key: a size class required on one axis.
    struct Condition: Sendable, Equatable {
        /// `widthClass` (true, UIKit's `horizontalSizeClass`) or `heightClass` (false, `verticalSizeClass`).
        let isWidth: Bool
        let sizeClass: UserInterfaceSizeClass
    }

    /// The key as written.
    let text: String
    /// The conditions, all required; nil for `default` and for a key with a part Trellis does not read.
    let conditions: [Condition]?
    /// How many traits the key names (its `-`-separated parts): where several matching
    /// variations set one attribute, the one with most wins (``TraitCollection/value(_:_:)``).
    let specificity: Int

    init(_ text: String) {
        self.text = text
        let parts = text.split(separator: "-")
        specificity = parts.count
        guard text != "default" else { conditions = nil; return }
        var conditions: [Condition] = []
        for part in parts {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let sizeClass = UserInterfaceSizeClass(documentName: pair[1]),
                  pair[0] == "widthClass" || pair[0] == "heightClass" else {
                self.conditions = nil
                return
            }
            conditions.append(Condition(isWidth: pair[0] == "widthClass", sizeClass: sizeClass))
        }
        self.conditions = conditions
    }

    /// The `default` key ("any" size class).
    var isDefault: Bool { text == "default" }

    /// Whether the variation applies to size classes `traits`: every condition holds.
    func matches(_ traits: TraitCollection) -> Bool {
        guard let conditions else { return false }
        for c in conditions where c.sizeClass != (c.isWidth ? traits.horizontalSizeClass : traits.verticalSizeClass) {
            return false
        }
        return true
    }
}

extension SizeClassKey {
    /// Of `candidates`, the value of the one whose key matches `traits` with the most traits
    /// (the first of equally specific ones); candidates without a key or a value are skipped.
    static func mostSpecific<Candidates: Sequence, Value>(_ candidates: Candidates, matching traits: TraitCollection,
                                                          key: (Candidates.Element) -> SizeClassKey?,
                                                          value: (Candidates.Element) -> Value?) -> Value? {
        var best: (specificity: Int, value: Value)?
        for candidate in candidates {
            guard let key = key(candidate), let v = value(candidate), key.matches(traits) else { continue }
            if best == nil || key.specificity > best!.specificity { best = (key.specificity, v) }
        }
        return best?.value
    }
}
