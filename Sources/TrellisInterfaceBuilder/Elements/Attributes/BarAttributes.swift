import Trellis

/// What a `<toolbar>` (``ToolbarAttributes``) or a `<tabBar>` (``TabBarAttributes``) states about
/// its `UIToolbar` or `UITabBar`: its items (``BarItemAttributes``; a toolbar's
/// `<barButtonItem>`s, spaces included, a tab bar's `<tabBarItem>`s) and whether it is translucent
/// (`translucent="NO"`: opaque). A tab bar's are read for a tab bar in a view and for a tab bar
/// controller's own bar.
struct BarAttributes<Bar: BarElement>: ElementAttributes {
    /// The items, in order.
    let items: [BarItemAttributes]
    /// UIKit's `isTranslucent`: true unless `translucent="NO"`.
    let isTranslucent: Bool

    /// The items' values Interface Builder does not write are the bar's, named by the item's id
    /// (`barButtonItem[abc-12-xyz].width`; by its place, from 1, when it has none): a malformed
    /// `width` is read as 0 and reported.
    init(_ d: inout AttributeDecoder) {
        let elements = d.element.child("items")?.children(named: Bar.itemElementName) ?? []
        var items: [BarItemAttributes] = []
        for (index, item) in elements.enumerated() {
            items.append(d.child(item, as: "\(Bar.itemElementName)[\(item["id"] ?? String(index + 1))]") { BarItemAttributes(&$0) })
        }
        self.items = items
        isTranslucent = d.flag("translucent", default: true)
    }
}

/// What a `<toolbar>` states about its `UIToolbar`.
typealias ToolbarAttributes = BarAttributes<Toolbar>
/// What a `<tabBar>` states about its `UITabBar`.
typealias TabBarAttributes = BarAttributes<TabBar>

/// A bar whose items Interface Builder writes in an `<items>` element (``BarAttributes``).
protocol BarElement {
    /// The element name of the bar's items.
    static var itemElementName: String { get }
}

extension Toolbar: BarElement {
    static var itemElementName: String { "barButtonItem" }
}

extension TabBar: BarElement {
    static var itemElementName: String { "tabBarItem" }
}
