#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a collection view shows (UIKit's `UICollectionViewDataSource`).
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of an item, usually from ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}

/// Per-item and per-section sizes of a flow layout (UIKit's `UICollectionViewDelegateFlowLayout`);
/// every method is optional and defaults to the layout's properties.
public protocol CollectionViewDelegateFlowLayout: AnyObject {
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> Size
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, insetForSectionAt section: Int) -> EdgeInsets
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> Size { layout.itemSize }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, insetForSectionAt section: Int) -> EdgeInsets { layout.sectionInset }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double { layout.minimumLineSpacing }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double { layout.minimumInteritemSpacing }
}
