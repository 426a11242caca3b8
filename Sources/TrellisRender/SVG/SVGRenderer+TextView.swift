import Trellis

extension SVGRenderer {
    /// A text view's text as UIKit draws it: from the top of its text container (the frame
    /// inset by ``TextView/textContainerInset``, lines inset by ``TextView/lineFragmentPadding``
    /// at each end), wrapped at the container's width, lines ``TextView/lineHeight`` apart
    /// (a text style's leading), clipped to the frame: a text view that scrolls shows the top of
    /// its text.
    func textView(_ view: TextView, in r: Rect) -> String {
        let text = view.laidOutText
        guard !text.isEmpty else { return "" }
        let inset = view.textContainerInset, padding = view.lineFragmentPadding
        let left = r.minX + inset.left + padding, right = r.maxX - inset.right - padding
        let font = view.font
        let measure = TextLines(measurer: measurer ?? view.measurer ?? view.inheritedTextMeasurer, font: font)
        // Every line of the text; those below the frame are clipped.
        let lines = measure.lines(text, width: max(0, right - left), height: 1e6, numberOfLines: 0, mode: .byWordWrapping)
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let anchor: (String, Double) = switch view.textAlignment {
        case .center: ("middle", (left + right) / 2)
        case .right: ("end", right)
        case .natural where rightToLeft: ("end", right)
        default: ("start", left)
        }
        var out = "<text\(paint("fill", view.textColor)) font-size=\"\(format(font.pointSize))\""
        if font.weight != .regular { out += " font-weight=\"\(SVGRenderer.cssWeight(font.weight))\"" }
        if font.familyName != Font.systemFamilyName { out += " font-family=\"\(cssString(font.familyName)), \(SVGRenderer.systemFontFamily)\"" }
        out += " text-anchor=\"\(anchor.0)\">"
        for (i, line) in lines.enumerated() where !line.text.isEmpty {
            let baseline = r.minY + inset.top + font.ascender + Double(i) * view.lineHeight
            out += "<tspan x=\"\(format(anchor.1))\" y=\"\(format(baseline))\""
            if line.width > 0 { out += " textLength=\"\(format(line.width))\" lengthAdjust=\"spacingAndGlyphs\"" }
            out += ">\(escape(line.text))</tspan>"
        }
        out += "</text>"
        return "<svg\(rectAttributes(r)) overflow=\"hidden\" viewBox=\"\(format(r.minX)) \(format(r.minY)) \(format(r.width)) \(format(r.height))\">\(out)</svg>"
    }
}
