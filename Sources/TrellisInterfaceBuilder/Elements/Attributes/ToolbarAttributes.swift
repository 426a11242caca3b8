/// What a `<toolbar>` states about its `UIToolbar`: its `<barButtonItem>`s (``BarItemAttributes``,
/// spaces included) and whether it is translucent (`translucent="NO"`: opaque).
struct ToolbarAttributes: ElementAttributes {
    /// The items, in order.
    let items: [BarItemAttributes]
    /// UIKit's `isTranslucent`: true unless `translucent="NO"`.
    let isTranslucent: Bool

    init(_ d: inout AttributeDecoder) {
        var items: [BarItemAttributes] = []
        for item in d.element.child("items")?.children(named: "barButtonItem") ?? [] {
            var decoder = AttributeDecoder(item, traits: d.traits)
            items.append(BarItemAttributes(&decoder))
        }
        self.items = items
        isTranslucent = d.flag("translucent", default: true)
    }
}
