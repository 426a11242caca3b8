import Trellis

extension SceneBuilder {
    /// `<textView>`: UIKit's `UITextView` with its text, font (the size-class variation for the
    /// device, at the document's content size category), alignment, colour,
    /// `adjustsFontForContentSizeCategory`, scrolling (`scrollEnabled="NO"`: the text view
    /// sizes itself to its text, ``TextView``) and content-inset adjustment. Interface Builder's
    /// inspector offers no text container inset or line fragment padding, and no document in
    /// the shared corpora sets one, so UIKit's defaults stand (8 above and below, 5 at each end
    /// of a line).
    func readTextView(_ e: XMLTree, id: String) -> TextView {
        let t = configure(TextView(), e)
        t.text = e.string("text")
        // Without a font, UIKit's default: the body style (at the content size category).
        setFont(e, fallback: Font.preferredFont(forTextStyle: .body).adjusted(to: document.contentSizeCategory)) { [weak t] in t?.font = $0 }
        if let a = e["textAlignment"].flatMap({ SceneBuilder.textAlignments[$0] }) { t.textAlignment = a }
        if let c = color(e, key: "textColor") { t.textColor = c }
        t.adjustsFontForContentSizeCategory = e["adjustsFontForContentSizeCategory"] == "YES"
        t.isScrollEnabled = e["scrollEnabled"] != "NO"
        return t
    }
}
