import Trellis

extension SceneBuilder {
    /// `<textView>`: UIKit's `UITextView` with its ``TextViewAttributes`` (text, alignment,
    /// `adjustsFontForContentSizeCategory`, scrolling — `scrollEnabled="NO"`: the text view sizes
    /// itself to its text, ``TextView`` — and content-inset adjustment), its font (the size-class
    /// variation for the device, at the document's content size category) and colour. Interface
    /// Builder's inspector offers no text container inset or line fragment padding, and no
    /// document in the shared corpora sets one, so UIKit's defaults stand (8 above and below, 5
    /// at each end of a line).
    func readTextView(_ e: XMLTree, _ a: TextViewAttributes, shared: ViewAttributes) -> TextView {
        let t = configure(TextView(), a.scrolling)
        t.text = a.text
        // Without a font, UIKit's default: the body style (at the content size category).
        setFont(e, fallback: adjustedFont(.preferredFont(forTextStyle: .body), to: fontCategory)) { [weak t] in t?.font = $0 }
        if let alignment = a.textAlignment { t.textAlignment = alignment }
        if let c = color(e, key: "textColor") { t.textColor = c }
        t.adjustsFontForContentSizeCategory = a.adjustsFontForContentSizeCategory
        t.isScrollEnabled = a.isScrollEnabled
        return t
    }
}
