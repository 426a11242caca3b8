import Synchronization

/// A ``TextMeasurer`` backed by a real shaping engine: HarfBuzz shapes the text in a font that
/// stands in for San Francisco (``StandInFont/inter``), the advances are scaled to San
/// Francisco's per weight and San Francisco's tracking is added, as iOS sets the system font.
///
/// - Lines: explicit newlines always break; with a `maxWidth`, lines break greedily at word
///   boundaries (after spaces and hyphens, and between CJK characters), a word wider than a
///   line breaks between characters, and spaces at the end of a line take no width — as
///   UIKit's word wrapping does. ``LineBreakMode/byCharWrapping`` breaks between any characters.
/// - Height: lines × ``Font/lineHeight`` (San Francisco's ascender + descender; no leading, as
///   UILabel's default paragraph style).
/// - Characters the stand-in font has no glyph for are shaped in its fallback fonts
///   (``StandInFont/fallbacks``: Noto Color Emoji for Apple Color Emoji, Noto Sans CJK for
///   PingFang), as iOS falls back from San Francisco, at the point size without San Francisco's
///   scale and tracking. Those no installed font has advance 1 em (full-width characters,
///   emoji) or an estimate (other scripts).
/// - Results are cached per (text, font, width, break mode); a paragraph is shaped once per
///   face and split into words once per font, so wrapping it at another width is one pass over
///   its words.
///
/// ```swift
/// let measurer = try ShapingTextMeasurer()            // throws if HarfBuzz or Inter is missing
/// measurer.size(of: "Hello", font: .systemFont(ofSize: 17), maxWidth: nil)
/// ```
public final class ShapingTextMeasurer: TextMeasurer, @unchecked Sendable {
    /// The stand-in font and its calibration.
    public let standIn: StandInFont
    private let harfBuzz: HarfBuzz
    private let lock = Mutex(())
    private var fonts: [String: OpaquePointer] = [:]
    private var buffer: OpaquePointer?
    /// Chunks shaped (``chunks(of:)``), per font file.
    private var shapings: [String: [Substring: Shaping]] = [:]
    private var sizes: [SizeKey: Size] = [:]

    private struct SizeKey: Hashable { var text: String; var font: Font; var maxWidth: Double?; var mode: LineBreakMode }

    /// A measurer using `standIn`'s files; throws, naming the Debian package, when HarfBuzz or
    /// the regular face is missing.
    public init(standIn: StandInFont = .inter) throws(TextMeasurementError) {
        self.standIn = standIn
        harfBuzz = try HarfBuzz.shared.get()
        buffer = harfBuzz.bufferCreate()
        _ = try face(for: .systemFont(ofSize: 17), display: false)
    }

    /// The process's measurer with the default stand-in, or why there is none.
    public static let shared: Result<ShapingTextMeasurer, TextMeasurementError> = Result { () throws(TextMeasurementError) -> ShapingTextMeasurer in
        try ShapingTextMeasurer()
    }

    deinit { harfBuzz.bufferDestroy(buffer) }

    public func size(of text: String, font: Font, maxWidth: Double?) -> Size {
        size(of: text, font: font, maxWidth: maxWidth, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    }

    public func size(of text: String, font: Font, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Size {
        var s = lines(of: text, font: font, maxWidth: maxWidth, lineBreakMode: lineBreakMode)
        if numberOfLines > 0 { s.height = min(s.height, Double(numberOfLines) * font.lineHeight) }
        return s
    }

    /// The size of every line (cached).
    private func lines(of text: String, font: Font, maxWidth: Double?, lineBreakMode: LineBreakMode) -> Size {
        let key = SizeKey(text: text, font: font, maxWidth: maxWidth, mode: lineBreakMode)
        return lock.withLock { _ in
            if let cached = sizes[key] { return cached }
            let lines = Self.paragraphs(of: text).flatMap { paragraph in
                layOut(paragraph, font: font, maxWidth: maxWidth, mode: lineBreakMode)
            }
            let size = Size(width: lines.max() ?? 0, height: Double(max(lines.count, 1)) * font.lineHeight)
            sizes[key] = size
            return size
        }
    }

    /// The width of one line of text, unwrapped (what a single-line label needs).
    public func width(of text: String, font: Font) -> Double {
        size(of: text, font: font, maxWidth: nil).width
    }

    /// The characters of `text` that neither the stand-in font nor an installed fallback font
    /// has a glyph for, in order of appearance, each once: their advances are estimates (1 em
    /// for full-width characters and emoji). Cached per text and font.
    public func charactersWithoutGlyphs(in text: String, font: Font) -> [Character] {
        lock.withLock { _ in
            // Most text is printable ASCII, which the stand-in has every glyph of: no need to
            // look at its chunks (or to remember it).
            if Self.isPrintableASCII(text), let face = faceOrRegular(for: font, display: false), coversPrintableASCII(face) { return [] }
            let key = GlyphlessKey(text: text, font: font)
            if let known = glyphless[key] { return known }
            var seen: Set<Character> = []
            var result: [Character] = []
            for paragraph in Self.paragraphs(of: text) where !paragraph.isEmpty {
                // Only the chunks' characters without glyphs: their advances are not needed.
                forEachShapedChunk(of: paragraph, font: font, display: false) { shaping in
                    for c in shaping.withoutGlyphs where seen.insert(c).inserted { result.append(c) }
                }
            }
            glyphless[key] = result
            return result
        }
    }
    private var glyphless: [GlyphlessKey: [Character]] = [:]
    private struct GlyphlessKey: Hashable { var text: String; var font: Font }

    /// Whether every character of `text` is printable ASCII (U+0020 to U+007E) or a line feed,
    /// which separates paragraphs and is not shaped.
    package static func isPrintableASCII(_ text: String) -> Bool {
        var text = text   // `withUTF8` is mutating: it would first make a bridged string contiguous
        return text.withUTF8 { bytes in bytes.allSatisfy { byte in (0x20...0x7E).contains(byte) || byte == 0x0A } }
    }

    /// Whether `face` has a glyph for every printable ASCII character, found by shaping them
    /// once per file.
    private func coversPrintableASCII(_ face: Face) -> Bool {
        if let known = printableASCIICoverage[face.path] { return known }
        let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
        let covers = shape(printable[...], in: face).found.allSatisfy { $0 }
        printableASCIICoverage[face.path] = covers
        return covers
    }
    private var printableASCIICoverage: [String: Bool] = [:]

    /// The fallback fonts of ``standIn`` whose files are missing, each with the error naming
    /// its Debian package: their characters are estimated.
    public var missingFallbacks: [(font: FallbackFont, error: TextMeasurementError)] {
        lock.withLock { _ in
            standIn.fallbacks.compactMap { fallback in
                if case .failure(let error) = fallbackFace(fallback) { (fallback, error) } else { nil }
            }
        }
    }

    // MARK: Lines

    /// `text` split at its line feeds (`"\n"`, not a `"\r\n"` pair, which is one character), as
    /// `text.split(separator: "\n", omittingEmptySubsequences: false)` splits it, without
    /// walking its characters.
    static func paragraphs(of text: String) -> [Substring] {
        let whole = text[...]
        var result: [Substring] = []
        var start = whole.startIndex
        for offset in utf8Offsets(in: whole, where: { previous, byte in byte == 0x0A && previous != 0x0D }) {
            let lineFeed = whole.utf8.index(whole.startIndex, offsetBy: offset)
            result.append(whole[start..<lineFeed])
            start = whole.utf8.index(after: lineFeed)
        }
        result.append(whole[start...])
        return result
    }

    /// The UTF-8 offsets in `text` of the bytes for which `isCut(previous byte, byte)` holds (the
    /// first byte's previous byte is 0), read from the bytes in place: walking the string's
    /// indices instead costs tens of instructions a byte, a thousand labels' texts a few
    /// percent of laying them out. (Offsets become indices in O(1): the text is UTF-8.)
    private static func utf8Offsets(in text: Substring, where isCut: (_ previous: UInt8, _ byte: UInt8) -> Bool) -> [Int] {
        var text = text   // `withUTF8` is mutating: it would first make a bridged string contiguous
        return text.withUTF8 { bytes in
            var offsets: [Int] = []
            var previous: UInt8 = 0
            for (offset, byte) in bytes.enumerated() {
                if isCut(previous, byte) { offsets.append(offset) }
                previous = byte
            }
            return offsets
        }
    }

    /// A paragraph split at its break opportunities, in one font: each character's width, and
    /// per word the range of its characters and the width of its text and of the spaces after it.
    private struct Paragraph {
        var widths: [Double] = []
        var words: [(content: Range<Int>, width: Double, spaces: Double)] = []
    }
    private struct ParagraphKey: Hashable { var text: Substring; var font: Font; var breaksBetweenCharacters: Bool }
    private var paragraphs: [ParagraphKey: Paragraph] = [:]
    /// What a chunk (``chunks(of:)``) is in a font, per font and break rule, then per chunk.
    private var chunkParagraphs: [ChunkFontKey: [Substring: Paragraph]] = [:]
    private struct ChunkFontKey: Hashable { var font: Font; var breaksBetweenCharacters: Bool }

    /// The paragraph's words and widths in `font` (cached: a label is wrapped at many widths —
    /// calibration, then every layout pass — but split once), put together from its chunks
    /// (``chunks(of:)``), each measured once per font: no break opportunity and no shaping
    /// crosses the end of a chunk.
    private func paragraph(_ text: Substring, font: Font, mode: LineBreakMode) -> Paragraph {
        let key = ParagraphKey(text: text, font: font, breaksBetweenCharacters: mode.breaksBetweenCharacters)
        if let cached = paragraphs[key] { return cached }
        // Taken out while it grows, so that it is not copied.
        let fontKey = ChunkFontKey(font: font, breaksBetweenCharacters: mode.breaksBetweenCharacters)
        var known = chunkParagraphs.removeValue(forKey: fontKey) ?? [:]
        var result = Paragraph()
        for chunk in Self.chunks(of: text) {
            let piece: Paragraph
            if let cached = known[chunk] { piece = cached } else {
                piece = measure(chunk, font: font, mode: mode)
                known[chunk] = piece
            }
            let offset = result.widths.count
            result.widths += piece.widths
            result.words += piece.words.lazy.map { word in
                (word.content.lowerBound + offset..<word.content.upperBound + offset, word.width, word.spaces)
            }
        }
        chunkParagraphs[fontKey] = known
        paragraphs[key] = result
        return result
    }

    /// A chunk's words and widths in `font`.
    private func measure(_ chunk: Substring, font: Font, mode: LineBreakMode) -> Paragraph {
        let scale = font.pointSize * standIn.calibration.scale(for: font.weight, pointSize: font.pointSize)
        let tracking = standIn.calibration.tracking(pointSize: font.pointSize)
        let shaping = characterAdvances(chunk, font: font)
        let widths = zip(shaping.em, shaping.inFallback).map { em, inFallback in
            inFallback ? em * font.pointSize : em * scale + tracking
        }
        let words = words(Array(chunk), mode: mode).map { word in
            (word.content, widths[word.content].reduce(0.0, +), widths[word.spaces].reduce(0.0, +))
        }
        return Paragraph(widths: widths, words: words)
    }

    /// The widths of the lines a paragraph wraps into.
    private func layOut(_ text: Substring, font: Font, maxWidth: Double?, mode: LineBreakMode) -> [Double] {
        let p = paragraph(text, font: font, mode: mode)
        guard let maxWidth, maxWidth > 0 else { return [p.widths.reduce(0, +)] }
        var lines: [Double] = []
        var line = 0.0          // the current line's width without its trailing spaces
        var pending = 0.0       // trailing spaces of the current line, counted once text follows
        var lineIsEmpty = true
        for word in p.words {
            if !lineIsEmpty && line + pending + word.width > maxWidth + 1e-9 {
                lines.append(line); line = 0; pending = 0; lineIsEmpty = true
            }
            if lineIsEmpty && word.width > maxWidth + 1e-9 {
                // A word wider than a line breaks between characters.
                for i in word.content {
                    if !lineIsEmpty && line + p.widths[i] > maxWidth + 1e-9 { lines.append(line); line = 0; lineIsEmpty = true }
                    line += p.widths[i]; lineIsEmpty = false
                }
            } else {
                line += pending + word.width
                lineIsEmpty = false
            }
            pending = word.spaces
        }
        lines.append(line)
        return lines
    }

    /// Splits a paragraph at break opportunities: each word's characters and the spaces after it.
    /// A break follows a run of spaces, a hyphen, and a CJK character or precedes one; with
    /// character wrapping, every character.
    private func words(_ chars: [Character], mode: LineBreakMode) -> [(content: Range<Int>, spaces: Range<Int>)] {
        func isSpace(_ c: Character) -> Bool {
            if let ascii = c.asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
            return c.isWhitespace && c != "\u{00A0}"
        }
        var result: [(content: Range<Int>, spaces: Range<Int>)] = []
        var start = 0
        var i = 0
        while i < chars.count {
            if isSpace(chars[i]) {
                var end = i
                while end < chars.count && isSpace(chars[end]) { end += 1 }
                result.append((start..<i, i..<end))
                start = end; i = end
                continue
            }
            let next = i + 1
            if next < chars.count, !isSpace(chars[next]),
               mode.breaksBetweenCharacters || chars[i] == "-" || Self.isFullWidth(chars[i]) || Self.isFullWidth(chars[next]) {
                result.append((start..<next, next..<next))
                start = next
            }
            i = next
        }
        if start < chars.count { result.append((start..<chars.count, chars.count..<chars.count)) }
        return result
    }

    static func isFullWidth(_ c: Character) -> Bool {
        guard c.asciiValue == nil, let v = c.unicodeScalars.first?.value else { return false }
        return ApproximateTextMeasurer.isFullWidth(v)
    }

    // MARK: Shaping

    /// A paragraph shaped: each character's advance in em, whether a fallback font set it (its
    /// advance is the fallback's, not scaled to San Francisco's), and the characters no
    /// installed font has a glyph for.
    private struct Shaping {
        var em: [Double]
        var inFallback: [Bool]
        var withoutGlyphs: [Character]
    }

    /// Each character's advance in em: the stand-in's Text and Display cuts mixed as San
    /// Francisco's optical size at the point size (``SystemFontCalibration/displayShare(pointSize:)``).
    private func characterAdvances(_ paragraph: Substring, font: Font) -> Shaping {
        let display = SystemFontCalibration.displayShare(pointSize: font.pointSize)
        if display == 0 { return characterAdvances(paragraph, font: font, display: false) }
        if display == 1 { return characterAdvances(paragraph, font: font, display: true) }
        var text = characterAdvances(paragraph, font: font, display: false)
        text.em = zip(text.em, characterAdvances(paragraph, font: font, display: true).em).map { (1 - display) * $0 + display * $1 }
        return text
    }

    /// Each character's advance in em in one cut, from HarfBuzz, with the characters the cut
    /// has no glyph for shaped in the fallback fonts. The text is shaped a chunk at a time
    /// (``chunks(of:)``), each chunk once per file (cached), as browsers' word caches do: in
    /// Inter nothing kerns or substitutes across a space, so the advances are the paragraph's
    /// (every paragraph of both shared corpora's labels, buttons and text fields, 2,614, shaped
    /// whole and chunk by chunk in Inter Regular, Medium, SemiBold and Bold gives the same
    /// advances; in Inter Display one `=` before a space and a digit differs by 0.1 % of an em).
    private func characterAdvances(_ paragraph: Substring, font: Font, display: Bool) -> Shaping {
        var result = Shaping(em: [], inFallback: [], withoutGlyphs: [])
        forEachShapedChunk(of: paragraph, font: font, display: display) { shaping in
            result.em += shaping.em
            result.inFallback += shaping.inFallback
            result.withoutGlyphs += shaping.withoutGlyphs
        }
        return result
    }

    /// Calls `body` with each chunk of `paragraph` (``chunks(of:)``) shaped in one cut of
    /// `font`'s stand-in, in order; each chunk is shaped once per file (cached). When the file
    /// is missing, `body` gets the whole paragraph's estimated advances, once.
    private func forEachShapedChunk(of paragraph: Substring, font: Font, display: Bool, _ body: (Shaping) -> Void) {
        guard let face = faceOrRegular(for: font, display: display) else {
            let characters = Array(paragraph)
            body(Shaping(em: characters.map { ApproximateTextMeasurer.advance(of: $0) },
                         inFallback: characters.map { _ in false }, withoutGlyphs: []))
            return
        }
        // Taken out while it grows, so that it is not copied.
        var known = shapings.removeValue(forKey: face.path) ?? [:]
        for chunk in Self.chunks(of: paragraph) {
            if let cached = known[chunk] { body(cached); continue }
            let shaping = chunkAdvances(chunk, in: face)
            known[chunk] = shaping
            body(shaping)
        }
        shapings[face.path] = known
    }

    /// `paragraph` cut after each run of spaces (U+0020) that a visible ASCII character follows:
    /// its words, each with the spaces after it. Every cut is between two characters, and
    /// between two of ``words(_:mode:)``'s words (a run of white space is not cut).
    static func chunks(of paragraph: Substring) -> [Substring] {
        var result: [Substring] = []
        var start = paragraph.startIndex
        for offset in utf8Offsets(in: paragraph, where: { previous, byte in previous == 0x20 && byte > 0x20 && byte < 0x80 }) {
            let cut = paragraph.utf8.index(paragraph.startIndex, offsetBy: offset)
            result.append(paragraph[start..<cut])
            start = cut
        }
        if start < paragraph.endIndex || result.isEmpty { result.append(paragraph[start...]) }
        return result
    }

    /// One chunk's advances in em in `face`, with the characters it has no glyph for shaped in
    /// the fallback fonts.
    private func chunkAdvances(_ chunk: Substring, in face: Face) -> Shaping {
        let characters = Array(chunk)
        var (em, found) = shape(characters[...], in: face)
        var inFallback = [Bool](repeating: false, count: characters.count)
        for fallback in standIn.fallbacks where found.contains(false) {
            guard case .success(let fallbackFace) = fallbackFace(fallback) else { continue }
            // Runs of characters still without a glyph, shaped together (a flag or a skin tone is
            // one cluster of several scalars).
            var i = 0
            while i < characters.count {
                guard !found[i] else { i += 1; continue }
                var end = i
                while end < characters.count && !found[end] { end += 1 }
                let run = shape(characters[i..<end], in: fallbackFace)
                for k in i..<end where run.found[k - i] {
                    em[k] = run.em[k - i] * fallback.scale
                    found[k] = true
                    inFallback[k] = true
                }
                i = end
            }
        }
        for (i, c) in characters.enumerated() where !found[i] {
            em[i] = Self.isFullWidth(c) || c.unicodeScalars.first?.properties.isEmojiPresentation == true
                ? 1 : ApproximateTextMeasurer.advance(of: c)
        }
        return Shaping(em: em, inFallback: inFallback, withoutGlyphs: characters.indices.filter { !found[$0] }.map { characters[$0] })
    }

    /// Each character's advance in em in one face, and whether the face has glyphs for all of it.
    private func shape(_ characters: ArraySlice<Character>, in face: Face) -> (em: [Double], found: [Bool]) {
        // The UTF-8 offset at which each character starts, to map glyph clusters to characters.
        var starts: [Int] = []
        var offset = 0
        for c in characters { starts.append(offset); offset += c.utf8.count }
        var em = [Double](repeating: 0, count: starts.count)
        var found = [Bool](repeating: true, count: starts.count)
        guard !starts.isEmpty else { return (em, found) }
        for glyph in harfBuzz.shape(String(characters), font: face.font, buffer: buffer!) {
            var lo = 0, hi = starts.count - 1
            while lo < hi { let mid = (lo + hi + 1) / 2; if starts[mid] <= glyph.cluster { lo = mid } else { hi = mid - 1 } }
            if glyph.found { em[lo] += glyph.advance / face.unitsPerEm } else { found[lo] = false }
        }
        return (em, found)
    }

    /// The open HarfBuzz font of a fallback, or the error naming its package (looked up once).
    private func fallbackFace(_ fallback: FallbackFont) -> Result<Face, TextMeasurementError> {
        if let known = fallbackFaces[fallback.name] { return known }
        let result = Result { () throws(TextMeasurementError) -> Face in
            let path = try fallback.installedPath()
            guard let opened = harfBuzz.openFont(path: path) else {
                throw .missingFont(path + " (not a font HarfBuzz can read)", searched: fallback.paths, package: fallback.package)
            }
            return (opened.font, opened.unitsPerEm, path)
        }
        fallbackFaces[fallback.name] = result
        return result
    }
    private var fallbackFaces: [String: Result<Face, TextMeasurementError>] = [:]

    /// An open HarfBuzz font, its units per em and its file.
    private typealias Face = (font: OpaquePointer, unitsPerEm: Double, path: String)

    /// The open HarfBuzz font for a font's stand-in file; a weight or slant whose file is
    /// missing falls back to the regular face; `nil` when that is missing too.
    private func faceOrRegular(for font: Font, display: Bool) -> Face? {
        (try? face(for: font, display: display)) ?? (try? face(for: .systemFont(ofSize: font.pointSize), display: display))
    }

    /// The open HarfBuzz font for a font's stand-in file (found once per ``FaceKey``: every
    /// text measured looks its face up).
    private func face(for font: Font, display: Bool) throws(TextMeasurementError) -> Face {
        let key = FaceKey(fontName: font.fontName, weight: font.weight, display: display)
        if let open = openFaces[key] { return open }
        let path = try filePath(for: font, key: key)
        let face: Face
        if let f = fonts[path] { face = (f, unitsPerEms[path] ?? 1000, path) } else {
            guard let opened = harfBuzz.openFont(path: path) else {
                throw .missingFont(path + " (not a font HarfBuzz can read)", searched: standIn.directories, package: standIn.package)
            }
            fonts[path] = opened.font
            unitsPerEms[path] = opened.unitsPerEm
            face = (opened.font, opened.unitsPerEm, path)
        }
        openFaces[key] = face
        return face
    }
    private var unitsPerEms: [String: Double] = [:]
    private var openFaces: [FaceKey: Face] = [:]

    /// `standIn.path(for:display:)`, looked up once per face (each lookup searches the folders
    /// on disk, which cost more than shaping a short label).
    private func filePath(for font: Font, key: FaceKey) throws(TextMeasurementError) -> String {
        let display = key.display
        if let known = paths[key] { return try known.get() }
        let found = Result { () throws(TextMeasurementError) -> String in try standIn.path(for: font, display: display) }
        paths[key] = found
        return try found.get()
    }
    /// What picks the file: the weight, the cut, and the slant (read from the name).
    private struct FaceKey: Hashable { var fontName: String; var weight: FontWeight; var display: Bool }
    private var paths: [FaceKey: Result<String, TextMeasurementError>] = [:]
}
