import Trellis

extension Font {
    /// Reads an Interface Builder `<fontDescription>` element's attributes (the one place
    /// Trellis knows this format):
    /// - `type="system"`, `"boldSystem"` or `"italicSystem"` with `pointSize` and an optional
    ///   `weight` (`semibold`, `medium`…);
    /// - a named face (`name`, optional `family`, `pointSize`); its weight is read from the
    ///   name's suffix (`OpenSans-Semibold` is semibold, `HelveticaNeue-Light` light);
    /// - a Dynamic Type `style="UICTFontTextStyleBody"`: the style's font at the default content
    ///   size category (large), remembering the style so it can follow another category.
    /// `nil` when no size can be found (missing, non-numeric or negative `pointSize`, unknown style).
    public init?(interfaceBuilderAttributes attributes: [String: String]) {
        self.init(interfaceBuilderAttribute: { attributes[$0] })
    }

    /// ``init(interfaceBuilderAttributes:)`` with the attributes looked up by name (an element's,
    /// without making a dictionary of them).
    init?(interfaceBuilderAttribute a: (String) -> String?) {
        if let name = a("style") {
            guard let style = TextStyle(rawValue: name) else { return nil }
            self = .preferredFont(forTextStyle: style)
            if let size = a("pointSize").flatMap(Double.init), size.isFinite, size > 0 { self = withSize(size) }
            return
        }
        guard let size = a("pointSize").flatMap(Double.init), size.isFinite, size >= 0 else { return nil }
        let weight = a("weight").flatMap(FontWeight.init(documentName:))
        switch a("type") {
        case "boldSystem": self = .systemFont(ofSize: size, weight: weight ?? .bold)
        case "system": self = .systemFont(ofSize: size, weight: weight ?? .regular)
        case "italicSystem":
            self = .systemFont(ofSize: size, weight: weight ?? .regular)
            fontName = ".SFUI-Italic"
        default:
            guard let name = a("name") else { return nil }
            self.init(name: name, family: a("family"), size: size, weight: weight ?? Font.weight(ofFaceNamed: name))
        }
    }

    /// The weight a face's name ends in (`-Semibold`, `-Light`, `-BoldItalic`…), regular when none.
    static func weight(ofFaceNamed name: String) -> FontWeight {
        let suffix = name.split(separator: "-").dropFirst().last.map { $0.lowercased() } ?? ""
        let weights: [(String, FontWeight)] = [("ultralight", .ultraLight), ("thin", .thin), ("light", .light),
                                               ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold),
                                               ("bold", .bold), ("heavy", .heavy), ("black", .black)]
        return weights.first { suffix.hasPrefix($0.0) }?.1 ?? .regular
    }
}

extension FontWeight {
    /// Reads a `<fontDescription>`'s `weight` as Interface Builder writes it: UIKit's names
    /// (`regular`, `medium`, `semibold`, `bold`…).
    public init?(documentName: String) {
        guard let weight = Self.documentNames[documentName] else { return nil }
        self = weight
    }

    private static let documentNames: [String: FontWeight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
}
