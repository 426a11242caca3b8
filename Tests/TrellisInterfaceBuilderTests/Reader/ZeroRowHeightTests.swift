import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// A cell's `rowHeight="0.0"` is a row 0 points high, as `UITableView` draws a row whose height
/// is 0 (only `-1`, `UITableView.automaticDimension`, is automatic). Every such cell of the three
/// shared corpora is stored 0 high, with the rows below it at its top: Appboy
/// ABKContentCardsStoryboard and ABKContentCardsCustomStoryboard (17701, `ABKControlCardCell`
/// stored at y 766.5, 0 high) and ivpn Main.storyboard (23504, a static row stored 1.2e-7 high,
/// the four rows below it 43.5 higher than an automatic row would put them). Trellis read 0 as
/// automatic and drew a 43.5-point row: with the height read, the corpora gain 2 elements of
/// documents not flagged (Appboy) and 11 of all documents (Appboy 2 + 2, ivpn 7).
struct ZeroRowHeightTests {
    /// A prototype cell `id` with `rowHeight` (nil: none written, the table's automatic row)
    /// stored at `y`, `height` high, its content view `<id>-content`.
    static func cell(_ id: String, rowHeight: String?, y: Double, height: Double) -> String {
        """
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(id)" \(rowHeight.map { #"rowHeight="\#($0)""# } ?? "") id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="375" height="\(height)"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(id)" id="\(id)-content">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                <autoresizingMask key="autoresizingMask"/>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// Appboy's structure (17701, iPhone 8 canvas): a plain prototype table whose first row
    /// (100) sits under the empty 28-point header, a row of height 0, and an automatic row.
    static func document(zeroRow: String) throws -> IBDocument {
        let scene = """
        <scene sceneID="s-tvc"><objects>
            <tableViewController id="tvc" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <prototypes>
                        \(cell("first", rowHeight: "100", y: 28, height: 100))
                        \(cell("zero", rowHeight: zeroRow, y: 128, height: 0))
                        \(cell("after", rowHeight: nil, y: 128, height: 44))
                    </prototypes>
                </tableView>
            </tableViewController>
        </objects></scene>
        """
        return try IBDocument(data: DocumentFixture.storyboard(scene, toolsVersion: "17701", device: "retina4_7"))
    }

    @Test func aZeroRowHeightIsARowZeroHigh() throws {
        let layout = try Self.document(zeroRow: "0.0").layout(storedRootSize: true)
        #expect(layout.frame(of: "first") == Rect(x: 0, y: 28, width: 375, height: 100))
        // 0 high at the first row's bottom, its content view too, as Appboy stores them.
        #expect(layout.frame(of: "zero") == Rect(x: 0, y: 128, width: 375, height: 0))
        #expect(layout.frame(of: "zero-content") == Rect(x: 0, y: 0, width: 375, height: 0))
        // The automatic row below starts where the zero row does (43.5 from Xcode 11: 17701).
        #expect(layout.frame(of: "after") == Rect(x: 0, y: 128, width: 375, height: 43.5))
    }

    @Test func minusOneIsStillAutomatic() throws {
        // `rowHeight="-1"` on the cell is UITableView.automaticDimension: a 43.5-point row.
        let layout = try Self.document(zeroRow: "-1").layout(storedRootSize: true)
        #expect(layout.frame(of: "zero") == Rect(x: 0, y: 128, width: 375, height: 43.5))
        #expect(layout.frame(of: "after") == Rect(x: 0, y: 171.5, width: 375, height: 43.5))
    }

    @Test(.needsCorpus(.current))
    func appboyControlCardCellIsZeroHigh() throws {
        let layout = try Corpus.current.layout("Appboy__appboy-ios-sdk__Example__Stopwatch__Resources__ABKContentCardsStoryboard.storyboard")
        #expect(layout.frame(of: "PLR-fM-stV") == Rect(x: 0, y: 766.5, width: 375, height: 0))
        #expect(layout.frame(of: "RF0-pj-4Y8") == Rect(x: 0, y: 0, width: 375, height: 0))
    }
}
