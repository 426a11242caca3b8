extension Font {
    /// Dynamic Type styles at the default (Large) content size: point size and weight, as iOS
    /// returns `preferredFont(forTextStyle:)`.
    public static let textStyles: [String: (size: Double, weight: FontWeight)] = [
        "UICTFontTextStyleLargeTitle": (34, .regular), "UICTFontTextStyleTitle1": (28, .regular),
        "UICTFontTextStyleTitle2": (22, .regular), "UICTFontTextStyleTitle3": (20, .regular),
        "UICTFontTextStyleHeadline": (17, .semibold), "UICTFontTextStyleBody": (17, .regular),
        "UICTFontTextStyleCallout": (16, .regular), "UICTFontTextStyleSubhead": (15, .regular),
        "UICTFontTextStyleFootnote": (13, .regular), "UICTFontTextStyleCaption1": (12, .regular),
        "UICTFontTextStyleCaption2": (11, .regular),
    ]

    /// Reads an Interface Builder `<fontDescription>` element's attributes: `type="system"`,
    /// `"boldSystem"` or `"italicSystem"` with `pointSize` and an optional `weight`; a named face
    /// (`name`, `family`, `pointSize`; the weight is guessed from the name's suffix, e.g.
    /// `OpenSans-Semibold`); or a Dynamic Type `style` at the default content size.
    /// `nil` when no size can be found (missing or non-numeric `pointSize`, unknown style).
    public init?(documentAttributes a: [String: String]) {
        if let style = a["style"] {
            guard let s = Font.textStyles[style] else { return nil }
            self = .systemFont(ofSize: a["pointSize"].flatMap(Double.init) ?? s.size, weight: s.weight)
            return
        }
        guard let size = a["pointSize"].flatMap(Double.init), size.isFinite, size >= 0 else { return nil }
        if let name = a["name"] {
            let suffix = name.split(separator: "-").dropFirst().last.map { String($0).lowercased() } ?? ""
            let weights: [(String, FontWeight)] = [("ultralight", .ultraLight), ("thin", .thin), ("light", .light),
                                                   ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold),
                                                   ("bold", .bold), ("heavy", .heavy), ("black", .black)]
            let weight = weights.first { suffix.hasPrefix($0.0) }?.1 ?? .regular
            self.init(name: name, family: a["family"], size: size, weight: weight)
            return
        }
        let weight = a["weight"].flatMap(FontWeight.init(documentName:)) ?? (a["type"] == "boldSystem" ? .bold : .regular)
        self = .systemFont(ofSize: size, weight: weight)
        if a["type"] == "italicSystem" { fontName = ".SFUI-Italic" }
    }
}
