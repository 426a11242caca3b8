import Trellis

/// Text measured by a fixed rule instead of a font's glyphs, so that a test's expected sizes
/// follow from the rule alone: every character is `advance` points wide, a line `lineHeight`
/// high (the font's line height where `nil`); a newline starts a paragraph, and where `wraps`,
/// a paragraph wider than `maxWidth` takes as many lines of that width as its width needs.
///
/// ```swift
/// label.measurer = FixedAdvanceText(advance: 8, lineHeight: 20)
/// // "Hello" is 40 × 20.
/// ```
public struct FixedAdvanceText: TextMeasurer, Sendable {
    /// The width of every character.
    public var advance: Double
    /// The height of a line; `nil`: the font's ``Font/lineHeight``.
    public var lineHeight: Double?
    /// Whether a paragraph wider than the width offered wraps (else it stays one line, wider).
    public var wraps: Bool

    public init(advance: Double, lineHeight: Double?, wraps: Bool = false) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.wraps = wraps
    }

    public func size(of text: String, font: Font, maxWidth: Double?) -> Size {
        let line = lineHeight ?? font.lineHeight
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph -> Size in
            let width = advance * Double(paragraph.count)
            guard wraps, let maxWidth, maxWidth > 0, width > maxWidth else { return Size(width: width, height: line) }
            return Size(width: maxWidth, height: line * (width / maxWidth).rounded(.up))
        }
        return Size(width: paragraphs.map(\.width).max() ?? 0, height: paragraphs.map(\.height).reduce(0, +))
    }
}
