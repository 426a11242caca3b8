/// An item of a collection view (UIKit's `UICollectionViewCell`): put subviews in
/// ``contentView``, which fills the cell.
open class CollectionViewCell: CollectionReusableView {
    /// The view to add content to (UIKit's `contentView`).
    public let contentView = View()

    /// A cell (``CollectionView`` makes registered classes with it).
    public required init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        simulatedSafeAreaInsets = .zero
        addSubview(contentView)
    }
}
