/// What a `<navigationBar>` states about its `UINavigationBar`: its top item's title (the last
/// `<navigationItem>` of its `<items>`), `prefersLargeTitles` (`largeTitles="YES"`) and whether
/// it is translucent (`translucent="NO"`: opaque). Read for a bar in a view and for a navigation
/// controller's own bar.
struct NavigationBarAttributes: ElementAttributes {
    /// The top item's title.
    let title: String?
    /// UIKit's `prefersLargeTitles`.
    let prefersLargeTitles: Bool
    /// UIKit's `isTranslucent`: true unless `translucent="NO"`.
    let isTranslucent: Bool

    init(_ d: inout AttributeDecoder) {
        title = d.element.child("items")?.children(named: "navigationItem").last?["title"]
        prefersLargeTitles = d.flag("largeTitles")
        isTranslucent = d.flag("translucent", default: true)
    }
}
