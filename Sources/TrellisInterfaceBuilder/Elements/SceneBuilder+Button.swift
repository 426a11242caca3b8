import Trellis

extension SceneBuilder {
    /// `<button>`: `UIButton` with the normal state's title, title colour and image (its size
    /// from `<resources>`), its font and content insets, and an iOS 15 `<buttonConfiguration>`.
    func readButton(_ e: XMLTree, id: String) -> Button {
        let b = Button()
        let normal = e.children.first { $0.name == "state" && $0["key"] == "normal" }
        b.title = normal?["title"]
        if let normal, let c = color(normal, key: "titleColor") { b.titleColor = c }
        if let name = normal?["image"] { b.image = document.images[name].map { Image(name: name, size: $0) } }
        if let f = font(e, traits: traits) { b.font = f.adjusted(to: document.contentSizeCategory) }
        if let i = e.child("inset", key: "contentEdgeInsets") {
            b.contentEdgeInsets = EdgeInsets(top: num(i["minY"]), left: num(i["minX"]), bottom: num(i["maxY"]), right: num(i["maxX"]))
        }
        if let c = e.child("buttonConfiguration", key: "configuration") { b.configuration = buttonConfiguration(c, category: document.contentSizeCategory) }
        return b
    }

    /// `<buttonConfiguration style="filled" buttonSize="small" title="…" image="…">` with its
    /// `titleFontDescription`, `subtitleFontDescription` and `contentInsets` children. The
    /// fonts are set at `category` (the document's): without a title font, the size's default
    /// (the body style for medium), which follows Dynamic Type as UIKit's does.
    func buttonConfiguration(_ c: XMLTree, category: ContentSizeCategory) -> Button.Configuration {
        var configuration = Button.Configuration(style: c["style"].flatMap(Button.Configuration.Style.init(rawValue:)) ?? .plain)
        if let size = c["buttonSize"].flatMap(Button.Configuration.Size.init(rawValue:)) { configuration.buttonSize = size }
        configuration.title = c["title"]
        configuration.subtitle = c["subtitle"]
        func font(_ key: String) -> Font? {
            c.child("fontDescription", key: key).flatMap { Font(interfaceBuilderAttributes: $0.attributes) }
        }
        configuration.titleFont = font("titleFontDescription") ?? configuration.resolvedTitleFont(for: .large)
        configuration.subtitleFont = font("subtitleFontDescription") ?? configuration.resolvedSubtitleFont(for: .large)
        configuration.titleFont = configuration.titleFont?.adjusted(to: category)
        configuration.subtitleFont = configuration.subtitleFont?.adjusted(to: category)
        if let name = c["image"] ?? c.child("imageReference", key: "image")?["image"] {
            configuration.image = Image(name: name, size: document.images[name] ?? .zero)
        }
        if let p = c["imagePlacement"].flatMap(Button.Configuration.ImagePlacement.init(rawValue:)) { configuration.imagePlacement = p }
        if let p = c["imagePadding"].flatMap(Double.init) { configuration.imagePadding = p }
        if let p = c["titlePadding"].flatMap(Double.init) { configuration.titlePadding = p }
        if let i = c.child("directionalEdgeInsets", key: "contentInsets") {
            configuration.contentInsets = DirectionalEdgeInsets(top: num(i["top"]), leading: num(i["leading"]), bottom: num(i["bottom"]), trailing: num(i["trailing"]))
        }
        return configuration
    }
}
