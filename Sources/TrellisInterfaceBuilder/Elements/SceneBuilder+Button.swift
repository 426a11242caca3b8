import Trellis

extension SceneBuilder {
    /// `<button>`: `UIButton` with its ``ButtonAttributes``: the normal state's title or
    /// attributed title, title colour, image (its size from `<resources>`; an SF Symbol's from its
    /// symbol configuration, ``image(_:pointSize:)``) and background
    /// image, its font and content insets, and an iOS 15 `<buttonConfiguration>`.
    func readButton(_ e: XMLTree, _ a: ButtonAttributes, shared: ViewAttributes) -> Button {
        let b = Button()
        b.title = a.title
        if let normal = a.normalState {
            if let c = color(normal, key: "titleColor") { b.titleColor = c }
            if let i = a.image { b.image = image(i) }
            if let i = a.backgroundImage { b.backgroundImage = image(i) }
            b.attributedTitle = normal.child("attributedString", key: "attributedTitle").flatMap(textRuns)
        }
        setFont(e, fallback: defaultButtonFont(a)) { [weak b] in b?.font = $0 }
        if let insets = a.contentEdgeInsets { b.contentEdgeInsets = insets }
        if let c = a.configuration { b.configuration = buttonConfiguration(c, category: fontCategory) }
        buttonAttributes[shared.id] = a
        return b
    }

    /// The title font of a `<button>` without a `fontDescription`: a system button's 15 points
    /// (``Button/defaultFont``), or 18 for a custom one (no `buttonType`,
    /// ``Button/customTypeFont``): xmartlabs XLPagerTabStrip Storyboard.storyboard "Reload" and
    /// "Close" are stored 56 × 34 and 46 × 34 (18-point titles 55 and 46 wide, 21.5 high, plus 6
    /// above and below; at 15 points they would be 48 × 30 and 39 × 30), and edx-app-ios
    /// DiscussionResponses.storyboard's four custom buttons 34 high where its system ones are 30.
    /// In a tvOS document (its device an Apple TV) both types' titles are in the 38-point medium
    /// system font (``Button/tvFont``).
    func defaultButtonFont(_ a: ButtonAttributes) -> Font {
        if document.designDevice.family == .tv { return Button.tvFont }
        return a.buttonType == nil ? Button.customTypeFont : Button.defaultFont
    }

    /// An `<attributedString>`'s runs: each `<fragment>`'s `content` (or `<string key="content">`)
    /// in its `<font key="NSFont">` — `metaFont="system"` or `"systemBold"` at its `size`, or a
    /// named face. `nil` when a fragment has no font Trellis can read (AppKit's other meta fonts,
    /// a missing size; a fragment without a font is set in Helvetica 12, NSAttributedString's
    /// default, which iOS documents do not rely on): the button then keeps its stored size.
    func textRuns(_ attributed: XMLTree) -> [TextRun]? {
        var runs: [TextRun] = []
        for fragment in attributed.children(named: "fragment") {
            guard let text = fragment["content"] ?? fragment.child("string", key: "content")?.text,
                  let f = fragment.child("attributes")?.child("font", key: "NSFont"),
                  let size = f["size"].flatMap(Double.init), size > 0, size.isFinite else { return nil }
            let font: Font
            switch (f["metaFont"], f["name"]) {
            case ("system", _): font = .systemFont(ofSize: size)
            case ("systemBold", _): font = .systemFont(ofSize: size, weight: .bold)
            case (nil, let name?): font = Font(name: name, family: nil, size: size, weight: Font.weight(ofFaceNamed: name))
            default: return nil
            }
            runs.append(TextRun(text, font: font))
        }
        return runs.isEmpty ? nil : runs
    }

    /// A button's configuration from its ``ButtonConfigurationAttributes`` (style, size, title
    /// and subtitle, image and placement, paddings, content insets) and the configuration
    /// element's `titleFontDescription`, `subtitleFontDescription` and symbol configuration. The
    /// fonts are set at `category` (the document's): without a title font, the size's default
    /// (the body style for medium), which follows Dynamic Type as UIKit's does.
    func buttonConfiguration(_ a: ButtonConfigurationAttributes, category: ContentSizeCategory) -> Button.Configuration {
        let c = a.element
        var configuration = Button.Configuration(style: a.style)
        if let size = a.buttonSize { configuration.buttonSize = size }
        configuration.title = a.title
        configuration.subtitle = a.subtitle
        func font(_ key: String) -> Font? {
            c.child("fontDescription", key: key).flatMap { Font(interfaceBuilderAttributes: $0.attributes) }
        }
        configuration.titleFont = font("titleFontDescription") ?? configuration.resolvedTitleFont(for: .large)
        configuration.subtitleFont = font("subtitleFontDescription") ?? configuration.resolvedSubtitleFont(for: .large)
        configuration.titleFont = configuration.titleFont?.adjusted(to: category)
        configuration.subtitleFont = configuration.subtitleFont?.adjusted(to: category)
        if let i = a.image {
            // UIKit sets a configuration's symbol in its title's font.
            configuration.image = image(i, pointSize: configuration.resolvedTitleFont(for: .large).pointSize) ?? Image(name: i.name, size: .zero)
        }
        if let p = a.imagePlacement { configuration.imagePlacement = p }
        if let p = a.imagePadding { configuration.imagePadding = p }
        if let p = a.titlePadding { configuration.titlePadding = p }
        if let insets = a.contentInsets { configuration.contentInsets = insets }
        return configuration
    }
}
