import Trellis

extension SceneBuilder {
    /// What every view shows but layout does not use: background and tint colours, and the
    /// layer's corner radius and border from user-defined runtime attributes. Interface Builder
    /// writes `layer.cornerRadius` (164 times in the corpora) or a custom inspectable
    /// `cornerRadius`/`borderWidth`/`borderColor` (62/27/30 times; the view's own code forwards
    /// them to its layer, as the common `@IBInspectable` extensions do).
    func readAppearance(_ e: XMLTree, into view: View) {
        if let c = color(e, key: "backgroundColor") { view.backgroundColor = c }
        if let c = color(e, key: "tintColor") { view.tintColor = c }
        for attr in e.child("userDefinedRuntimeAttributes")?.children ?? [] {
            let number = attr.child("real")?["value"].flatMap(Double.init) ?? attr.child("integer")?["value"].flatMap(Double.init)
            switch attr["keyPath"] {
            case "cornerRadius", "layer.cornerRadius": if let number { view.layer.cornerRadius = number }
            case "borderWidth", "layer.borderWidth": if let number { view.layer.borderWidth = number }
            case "borderColor", "layer.borderColor": if let c = attr.child("color").flatMap(color) { view.layer.borderColor = c }
            default: break
            }
        }
    }

}
