import Foundation
import Testing
@testable import Trellis

/// A flow layout scrolling horizontally (items fill columns top to bottom, columns run left to
/// right, a section's header to their left and its footer to their right) and section headers
/// and footers from the data source. Frames follow from the layout rules: each line is filled
/// by the minimum spacing, then spread to both sides; a lone item is centred.
@MainActor
struct FlowDirectionAndSupplementaryTests {
    final class Sections: CollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        }
    }

    /// 80 × 50 items in a 200-point-high view with insets of 10 above and below: columns have 180
    /// points, three items fit (150 + two 10-point gaps), spread to gaps of 15 (y 10, 75, 140).
    /// The header is 30 wide (its reference height does not count), the section's left inset 16:
    /// the first column at x 46, the next 80 + 10 further; the seventh item alone in the third
    /// column, centred at y 75. The right inset 16 and the 20-point footer end the content at 342.
    @Test func horizontalScrollingFillsColumns() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = Size(width: 80, height: 50)
        layout.sectionInset = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        layout.headerReferenceSize = Size(width: 30, height: 999)
        layout.footerReferenceSize = Size(width: 20, height: 0)
        let (window, view) = CollectionViewFixture.collection(Sections([7]), layout: layout, frame: Rect(x: 0, y: 0, width: 375, height: 200))
        withExtendedLifetime(window) {
            #expect(view.visibleCells.map(\.frame.origin) == [
                Point(x: 46, y: 10), Point(x: 46, y: 75), Point(x: 46, y: 140),
                Point(x: 136, y: 10), Point(x: 136, y: 75), Point(x: 136, y: 140),
                Point(x: 226, y: 75)])
            #expect(view.visibleCells.allSatisfy { $0.frame.size == Size(width: 80, height: 50) })
            let first = IndexPath(item: 0, section: 0)
            #expect(view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: first)?.frame
                    == Rect(x: 0, y: 0, width: 30, height: 200))
            #expect(view.supplementaryView(forElementKind: CollectionView.elementKindSectionFooter, at: first)?.frame
                    == Rect(x: 322, y: 0, width: 20, height: 200))
            #expect(view.contentSize == Size(width: 342, height: 200))
        }
    }

    /// Vertical scrolling, two sections with 40-point headers and 20-point footers, 100-point
    /// items, insets of 16 at the sides (343 across): section 0's three items spread at x 16,
    /// 137.5, 259 below its header; section 1 starts at 160 (40 + 100 + 20), its lone item
    /// centred at 137.5, 200 down; the content ends after its footer at 320.
    @Test func headersAndFootersFrameEachSection() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.sectionInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        layout.headerReferenceSize = Size(width: 0, height: 40)
        layout.footerReferenceSize = Size(width: 0, height: 20)
        let sections = Sections([3, 1])   // a data source is held weakly, as in UIKit
        let (window, view) = CollectionViewFixture.collection(sections, layout: layout, frame: Rect(x: 0, y: 0, width: 375, height: 667))
        withExtendedLifetime((window, sections)) {
            #expect(view.visibleCells.map(\.frame.origin) == [Point(x: 16, y: 40), Point(x: 137.5, y: 40), Point(x: 259, y: 40),
                                                              Point(x: 137.5, y: 200)])
            func frame(_ kind: String, _ section: Int) -> Rect? {
                view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?.frame
            }
            #expect(frame(CollectionView.elementKindSectionHeader, 0) == Rect(x: 0, y: 0, width: 375, height: 40))
            #expect(frame(CollectionView.elementKindSectionFooter, 0) == Rect(x: 0, y: 140, width: 375, height: 20))
            #expect(frame(CollectionView.elementKindSectionHeader, 1) == Rect(x: 0, y: 160, width: 375, height: 40))
            #expect(frame(CollectionView.elementKindSectionFooter, 1) == Rect(x: 0, y: 300, width: 375, height: 20))
            #expect(view.contentSize == Size(width: 375, height: 320))
            // Reloading hands the same header views out again (reuse by kind and identifier).
            let header = view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            view.reloadData()
            view.layoutIfNeeded()
            let again = [0, 1].compactMap { view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: $0)) }
            #expect(again.contains { $0 === header })
        }
    }
}
