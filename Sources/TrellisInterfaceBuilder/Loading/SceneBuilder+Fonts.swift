import Trellis

extension TraitCollection {
    /// The font of an element's `<fontDescription key="fontDescription">`, or of the
    /// `<variation key=…>` that matches these size classes (Interface Builder writes a
    /// size-class font as `<variation key="widthClass=regular"><fontDescription …/></variation>`;
    /// the most specific matching key wins, as for other attributes, ``value(_:_:)``). Nil when
    /// absent or unreadable (the control keeps UIKit's default).
    func font(_ e: XMLTree) -> Font? {
        func description(_ x: XMLTree) -> XMLTree? { x.child("fontDescription", key: "fontDescription") }
        guard let d = mostSpecificVariation(of: e, setting: description).flatMap(description) ?? description(e) else { return nil }
        return Font(interfaceBuilderAttribute: { d[$0] })
    }

    /// Whether a `<variation>` of the element sets its font.
    static func variesFont(_ e: XMLTree) -> Bool {
        e.children.contains { $0.name == "variation" && $0.child("fontDescription", key: "fontDescription") != nil }
    }
}

extension SceneBuilder {
    /// Gives a text control (label, button, text field, text view, segmented control) its font
    /// through `set`: the element's font for the scene's size classes (``TraitCollection/font(_:)``)
    /// at the document's content size category, or `fallback` (the control's default) without
    /// one. When a `<variation>` sets the font, the element is kept with the scene's variations,
    /// which set the font again whenever a rotation changes the size classes, as UIKit does for a
    /// storyboard's size-class fonts (``SizeClassVariations``).
    func setFont(_ e: XMLTree, fallback: Font, _ set: @escaping (Font) -> Void) {
        let category = document.contentSizeCategory
        set(traits.font(e)?.adjusted(to: category) ?? fallback)
        if TraitCollection.variesFont(e) {
            variations.fonts.append(.init(element: e, category: category, fallback: fallback, set: set))
        }
    }
}
