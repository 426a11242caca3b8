import Foundation
import Testing
@testable import Trellis

/// A flow layout's lines: items fit by the minimum spacing, then spread to both sides (Apple:
/// the spacing "may possibly be adjusted upward"), a lone item centred; self-sizing cells sized
/// from their content views' constraints.
@MainActor
struct FlowLayoutTests {
    final class Items: CollectionViewDataSource {
        let sizes: [Size?]
        init(_ sizes: [Size?]) { self.sizes = sizes }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            if let size = sizes[indexPath.item], cell.contentView.subviews.isEmpty {
                let tag = View()
                tag.translatesAutoresizingMaskIntoConstraints = false
                tag.explicitIntrinsicContentSize = size
                cell.contentView.addSubview(tag)
                LayoutConstraint.activate([tag.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 8),
                                           tag.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -8),
                                           tag.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
                                           tag.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -8)])
            }
            return cell
        }
    }

    /// iPhone 8, 100-point items, insets of 16 at the sides (343 points across): three fit a line
    /// (320 with two 10-point gaps), spread to gaps of 21.5; the seventh item is alone and centred.
    @Test func fixedSizeItemsFillLinesEdgeToEdge() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.sectionInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let items = Items(Array(repeating: nil, count: 7))
        let (_, view) = CollectionViewFixture.collection(items, layout: layout)
        withExtendedLifetime(items) {
            #expect(view.visibleCells.map(\.frame.origin) == [
                Point(x: 16, y: 0), Point(x: 137.5, y: 0), Point(x: 259, y: 0),
                Point(x: 16, y: 110), Point(x: 137.5, y: 110), Point(x: 259, y: 110),
                Point(x: 137.5, y: 220)])
            #expect(view.contentSize == Size(width: 375, height: 320))
        }
    }

    /// Self-sizing: tags of 60, 120 and 200 points with 8-point padding make cells 76, 136 and
    /// 216 wide and 46 tall. 76 + 10 + 136 + 10 + 216 = 448 > 343: the first two share a line
    /// (spread: 16 and 223), the third is alone on the next, centred at 79.5, 56 lower.
    @Test func selfSizingCellsTakeTheirContentsSize() {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        layout.sectionInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let items = Items([Size(width: 60, height: 30), Size(width: 120, height: 30), Size(width: 200, height: 30)])
        let (_, view) = CollectionViewFixture.collection(items, layout: layout)
        withExtendedLifetime(items) {
            #expect(view.visibleCells.map(\.frame) == [Rect(x: 16, y: 0, width: 76, height: 46),
                                                       Rect(x: 223, y: 0, width: 136, height: 46),
                                                       Rect(x: 79.5, y: 56, width: 216, height: 46)])
            #expect(view.visibleCells[2].contentView.subviews[0].frame == Rect(x: 8, y: 8, width: 200, height: 30))
        }
    }
}
