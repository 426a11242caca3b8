/// A grid of items in lines (UIKit's `UICollectionViewFlowLayout`): scrolling vertically (the
/// default), each section's items run left to right and wrap into lines below one another, the
/// section's header above them and its footer below; scrolling horizontally, items run top to
/// bottom and wrap into columns side by side, the header to their left and the footer to their
/// right (Apple, `scrollDirection`: "the grid's layout direction").
///
/// Apple (`minimumInteritemSpacing`): the spacing "is used to compute how many items can fit in
/// a single line, but after the number of items is determined, the actual spacing may possibly
/// be adjusted upward": a line's items are spread to both sides of the section's width, and an
/// item alone on its line is centred. Items shorter than their line are centred in it.
public final class CollectionViewFlowLayout {
    /// UIKit's `automaticSize`, for ``estimatedItemSize``: size each cell from its constraints.
    public static let automaticSize = Size(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// The axis the content scrolls along (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable, Hashable, CaseIterable { case vertical, horizontal }

    /// The axis the content scrolls along (UIKit's `scrollDirection`, default vertical).
    public var scrollDirection = ScrollDirection.vertical

    /// The items' size when the delegate gives none (UIKit's default 50 × 50).
    public var itemSize = Size(width: 50, height: 50)
    /// Zero (the default) to use ``itemSize``; ``automaticSize`` (or any other non-zero size) to
    /// size each cell from its content view's constraints (UIKit's `estimatedItemSize`).
    public var estimatedItemSize = Size.zero
    /// The least space between lines (UIKit's default 10).
    public var minimumLineSpacing = 10.0
    /// The least space between items of a line (UIKit's default 10).
    public var minimumInteritemSpacing = 10.0
    /// Space around each section's items (UIKit's `sectionInset`).
    public var sectionInset = EdgeInsets.zero
    /// The size of each section's header and footer (UIKit's `headerReferenceSize`,
    /// `footerReferenceSize`): only the height counts when scrolling vertically (the view is as
    /// wide as the collection view), only the width when scrolling horizontally (as high as it).
    /// Zero: no header or footer.
    public var headerReferenceSize = Size.zero
    public var footerReferenceSize = Size.zero

    public init() {}
}
