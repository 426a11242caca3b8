import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a parsed XML document, with where it starts (for error messages).
public final class XMLTree {
    public let name: String
    public let attributes: [String: String]
    public internal(set) var children: [XMLTree] = []
    public internal(set) weak var parent: XMLTree?
    /// 1-based line of the element's start tag.
    public let line: Int

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name; self.attributes = attributes; self.line = line
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// Children with that element name.
    public func children(named name: String) -> [XMLTree] { children.filter { $0.name == name } }
    /// The first child with that element name (and `key`, when given).
    public func child(_ name: String, key: String? = nil) -> XMLTree? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Every element below this one, depth first.
    public var descendants: [XMLTree] { children.flatMap { [$0] + $0.descendants } }

    /// Parses XML data into a tree.
    public static func parse(_ data: Data) throws(InterfaceBuilderError) -> XMLTree {
        // Interface Builder writes UTF-8. FoundationXML traps on some invalid UTF-8 in names
        // (found by fuzzing), so invalid bytes are rejected here with their position.
        if let (line, column, byte) = firstInvalidUTF8(data) {
            throw .malformedXML(line: line, column: column, message: "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))")
        }
        let parser = XMLParser(data: data)
        let builder = Builder(parser)
        parser.delegate = builder
        let ok = parser.parse()
        // On Linux parse() can return true after reporting errors; the delegate's first error counts.
        if let (line, column, message) = builder.failure {
            // libxml2, under FoundationXML, stops at 10 MB of input unless told otherwise, and
            // FoundationXML gives no way to tell it.
            let limit = data.count > 10_000_000 ? "; the document is \(data.count / 1_000_000) MB and FoundationXML's XML parser stops at 10 MB" : ""
            throw .malformedXML(line: max(line, 1), column: max(column, 1), message: message + limit)
        }
        guard ok, let root = builder.root else {
            throw .malformedXML(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                message: data.isEmpty ? "document is empty" : "no root element")
        }
        return root
    }

    /// The line, column and value of the first byte that is not valid UTF-8, if any.
    static func firstInvalidUTF8(_ data: Data) -> (Int, Int, UInt8)? {
        var line = 1, column = 1
        let bytes = [UInt8](data)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length: Int
            switch b {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return (line, column, b)
            }
            guard i + length <= bytes.count else { return (line, column, b) }
            for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return (line, column, bytes[i + k]) }
            if length > 1 {
                // Reject overlong and surrogate forms as the decoder would.
                if let s = String(bytes: bytes[i..<(i + length)], encoding: .utf8), !s.isEmpty {} else { return (line, column, b) }
            }
            if b == 0x0A { line += 1; column = 1 } else { column += 1 }
            i += length
        }
        return nil
    }

    private final class Builder: NSObject, XMLParserDelegate {
        weak var parser: XMLParser?
        var root: XMLTree?
        var stack: [XMLTree] = []
        var failure: (Int, Int, String)?
        init(_ parser: XMLParser) { self.parser = parser }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let node = XMLTree(name: name, attributes: attributes, line: parser.lineNumber)
            if let top = stack.last { node.parent = top; top.children.append(node) } else if root == nil { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
            if failure == nil { failure = (parser.lineNumber, parser.columnNumber, describe(error)) }
        }

        func describe(_ error: Error) -> String {
            let code = (error as NSError).code
            switch code {
            case 5: return "unexpected end of document or extra content after the root element"
            case 76, 77: return "mismatched or unclosed tag"
            case 4: return "document is empty"
            default: return "XML syntax error (code \(code))"
            }
        }
    }
}
