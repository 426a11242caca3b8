/// A grid of items in lines (UIKit's `UICollectionViewFlowLayout`, vertical scrolling): each
/// section's items run left to right and wrap into lines below one another.
///
/// Apple (`minimumInteritemSpacing`): the spacing "is used to compute how many items can fit in
/// a single line, but after the number of items is determined, the actual spacing may possibly
/// be adjusted upward": a line's items are spread to both sides of the section's width, and an
/// item alone on its line is centred. Items shorter than their line are centred in it.
public final class CollectionViewFlowLayout {
    /// UIKit's `automaticSize`, for ``estimatedItemSize``: size each cell from its constraints.
    public static let automaticSize = Size(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

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
    /// The height of each section's header and footer (UIKit's `headerReferenceSize`,
    /// `footerReferenceSize`; only the height counts when scrolling vertically).
    public var headerReferenceSize = Size.zero
    public var footerReferenceSize = Size.zero

    public init() {}
}
