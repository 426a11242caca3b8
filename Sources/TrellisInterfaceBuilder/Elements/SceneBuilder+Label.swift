import Trellis

extension SceneBuilder {
    /// `<label>`: UIKit's `UILabel` with its text, font (the size-class variation for the
    /// device, at the document's content size category), number of lines, alignment, line
    /// breaks, colour, `preferredMaxLayoutWidth` and `adjustsFontForContentSizeCategory`.
    func readLabel(_ e: XMLTree, id: String) -> Label {
        let l = Label()
        l.text = e.string("text")
        setFont(e, fallback: l.font) { [weak l] in l?.font = $0 }
        if let n = e["numberOfLines"].flatMap(Int.init), n >= 0 { l.numberOfLines = n }
        if let a = e["textAlignment"].flatMap({ SceneBuilder.textAlignments[$0] }) { l.textAlignment = a }
        if let m = e["lineBreakMode"].flatMap(LineBreakMode.init(documentName:)) { l.lineBreakMode = m }
        if let c = color(e, key: "textColor") { l.textColor = c }
        if let w = e["preferredMaxLayoutWidth"].flatMap(Double.init), w.isFinite, w > 0 { l.preferredMaxLayoutWidth = w }
        l.adjustsFontForContentSizeCategory = e["adjustsFontForContentSizeCategory"] == "YES"
        return l
    }
}
