extension SceneBuilder {
    /// The one diagnostic path for what the reader does not know in a document, naming the
    /// element and its line (its id is the diagnostic's): an element of no ``ElementKind``
    /// (read as a plain view).
    func readingUnknownElement(_ e: XMLTree, id: String) {
        result.diagnostics.append(Diagnostic(.warning, "unsupported", "<\(e.name)> at line \(e.line) is read as a plain view", ids: [id]))
    }

    /// The one diagnostic path for what the reader does not know (``readingUnknownElement(_:id:)``),
    /// for attribute values Interface Builder does not write (``AttributeDecoder``): one
    /// `unsupported` warning per element, naming the element, its line, and each attribute with
    /// its value and what it is read as (``readingValuesNotWritten(_:element:line:id:_:separator:consequence:)``).
    func readingUnknownValues(_ values: [UnknownAttributeValue], of e: XMLTree, id: String) {
        readingValuesNotWritten("unsupported", element: e.name, line: e.line, id: id, values.map(\.description))
    }

    /// The one place that reports values Interface Builder does not write, for attributes
    /// (``readingUnknownValues(_:of:id:)``, kind `unsupported`: each value read as the default)
    /// and for constraints (``readingMalformedConstraint(_:)``, kind `invalid-constraint`: the
    /// constraint left out): one warning of kind `kind` for the element (document id `id`), its
    /// message made by ``valuesNotWrittenMessage(element:line:_:separator:consequence:)``.
    func readingValuesNotWritten(_ kind: String, element: String, line: Int, id: String, _ values: [String],
                                 separator: String = ", ", consequence: String? = nil) {
        let message = Self.valuesNotWrittenMessage(element: element, line: line, values, separator: separator, consequence: consequence)
        result.diagnostics.append(Diagnostic(.warning, kind, message, ids: [id]))
    }

    /// `<element> at line N: values (not values Interface Builder writes); consequence` — the
    /// values described (each with what the reader does instead, when that is per value) joined by
    /// `separator`, and what the reader does with the whole element when it is one thing.
    static func valuesNotWrittenMessage(element: String, line: Int, _ values: [String],
                                        separator: String = ", ", consequence: String? = nil) -> String {
        "<\(element)> at line \(line): \(values.joined(separator: separator))"
            + " (not \(values.count == 1 ? "a value" : "values") Interface Builder writes)"
            + (consequence.map { "; \($0)" } ?? "")
    }
}

extension UnknownAttributeValue: CustomStringConvertible {
    /// The attribute, its value and what it is read as: `accessoryType 'sideways' read as none`
    /// (`… ignored` for a value read as if not written).
    var description: String { "\(attribute) '\(value)' " + (readAs.map { "read as \($0)" } ?? "ignored") }
}
