import Trellis

extension SceneBuilder {
    /// `<textField>`: `UITextField` with its ``TextFieldAttributes`` (text, placeholder,
    /// alignment, border style), font and colour (its intrinsic size is the stored one, as for the
    /// other text controls).
    func readTextField(_ e: XMLTree, _ a: TextFieldAttributes, shared: ViewAttributes) -> TextField {
        let t = TextField()
        t.text = a.text
        t.placeholder = a.placeholder
        setFont(e, fallback: t.font) { [weak t] in t?.font = $0 }
        if let alignment = a.textAlignment { t.textAlignment = alignment }
        if let c = color(e, key: "textColor") { t.textColor = c }
        if let s = a.borderStyle { t.borderStyle = s }
        return t
    }
}
