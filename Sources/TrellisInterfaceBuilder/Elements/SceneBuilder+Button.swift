import Trellis

extension SceneBuilder {
    /// `<button>`: `UIButton` with the normal state's title, its font and content insets.
    func readButton(_ e: XMLTree, id: String) -> Button {
        let b = Button()
        b.title = e.children.first { $0.name == "state" && $0["key"] == "normal" }?["title"]
        if let f = font(e) { b.font = f }
        if let i = e.child("inset", key: "contentEdgeInsets") {
            b.contentEdgeInsets = EdgeInsets(top: num(i["minY"]), left: num(i["minX"]), bottom: num(i["maxY"]), right: num(i["maxX"]))
        }
        return b
    }
}
