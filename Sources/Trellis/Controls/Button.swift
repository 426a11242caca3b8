/// A tappable control with a title (UIKit's `UIButton`, system type).
///
/// Its intrinsic content size is ``View/explicitIntrinsicContentSize`` when set, else the
/// title's size in ``font`` (measured as for ``Label``, an estimate) plus ``contentEdgeInsets``,
/// rounded up to the pixel grid. UIKit's system button keeps 6 points above and below its
/// title, so the default insets are (6, 0, 6, 0): a 15-point "Button" is 46×30 as in Interface
/// Builder. An untitled button is 30×34, UIKit's size for an empty system button.
open class Button: View {
    /// The title shown (UIKit's `setTitle(_:for: .normal)`).
    public var title: String? { didSet { if title != oldValue { invalidateIntrinsicContentSize() } } }
    /// The title's font (UIKit's `titleLabel.font`; default the 15-point system font).
    public var font: Font = Button.defaultFont { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
    /// Space around the title in the intrinsic size (UIKit's `contentEdgeInsets`, plus the
    /// 6-point vertical padding UIKit's system button adds).
    public var contentEdgeInsets = Button.defaultContentEdgeInsets { didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } } }
    /// The title's colour in the normal state (UIKit's `setTitleColor(_:for: .normal)`); `nil`
    /// (the default) draws a system button's title in the ``View/tintColor``.
    public var titleColor: Color?
    /// Measures the title; `nil` uses ``Label/defaultTextMeasurer``.
    public var measurer: (any TextMeasurer)? { didSet { invalidateIntrinsicContentSize() } }

    /// The point size as designed and the value the last screen adaptation gave it.
    var designPointSize: (design: Double, applied: Double)?

    /// The system button's title font: the 15-point system font.
    public static let defaultFont = Font.systemFont(ofSize: 15)
    /// 6 points above and below the title, none at the sides.
    public static let defaultContentEdgeInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    /// The intrinsic size of a button without a title (UIKit's system button: 30×34).
    public static let emptySize = Size(width: 30, height: 34)

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// A button with a title and a font.
    public init(title: String?, font: Font = Button.defaultFont, frame: Rect = .zero) {
        self.title = title
        self.font = font
        super.init(frame: frame)
    }

    open override var intrinsicContentSize: Size {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        guard let title, !title.isEmpty else { return Button.emptySize }
        let text = (measurer ?? Label.defaultTextMeasurer).size(of: title, font: font, maxWidth: nil)
        let i = contentEdgeInsets
        return Size(width: text.width + i.left + i.right, height: text.height + i.top + i.bottom).ceiledToPixels(scale: contentScaleFactor)
    }

    /// The button's intrinsic content size (UIKit's `UIButton.sizeThatFits(_:)` ignores the
    /// proposed size for a single-line title).
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// The title's baseline: top inset plus the font's ascender (an estimate).
    open override var firstBaselineOffsetFromTop: Double { contentEdgeInsets.top + font.ascender }
    /// The title's baseline from the bottom: bottom inset plus the font's descender (an estimate).
    open override var lastBaselineOffsetFromBottom: Double { contentEdgeInsets.bottom + font.descender }
}
