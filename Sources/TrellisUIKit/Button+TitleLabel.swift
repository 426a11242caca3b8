extension Button {
    /// UIKit's `UIButton.titleLabel`: the button's title text and font, as seed 002 reads and sets
    /// them (`button.titleLabel?.font = UIFont.systemFont(ofSize: …)`).
    ///
    /// UIKit's is a `UILabel` subview; Trellis's ``Button`` measures its title itself, so this is a
    /// handle on the button's ``Button/title`` and ``Button/font`` rather than a view: it is not in
    /// `subviews` and `titleLabel?.isKind(of: UILabel.self)` does not compile. Changing its font or
    /// text changes the button's intrinsic size, as in UIKit.
    public var titleLabel: ButtonTitleLabel? { ButtonTitleLabel(button: self) }
}

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
