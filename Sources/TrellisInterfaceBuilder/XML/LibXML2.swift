import Trellis

/// libxml2, the XML parser FoundationXML's `XMLParser` wraps, called directly through its SAX2
/// interface and loaded at run time with `dlopen` (as Trellis loads HarfBuzz: no headers at
/// build time). `XMLParser` turned every element's attributes into a Swift dictionary before
/// the reader saw them, which was 60 % of reading a document; here the reader takes them from
/// libxml2's buffers. libxml2 is on every machine that has Swift's Foundation (FoundationXML
/// links it); a missing library is ``InterfaceBuilderError/unsupported(_:)`` naming the Debian
/// package. Only the functions the reader calls are declared, with the C signatures of
/// `libxml/parser.h` and `libxml/SAX2.h` (libxml2 ≥ 2.6; Debian 12 ships 2.9).
final class LibXML2: @unchecked Sendable {
    /// The process's libxml2, loaded once; the error names the package when it is missing.
    static let shared: Result<LibXML2, InterfaceBuilderError> = load()

    typealias Context = OpaquePointer
    /// `startElementNsSAX2Func`: user data, local name, prefix, namespace URI, the namespaces
    /// (count, pairs), the attributes (count, defaulted count, five pointers each: local name,
    /// prefix, URI, value start, value end).
    typealias StartElement = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?,
                                             Int32, UnsafeMutablePointer<UnsafePointer<UInt8>?>?, Int32, Int32,
                                             UnsafeMutablePointer<UnsafePointer<UInt8>?>?) -> Void
    /// `endElementNsSAX2Func`: user data, local name, prefix, namespace URI.
    typealias EndElement = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?) -> Void
    /// `charactersSAXFunc`: user data, the characters (UTF-8, not terminated), their length.
    typealias Characters = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int32) -> Void
    /// `entityDeclSAXFunc`: user data, name, type, public id, system id, content.
    typealias EntityDeclaration = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int32, UnsafePointer<UInt8>?,
                                                  UnsafePointer<UInt8>?, UnsafeMutablePointer<UInt8>?) -> Void
    /// `xmlStructuredErrorFunc`: user data, the `xmlError` (``errorCode(_:)``).
    typealias StructuredError = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

    /// `xmlSAXHandler`, field for field: the callbacks the reader sets are typed, the others
    /// stay nil. `initialized` must be ``sax2Magic`` for the `…Ns` callbacks and `serror` to be used.
    struct SAXHandler {
        var internalSubset, isStandalone, hasInternalSubset, hasExternalSubset, resolveEntity, getEntity: UnsafeRawPointer?
        var entityDecl: EntityDeclaration?
        var notationDecl, attributeDecl, elementDecl, unparsedEntityDecl, setDocumentLocator, startDocument, endDocument,
            startElement, endElement, reference: UnsafeRawPointer?
        var characters: Characters?
        var ignorableWhitespace: Characters?
        var processingInstruction, comment, warning, error, fatalError, getParameterEntity, cdataBlock, externalSubset: UnsafeRawPointer?
        var initialized: UInt32 = 0
        var `private`: UnsafeMutableRawPointer?
        var startElementNs: StartElement?
        var endElementNs: EndElement?
        var serror: StructuredError?
    }

    /// `XML_SAX2_MAGIC`.
    static let sax2Magic: UInt32 = 0xDEED_BEAF
    /// `XML_PARSE_RECOVER | XML_PARSE_NOENT`, as FoundationXML parses: entities substituted,
    /// errors reported through `serror` (the reader stops at the first).
    static let options: Int32 = 1 | 2

    let createPushParser: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int32, UnsafePointer<CChar>?) -> Context?
    let useOptions: @convention(c) (Context?, Int32) -> Int32
    let parseChunk: @convention(c) (Context?, UnsafePointer<UInt8>?, Int32, Int32) -> Int32
    let stopParser: @convention(c) (Context?) -> Void
    let freeParser: @convention(c) (Context?) -> Void
    /// `xmlSAX2GetLineNumber` and `xmlSAX2GetColumnNumber`: where the parser is in its input.
    let lineNumber: @convention(c) (Context?) -> Int32
    let columnNumber: @convention(c) (Context?) -> Int32

    private init(library: SharedLibrary) throws(InterfaceBuilderError) {
        createPushParser = try library.symbol("xmlCreatePushParserCtxt", else: Self.missing)
        useOptions = try library.symbol("xmlCtxtUseOptions", else: Self.missing)
        parseChunk = try library.symbol("xmlParseChunk", else: Self.missing)
        stopParser = try library.symbol("xmlStopParser", else: Self.missing)
        freeParser = try library.symbol("xmlFreeParserCtxt", else: Self.missing)
        lineNumber = try library.symbol("xmlSAX2GetLineNumber", else: Self.missing)
        columnNumber = try library.symbol("xmlSAX2GetColumnNumber", else: Self.missing)
    }

    private static func load() -> Result<LibXML2, InterfaceBuilderError> {
        guard let library = SharedLibrary(anyOf: ["libxml2.so.2", "libxml2.so", "libxml2.2.dylib"]) else {
            return .failure(.unsupported("reading XML needs libxml2 (libxml2.so.2), which is not installed: `apt-get install libxml2`"))
        }
        do { return .success(try LibXML2(library: library)) } catch { return .failure(error) }
    }

    private static func missing(_ name: String) -> InterfaceBuilderError {
        .unsupported("reading XML needs libxml2 with \(name), which libxml2.so.2 lacks: `apt-get install libxml2`")
    }

    /// The libxml2 error number (`xmlParserErrors`) of an `xmlError`: its second field, after the domain.
    static func errorCode(_ error: UnsafeMutableRawPointer?) -> Int {
        Int(error?.load(fromByteOffset: MemoryLayout<Int32>.stride, as: Int32.self) ?? 0)
    }
}
