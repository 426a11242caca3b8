/// The default ``TextMeasurer``: an ESTIMATE of San Francisco's advance widths, not Apple's
/// font metrics. Sizes are usually within a few points of iOS for short Latin text and can be
/// further off for long or unusual text.
///
/// Each character advances a fraction of the point size: 0.27 em for narrow letters and
/// punctuation (`i j l I . , : ; ! ' |`) and for a space, 0.35 em for `f r t`, 0.85 em for
/// `m w M W`, 0.66 em for other capitals, 0.6 em for digits, 0.56 em for other lower-case
/// Latin letters, 1 em for CJK and other full-width characters, 0.6 em for anything else.
/// Bold and heavier weights are 5 % wider. The height is ``Font/lineHeight`` per line. Wrapping
/// (when `maxWidth` is given) breaks at spaces, greedily, and breaks a word longer than a line
/// between characters; explicit newlines always start a line.
public struct ApproximateTextMeasurer: TextMeasurer, Sendable {
    public init() {}

    public func size(of text: String, font: Font, maxWidth: Double?) -> Size {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            wrap(String(paragraph), font: font, maxWidth: maxWidth)
        }
        let widest = lines.map { self.width(of: $0, font: font) }.max() ?? 0
        return Size(width: widest, height: Double(max(lines.count, 1)) * font.lineHeight)
    }

    /// The estimated advance of one line of text.
    public func width(of text: some StringProtocol, font: Font) -> Double {
        let em = text.reduce(0.0) { $0 + Self.advance(of: $1) }
        return em * font.pointSize * (font.weight >= .semibold ? 1.05 : 1)
    }

    static func advance(of c: Character) -> Double {
        if "ijlI.,:;!'| ".contains(c) { return 0.27 }
        if "frt".contains(c) { return 0.35 }
        if "mwMW".contains(c) { return 0.85 }
        if c.isASCII {
            if c.isUppercase { return 0.66 }
            if c.isNumber { return 0.6 }
            if c.isLowercase { return 0.56 }
            return 0.6
        }
        if let v = c.unicodeScalars.first?.value, Self.isFullWidth(v) { return 1 }
        return 0.6
    }

    static func isFullWidth(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x20000...0x3FFFD).contains(v)
    }

    private func wrap(_ paragraph: String, font: Font, maxWidth: Double?) -> [String] {
        guard let maxWidth, maxWidth > 0, width(of: paragraph, font: font) > maxWidth else { return [paragraph] }
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if width(of: candidate, font: font) <= maxWidth { line = candidate; continue }
            if !line.isEmpty { lines.append(line); line = "" }
            // A word wider than a line breaks between characters.
            for c in word {
                if !line.isEmpty && width(of: line + String(c), font: font) > maxWidth { lines.append(line); line = "" }
                line.append(c)
            }
        }
        lines.append(line)
        return lines
    }
}
