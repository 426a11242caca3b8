import Foundation

/// An element of a parsed XML document, with where it starts (for error messages).
///
/// Lean on purpose (a 100,000-view storyboard has 200,000 elements): the attributes are a short
/// list searched in order (an element has a handful; a lookup compares a few short strings where
/// a dictionary hashed the name), and the parent is `unowned` (a `weak` reference gives every
/// element with children a side table, and each retain and release of it then takes the slow
/// path). Read a parent only while its tree is held: the document holds it while it is read,
/// and `SizeClassVariations` keeps it for the rotations it re-applies.
public final class XMLTree {
    public let name: String
    /// The view kind ``name`` names, decoded once here; nil for every other element.
    let kind: ElementKind?
    /// The line, stored in 32 bits beside ``kind`` so that ``decoded`` adds no memory (with a
    /// 64-bit line the 100,001-view benchmark's peak grew by 4 MB, 16 bytes an element): a
    /// document is at most 2 GB (``parse(_:)``), so its lines fit.
    private let storedLine: Int32
    /// A `<constraint>` or `<variation>` decoded into the typed model at its end tag
    /// (``decodeModel()``); nil for every other element.
    var decoded: DecodedElement?
    /// The attributes as (name, value), in no particular order.
    let attributeList: [(name: String, value: String)]
    public internal(set) var children: [XMLTree] = []
    public internal(set) unowned var parent: XMLTree?
    /// 1-based line of the element's start tag.
    public var line: Int { Int(storedLine) }
    /// The character data of a `<string>` element (Interface Builder's form for a string value
    /// with line breaks or too long for an attribute); empty for every other element.
    public internal(set) var text = ""

    convenience init(name: String, attributes: [String: String], line: Int) {
        self.init(name: name, attributeList: attributes.map { ($0.key, $0.value) }, line: line)
    }

    init(name: String, attributeList: [(name: String, value: String)], line: Int) {
        self.name = name; self.attributeList = attributeList; storedLine = Int32(clamping: line)
        kind = ElementKind(elementName: name)
    }

    /// The attributes by name.
    public var attributes: [String: String] {
        Dictionary(attributeList, uniquingKeysWith: { first, _ in first })
    }

    /// The value of the attribute with that name.
    public subscript(attribute: String) -> String? {
        for pair in attributeList where pair.name == attribute { return pair.value }
        return nil
    }

    /// Children with that element name.
    public func children(named name: String) -> [XMLTree] { children.filter { $0.name == name } }
    /// A string value that Interface Builder writes either as the attribute `key` or, when it has
    /// line breaks or is long, as a `<string key="…">` child element.
    public func string(_ key: String) -> String? {
        self[key] ?? child("string", key: key)?.text
    }
    /// The first child with that element name (and `key`, when given).
    public func child(_ name: String, key: String? = nil) -> XMLTree? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Every element below this one, depth first (in document order), walked without recursion
    /// and without copying the tree into an array.
    public var descendants: Descendants { Descendants(root: self, includesRoot: false) }

    /// This element, then ``descendants``.
    public var subtree: Descendants { Descendants(root: self, includesRoot: true) }

    /// The elements below an element (and the element itself, for ``XMLTree/subtree``), depth
    /// first in document order.
    public struct Descendants: Sequence {
        let root: XMLTree
        let includesRoot: Bool

        public func makeIterator() -> Iterator { Iterator(root: includesRoot ? root : nil, path: [(root, 0)]) }

        /// Walks down a path of (element, index of its next child to visit).
        public struct Iterator: IteratorProtocol {
            var root: XMLTree?
            var path: [(element: XMLTree, next: Int)]

            public mutating func next() -> XMLTree? {
                if let root { self.root = nil; return root }
                while let (element, next) = path.last {
                    if next < element.children.count {
                        path[path.count - 1].next = next + 1
                        let child = element.children[next]
                        path.append((child, 0))
                        return child
                    }
                    path.removeLast()
                }
                return nil
            }
        }
    }

    /// Frees the tree without a recursion as deep as the tree: the children of an element about to
    /// be freed are taken out of it first. An element still referenced elsewhere (a layout keeps
    /// some to re-apply size-class variations) keeps its subtree.
    deinit {
        var stack = children
        children = []
        while var node = stack.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            stack.append(contentsOf: node.children)
            node.children = []
        }
    }

    /// Parses XML data into a tree.
    ///
    /// Refuses, with the line: bytes that are not UTF-8 (a byte-order mark and U+FEFF are UTF-8),
    /// entity declarations (Interface Builder documents have none, and expanding them is how a
    /// small document grows to gigabytes), and nesting deeper than
    /// ``DocumentLimits/maximumNestingDepth``. Old Mac line ends (a lone carriage return) count as
    /// line breaks, as XML's end-of-line handling says.
    public static func parse(_ data: Data) throws(InterfaceBuilderError) -> XMLTree {
        // Interface Builder writes UTF-8. FoundationXML traps on some invalid UTF-8 in names
        // (found by fuzzing), so invalid bytes are rejected here with their position.
        if !isValidUTF8(data), let (line, column, byte) = firstInvalidUTF8(data) {
            throw .malformedXML(line: line, column: column, message: "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))")
        }
        let data = normalizingLoneCarriageReturns(data)
        // Another declared encoding would make libxml2 decode the bytes differently from the
        // checks here (in UTF-7, `+ADw-!ENTITY` is an entity declaration).
        if let encoding = declaredEncoding(data), !["utf-8", "utf8"].contains(encoding.lowercased()) {
            throw .malformedXML(line: 1, column: 1, message: "encoding '\(encoding)' is not supported; Interface Builder documents are UTF-8")
        }
        if let line = firstEntityDeclaration(data) {
            throw .malformedXML(line: line, column: 1, message: "entity declarations (<!ENTITY) are not supported; Interface Builder documents have none")
        }
        let libxml2 = try LibXML2.shared.get()
        guard !data.isEmpty else { throw .malformedXML(line: 1, column: 1, message: "document is empty") }
        // libxml2 takes a chunk's length as a C int; a larger document is refused, not truncated.
        guard data.count <= Int(Int32.max) else {
            throw .malformedXML(line: 1, column: 1, message: "the document is \(data.count / 1_000_000) MB; libxml2 reads at most 2 GB at once")
        }
        let builder = Builder(libxml2)
        let ok = data.withUnsafeBytes { builder.parse($0.bindMemory(to: UInt8.self)) }
        // The first error reported counts, whatever the parser says after recovering from it.
        if let (line, column, message) = builder.failure {
            // libxml2 stops at 10 MB of input unless told otherwise (XML_PARSE_HUGE, which
            // FoundationXML's XMLParser never set; the limit is kept).
            let limit = data.count > 10_000_000 ? "; the document is \(data.count / 1_000_000) MB and libxml2 stops at 10 MB" : ""
            throw .malformedXML(line: max(line, 1), column: max(column, 1), message: message + limit)
        }
        guard ok, let root = builder.root else {
            throw .malformedXML(line: max(builder.line, 1), column: max(builder.column, 1), message: "no root element")
        }
        return root
    }

    /// Whether the data is valid UTF-8 (as ``firstInvalidUTF8(_:)`` finds nothing), checked eight
    /// ASCII bytes at a time: the positions are worked out only for a document that has an error
    /// (counting them took 5 % of reading a 100,000-view document).
    static func isValidUTF8(_ data: Data) -> Bool {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            var i = 0
            while i < bytes.count {
                if i + 8 <= bytes.count, bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
                guard case let .valid(length) = utf8Sequence(bytes, at: i) else { return false }
                i += length
            }
            return true
        }
    }

    /// The line, column and value of the first byte that is not valid UTF-8, if any (overlong
    /// forms, surrogates and code points past U+10FFFF are invalid, as in Unicode's definition).
    static func firstInvalidUTF8(_ data: Data) -> (Int, Int, UInt8)? {
        var line = 1, column = 1
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> (Int, Int, UInt8)? in
            var i = 0
            while i < bytes.count {
                switch utf8Sequence(bytes, at: i) {
                case let .invalid(at: j): return (line, column, bytes[j])
                case let .valid(length):
                    let b = bytes[i]
                    if b == 0x0A || (b == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) { line += 1; column = 1 } else { column += 1 }
                    i += length
                }
            }
            return nil
        }
    }

    private enum UTF8Sequence { case valid(length: Int), invalid(at: Int) }

    /// The UTF-8 sequence starting at `i`: its length, or the index of its first wrong byte.
    private static func utf8Sequence(_ bytes: UnsafeRawBufferPointer, at i: Int) -> UTF8Sequence {
        let b = bytes[i]
        let length: Int
        // The allowed range of the second byte, which excludes overlong forms and surrogates.
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch b {
        case 0x00...0x7F: return .valid(length: 1)
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; second = 0x80...0x8F
        default: return .invalid(at: i)
        }
        guard i + length <= bytes.count else { return .invalid(at: i) }
        guard second.contains(bytes[i + 1]) else { return .invalid(at: i + 1) }
        for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return .invalid(at: i + k) }
        return .valid(length: length)
    }

    /// The data with every carriage return that is not followed by a line feed turned into a line
    /// feed (XML 1.0 §2.11 reads both as a line break; libxml2 would count such a document as one line).
    static func normalizingLoneCarriageReturns(_ data: Data) -> Data {
        // Searched in the bytes: `Data`'s own iterator took 2 % of a 100,000-view layout.
        guard data.withUnsafeBytes({ $0.contains(0x0D) }) else { return data }
        var out = [UInt8](data)
        for i in out.indices where out[i] == 0x0D && (i + 1 == out.count || out[i + 1] != 0x0A) { out[i] = 0x0A }
        return Data(out)
    }

    /// The `encoding` of the XML declaration (`<?xml version="1.0" encoding="UTF-8"?>`), if any.
    static func declaredEncoding(_ data: Data) -> String? {
        let start = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard data.dropFirst(start).starts(with: Array("<?xml".utf8)),
              let end = data[(data.startIndex + start)...].firstRange(of: Array("?>".utf8)) else { return nil }
        let declaration = String(decoding: data[data.startIndex..<end.lowerBound], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// The line of the first `<!ENTITY` in the data, if any (the `<`s found with `memchr`, the
    /// lines counted only when there is one).
    static func firstEntityDeclaration(_ data: Data) -> Int? {
        let marker = Array("<!ENTITY".utf8)
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
            guard let base = bytes.baseAddress else { return nil }
            var i = 0
            while i + marker.count <= bytes.count {
                guard let found = memchr(base + i, 0x3C, bytes.count - marker.count + 1 - i) else { return nil }
                i = base.distance(to: UnsafeRawPointer(found))
                if marker.indices.allSatisfy({ bytes[i + $0] == marker[$0] }) {
                    return 1 + bytes[..<i].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
                }
                i += 1
            }
            return nil
        }
    }

    /// Builds the tree from libxml2's SAX2 callbacks, as FoundationXML's `XMLParser` would
    /// (the same options: ``LibXML2/options``), with an element's name and attributes read
    /// straight from libxml2's buffers.
    private final class Builder {
        let libxml2: LibXML2
        var context: LibXML2.Context?
        var root: XMLTree?
        var stack: [XMLTree] = []
        var failure: (Int, Int, String)?

        init(_ libxml2: LibXML2) { self.libxml2 = libxml2 }

        var line: Int { Int(libxml2.lineNumber(context)) }
        var column: Int { Int(libxml2.columnNumber(context)) }

        /// Parses the whole document (its first four bytes give libxml2 the encoding, as
        /// FoundationXML does it); false when libxml2 could not.
        func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var handler = LibXML2.SAXHandler()
            handler.initialized = LibXML2.sax2Magic
            handler.startElementNs = { user, name, prefix, _, _, _, count, _, attributes in
                Builder.of(user).start(name: Builder.qualifiedName(name, prefix), attributeCount: Int(count), attributes)
            }
            handler.endElementNs = { user, _, _, _ in Builder.of(user).end() }
            handler.characters = { user, characters, length in Builder.of(user).found(characters, Int(length)) }
            handler.ignorableWhitespace = handler.characters
            // A second line of defence behind `firstEntityDeclaration`: no declaration is ever used.
            handler.entityDecl = { user, _, _, _, _, _ in
                Builder.of(user).fail("entity declarations (<!ENTITY) are not supported; Interface Builder documents have none")
            }
            handler.serror = { user, error in
                let builder = Builder.of(user)
                if builder.failure == nil { builder.failure = (builder.line, builder.column, Builder.describe(LibXML2.errorCode(error))) }
            }
            let head = min(4, bytes.count)
            let user = Unmanaged.passUnretained(self).toOpaque()
            context = libxml2.createPushParser(&handler, user, bytes.baseAddress, Int32(head), nil)
            guard let context else { return false }
            defer { libxml2.freeParser(context); self.context = nil }
            _ = libxml2.useOptions(context, LibXML2.options)
            let status = libxml2.parseChunk(context, bytes.baseAddress.map { $0 + head }, Int32(bytes.count - head), 1)
            return status == 0
        }

        static func of(_ user: UnsafeMutableRawPointer?) -> Builder { Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue() }

        /// `prefix:name`, or the name alone.
        static func qualifiedName(_ name: UnsafePointer<UInt8>?, _ prefix: UnsafePointer<UInt8>?) -> String {
            let local = name.map { String(cString: $0) } ?? ""
            return prefix.map { String(cString: $0) + ":" + local } ?? local
        }

        func start(name: String, attributeCount: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?) {
            guard failure == nil else { return }
            if stack.count == DocumentLimits.maximumNestingDepth {
                fail("elements nested more than \(DocumentLimits.maximumNestingDepth) deep (<\(name)> at depth \(stack.count + 1))")
                return
            }
            var list: [(name: String, value: String)] = []
            list.reserveCapacity(attributeCount)
            // Five pointers an attribute: local name, prefix, URI, value start, value end.
            for i in 0..<attributeCount {
                guard let a = attributes?.advanced(by: 5 * i), let start = a[3], let end = a[4] else { continue }
                // A repeated name is an error libxml2 reports before this call, which then builds nothing.
                list.append((Builder.qualifiedName(a[0], a[1]), String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)))
            }
            let node = XMLTree(name: name, attributeList: list, line: line)
            if let top = stack.last { node.parent = top; top.children.append(node) } else if root == nil { root = node }
            stack.append(node)
        }

        func end() {
            guard failure == nil else { return }
            stack.popLast()?.decodeModel()
        }

        func found(_ characters: UnsafePointer<UInt8>?, _ length: Int) {
            guard failure == nil, let characters, let top = stack.last, top.name == "string" else { return }
            top.text += String(decoding: UnsafeBufferPointer(start: characters, count: length), as: UTF8.self)
        }

        func fail(_ message: String) {
            guard failure == nil else { return }
            failure = (line, column, message)
            libxml2.stopParser(context)
        }

        static func describe(_ code: Int) -> String {
            switch code {
            case 5: return "unexpected end of document or extra content after the root element"
            case 76, 77: return "mismatched or unclosed tag"
            case 4: return "document is empty"
            default: return "XML syntax error (code \(code))"
            }
        }
    }
}
