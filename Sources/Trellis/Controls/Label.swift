/// A view that shows text (UIKit's `UILabel`).
///
/// Its intrinsic content size is, in order: ``View/explicitIntrinsicContentSize`` when set
/// (Interface Builder documents provide the size Xcode stored); else the size of ``text`` in
/// ``font`` from ``measurer`` (or its window's ``Window/textMeasurer``, else
/// ``Label/defaultTextMeasurer``, an ESTIMATE — see
/// ``ApproximateTextMeasurer``), wrapped to ``preferredMaxLayoutWidth`` when
/// ``numberOfLines`` is not 1, at most ``numberOfLines`` lines tall (a Dynamic Type style's
/// further lines its leading apart, ``Font/labelTextHeight(lines:)``), rounded up to the pixel
/// grid as UIKit does; no text (nil or empty) gives 0×0, as UIKit's empty label.
///
/// ```swift
/// let title = Label(text: "Hello", font: .boldSystemFont(ofSize: 17))
/// title.numberOfLines = 0
/// title.preferredMaxLayoutWidth = 200
/// ```
open class Label: View {
    /// The text shown; changing it invalidates the intrinsic size.
    public var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font (default: the 17-point system font, UIKit's default for labels).
    public var font: Font = .systemFont(ofSize: Font.labelFontSize) { didSet { if font != oldValue { fontDidChange() } } }
    /// Lines allowed; 0 means as many as needed (default 1).
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } } }
    /// How lines sit horizontally (default natural); no effect on layout.
    public var textAlignment = TextAlignment.natural
    /// The text's colour (UIKit's `textColor`; default ``Color/label``); no effect on layout.
    public var textColor: Color = .label
    /// How lines break (default truncating the tail, as UILabel's); only character wrapping
    /// changes where a multi-line label wraps.
    public var lineBreakMode = LineBreakMode.byTruncatingTail { didSet { if lineBreakMode != oldValue { invalidateIntrinsicContentSize() } } }
    /// Whether the font follows the content size category (UIKit's
    /// `adjustsFontForContentSizeCategory`): Interface Builder documents apply the category
    /// when they are laid out, so this records the document's setting.
    public var adjustsFontForContentSizeCategory = false
    /// The width at which multi-line text wraps for the intrinsic size (UIKit's
    /// `preferredMaxLayoutWidth`). 0 (the default) means, as in UIKit, the width Auto Layout
    /// last gave the label: after a layout pass changes a multi-line label's width, the label
    /// re-measures its text at that width and the pass solves again (so a label pinned between
    /// two edges grows to as many lines as it needs).
    public var preferredMaxLayoutWidth = 0.0 { didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } } }
    /// The width the last layout gave the label, used for wrapping when ``preferredMaxLayoutWidth`` is 0.
    var layoutWidth = 0.0
    /// Measures this label's text; `nil` uses its window's ``Window/textMeasurer``, else ``Label/defaultTextMeasurer``.
    public var measurer: (any TextMeasurer)? { didSet { invalidateIntrinsicContentSize() } }

    /// The measurer of labels and buttons without their own, in windows without one
    /// (``Window/textMeasurer``); default ``ApproximateTextMeasurer``. Process-wide and
    /// thread-safe; every hierarchy measures again at its next layout pass.
    public static var defaultTextMeasurer: any TextMeasurer {
        get { ProcessWideSettings.textMeasurer }
        set { ProcessWideSettings.textMeasurer = newValue }
    }

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// A label with text and a font.
    public init(text: String?, font: Font = .systemFont(ofSize: Font.labelFontSize), frame: Rect = .zero) {
        self.text = text
        self.font = font
        super.init(frame: frame)
    }

    open override var intrinsicContentSize: Size {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWidth
        return sizeThatFits(Size(width: width, height: 0))
    }

    /// The text's size, wrapped at `size.width` when the label has more than one line (UIKit's
    /// `UILabel.sizeThatFits(_:)`), rounded up to the pixel grid; zero without text.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let text, !text.isEmpty else { return .zero }
        let wrapAt = numberOfLines != 1 && size.width > 0 ? size.width : nil
        let measurer = measurer ?? inheritedTextMeasurer
        var s = measurer.size(of: text, font: font, maxWidth: wrapAt, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        // A text style's further lines are its leading apart
        // (``Font/labelTextHeight(measured:measuredLineHeight:fixedSizeFonts:)``); the
        // measurer's lines are its line height apart, which one line of it gives.
        if numberOfLines != 1, font.textStyleLeading != nil, font.lineHeight > 0 {
            let line = measurer.size(of: " ", font: font, maxWidth: nil).height
            s.height = font.labelTextHeight(measured: s.height, measuredLineHeight: line)
        }
        return s.ceiledToPixels(scale: contentScaleFactor)
    }

    /// Whether the label wraps at the width layout gives it (multi-line, no ``preferredMaxLayoutWidth``).
    var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// A multi-line label without a ``preferredMaxLayoutWidth`` re-measures at its new width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _ = adoptLayoutWidth(bounds.width)
    }

    /// The font's ascender: the first baseline of text drawn from the label's top
    /// (an estimate from ``Font/ascender``; measured for a label at its intrinsic height).
    open override var firstBaselineOffsetFromTop: Double { font.ascender }
    /// The font's descender: the last baseline sits this far above the label's bottom
    /// (an estimate from ``Font/descender``; measured for a label at its intrinsic height).
    open override var lastBaselineOffsetFromBottom: Double { font.descender }
}

extension Size {
    /// Each dimension rounded up to the pixel grid, as UIKit rounds text sizes (17-point text one
    /// line tall: 20.26 → 20.333 at 3×).
    func ceiledToPixels(scale: Double) -> Size {
        func up(_ v: Double) -> Double {
            guard scale > 0, v.isFinite else { return v }
            return (v * scale - 1e-9).rounded(.up) / scale
        }
        return Size(width: up(width), height: up(height))
    }
}
