import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// ``CanvasRule/detailButtonGap32``: in Xcode 9–10 (toolsVersion 13000–14799) a cell's content
/// view beside a detail button is the side margin + 32 narrower than the cell; from Xcode 11 on
/// the side margin + 24 (UIKit's, ``TableViewCell/AccessoryType/width(sideMargin:)``). Over the
/// three corpora the rule decides 11 elements of 2 documents of 2 projects, 8 within (all 11
/// widths right; 3 labels off by their text height), none within without it: owncloud CustomCellFileAndDirectory.xib (13196,
/// content view stored 47 narrower than its 375-point cell: 6 elements, corpus-current +6 not
/// flagged) and ooyala DownloadToOwnSampleApp Main (14313, 52 narrower in a 1024-point iPad table;
/// flagged: +2 of all documents, the pair's flagged B +2).
struct DetailButtonGapTests {
    /// A plain prototype table `width` points wide on `device` whose one cell has a detail button
    /// and a label pinned to its content view's trailing margin.
    static func document(toolsVersion: String, width: Double, device: String) throws -> IBDocument {
        try CanvasRuleTests.storyboard("""
            <scene sceneID="s1"><objects>
                <tableViewController id="vc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="75" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="667"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="detailButton" indentationWidth="10" reuseIdentifier="c" rowHeight="75" id="cell">
                                <rect key="frame" x="0.0" y="28" width="\(width)" height="75"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width - 48)" height="74.5"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """, toolsVersion: toolsVersion, device: device)
    }

    @Test func xcode9And10LeaveTheSideMarginPlus32() throws {
        // owncloud's case: 375 − (16 + 32) = 327 (stored 328, 13196).
        let phone = try Self.document(toolsVersion: "13196", width: 375, device: "retina4_7").layout(storedRootSize: true)
        #expect(phone.frame(of: "content")?.width == 327)
        // ooyala's: a 1024-point iPad table, side margin 20: 1024 − 52 = 972 (stored 972, 14313).
        let iPad = try Self.document(toolsVersion: "14313", width: 1024, device: "ipad9_7").layout(storedRootSize: true)
        #expect(iPad.frame(of: "content")?.width == 972)
    }

    @Test func xcode11AndLaterLeaveTheSideMarginPlus24() throws {
        // 375 − (16 + 24) = 335, whatever is stored (nRF Connect Device Manager, 24765, stores
        // 335); Xcode 11's betas (14868) draw Xcode 11's canvas.
        for version in ["14868", "15000", "23504"] {
            let layout = try Self.document(toolsVersion: version, width: 375, device: "retina4_7").layout(storedRootSize: true)
            #expect(layout.frame(of: "content")?.width == 335, "toolsVersion \(version)")
        }
    }

    @Test(.needsCorpus(.current))
    func owncloudFileCell() throws {
        let layout = try Corpus.current.layout("owncloud__ios__Owncloud_iOs_Client__Cells__CustomCell__CustomCellFileAndDirectory.xib")
        // Stored (0, 0, 328, 74.5); the side margin + 32 gives 327, within the point.
        #expect(layout.frame(of: "kmb-eZ-RnB") == Rect(x: 0, y: 0, width: 327, height: 74.5))
    }
}
