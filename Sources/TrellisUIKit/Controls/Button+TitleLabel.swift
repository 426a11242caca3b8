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
