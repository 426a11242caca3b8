import Trellis

/// What a `<textView>` states about its `UITextView` (font and colour from their child
/// elements): text, alignment, `adjustsFontForContentSizeCategory`, whether it scrolls
/// (`scrollEnabled="NO"`: it sizes itself to its text) and its scrolling (``ScrollViewAttributes``).
struct TextViewAttributes: ElementAttributes {
    /// UIKit's `text` (an attribute, or a `<string key="text">` child).
    let text: String?
    /// UIKit's `textAlignment`; nil when not written (UIKit's natural).
    let textAlignment: TextAlignment?
    /// UIKit's `adjustsFontForContentSizeCategory`.
    let adjustsFontForContentSizeCategory: Bool
    /// UIKit's `isScrollEnabled`: true unless `scrollEnabled="NO"`.
    let isScrollEnabled: Bool
    /// Its scrolling, as every scroll view's.
    let scrolling: ScrollViewAttributes

    init(_ d: inout AttributeDecoder) {
        text = d.text("text")
        textAlignment = d.value("textAlignment", readAs: "natural")
        adjustsFontForContentSizeCategory = d.flag("adjustsFontForContentSizeCategory")
        isScrollEnabled = d.flag("scrollEnabled", default: true)
        scrolling = ScrollViewAttributes(&d)
    }
}
