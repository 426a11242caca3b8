import Trellis

extension SceneBuilder {
    /// A `<color>` element as a Trellis colour: RGB, white, a named or system colour (through the
    /// document's `<namedColor>`/`<systemColor>` resources, else UIKit's light-mode values).
    func color(_ c: XMLTree) -> Color? {
        if let r = c["red"].flatMap(Double.init), let g = c["green"].flatMap(Double.init), let b = c["blue"].flatMap(Double.init) {
            return Color(red: r, green: g, blue: b, alpha: c["alpha"].flatMap(Double.init) ?? 1)
        }
        if let w = c["white"].flatMap(Double.init) { return Color(white: w, alpha: c["alpha"].flatMap(Double.init) ?? 1) }
        let name = c["systemColor"] ?? c["name"] ?? c["cocoaTouchSystemColor"] ?? ""
        if let named = document.colorResources[name],
           let inner = named.child("color"), inner !== c {
            return color(inner)
        }
        switch name {
        case "systemBackgroundColor", "whiteColor", "tableCellGroupedBackgroundColor": return .white
        case "blackColor", "labelColor", "darkTextColor": return .black
        case "clearColor": return .clear
        case "groupTableViewBackgroundColor", "systemGroupedBackgroundColor": return Color(red: 0.949, green: 0.949, blue: 0.969)
        case "systemGrayColor", "secondaryLabelColor": return Color(red: 0.557, green: 0.557, blue: 0.576)
        default: return nil
        }
    }
}
