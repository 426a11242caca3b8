/// What an `<imageView>` states about its `UIImageView`: its image's name (`image`, or Xcode 16's
/// `<imageReference key="image" image=… symbolScale=…>`) with that reference and its
/// `<preferredSymbolConfiguration>` (the image's size comes from `<resources>`,
/// ``SceneBuilder/image(named:reference:configuration:pointSize:)``).
struct ImageViewAttributes: ElementAttributes {
    /// The image's name, nil without an image.
    let imageName: String?
    /// The `<imageReference key="image">`, nil when not written.
    let imageReference: XMLTree?
    /// The `<preferredSymbolConfiguration key="preferredSymbolConfiguration">`, nil when not written.
    let symbolConfiguration: XMLTree?

    init(_ d: inout AttributeDecoder) {
        imageReference = d.element.child("imageReference", key: "image")
        imageName = d.string("image") ?? imageReference?["image"]
        symbolConfiguration = d.element.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration")
    }
}
