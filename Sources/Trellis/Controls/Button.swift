/// A tappable control with a title and an image (UIKit's `UIButton`, system type).
///
/// Its intrinsic content size is ``View/explicitIntrinsicContentSize`` when set; else, with a
/// ``configuration`` (iOS 15), the configuration's size (``Configuration``); else the
/// ``image`` and the title's size in ``font`` (measured as for ``Label``; an
/// ``attributedTitle``'s runs each in its own font) side by side, plus ``contentEdgeInsets``,
/// at least the ``backgroundImage``'s size, rounded up to whole points as UIKit rounds a
/// button's size. UIKit's
/// system button keeps 6 points above and below its title, so the default insets are
/// (6, 0, 6, 0): a 15-point "Button" is 46×30 as in Interface Builder, a 17-point one 33 high
/// (20.29 + 12 = 32.29 → 33: Xcode stores 33 for the 17-point system buttons of both corpora on
/// 3× devices too, e.g. nRF-Mesh FirmwareDistribution.xib "Cancel" 70 × 33, duckduckgo
/// FindInPage.xib "Done" 41 × 33). Insets set explicitly replace that padding (a 17-point
/// title with insets 7 above and below is 35 high, 20.29 + 14 → 35: Charts
/// BarChartViewController.xib "Options" 78 × 35). The padding
/// is the title's: a button with only an image is the image's size plus insets other than the
/// default. A button with neither is 30×34, UIKit's size for an empty system button, or its
/// background image's size; a title alone (no image, no background image, the default insets)
/// is at least that 30 points wide: a 30-point "+" (about 18 points of text) is 30 × 48
/// (OnionBrowser BrowsingViewController.xib; its iPad twin's "+" is 30 wide too; LinkedIn
/// LayoutKit's `ButtonLayout`, checked against `UIButton` in its tests, gives system and custom
/// buttons without an image and without insets the same minimum).
///
/// UIKit's `imageEdgeInsets` and `titleEdgeInsets` only move the image and the title inside
/// the button: Apple's documentation of both says the button does not use them to determine
/// its intrinsic content size, so Trellis has no such properties.
open class Button: View {
    /// The title shown (UIKit's `setTitle(_:for: .normal)`).
    public var title: String? { didSet { if title != oldValue { invalidateIntrinsicContentSize(); titleDidChange() } } }
    /// The title's font (UIKit's `titleLabel.font`; default the 15-point system font).
    public var font: Font = Button.defaultFont { didSet { if font != oldValue { invalidateIntrinsicContentSize(); titleDidChange() } } }
    /// Space around the title in the intrinsic size (UIKit's `contentEdgeInsets`, plus the
    /// 6-point vertical padding UIKit's system button adds).
    public var contentEdgeInsets = Button.defaultContentEdgeInsets { didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } } }
    /// The title's colour in the normal state (UIKit's `setTitleColor(_:for: .normal)`); `nil`
    /// (the default) draws a system button's title in the ``View/tintColor``.
    public var titleColor: Color?
    /// The normal state's image (UIKit's `setImage(_:for: .normal)`), before the title.
    public var image: Image? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }
    /// The normal state's attributed title (UIKit's `setAttributedTitle(_:for: .normal)`), by
    /// its runs of text and font; when set it is measured instead of ``title`` in ``font``.
    public var attributedTitle: [TextRun]? { didSet { if attributedTitle != oldValue { invalidateIntrinsicContentSize() } } }
    /// The normal state's background image (UIKit's `setBackgroundImage(_:for: .normal)`),
    /// stretched to fill the button: the intrinsic size is at least the image's.
    public var backgroundImage: Image? { didSet { if backgroundImage != oldValue { invalidateIntrinsicContentSize() } } }
    /// The iOS 15 configuration (UIKit's `configuration`); when set it alone gives the size.
    public var configuration: Configuration? { didSet { if configuration != oldValue { invalidateIntrinsicContentSize() } } }
    /// Measures the title; `nil` uses its window's ``Window/textMeasurer``, else ``Label/defaultTextMeasurer``.
    public var measurer: (any TextMeasurer)? { didSet { titleMeasurements = ButtonTitleMeasurements(); invalidateIntrinsicContentSize() } }

    /// The title's sizes measured since the measurer last changed (``titleMeasurer``).
    var titleMeasurements = ButtonTitleMeasurements()

    /// What the title is measured with: ``measurer``, else the inherited one, each text once.
    var titleMeasurer: ButtonTitleMeasurer { ButtonTitleMeasurer(button: self, base: measurer ?? inheritedTextMeasurer) }

    /// A move to another window may change the inherited measurer: the title is measured again.
    override func windowDidChange() {
        super.windowDidChange()
        if measurer == nil { titleMeasurements = ButtonTitleMeasurements() }
    }

    /// The title's label once ``titleLabel`` made it.
    var titleLabelStorage: ButtonTitleLabel?

    /// The system button's title font: the 15-point system font.
    public static let defaultFont = Font.systemFont(ofSize: 15)
    /// The title font of a custom-type button (`UIButton.ButtonType.custom`, a document's
    /// `<button>` without `buttonType`): the 18-point system font.
    public static let customTypeFont = Font.systemFont(ofSize: 18)
    /// The title font of a tvOS button, system or custom: the 38-point medium system font
    /// (LinkedIn LayoutKit's `ButtonLayout`, checked against `UIButton` on tvOS; Hero
    /// TvOSExamples Basic.storyboard's "Next" and "Back", with insets 20 and 40, are 86 high:
    /// 45.35 + 40 → 86).
    public static let tvFont = Font.systemFont(ofSize: 38, weight: .medium)
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

    /// A button with an iOS 15 configuration (UIKit's `UIButton(configuration:)`).
    public convenience init(configuration: Configuration, frame: Rect = .zero) {
        self.init(frame: frame)
        self.configuration = configuration
    }

    open override var intrinsicContentSize: Size {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        let size = contentSize(measuredWith: titleMeasurer)
        // A configured button rounds to the pixel grid, the others to whole points.
        return size.ceiledToPixels(scale: configuration != nil ? contentScaleFactor : 1)
    }

    /// The intrinsic content size before rounding, its text measured by `measurer` (see the
    /// type's overview); ``Button/emptySize`` (or the background image's size) without title or image.
    public func contentSize(measuredWith measurer: any TextMeasurer) -> Size {
        if let configuration { return configuration.size(measurer: measurer, category: contentSizeCategory) }
        let text: Size? = if let attributedTitle { measurer.size(of: attributedTitle) }
            else { title.flatMap { $0.isEmpty ? nil : measurer.size(of: $0, font: font, maxWidth: nil) } }
        guard text != nil || image != nil else { return backgroundImage?.size ?? Button.emptySize }
        let i = text == nil && contentEdgeInsets == Button.defaultContentEdgeInsets ? .zero : contentEdgeInsets
        let imageSize = image?.size ?? .zero
        let content = Size(width: imageSize.width + (text?.width ?? 0), height: max(imageSize.height, text?.height ?? 0))
        let background = backgroundImage?.size ?? .zero
        // A title alone, with the default insets, is at least `emptySize.width` wide.
        let minimum = image == nil && backgroundImage == nil && contentEdgeInsets == Button.defaultContentEdgeInsets ? Button.emptySize.width : 0
        return Size(width: max(content.width + i.left + i.right, background.width, minimum), height: max(content.height + i.top + i.bottom, background.height))
    }

    /// The content size category the configuration's default fonts follow: the screen's
    /// (UIKit's `traitCollection.preferredContentSizeCategory`), large outside a window.
    var contentSizeCategory: ContentSizeCategory { traitCollection.preferredContentSizeCategory ?? .large }

    /// A configuration's default fonts follow the content size category: a change re-measures.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if configuration != nil, previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            invalidateIntrinsicContentSize()
        }
    }

    /// Places ``titleLabel`` when it was made.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeTitleLabel()
    }

    /// The button's intrinsic content size (UIKit's `UIButton.sizeThatFits(_:)` ignores the
    /// proposed size for a single-line title).
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// A button's content is centred vertically (UIKit's default `contentVerticalAlignment`,
    /// `.center`), so its title's baselines follow the button's height: a 44-point button's
    /// baseline is 7 points lower than a 30-point one's. Two round-rect buttons with their tops
    /// and baselines aligned, one `height == 44`, are both 44 high in UIKit and in the frames
    /// Xcode stores (the other one's vertical hugging, 250, gives way).
    open override var baselineHeightFraction: Double { 0.5 }
    /// From the button's middle down to the title's first baseline: half the difference of the
    /// top and bottom insets (the content is centred between them), less half the title's
    /// measured height (its line is centred there), plus the title font's ascender. At the
    /// intrinsic height this is top inset + ascender, where the title's line starts.
    open override var firstBaselineOffsetFromTop: Double {
        let (insets, titleFont, height) = titleInsetsFontAndHeight
        return (insets.top - insets.bottom) / 2 - height / 2 + titleFont.ascender
    }
    /// From the button's middle up to the title's last baseline (negative: it is below the
    /// middle): the line's bottom less the font's descender, as a ``Label``'s last baseline is
    /// its bottom less the descender; at the intrinsic height, bottom inset + descender above
    /// the bottom.
    open override var lastBaselineOffsetFromBottom: Double {
        let (insets, titleFont, height) = titleInsetsFontAndHeight
        return (insets.bottom - insets.top) / 2 - height / 2 + titleFont.descender
    }

    /// The insets above and below the title, its font and its measured height (as the intrinsic
    /// size measures it; the font's line height without a title): the configuration's, else
    /// ``contentEdgeInsets``, ``font`` and ``title`` or ``attributedTitle``.
    private var titleInsetsFontAndHeight: ((top: Double, bottom: Double), Font, Double) {
        let measurer = titleMeasurer
        func height(_ runs: [TextRun]?, _ text: String?, _ font: Font) -> Double {
            if let runs, let size = measurer.size(of: runs) { return size.height }
            if let text, !text.isEmpty { return measurer.size(of: text, font: font, maxWidth: nil).height }
            return font.lineHeight
        }
        if let c = configuration {
            let i = c.contentInsets ?? c.buttonSize.contentInsets, f = c.resolvedTitleFont(for: contentSizeCategory)
            return ((i.top, i.bottom), f, height(c.attributedTitle, c.title, f))
        }
        return ((contentEdgeInsets.top, contentEdgeInsets.bottom), font, height(attributedTitle, title, font))
    }
}
