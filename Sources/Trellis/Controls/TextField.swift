/// A single-line editable text control (UIKit's `UITextField`): its text or placeholder, font,
/// alignment, colour and border style, for pictures of a layout.
///
/// Trellis has no keyboard or editing. Its intrinsic content size is
/// ``View/explicitIntrinsicContentSize`` when set (Interface Builder documents give the size Xcode
/// stored), else none on either axis: UIKit's depends on the border style's private insets,
/// which Trellis does not model (docs/differences.md).
open class TextField: View {
    /// The border around the text (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: String, Sendable, Hashable, CaseIterable { case none, line, bezel, roundedRect }

    /// The text typed in the field.
    public var text: String?
    /// The grey text shown while ``text`` is empty (UIKit's `placeholder`).
    public var placeholder: String?
    /// The font (default the 14-point system font, Interface Builder's for a new text field).
    public var font: Font = .systemFont(ofSize: 14)
    /// How the text sits horizontally (default natural).
    public var textAlignment = TextAlignment.natural
    /// The text's colour (default ``Color/label``).
    public var textColor: Color = .label
    /// The border (default none, UIKit's; Interface Builder's new fields are rounded rectangles).
    public var borderStyle = BorderStyle.none

    public override init(frame: Rect = .zero) { super.init(frame: frame) }
}
