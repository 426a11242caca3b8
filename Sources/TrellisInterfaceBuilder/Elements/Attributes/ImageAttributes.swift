/// An image an element names — an image view's, a button state's image or background image, a
/// button configuration's — with its SF Symbol configuration: the name (`image=…`, or Xcode
/// 16's `<imageReference key=… image=… symbolScale=…>`), the point size of its
/// `<preferredSymbolConfiguration pointSize=… scale=…>` and the symbol scale (the reference's,
/// else the configuration's). Its size comes from `<resources>`
/// (``SceneBuilder/image(_:pointSize:)``).
struct ImageAttributes: Equatable {
    /// The image's name.
    let name: String
    /// The symbol configuration's point size, nil when none is written.
    let symbolPointSize: Double?
    /// The symbol scale (`small`, `medium`, `large`, `default`, `unspecified`), nil when none is
    /// written or the name is not one of those.
    let symbolScale: String?

    /// The symbol scales Interface Builder writes.
    static let symbolScales: [String: String] = Dictionary(uniqueKeysWithValues: ["small", "medium", "large", "default", "unspecified"].map { ($0, $0) })
}

extension ImageAttributes {
    /// The image `key` of `d`'s element (its attribute, or its `<imageReference key=…>`) with the
    /// `<preferredSymbolConfiguration key=…>` named `configurationKey`; nil when it names none.
    init?(_ d: inout AttributeDecoder, key: String, configurationKey: String?) {
        let reference = d.element.child("imageReference", key: key)
        guard let name = d.element[key] ?? reference?["image"] else { return nil }
        self.name = name
        let configuration = configurationKey.flatMap { d.element.child("preferredSymbolConfiguration", key: $0) }
        symbolPointSize = d.number("\(configurationKey ?? "").pointSize", value: configuration?["pointSize"])
        let scale = reference?["symbolScale"] ?? configuration?["scale"]
        symbolScale = d.value("\(key).symbolScale", of: scale, Self.symbolScales, readAs: "medium")
    }
}
