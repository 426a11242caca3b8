import Trellis

extension SceneBuilder {
    /// `<label>`: UIKit's `UILabel` with its text, font and number of lines.
    func readLabel(_ e: XMLTree, id: String) -> Label {
        let l = Label()
        l.text = e["text"]
        if let f = font(e) { l.font = f }
        if let n = e["numberOfLines"].flatMap(Int.init), n >= 0 { l.numberOfLines = n }
        return l
    }
}
