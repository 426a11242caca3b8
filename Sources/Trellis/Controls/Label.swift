/// A view that shows text (UIKit's `UILabel`).
///
/// Trellis has no font metrics: a label's intrinsic content size comes from its
/// ``View/explicitIntrinsicContentSize`` (Interface Builder documents provide the size Xcode
/// stored), else from ``Label/textMeasurer`` when one is installed, else it has none.
open class Label: View {
    /// The text shown.
    public var text: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The font size in points.
    public var fontSize: Double = 17 { didSet { invalidateIntrinsicContentSize() } }
    /// Lines allowed; 0 means as many as needed.
    public var numberOfLines = 1

    /// Measures text for labels without an explicit intrinsic size; `nil` by default.
    nonisolated(unsafe) public static var textMeasurer: ((String, Double) -> Size)?

    open override var intrinsicContentSize: Size {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        if let text, let measure = Label.textMeasurer { return measure(text, fontSize) }
        return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The baseline sits about 80 % down a line of text (ascender of the system font ≈ 0.8 em
    /// of a 1.2 em line); an estimate without font metrics.
    open override var firstBaselineOffsetFromTop: Double { lineBaseline }
    open override var lastBaselineOffsetFromBottom: Double { max(0, bounds.height - lineHeightFromTop) }

    private var lineBaseline: Double { fontSize * 0.95 }
    private var lineHeightFromTop: Double { bounds.height > 0 ? bounds.height - fontSize * 0.25 : 0 }
}
