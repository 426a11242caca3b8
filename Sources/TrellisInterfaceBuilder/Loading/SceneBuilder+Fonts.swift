import Trellis

extension SceneBuilder {
    /// UIKit's Dynamic Type sizes at the default ("Large") content size, for
    /// `<fontDescription style="UICTFontTextStyle…">`.
    static let textStyles: [String: (size: Double, weight: FontWeight)] = [
        "UICTFontTextStyleLargeTitle": (34, .regular), "UICTFontTextStyleTitle1": (28, .regular),
        "UICTFontTextStyleTitle2": (22, .regular), "UICTFontTextStyleTitle3": (20, .regular),
        "UICTFontTextStyleHeadline": (17, .semibold), "UICTFontTextStyleBody": (17, .regular),
        "UICTFontTextStyleCallout": (16, .regular), "UICTFontTextStyleSubhead": (15, .regular),
        "UICTFontTextStyleFootnote": (13, .regular), "UICTFontTextStyleCaption1": (12, .regular),
        "UICTFontTextStyleCaption2": (11, .regular),
    ]

    /// The font of a `<fontDescription key="fontDescription" …>`: `type="system"|"boldSystem"`
    /// with `pointSize` and `weight`, a named font (`name`, `family`, `pointSize`), or a text
    /// style. Nil when the element is absent or unreadable (the control keeps UIKit's default).
    func font(_ e: XMLTree) -> Font? {
        guard let d = e.child("fontDescription", key: "fontDescription") else { return nil }
        if let style = d["style"], let s = SceneBuilder.textStyles[style] {
            return .systemFont(ofSize: d["pointSize"].flatMap(Double.init) ?? s.size, weight: s.weight)
        }
        guard let size = d["pointSize"].flatMap(Double.init), size.isFinite, size > 0 else { return nil }
        let weight = d["weight"].flatMap(FontWeight.init(documentName:))
        switch d["type"] {
        case "boldSystem": return .systemFont(ofSize: size, weight: weight ?? .bold)
        case "system": return .systemFont(ofSize: size, weight: weight ?? .regular)
        default:
            guard let name = d["name"] else { return nil }
            return Font(name: name, family: d["family"], size: size, weight: weight ?? .regular)
        }
    }
}
