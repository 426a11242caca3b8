/// What a `<tabBarItem>` or `<barButtonItem>` states about its `UIBarItem`: its title, its image
/// or system item's name, whether it is a space (`systemItem="flexibleSpace"` or `"fixedSpace"`),
/// and a bar button item's `width` and `style`. Tab and tool bars are read as their items
/// (``SceneBuilder/tabBar(_:)``, ``SceneBuilder/toolbar(_:document:)``).
struct BarItemAttributes: ElementAttributes {
    /// UIKit's `title`.
    let title: String?
    /// The image's name, or the system item's (`systemItem`).
    let imageName: String?
    /// The image's name (`image`) alone.
    let image: String?
    /// The system item's name (`systemItem`: `flexibleSpace`, `fixedSpace`, `add`, …).
    let systemItem: String?
    /// UIKit's `UIBarButtonItem.width` (a fixed space's width); 0 when not written or not a
    /// finite number (`nan`, `inf`: reported, ``AttributeDecoder/finiteNumber(_:)``).
    let width: Double
    /// `style="done"` (UIKit's `UIBarButtonItem.Style.done`); `plain` and the deprecated
    /// `bordered` draw a plain title.
    let isDone: Bool

    init(_ d: inout AttributeDecoder) {
        title = d.string("title")
        systemItem = d.string("systemItem")
        image = d.string("image")
        imageName = image ?? systemItem
        width = d.finiteNumber("width") ?? 0
        isDone = d.value("style", ["plain": false, "bordered": false, "done": true], readAs: "plain") ?? false
    }
}
