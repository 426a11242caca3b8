import Trellis

extension SceneBuilder {
    /// `<button>`: `UIButton` with the normal state's title and title colour, its font and content insets.
    func readButton(_ e: XMLTree, id: String) -> Button {
        let b = Button()
        let normal = e.children.first { $0.name == "state" && $0["key"] == "normal" }
        b.title = normal?["title"]
        if let normal, let c = color(normal, key: "titleColor") { b.titleColor = c }
        if let f = font(e, traits: traits) { b.font = f.adjusted(to: document.contentSizeCategory) }
        if let i = e.child("inset", key: "contentEdgeInsets") {
            b.contentEdgeInsets = EdgeInsets(top: num(i["minY"]), left: num(i["minX"]), bottom: num(i["maxY"]), right: num(i["maxX"]))
        }
        return b
    }
}
