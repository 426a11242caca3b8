/// The title of a ``Button`` seen as UIKit's `UIButton.titleLabel` (see ``Button/titleLabel``).
public final class ButtonTitleLabel {
    /// The button whose title this is.
    public unowned let button: Button

    init(button: Button) { self.button = button }

    /// The title's font (UIKit's `titleLabel.font`).
    public var font: Font {
        get { button.font }
        set { button.font = newValue }
    }

    /// The title (UIKit's `titleLabel.text`).
    public var text: String? {
        get { button.title }
        set { button.title = newValue }
    }
}
