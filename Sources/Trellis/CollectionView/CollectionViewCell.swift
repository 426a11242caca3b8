/// An item of a collection view (UIKit's `UICollectionViewCell`): put subviews in
/// ``contentView``, which fills the cell.
open class CollectionViewCell: View {
    /// The view to add content to (UIKit's `contentView`).
    public let contentView = View()
    /// The identifier the cell was dequeued under (UIKit's `reuseIdentifier`).
    public internal(set) var reuseIdentifier: String?

    /// A cell (``CollectionView`` makes registered classes with it).
    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        simulatedSafeAreaInsets = .zero
        addSubview(contentView)
    }

    /// Called before the collection view hands the cell out again (UIKit's `prepareForReuse()`).
    open func prepareForReuse() {}
}
