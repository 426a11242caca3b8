/// What a `<collectionView>` states about its `UICollectionView`: its layout (a
/// `<collectionViewFlowLayout key="collectionViewLayout">`, or another layout class Xcode's canvas
/// cannot run) and its scrolling (``ScrollViewAttributes``). Read by
/// ``SceneBuilder/readCollectionView(_:_:shared:)`` and by the placement of its cells
/// (``SceneBuilder/readCollectionContents(_:collection:id:attributes:stored:)``).
struct CollectionViewAttributes: ElementAttributes {
    /// The layout element of the collection view.
    enum Layout {
        /// A flow layout (its `customClass`, a subclass Xcode's canvas draws as a plain flow layout, ignored).
        case flow(CollectionViewFlowLayoutAttributes)
        /// Another layout: `<collectionViewLayout customClass=…>` (its class name), or no layout element.
        case other(name: String)
    }

    /// Its layout.
    let layout: Layout
    /// Its scrolling, as every scroll view's.
    let scrolling: ScrollViewAttributes

    init(_ d: inout AttributeDecoder) {
        let element = d.element.children.first { $0["key"] == "collectionViewLayout" }
        if let element, element.name == "collectionViewFlowLayout" {
            layout = .flow(d.child(element, as: "collectionViewLayout", CollectionViewFlowLayoutAttributes.init))
        } else {
            layout = .other(name: element?["customClass"] ?? element?.name ?? "no layout")
        }
        scrolling = ScrollViewAttributes(&d)
    }

    /// The flow layout's attributes, nil for another layout.
    var flowLayout: CollectionViewFlowLayoutAttributes? {
        if case let .flow(flow) = layout { return flow }
        return nil
    }
}
