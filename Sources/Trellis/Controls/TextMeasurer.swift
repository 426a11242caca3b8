/// Measures text for the intrinsic content size of labels and buttons.
///
/// Trellis has no font files; install a measurer backed by real metrics (or by the sizes
/// Xcode stored in a document) when exact sizes matter. The default is
/// ``ApproximateTextMeasurer``, an estimate.
public protocol TextMeasurer {
    /// The size `text` takes in `font`: one line as wide as the text when `maxWidth` is `nil`,
    /// else wrapped to lines no wider than `maxWidth` (the width is then the widest line).
    func size(of text: String, font: Font, maxWidth: Double?) -> Size
}
