import Trellis

/// Reads the attribute values of one element of an Interface Builder document into UIKit's types
/// — `YES`/`NO` flags, numbers, names of enumeration cases — and keeps every value it does not
/// know (``unknownValues``), which the reader reports through its one diagnostic path for what
/// it does not know (``SceneBuilder/readingUnknownValues(_:of:id:)``). An attribute that is not
/// written is nil (the caller keeps UIKit's default); an unknown value is read as the default.
///
/// Each kind's attributes (``ElementAttributes``, this folder) are decoded with one decoder, once,
/// when the reader of the kind makes its view.
struct AttributeDecoder {
    /// The element read.
    let element: XMLTree
    /// The size classes a `<variation>` of the element is matched against (``varying(_:)``).
    let traits: TraitCollection
    /// The values read that Interface Builder does not write, in the order they were read.
    private(set) var unknownValues: [UnknownAttributeValue] = []

    init(_ element: XMLTree, traits: TraitCollection) {
        self.element = element
        self.traits = traits
    }

    /// The attribute's value as written (a name, title or identifier).
    func string(_ name: String) -> String? { element[name] }

    /// A string Interface Builder writes as the attribute or, when long or with line breaks, as a
    /// `<string key=…>` child (``XMLTree/string(_:)``).
    func text(_ name: String) -> String? { element.string(name) }

    /// The value for the size classes: a matching `<variation>` overrides the element's own
    /// (``TraitCollection/value(_:_:)``).
    func varying(_ name: String) -> String? { traits.value(element, name) }

    /// A `YES`/`NO` attribute; `defaultValue` when not written or when another value is.
    mutating func flag(_ name: String, default defaultValue: Bool = false) -> Bool {
        flag(name, value: element[name], default: defaultValue)
    }

    /// A `YES`/`NO` value `value` of attribute `name`; `defaultValue` when nil or another value.
    mutating func flag(_ name: String, value: String?, default defaultValue: Bool = false) -> Bool {
        if let value, Self.flag(value) == nil {
            unknownValues.append(UnknownAttributeValue(attribute: name, value: value, readAs: defaultValue ? "YES" : "NO"))
        }
        return Self.flag(value) ?? defaultValue
    }

    /// The one reading of Interface Builder's `YES`/`NO` values: true for `YES`, false for `NO`,
    /// nil for anything else (not written, or a value Interface Builder does not write). Readers
    /// that report unknown values use ``flag(_:value:default:)``; the document-wide flags Xcode
    /// writes about its own canvas use ``XcodeFlags``.
    static func flag(_ value: String?) -> Bool? {
        switch value {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    /// A number attribute; nil when not written or not a number.
    mutating func number(_ name: String) -> Double? { number(name, value: element[name]) }

    /// The number `value` of attribute `name`; nil when nil or not a number.
    mutating func number(_ name: String, value: String?) -> Double? {
        guard let value else { return nil }
        if let number = Double(value) { return number }
        unknownValues.append(UnknownAttributeValue(attribute: name, value: value, readAs: nil))
        return nil
    }

    /// A finite number attribute; nil when not written, not a number or not finite (`nan`,
    /// `inf`: a value Interface Builder does not write, reported as ignored like a malformed number).
    mutating func finiteNumber(_ name: String) -> Double? {
        guard let value = element[name] else { return nil }
        if let number = Double(value), number.isFinite { return number }
        unknownValues.append(UnknownAttributeValue(attribute: name, value: value, readAs: nil))
        return nil
    }

    /// An integer attribute; nil when not written or not an integer.
    mutating func integer(_ name: String) -> Int? {
        guard let value = element[name] else { return nil }
        if let number = Int(value) { return number }
        unknownValues.append(UnknownAttributeValue(attribute: name, value: value, readAs: nil))
        return nil
    }

    /// The case `names` gives the attribute's value; nil when not written or when `names` has no
    /// such value (read as `readAs`, the caller's default, named in the diagnostic).
    mutating func value<T>(_ name: String, _ names: [String: T], readAs: String) -> T? {
        value(name, of: element[name], names, readAs: readAs)
    }

    /// The case `names` gives `value`, the value of attribute `name` (``value(_:_:readAs:)``).
    mutating func value<T>(_ name: String, of value: String?, _ names: [String: T], readAs: String) -> T? {
        self.value(name, of: value, readAs: readAs) { names[$0] }
    }

    /// The case of `T` whose raw value is the attribute's value — for an enumeration whose raw
    /// values are Interface Builder's names; nil when not written or when no case has that raw
    /// value (read as `readAs`, the caller's default, named in the diagnostic).
    mutating func value<T: RawRepresentable>(_ name: String, readAs: String) -> T? where T.RawValue == String {
        value(name, of: element[name], readAs: readAs)
    }

    /// The case of `T` whose raw value is `value`, the value of attribute `name` (``value(_:readAs:)``).
    mutating func value<T: RawRepresentable>(_ name: String, of value: String?, readAs: String) -> T? where T.RawValue == String {
        self.value(name, of: value, readAs: readAs, T.init(rawValue:))
    }

    /// What `read` makes of `value`, the value of attribute `name`; nil when nil or when `read`
    /// makes nothing of it (read as `readAs`, named in the diagnostic).
    mutating func value<T>(_ name: String, of value: String?, readAs: String, _ read: (String) -> T?) -> T? {
        guard let value else { return nil }
        if let known = read(value) { return known }
        unknownValues.append(UnknownAttributeValue(attribute: name, value: value, readAs: readAs))
        return nil
    }

    /// What `read` reads from child element `e` with a decoder of its own for the same size
    /// classes; the child's unknown values are taken as this element's, named `key.attribute`
    /// (`collectionViewLayout.minimumLineSpacing`).
    mutating func child<T>(_ e: XMLTree, as key: String, _ read: (inout AttributeDecoder) -> T) -> T {
        var decoder = AttributeDecoder(e, traits: traits)
        let value = read(&decoder)
        unknownValues += decoder.unknownValues.map {
            UnknownAttributeValue(attribute: "\(key).\($0.attribute)", value: $0.value, readAs: $0.readAs)
        }
        return value
    }

    /// A `<size key=…>` child's width and height (0 where not written), nil without one.
    mutating func size(_ key: String) -> Size? {
        guard let s = element.child("size", key: key) else { return nil }
        return Size(width: number("\(key).width", value: s["width"]) ?? 0, height: number("\(key).height", value: s["height"]) ?? 0)
    }

    /// An `<inset key=… minX= minY= maxX= maxY=>` child as (top, left, bottom, right), 0 where not
    /// written; nil without one.
    mutating func inset(_ key: String) -> EdgeInsets? {
        guard let i = element.child("inset", key: key) else { return nil }
        func n(_ k: String) -> Double { number("\(key).\(k)", value: i[k]) ?? 0 }
        return EdgeInsets(top: n("minY"), left: n("minX"), bottom: n("maxY"), right: n("maxX"))
    }

    /// A `<directionalEdgeInsets key=…>` child, 0 where not written; nil without one.
    mutating func directionalInsets(_ key: String) -> DirectionalEdgeInsets? {
        guard let i = element.child("directionalEdgeInsets", key: key) else { return nil }
        func n(_ k: String) -> Double { number("\(key).\(k)", value: i[k]) ?? 0 }
        return DirectionalEdgeInsets(top: n("top"), leading: n("leading"), bottom: n("bottom"), trailing: n("trailing"))
    }
}

/// An attribute value Interface Builder does not write (a flag neither `YES` nor `NO`, a name no
/// case has, a malformed number), and what the reader reads it as instead.
struct UnknownAttributeValue: Equatable, Sendable {
    /// The attribute's name (`child.attribute` for one of a child element's: `sectionInset.minX`).
    let attribute: String
    /// The value written.
    let value: String
    /// What the reader reads instead (the default's name); nil when the value is ignored, as if
    /// not written (a malformed number).
    let readAs: String?
}

/// The attributes of one kind of element, decoded once (``AttributeDecoder``) into UIKit's types.
/// Each conforming type is in a file of its own in `Elements/Attributes/`.
protocol ElementAttributes: SendableMetatype {
    init(_ d: inout AttributeDecoder)
}

extension ElementAttributes {
    /// The attributes of `e` for size classes `traits`, and the values Interface Builder does not write.
    static func decode(_ e: XMLTree, traits: TraitCollection = TraitCollection()) -> (attributes: Self, unknown: [UnknownAttributeValue]) {
        var d = AttributeDecoder(e, traits: traits)
        let attributes = Self(&d)
        return (attributes, d.unknownValues)
    }
}

extension SceneBuilder {
    /// The attributes of `e` (document id `id`) for the scene's size classes; the values it does
    /// not know are reported (``readingUnknownValues(_:of:id:)``).
    func decode<A: ElementAttributes>(_ type: A.Type, _ e: XMLTree, id: String) -> A {
        let (attributes, unknown) = A.decode(e, traits: traits)
        if !unknown.isEmpty { readingUnknownValues(unknown, of: e, id: id) }
        return attributes
    }
}
