import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// A flow layout with self-sizing items (`automaticEstimatedItemSize="YES"`) centres a last line
/// of one item below other lines, room for a second or not; a fixed-size flow layout starts it at
/// the inset. Shape of twostraws Unwrap Main.storyboard (toolsVersion 21507): a 375-wide
/// collection view, a 375 × 200 cell, then a 60 × 60 one stored at x (375 − 60) / 2 = 157.5,
/// y 200 + 10 = 210.
struct CollectionViewSelfSizingTests {
    private func layout(automatic: Bool, cells sizes: [(String, Double, Double)]) throws -> IBLayout {
        let cells = sizes.map { id, width, height in DocumentFixture.collectionViewCell(id, frame: (0, 0, width, height)) }.joined(separator: "\n")
        let collection = """
        <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="collection">
            <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
            <collectionViewFlowLayout key="collectionViewLayout"\(automatic ? #" automaticEstimatedItemSize="YES""# : "") minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                <size key="itemSize" width="128" height="128"/>
                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
            </collectionViewFlowLayout>
            <cells>\(cells)</cells>
        </collectionView>
        """
        return try IBDocument(data: DocumentFixture.xib(collection, constraints: DocumentFixture.pin("collection", to: "root"),
                                                        size: #"width="375" height="600""#, toolsVersion: "21507"))
            .layout(storedRootSize: true)
    }

    @Test func selfSizingLoneLastItemBelowOtherLinesIsCentred() throws {
        // (375 − 60) / 2 = 157.5 across; 200 + 10 down.
        try layout(automatic: true, cells: [("wide", 375, 200), ("badge", 60, 60)])
            .expectFrames(["wide": Rect(x: 0, y: 0, width: 375, height: 200),
                           "badge": Rect(x: 157.5, y: 210, width: 60, height: 60)])
    }

    @Test func fixedSizeLoneLastItemStartsAtTheInset() throws {
        // nRF Mesh Groups (24128): without an estimated size the same line starts at x 0.
        try layout(automatic: false, cells: [("wide", 375, 200), ("badge", 60, 60)])
            .expectFrames(["badge": Rect(x: 0, y: 210, width: 60, height: 60)])
    }

    @Test func selfSizingOnlyLineStartsAtTheInset() throws {
        // Orbot, breadwallet, esp-rainmaker, bittr, SmartWallet: a self-sizing item alone in the
        // section, with room for a second, stays at the inset, x 0.
        try layout(automatic: true, cells: [("badge", 60, 60)])
            .expectFrames(["badge": Rect(x: 0, y: 0, width: 60, height: 60)])
    }
}
