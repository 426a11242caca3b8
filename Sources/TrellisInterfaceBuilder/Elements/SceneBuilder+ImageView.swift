import Trellis

extension SceneBuilder {
    /// `<imageView>`: `UIImageView` with the image's size from `<resources>`.
    func readImageView(_ e: XMLTree, id: String) -> ImageView {
        let iv = ImageView()
        if let name = e["image"] {
            if let size = document.images[name] { iv.image = Image(name: name, size: size) } else {
                result.diagnostics.append(Diagnostic(.warning, "unknown-image", "image '\(name)' has no size in <resources>", ids: [id]))
            }
        }
        return iv
    }
}
