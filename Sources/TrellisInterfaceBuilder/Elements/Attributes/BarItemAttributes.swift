/// What a `<tabBarItem>` or `<barButtonItem>` states about its `UIBarItem`: its title, its image
/// or system item's name, and whether it is a space (`systemItem="flexibleSpace"` or
/// `"fixedSpace"`, which a toolbar's picture leaves out). Tab and tool bars are read as their
/// items (``SceneBuilder/tabBar(_:)``, ``SceneBuilder/toolbar(_:)``).
struct BarItemAttributes: ElementAttributes {
    /// UIKit's `title`.
    let title: String?
    /// The image's name, or the system item's (`systemItem`).
    let imageName: String?
    /// A flexible or fixed space.
    let isSpace: Bool

    init(_ d: inout AttributeDecoder) {
        title = d.string("title")
        let systemItem = d.string("systemItem")
        imageName = d.string("image") ?? systemItem
        isSpace = systemItem == "flexibleSpace" || systemItem == "fixedSpace"
    }
}
