import Trellis

/// Builders shared by the collection view tests.
@MainActor
enum CollectionViewFixture {
    /// An iPhone 8 window holding a collection view at `frame` (the window's bounds when `nil`)
    /// whose `layout` places the cells and section headers and footers of `dataSource`
    /// (registered as `item` and as their kinds), its content insets not adjusted; laid out once.
    static func collection(_ dataSource: some CollectionViewDataSource, layout: CollectionViewFlowLayout,
                           frame: Rect? = nil) -> (Window, CollectionView) {
        let window = LayoutFixture.window("retina4_7")
        let view = CollectionView(frame: frame ?? window.bounds, collectionViewLayout: layout)
        view.contentInsetAdjustmentBehavior = .never
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            view.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        view.dataSource = dataSource
        window.addSubview(view)
        window.layoutIfNeeded()
        return (window, view)
    }
}
