/// UIKit's `UIButton.titleLabel`: a ``Label`` subview showing the title, made on first use, that
/// *is* the button's ``Button/title`` and ``Button/font`` — setting its `text` or `font` sets them
/// (and so the button's intrinsic size), and setting them updates it.
///
/// ```swift
/// let button = Button(title: "Continue")
/// button.titleLabel?.font = .systemFont(ofSize: 17)   // button.font is now 17-point
/// window.layoutIfNeeded()                             // the label: the title's size, centred
/// ```
extension Button {
    /// The label showing the title (UIKit's `titleLabel`): made on first use and added to the
    /// button's subviews at its next layout pass, as UIKit adds it when it lays the button out
    /// (code that walks `subviews` before then — seed 002's font adaptation — meets it once,
    /// through the button); the size of the title's text, centred in the button inside
    /// ``contentEdgeInsets`` (after ``image``).
    public var titleLabel: Label? {
        if let label = titleLabelStorage { return label }
        let label = ButtonTitleLabel(button: self)
        titleLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// Whether `view` is this button's ``titleLabel`` (without making one): pictures draw the
    /// title once, as the button's.
    public func isTitleLabel(_ view: View) -> Bool { titleLabelStorage === view }

    /// The label follows the button's title and font.
    func titleDidChange() {
        guard let label = titleLabelStorage else { return }
        if label.text != title { label.text = title }
        if label.font != font { label.font = font }
        setNeedsLayout()
    }

    /// Places the title label: its text's size, centred in the bounds less the content insets,
    /// after the image (a system button centres its content, UIKit's
    /// `contentHorizontalAlignment`/`contentVerticalAlignment` `.center`).
    func placeTitleLabel() {
        guard let label = titleLabelStorage else { return }
        if label.superview !== self { addSubview(label) }
        label.measurer = measurer
        let i = contentEdgeInsets
        let content = Rect(x: i.left, y: i.top, width: max(0, bounds.width - i.left - i.right), height: max(0, bounds.height - i.top - i.bottom))
        let text = label.intrinsicContentSize
        let imageWidth = image?.size.width ?? 0
        let width = min(text.width, max(0, content.width - imageWidth))
        let x = content.minX + (content.width - imageWidth - width) / 2 + imageWidth
        label.frame = Rect(x: x, y: content.minY + (content.height - text.height) / 2, width: width, height: text.height)
    }
}

/// A button's title label: what is set on it is set on the button.
final class ButtonTitleLabel: Label {
    unowned let button: Button

    init(button: Button) {
        self.button = button
        super.init(frame: .zero)
        text = button.title
        font = button.font
        measurer = button.measurer
        lineBreakMode = .byTruncatingMiddle
    }

    override var text: String? { didSet { if button.title != text { button.title = text } } }
    override var font: Font { didSet { if button.font != font { button.font = font } } }
}
