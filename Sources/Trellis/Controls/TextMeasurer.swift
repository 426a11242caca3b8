/// Measures text for the intrinsic content size of labels and buttons.
///
/// ``ShapingTextMeasurer`` measures with real font metrics (HarfBuzz and a stand-in for San
/// Francisco); ``ApproximateTextMeasurer`` is a per-character estimate that needs nothing
/// installed; ``CalibratedTextMeasurer`` corrects another measurer per view.
public protocol TextMeasurer {
    /// The size `text` takes in `font`: one line as wide as the text when `maxWidth` is `nil`,
    /// else wrapped to lines no wider than `maxWidth` (the width is then the widest line).
    func size(of text: String, font: Font, maxWidth: Double?) -> Size

    /// The size as a label lays it out: wrapped as `lineBreakMode` says and at most
    /// `numberOfLines` lines tall (0: as many as needed).
    func size(of text: String, font: Font, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Size
}

extension TextMeasurer {
    /// Word wrapping (every mode but character wrapping wraps at words), then at most
    /// `numberOfLines` × the font's line height.
    public func size(of text: String, font: Font, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Size {
        var s = size(of: text, font: font, maxWidth: maxWidth)
        if numberOfLines > 0 { s.height = min(s.height, Double(numberOfLines) * font.lineHeight) }
        return s
    }
}
