/// A scrollable, multi-line text region (UIKit's `UITextView`), for its layout: its text, font,
/// ``textContainerInset``, ``lineFragmentPadding`` and ``isScrollEnabled``.
///
/// Trellis has no editing. Like UIKit's, the text view is a ``ScrollView``: with scrolling
/// enabled (the default) it has no intrinsic content size and its constraints size it. With
/// scrolling disabled it sizes itself to its text, as a label with any number of lines does
/// (the two-pass layout of ``Label/preferredMaxLayoutWidth``): its intrinsic content size is the
/// text wrapped at the width the last layout pass gave it (unwrapped before the first pass),
/// plus ``lineFragmentPadding`` at both ends of each line and ``textContainerInset`` around the
/// text, rounded up to the pixel grid:
///
/// - width: the widest line + 2 × ``lineFragmentPadding`` + the inset's left and right. A text
///   view no constraint sizes across takes its one-line width: tinode ios Main.storyboard,
///   "Private comment" (15-point subheadline style, only its leading edge and centre pinned)
///   stored 126 wide, the text's 116 plus 5 + 5.
/// - height: the number of lines × the line height + the inset's top and bottom (8 + 8 by
///   default). An empty text view is one line tall (the line the insertion point sits on):
///   Blockstream green_ios ReceiveFlow.storyboard, an empty 14-point Menlo text view stored
///   32.33 high.
///
/// The line height is the font's, except that lines of a Dynamic Type text style are set at
/// the style's leading (``Font/textStyleLeading``): a body-style text view's lines are 22
/// points apart where a body-style label's are 20.29 (analogcode Swift-Radio-Pro
/// Main.storyboard: body text of 8 lines stored 192 = 8 × 22 + 16 high on an iPhone, 3 lines
/// 82 = 3 × 22 + 16 on an iPad Pro; covid19cz erouska Help.storyboard: 9 lines, 214).
///
/// ```swift
/// let notes = TextView()
/// notes.text = "Text that wraps at the width its constraints give it."
/// notes.font = .preferredFont(forTextStyle: .body)
/// notes.isScrollEnabled = false   // now it grows with its text, like a multi-line label
/// ```
open class TextView: ScrollView {
    /// The text shown; changing it invalidates the intrinsic size.
    public var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font (default the body text style, UIKit's default for a text view).
    public var font: Font = .preferredFont(forTextStyle: .body) { didSet { if font != oldValue { fontDidChange() } } }
    /// How lines sit horizontally (default natural); no effect on layout.
    public var textAlignment = TextAlignment.natural
    /// The text's colour (default ``Color/label``); no effect on layout.
    public var textColor: Color = .label
    /// Whether the font follows the content size category (UIKit's
    /// `adjustsFontForContentSizeCategory`): Interface Builder documents apply the category
    /// when they are laid out, so this records the document's setting.
    public var adjustsFontForContentSizeCategory = false
    /// Whether the content scrolls (UIKit's `isScrollEnabled`, default true). When false the
    /// text view's intrinsic content size is its text's (see the type's overview).
    public var isScrollEnabled = true { didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } } }
    /// The margins around the text container (UIKit's `textContainerInset`; default top and
    /// bottom 8, left and right 0, as Apple documents it).
    public var textContainerInset = TextView.defaultTextContainerInset { didSet { if textContainerInset != oldValue { invalidateIntrinsicContentSize() } } }
    /// The blank space at each end of every line, inside the text container (UIKit's
    /// `textContainer.lineFragmentPadding`; default 5, as Apple documents `NSTextContainer`'s).
    public var lineFragmentPadding = 5.0 { didSet { if lineFragmentPadding != oldValue { invalidateIntrinsicContentSize() } } }
    /// Measures the text; `nil` uses its window's ``Window/textMeasurer``, else ``Label/defaultTextMeasurer``.
    public var measurer: (any TextMeasurer)? { didSet { invalidateIntrinsicContentSize() } }
    /// The width the last layout gave the text view, used for wrapping.
    var layoutWidth = 0.0

    /// UIKit's default ``textContainerInset``: `(8, 0, 8, 0)` ("By default the value of this
    /// property is (8, 0, 8, 0)", UIKit's `textContainerInset` documentation).
    public static let defaultTextContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// None while scrolling is enabled; else the text's size at the width the last layout gave
    /// the view (see the type's overview).
    open override var intrinsicContentSize: Size {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        guard !isScrollEnabled else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return sizeThatFits(Size(width: layoutWidth, height: 0))
    }

    /// The size the text needs when the view is `size.width` wide (unwrapped when that is 0),
    /// rounded up to the pixel grid (UIKit's `UITextView.sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: Size) -> Size {
        contentSize(measuredWith: measurer ?? inheritedTextMeasurer, width: size.width).ceiledToPixels(scale: contentScaleFactor)
    }

    /// The text's size with padding and insets, before rounding, the text measured by
    /// `measurer` and wrapped to fit `width` (none when 0 or less).
    public func contentSize(measuredWith measurer: any TextMeasurer, width: Double) -> Size {
        let sides = textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding
        let ends = textContainerInset.top + textContainerInset.bottom
        let shown = laidOutText
        let wrapAt = width > 0 ? max(width - sides, 0) : nil
        let measured = shown.isEmpty ? Size(width: 0, height: measurer.size(of: " ", font: font, maxWidth: nil).height)
            : measurer.size(of: shown, font: font, maxWidth: wrapAt)
        // The measurer sets lines at the font's line height; a text style's lines are its leading apart.
        let lines = font.lineHeight > 0 ? measured.height / font.lineHeight : 0
        return Size(width: measured.width + sides, height: lines * lineHeight + ends)
    }

    /// The text as it is broken into lines: a line separator (U+2028) or paragraph separator
    /// (U+2029) ends a line as a newline does.
    public var laidOutText: String {
        String((text ?? "").map { $0 == "\u{2028}" || $0 == "\u{2029}" ? "\n" : $0 })
    }

    /// The distance between lines: the text style's leading for a Dynamic Type font
    /// (``Font/textStyleLeading``), else the font's line height.
    public var lineHeight: Double { font.textStyleLeading ?? font.lineHeight }

    /// Whether the view wraps its text at the width layout gives it (scrolling disabled).
    var wrapsAtLayoutWidth: Bool { !isScrollEnabled && explicitIntrinsicContentSize == nil }

    /// With scrolling disabled, the text is measured again at the view's new width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _ = adoptLayoutWidth(bounds.width)
    }
}
