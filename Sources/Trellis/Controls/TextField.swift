/// A single-line editable text control (UIKit's `UITextField`): its text or placeholder, font,
/// alignment, colour and border style, for pictures of a layout.
///
/// Trellis has no keyboard or editing. Its intrinsic content size is
/// ``View/explicitIntrinsicContentSize`` when set, else the ``text`` (or the ``placeholder``
/// while the text is empty) measured on one line in ``font``, rounded up to whole points:
/// without a border, the text's width and line height (Xcode stores 17-point borderless fields
/// 21 high — ten in the corpora, e.g. jami-client-ios CreateAccountViewController.storyboard —
/// and a 14-point one 17); with a border, 7 points more at each side and 6 above and below, at
/// least 34 high (Xcode's rounded-rect fields of 14 and 18 points are all 34 high, nine in the
/// corpora). No corpus text field's width is its own, so the 7-point side insets (where UIKit
/// draws the text) are an estimate, and the line and bezel styles are taken to be the rounded
/// rectangle's (docs/differences.md).
open class TextField: View {
    /// The border around the text (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: String, Sendable, Hashable, CaseIterable { case none, line, bezel, roundedRect }

    /// The text typed in the field.
    public var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// The grey text shown while ``text`` is empty (UIKit's `placeholder`).
    public var placeholder: String? { didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font (default the 14-point system font, Interface Builder's for a new text field).
    public var font: Font = .systemFont(ofSize: 14) { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
    /// How the text sits horizontally (default natural).
    public var textAlignment = TextAlignment.natural
    /// The text's colour (default ``Color/label``).
    public var textColor: Color = .label
    /// The border (default none, UIKit's; Interface Builder's new fields are rounded rectangles).
    public var borderStyle = BorderStyle.none { didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } } }
    /// Measures the text; `nil` uses its window's ``Window/textMeasurer``, else ``Label/defaultTextMeasurer``.
    public var measurer: (any TextMeasurer)? { didSet { invalidateIntrinsicContentSize() } }

    /// The smallest height of a bordered field.
    public static let minimumBorderedHeight = 34.0

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    open override var intrinsicContentSize: Size {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        return contentSize(measuredWith: measurer ?? inheritedTextMeasurer).ceiledToPixels(scale: 1)
    }

    /// The intrinsic content size before rounding, the text measured by `measurer` (see the
    /// type's overview).
    public func contentSize(measuredWith measurer: any TextMeasurer) -> Size {
        let shown = text?.isEmpty == false ? text! : (placeholder ?? "")
        var size = measurer.size(of: shown, font: font, maxWidth: nil)
        if shown.isEmpty { size.width = 0 }
        guard borderStyle != .none else { return size }
        return Size(width: size.width + 14, height: max(TextField.minimumBorderedHeight, size.height + 12))
    }

    /// The intrinsic content size, whatever is proposed.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// A text field's line is centred vertically in the field (UIKit's default
    /// `contentVerticalAlignment`, `.center`), so its baseline follows the field's height: half
    /// the height, less half the ``font``'s line height, plus its ascender. From the stored
    /// frames of fields aligned by baseline (within a point): ProtonVPN Login.storyboard
    /// (16096), 21 and 22 high, baselines 16.5 below their tops; SoundFonts Main (15702) 40
    /// high, 26; appcenter Sasquatch Main (21701) 36 high, 24.
    open override var baselineHeightFraction: Double { 0.5 }
    /// Half the font's line height above the field's middle, down to the baseline.
    open override var firstBaselineOffsetFromTop: Double { font.ascender - font.lineHeight / 2 }
    /// Up from the field's middle: the line's baseline is its only one.
    open override var lastBaselineOffsetFromBottom: Double { font.lineHeight / 2 - font.ascender }
}
