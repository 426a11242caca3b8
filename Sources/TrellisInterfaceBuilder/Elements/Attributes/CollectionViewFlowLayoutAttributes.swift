import Trellis

/// What a `<collectionViewFlowLayout key="collectionViewLayout">` states about its
/// `UICollectionViewFlowLayout`: scroll direction, spacings, section inset, item and estimated
/// item sizes, and the header and footer reference sizes (UIKit's defaults where not written:
/// vertical, 10 and 10, no inset, 50 × 50 items, no estimate, no header or footer).
struct CollectionViewFlowLayoutAttributes: ElementAttributes {
    /// UIKit's `scrollDirection`; vertical when not written.
    let scrollDirection: CollectionViewFlowLayout.ScrollDirection
    /// `minimumLineSpacing`; UIKit's 10 when not written.
    let minimumLineSpacing: Double
    /// `minimumInteritemSpacing`; UIKit's 10 when not written.
    let minimumInteritemSpacing: Double
    /// `<inset key="sectionInset">`; none when not written.
    let sectionInset: EdgeInsets
    /// `<size key="itemSize">`, nil when not written (UIKit's default stands).
    let itemSize: Size?
    /// `<size key="estimatedItemSize">`, nil when not written.
    let estimatedItemSize: Size?
    /// `automaticEstimatedItemSize="YES"`: Interface Builder's "Estimate Size: Automatic" (UIKit's
    /// `estimatedItemSize` = `automaticSize`); false when not written.
    let automaticEstimatedItemSize: Bool
    /// Whether the items size themselves (UIKit's `estimatedItemSize` non-zero): an estimated
    /// size written, or the automatic one.
    var sizesItemsThemselves: Bool {
        automaticEstimatedItemSize || estimatedItemSize.map { $0.width != 0 || $0.height != 0 } ?? false
    }
    /// `<size key="headerReferenceSize">`, zero when not written.
    let headerReferenceSize: Size
    /// `<size key="footerReferenceSize">`, zero when not written.
    let footerReferenceSize: Size

    init(_ d: inout AttributeDecoder) {
        scrollDirection = d.value("scrollDirection", Self.scrollDirections, readAs: "vertical") ?? .vertical
        minimumLineSpacing = d.number("minimumLineSpacing") ?? 10
        minimumInteritemSpacing = d.number("minimumInteritemSpacing") ?? 10
        sectionInset = d.inset("sectionInset") ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        itemSize = d.size("itemSize")
        estimatedItemSize = d.size("estimatedItemSize")
        automaticEstimatedItemSize = d.flag("automaticEstimatedItemSize")
        headerReferenceSize = d.size("headerReferenceSize") ?? Size(width: 0, height: 0)
        footerReferenceSize = d.size("footerReferenceSize") ?? Size(width: 0, height: 0)
    }

    /// Interface Builder's names of UIKit's scroll directions.
    static let scrollDirections: [String: CollectionViewFlowLayout.ScrollDirection] = ["vertical": .vertical, "horizontal": .horizontal]
}
