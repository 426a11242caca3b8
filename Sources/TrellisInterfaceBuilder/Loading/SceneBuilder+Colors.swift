import Trellis

extension SceneBuilder {
    /// A `<color>` element as a Trellis colour: RGB or white components; a system colour by
    /// Interface Builder's name (``SystemColors``, with its dark value); else a named colour
    /// from the app's asset catalogs (``IBDocument/assetColors``, light and dark), else through the
    /// document's `<namedColor>`/`<systemColor>` resources (light only). `nil` for a name none knows.
    func color(_ c: XMLTree) -> Color? {
        if let r = c["red"].flatMap(Double.init), let g = c["green"].flatMap(Double.init), let b = c["blue"].flatMap(Double.init) {
            return Color(red: r, green: g, blue: b, alpha: c["alpha"].flatMap(Double.init) ?? 1)
        }
        if let w = c["white"].flatMap(Double.init) { return Color(white: w, alpha: c["alpha"].flatMap(Double.init) ?? 1) }
        let name = c["systemColor"] ?? c["name"] ?? c["cocoaTouchSystemColor"] ?? ""
        if let system = SystemColors.byName[name] { return system }
        if let asset = document.assetColors[name] { return asset }
        if let named = document.colorResources[name], let inner = named.child("color"), inner !== c {
            return color(inner)
        }
        return nil
    }

    /// The `<color key="…">` child of an element, read.
    func color(_ e: XMLTree, key: String) -> Color? {
        e.children.first { $0.name == "color" && $0["key"] == key }.flatMap(color)
    }
}
