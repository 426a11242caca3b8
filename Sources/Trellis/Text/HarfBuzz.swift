/// HarfBuzz, the OpenType shaping engine, loaded at run time with `dlopen`.
///
/// Loading the shared library when it is first needed (instead of linking a system-library
/// target) keeps the package building on a machine without HarfBuzz's headers; measuring then
/// fails with ``TextMeasurementError/missingLibrary(_:package:)``, which names the Debian
/// package to install. Only the few functions Trellis calls are declared here, with the C
/// signatures of `hb.h` (HarfBuzz ≥ 1.8; Debian 12 ships 6.0).
final class HarfBuzz: @unchecked Sendable {
    /// The process's HarfBuzz, loaded once; the error names the package when it is missing.
    static let shared: Result<HarfBuzz, TextMeasurementError> = load()

    /// `hb_glyph_info_t`: the glyph id after shaping and the UTF-8 offset (cluster) it came from.
    struct GlyphInfo { var codepoint: UInt32; var mask: UInt32; var cluster: UInt32; var var1: UInt32; var var2: UInt32 }
    /// `hb_glyph_position_t`, in the font's scale units.
    struct GlyphPosition { var xAdvance: Int32; var yAdvance: Int32; var xOffset: Int32; var yOffset: Int32; var var1: UInt32 }
    /// `hb_font_extents_t`: ascender, descender (negative) and line gap, then nine reserved fields.
    struct FontExtents {
        var ascender: Int32 = 0, descender: Int32 = 0, lineGap: Int32 = 0
        var reserved: (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0, 0, 0, 0, 0)
    }

    let blobCreateFromFile: @convention(c) (UnsafePointer<CChar>) -> OpaquePointer?
    let blobDestroy: @convention(c) (OpaquePointer?) -> Void
    let faceCreate: @convention(c) (OpaquePointer?, UInt32) -> OpaquePointer?
    let faceGetUpem: @convention(c) (OpaquePointer?) -> UInt32
    let faceGetGlyphCount: @convention(c) (OpaquePointer?) -> UInt32
    let fontCreate: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let fontSetScale: @convention(c) (OpaquePointer?, Int32, Int32) -> Void
    let fontGetHExtents: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer) -> Int32
    let bufferCreate: @convention(c) () -> OpaquePointer?
    let bufferDestroy: @convention(c) (OpaquePointer?) -> Void
    let bufferClearContents: @convention(c) (OpaquePointer?) -> Void
    let bufferAddUTF8: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UInt32, Int32) -> Void
    let bufferGuessSegmentProperties: @convention(c) (OpaquePointer?) -> Void
    let bufferGetGlyphInfos: @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer?
    let bufferGetGlyphPositions: @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer?
    let shape: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeRawPointer?, UInt32) -> Void

    private init(library: SharedLibrary) throws(TextMeasurementError) {
        blobCreateFromFile = try library.symbol("hb_blob_create_from_file", else: Self.missing)
        blobDestroy = try library.symbol("hb_blob_destroy", else: Self.missing)
        faceCreate = try library.symbol("hb_face_create", else: Self.missing)
        faceGetUpem = try library.symbol("hb_face_get_upem", else: Self.missing)
        faceGetGlyphCount = try library.symbol("hb_face_get_glyph_count", else: Self.missing)
        fontCreate = try library.symbol("hb_font_create", else: Self.missing)
        fontSetScale = try library.symbol("hb_font_set_scale", else: Self.missing)
        fontGetHExtents = try library.symbol("hb_font_get_h_extents", else: Self.missing)
        bufferCreate = try library.symbol("hb_buffer_create", else: Self.missing)
        bufferDestroy = try library.symbol("hb_buffer_destroy", else: Self.missing)
        bufferClearContents = try library.symbol("hb_buffer_clear_contents", else: Self.missing)
        bufferAddUTF8 = try library.symbol("hb_buffer_add_utf8", else: Self.missing)
        bufferGuessSegmentProperties = try library.symbol("hb_buffer_guess_segment_properties", else: Self.missing)
        bufferGetGlyphInfos = try library.symbol("hb_buffer_get_glyph_infos", else: Self.missing)
        bufferGetGlyphPositions = try library.symbol("hb_buffer_get_glyph_positions", else: Self.missing)
        shape = try library.symbol("hb_shape", else: Self.missing)
    }

    private static func load() -> Result<HarfBuzz, TextMeasurementError> {
        let names = ["libharfbuzz.so.0", "libharfbuzz.so", "libharfbuzz.0.dylib", "/opt/homebrew/lib/libharfbuzz.0.dylib"]
        guard let library = SharedLibrary(anyOf: names) else {
            return .failure(.missingLibrary("HarfBuzz (libharfbuzz.so.0) is not installed", package: "libharfbuzz0b"))
        }
        do { return .success(try HarfBuzz(library: library)) } catch { return .failure(error) }
    }

    /// The error for a function the library lacks (an older version than the one declared).
    private static func missing(_ name: String) -> TextMeasurementError { .missingLibrary("libharfbuzz.so.0 has no \(name)", package: "libharfbuzz0b") }

    /// One font file opened at its design units (scale = units per em), or `nil` when the file
    /// is not a font HarfBuzz can read.
    func openFont(path: String) -> (font: OpaquePointer, unitsPerEm: Double)? {
        let blob = blobCreateFromFile(path)
        defer { blobDestroy(blob) }
        guard let face = faceCreate(blob, 0), faceGetGlyphCount(face) > 0, let font = fontCreate(face) else { return nil }
        let upem = faceGetUpem(face)
        fontSetScale(font, Int32(upem), Int32(upem))
        return (font, Double(upem))
    }

    /// The font's ascender, descender (positive, below the baseline) and line gap, in design units.
    func extents(of font: OpaquePointer) -> (ascender: Double, descender: Double, lineGap: Double) {
        var e = FontExtents()
        _ = withUnsafeMutableBytes(of: &e) { fontGetHExtents(font, $0.baseAddress!) }
        return (Double(e.ascender), Double(-e.descender), Double(e.lineGap))
    }

    /// Shapes `text` and returns, per glyph, its UTF-8 cluster offset, whether the font has it
    /// (glyph id 0 is `.notdef`), and its advance in design units.
    func shape(_ text: String, font: OpaquePointer, buffer: OpaquePointer) -> [(cluster: Int, found: Bool, advance: Double)] {
        bufferClearContents(buffer)
        var utf8 = Array(text.utf8CString)
        utf8.withUnsafeBufferPointer { bufferAddUTF8(buffer, $0.baseAddress, Int32($0.count - 1), 0, Int32($0.count - 1)) }
        bufferGuessSegmentProperties(buffer)
        shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = bufferGetGlyphInfos(buffer, &count)?.assumingMemoryBound(to: GlyphInfo.self),
              let positions = bufferGetGlyphPositions(buffer, nil)?.assumingMemoryBound(to: GlyphPosition.self) else { return [] }
        utf8.removeAll()
        return (0..<Int(count)).map { i in
            (Int(infos[i].cluster), infos[i].codepoint != 0, Double(positions[i].xAdvance))
        }
    }
}
