/// A view a collection view places and reuses (UIKit's `UICollectionReusableView`): a section's
/// header or footer, and the superclass of ``CollectionViewCell``.
open class CollectionReusableView: View {
    /// The identifier the view was dequeued under (UIKit's `reuseIdentifier`).
    public internal(set) var reuseIdentifier: String?
    /// The kind and identifier it was registered under, for reuse.
    var reuseKey: String?

    /// A view (``CollectionView`` makes registered classes with it).
    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A view with the reuse identifier a storyboard or nib gives it (its `reuseIdentifier`
    /// attribute: UIKit's nib loading sets it, as dequeuing does).
    public convenience init(reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before the collection view hands the view out again (UIKit's `prepareForReuse()`).
    /// The default does nothing.
    open func prepareForReuse() {}
}
