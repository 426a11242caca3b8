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
        set(traits.font(e).map { adjustedFont($0, to: fontCategory) } ?? fallback)
        if TraitCollection.variesFont(e) {
            variations.fonts.append(.init(element: e, category: fontCategory, fallback: fallback, set: set))
        }
    }

    /// The content size category Xcode's canvas draws this document's Dynamic Type fonts at:
    /// extra small for Xcode 13.0–13.2 (``CanvasRule/dynamicTypeExtraSmall``), else large,
    /// iOS's default.
    var canvasContentSizeCategory: ContentSizeCategory {
        CanvasRule.dynamicTypeExtraSmall.applies(to: tools) ? .extraSmall : .large
    }

    /// The content size category text-style fonts are laid out at: the document's
    /// (``IBDocument/contentSizeCategory``), but on Xcode's canvas at the default (large) the
    /// canvas's own (``canvasContentSizeCategory``).
    var fontCategory: ContentSizeCategory {
        simulatesCanvas && document.contentSizeCategory == .large ? canvasContentSizeCategory : document.contentSizeCategory
    }

    /// A font at content size category `category`: a text-style font takes the style's size
    /// there; a fixed-size font is unchanged (and asks no canvas rule: `category` is not read).
    /// Fonts are laid out at ``fontCategory``; the design-device calibration measures them as
    /// the design canvas draws them (``canvasContentSizeCategory``).
    func adjustedFont(_ font: Font, to category: @autoclosure () -> ContentSizeCategory) -> Font {
        font.textStyle == nil ? font : font.adjusted(to: category())
    }
}
