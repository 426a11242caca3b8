import Trellis

/// What a `<button>` states about its `UIButton`: its type, the normal state's title, image and
/// background image (`<state key="normal">`; their sizes, symbol configurations, attributed
/// title and title colour are read from its child elements), content edge insets and an iOS 15
/// `<buttonConfiguration>` (``ButtonConfigurationAttributes``). Its font is read from its
/// `fontDescription` (``SceneBuilder/setFont(_:fallback:_:)``).
struct ButtonAttributes: ElementAttributes {
    /// UIKit's `UIButton.ButtonType` as Interface Builder names it; nil when not written, a custom button.
    enum ButtonType: String, CaseIterable { case custom, system, roundedRect, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// The button's type; nil when not written (a custom button: its title's default font differs,
    /// ``SceneBuilder/defaultButtonFont(_:)``).
    let buttonType: ButtonType?
    /// The `<state key=…>` elements (normal, highlighted, selected, disabled).
    let states: [XMLTree]
    /// The `<state key="normal">` element, whose child elements hold its title colour, attributed
    /// title and image references.
    let normalState: XMLTree?
    /// The normal state's `title`.
    let title: String?
    /// The normal state's image (`image`, or its `<imageReference key="image">`) and symbol configuration.
    let image: ImageAttributes?
    /// The normal state's background image.
    let backgroundImage: ImageAttributes?
    /// UIKit's `contentEdgeInsets` (`<inset key="contentEdgeInsets">`), nil when not written.
    let contentEdgeInsets: EdgeInsets?
    /// The `<buttonConfiguration key="configuration">`, nil when not written.
    let configuration: ButtonConfigurationAttributes?

    init(_ d: inout AttributeDecoder) {
        // An unknown type is read as a system button (its title in the system button's font).
        buttonType = d.value("buttonType", readAs: "system") ?? (d.string("buttonType") == nil ? nil : .system)
        states = d.element.children(named: "state")
        let normal = states.first { $0["key"] == "normal" }
        normalState = normal
        title = normal?["title"]
        (image, backgroundImage) = normal.map { normal in
            d.child(normal, as: "state") { state in
                (ImageAttributes(&state, key: "image", configurationKey: "preferredSymbolConfiguration"),
                 ImageAttributes(&state, key: "backgroundImage", configurationKey: nil))
            }
        } ?? (nil, nil)
        contentEdgeInsets = d.inset("contentEdgeInsets")
        configuration = d.element.child("buttonConfiguration", key: "configuration").map {
            d.child($0, as: "configuration", ButtonConfigurationAttributes.init)
        }
    }
}
