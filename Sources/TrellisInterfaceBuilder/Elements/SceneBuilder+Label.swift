import Trellis

extension SceneBuilder {
    /// A `<label>`: text, font (the size-class variation for the device, at the document's
    /// content size category), `numberOfLines`, `lineBreakMode`, `preferredMaxLayoutWidth` and
    /// `adjustsFontForContentSizeCategory`.
    func readLabel(_ e: XMLTree, id: String) -> Label {
        let l = Label()
        l.text = e["text"]
        if let f = font(e, traits: traits) { l.font = f.adjusted(to: document.contentSizeCategory) }
        if let n = e["numberOfLines"].flatMap(Int.init), n >= 0 { l.numberOfLines = n }
        if let m = e["lineBreakMode"].flatMap(LineBreakMode.init(documentName:)) { l.lineBreakMode = m }
        if let w = e["preferredMaxLayoutWidth"].flatMap(Double.init), w.isFinite, w > 0 { l.preferredMaxLayoutWidth = w }
        l.adjustsFontForContentSizeCategory = e["adjustsFontForContentSizeCategory"] == "YES"
        return l
    }
}
