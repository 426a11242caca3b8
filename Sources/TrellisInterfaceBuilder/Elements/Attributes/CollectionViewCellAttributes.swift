/// What a `<collectionViewCell>` states about its `UICollectionViewCell`: its reuse identifier
/// and its content view (`<view key="contentView">` or `<collectionViewCellContentView
/// key="contentView">`), which fills it. Its size is its stored frame's (``ViewAttributes``).
struct CollectionViewCellAttributes: ElementAttributes {
    /// UIKit's `reuseIdentifier`.
    let reuseIdentifier: String?
    /// The document id of the cell's content view.
    let contentViewID: String?

    init(_ d: inout AttributeDecoder) {
        reuseIdentifier = d.string("reuseIdentifier")
        contentViewID = d.element.children.first { $0["key"] == "contentView" }.flatMap(SceneBuilder.documentID(of:))
    }
}
