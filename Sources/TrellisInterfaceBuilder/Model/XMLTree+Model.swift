/// What an element of the typed document model decodes to, kept on the element
/// (``XMLTree/decoded``): a `<constraint>` or a `<variation>`. (View elements' kinds are
/// ``XMLTree/kind``; what every view states is ``ViewAttributes``.)
enum DecodedElement: Sendable {
    case constraint(ConstraintElement)
    case variation(SizeClassVariation)
}

extension XMLTree {
    /// Decodes the element into the typed model once its children are read (the parser calls
    /// this at its end tag): a `<constraint>`, a `<variation>`.
    func decodeModel() {
        switch name {
        case "variation": decoded = .variation(SizeClassVariation(self))
        case "constraint": decoded = .constraint(ConstraintElement(self))
        default: break
        }
    }

    /// The typed `<constraint>`, decoded when the document was read; nil for another element.
    var constraint: ConstraintElement? {
        if case let .constraint(c)? = decoded { return c }
        return nil
    }

    /// The typed `<variation>`, decoded when the document was read; nil for another element.
    var sizeClassVariation: SizeClassVariation? {
        if case let .variation(v)? = decoded { return v }
        return nil
    }
}
