import Trellis

/// What a button's `<buttonConfiguration key="configuration">` states about its
/// `UIButton.Configuration`: style, size, title and subtitle, image and its placement, paddings
/// and content insets (the fonts and the image's symbol configuration are read from the child
/// elements, ``SceneBuilder/buttonConfiguration(_:category:)``).
struct ButtonConfigurationAttributes: ElementAttributes {
    /// The configuration element.
    let element: XMLTree
    /// UIKit's configuration style (`plain()`, `filled()`…); plain when not written.
    let style: Button.Configuration.Style
    /// UIKit's `buttonSize`; nil when not written (medium).
    let buttonSize: Button.Configuration.Size?
    /// UIKit's `title` and `subtitle`.
    let title: String?, subtitle: String?
    /// The image (`image`, or its `<imageReference key="image">`) and its symbol configuration
    /// (`preferredSymbolConfigurationForImage`).
    let image: ImageAttributes?
    /// UIKit's `imagePlacement`; nil when not written (leading).
    let imagePlacement: Button.Configuration.ImagePlacement?
    /// UIKit's `imagePadding` and `titlePadding`; nil when not written.
    let imagePadding: Double?, titlePadding: Double?
    /// UIKit's `contentInsets` (`<directionalEdgeInsets key="contentInsets">`); nil when not written.
    let contentInsets: DirectionalEdgeInsets?

    init(_ d: inout AttributeDecoder) {
        element = d.element
        style = d.value("style", readAs: "plain") ?? .plain
        buttonSize = d.value("buttonSize", readAs: "medium")
        title = d.string("title")
        subtitle = d.string("subtitle")
        image = ImageAttributes(&d, key: "image", configurationKey: "preferredSymbolConfigurationForImage")
        imagePlacement = d.value("imagePlacement", readAs: "leading")
        imagePadding = d.number("imagePadding")
        titlePadding = d.number("titlePadding")
        contentInsets = d.directionalInsets("contentInsets")
    }
}
