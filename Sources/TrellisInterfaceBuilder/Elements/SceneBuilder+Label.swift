import Trellis

extension SceneBuilder {
    /// `<label>`: UIKit's `UILabel` with its ``LabelAttributes`` (text, number of lines,
    /// alignment, line breaks, `preferredMaxLayoutWidth`, `adjustsFontForContentSizeCategory`),
    /// its font (the size-class variation for the device, at the document's content size
    /// category) and colour.
    func readLabel(_ e: XMLTree, _ a: LabelAttributes, shared: ViewAttributes) -> Label {
        let l = Label()
        l.text = a.text
        setFont(e, fallback: l.font) { [weak l] in l?.font = $0 }
        if let n = a.numberOfLines { l.numberOfLines = n }
        if let alignment = a.textAlignment { l.textAlignment = alignment }
        if let m = a.lineBreakMode { l.lineBreakMode = m }
        if let c = color(e, key: "textColor") { l.textColor = c }
        if let w = a.preferredMaxLayoutWidth { l.preferredMaxLayoutWidth = w }
        l.adjustsFontForContentSizeCategory = a.adjustsFontForContentSizeCategory
        return l
    }
}
