/// What an `<imageView>` states about its `UIImageView`: its image (``ImageAttributes``: its
/// name, `image` or Xcode 16's `<imageReference key="image">`, and its
/// `<preferredSymbolConfiguration>`; the image's size comes from `<resources>`,
/// ``SceneBuilder/image(_:pointSize:)``).
struct ImageViewAttributes: ElementAttributes {
    /// The image, nil without one.
    let image: ImageAttributes?

    init(_ d: inout AttributeDecoder) {
        image = ImageAttributes(&d, key: "image", configurationKey: "preferredSymbolConfiguration")
    }
}
