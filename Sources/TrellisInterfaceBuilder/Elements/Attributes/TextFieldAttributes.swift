import Trellis

/// What a `<textField>` states about its `UITextField` (font and colour from their child
/// elements): text, placeholder, alignment and border style.
struct TextFieldAttributes: ElementAttributes {
    /// UIKit's `text`.
    let text: String?
    /// UIKit's `placeholder`.
    let placeholder: String?
    /// UIKit's `textAlignment`; nil when not written (UIKit's natural).
    let textAlignment: TextAlignment?
    /// UIKit's `borderStyle`; nil when not written (UIKit's none).
    let borderStyle: TextField.BorderStyle?

    init(_ d: inout AttributeDecoder) {
        text = d.string("text")
        placeholder = d.string("placeholder")
        textAlignment = d.value("textAlignment", readAs: "natural")
        borderStyle = d.value("borderStyle", readAs: "none")
    }
}
