import Trellis

extension SceneBuilder {
    /// `<label>`: UIKit's `UILabel` with its text, font, number of lines, alignment, line breaks and colour.
    func readLabel(_ e: XMLTree, id: String) -> Label {
        let l = Label()
        l.text = e["text"]
        if let f = font(e) { l.font = f }
        if let n = e["numberOfLines"].flatMap(Int.init), n >= 0 { l.numberOfLines = n }
        if let a = e["textAlignment"].flatMap({ SceneBuilder.textAlignments[$0] }) { l.textAlignment = a }
        if let m = e["lineBreakMode"].flatMap(SceneBuilder.lineBreakMode) { l.lineBreakMode = m }
        if let c = color(e, key: "textColor") { l.textColor = c }
        return l
    }
}
