import Trellis

/// The lines a text control shows: its text broken and truncated as UIKit draws it, measured by
/// the same ``TextMeasurer`` layout used, so a label that layout made too narrow looks clipped.
///
/// Lines break at explicit newlines and, when more than one line is allowed, greedily at spaces
/// (``LineBreakMode/byCharWrapping``: between characters) to fit `width`; a word wider than a
/// line breaks between characters. At most `numberOfLines` lines (0: any number) and as many as
/// fit in `height` (at least one) are kept. When text is left over or the last line is wider than
/// `width`, the last line is truncated with "…" at its tail, head or middle as the mode says;
/// the wrapping and clipping modes cut it without an ellipsis (the renderer clips it).
struct TextLines {
    struct Line: Equatable {
        var text: String
        var width: Double
    }

    let measurer: any TextMeasurer
    let font: Font

    func width(_ s: some StringProtocol) -> Double {
        s.isEmpty ? 0 : measurer.size(of: String(s), font: font, maxWidth: nil).width
    }

    func lines(_ text: String, width: Double, height: Double, numberOfLines: Int, mode: LineBreakMode) -> [Line] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let fitting = max(1, Int(((height + 0.5) / max(font.lineHeight, 0.001)).rounded(.down)))
        let limit = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        var broken: [String] = []
        if numberOfLines == 1 {
            broken = paragraphs
        } else {
            for p in paragraphs { broken += wrap(p, width: width, byCharacter: mode == .byCharWrapping) }
        }
        guard broken.count > limit || (broken.last.map { self.width($0) > width + 0.01 } ?? false) else {
            return broken.map { Line(text: $0, width: self.width($0)) }
        }
        var kept = Array(broken.prefix(limit))
        let last = kept.count - 1
        // What did not fit continues the last line, then the last line is cut to the width.
        if broken.count > limit { kept[last] += " " + broken[limit...].joined(separator: " ") }
        kept[last] = truncate(kept[last], width: width, mode: mode)
        return kept.map { Line(text: $0, width: self.width($0)) }
    }

    private func wrap(_ paragraph: String, width: Double, byCharacter: Bool) -> [String] {
        guard width > 0, self.width(paragraph) > width else { return [paragraph] }
        var lines: [String] = []
        var line = ""
        let pieces = byCharacter ? paragraph.map(String.init) : paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for piece in pieces {
            let candidate = line.isEmpty || byCharacter ? line + piece : line + " " + piece
            if self.width(candidate) <= width { line = candidate; continue }
            if !line.isEmpty { lines.append(line); line = "" }
            for c in piece {
                if !line.isEmpty && self.width(line + String(c)) > width { lines.append(line); line = "" }
                line.append(c)
            }
        }
        lines.append(line)
        return lines
    }

    /// The longest cut of `s` (with "…" for the truncating modes) no wider than `width`.
    func truncate(_ s: String, width: Double, mode: LineBreakMode) -> String {
        guard self.width(s) > width else { return s }
        let chars = Array(s)
        func candidate(_ keep: Int) -> String {
            switch mode {
            case .byTruncatingHead: return "…" + String(chars.suffix(keep))
            case .byTruncatingMiddle:
                let head = (keep + 1) / 2
                return String(chars.prefix(head)) + "…" + String(chars.suffix(keep - head))
            case .byTruncatingTail: return String(chars.prefix(keep)).trimmingTrailingSpaces + "…"
            case .byWordWrapping, .byCharWrapping, .byClipping: return String(chars.prefix(keep))
            }
        }
        // Binary search on the number of characters kept: widths grow with it.
        var lo = 0, hi = chars.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if self.width(candidate(mid)) <= width { lo = mid } else { hi = mid - 1 }
        }
        return candidate(lo)
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
