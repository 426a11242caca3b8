/// What a `<tabBar>` states about its `UITabBar`: its `<tabBarItem>`s (``BarItemAttributes``) and
/// whether it is translucent (`translucent="NO"`: opaque). Read for a tab bar in a view and for a
/// tab bar controller's own bar.
struct TabBarAttributes: ElementAttributes {
    /// The items, in order.
    let items: [BarItemAttributes]
    /// UIKit's `isTranslucent`: true unless `translucent="NO"`.
    let isTranslucent: Bool

    init(_ d: inout AttributeDecoder) {
        var items: [BarItemAttributes] = []
        for item in d.element.child("items")?.children(named: "tabBarItem") ?? [] {
            var decoder = AttributeDecoder(item, traits: d.traits)
            items.append(BarItemAttributes(&decoder))
        }
        self.items = items
        isTranslucent = d.flag("translucent", default: true)
    }
}
