/// What a `<collectionReusableView>` states about its `UICollectionReusableView`: its reuse
/// identifier and whether it is a section's header or footer (`key="sectionHeaderView"`,
/// `"sectionFooterView"`, UIKit's `elementKindSectionHeader` and `…Footer`).
struct CollectionReusableViewAttributes: ElementAttributes {
    /// The supplementary view's role in its section.
    enum Role: String { case sectionHeaderView, sectionFooterView }

    /// UIKit's `reuseIdentifier`.
    let reuseIdentifier: String?
    /// Header or footer; nil for a reusable view in another place.
    let role: Role?

    init(_ d: inout AttributeDecoder) {
        reuseIdentifier = d.string("reuseIdentifier")
        role = d.string("key").flatMap(Role.init(rawValue:))
    }
}
