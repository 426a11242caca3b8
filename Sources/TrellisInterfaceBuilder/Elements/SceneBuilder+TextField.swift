import Trellis

extension SceneBuilder {
    /// `<textField>`: `UITextField` with its text, placeholder, font, alignment, colour and
    /// border style (its intrinsic size is the stored one, as for the other text controls).
    func readTextField(_ e: XMLTree, id: String) -> TextField {
        let t = TextField()
        t.text = e["text"]
        t.placeholder = e["placeholder"]
        setFont(e, fallback: t.font) { [weak t] in t?.font = $0 }
        if let a = e["textAlignment"].flatMap({ SceneBuilder.textAlignments[$0] }) { t.textAlignment = a }
        if let c = color(e, key: "textColor") { t.textColor = c }
        if let s = e["borderStyle"].flatMap(TextField.BorderStyle.init(rawValue:)) { t.borderStyle = s }
        return t
    }
}
