import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// `table.groupedFirstHeader35`: before Xcode 11 the canvas puts the untitled first section of a
/// grouped table 35 points below the table's top (ECSlidingViewController BasicMenu 5056,
/// XLPagerTabStrip Storyboard 14460: 7 elements of 2 projects, all within 1 point) — unless the
/// table has a table header view, which takes the place of that default header (kryptco krypton
/// Team, 14113: first rows at the header view's bottom plus `sectionHeaderHeight`, 10 elements
/// off with the 35, within without it), and not from 14868, the Xcode 11 betas' build
/// (FrameGrabber Settings: first row at its `sectionHeaderHeight` of 18).
struct GroupedFirstHeaderTests {
    /// A static grouped table view controller (`sectionHeaderHeight` 18) whose untitled first
    /// section holds one 44-point row "row", with a table header view `headerHeight` high when
    /// given, saved by `toolsVersion`.
    static func document(toolsVersion: String, headerHeight: Double?) throws -> IBDocument {
        let header = headerHeight.map { h in
            """
            <view key="tableHeaderView" contentMode="scaleToFill" id="header">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(h)"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            """
        } ?? ""
        let rowY = (headerHeight ?? 0) + 35
        let scene = """
        <scene sceneID="s-tvc"><objects>
            <tableViewController id="tvc" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    \(header)
                    <sections>
                        <tableViewSection id="section">
                            <cells>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="row">
                                    <rect key="frame" x="0.0" y="\(rowY)" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="row" id="row-content">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                    </sections>
                </tableView>
            </tableViewController>
        </objects></scene>
        """
        return try IBDocument(data: DocumentFixture.storyboard(scene, toolsVersion: toolsVersion, device: "retina4_7"))
    }

    @Test func untitledFirstSectionIs35BelowTheTopBeforeXcode11() throws {
        // XLPagerTabStrip's case (14460): no table header view, the row at 35.
        let layout = try Self.document(toolsVersion: "14460.31", headerHeight: nil).layout(storedRootSize: true)
        #expect(layout.frame(of: "row") == Rect(x: 0, y: 35, width: 375, height: 44))
    }

    @Test func aTableHeaderViewTakesThePlaceOfThe35() throws {
        // krypton Team's structure (14113): a 190-point header view; the row below it at the
        // header's bottom plus the sectionHeaderHeight (18 here), not 190 + 35.
        let layout = try Self.document(toolsVersion: "14113", headerHeight: 190).layout(storedRootSize: true)
        #expect(layout.frame(of: "header") == Rect(x: 0, y: 0, width: 375, height: 190))
        #expect(layout.frame(of: "row") == Rect(x: 0, y: 208, width: 375, height: 44))
    }

    @Test func xcode11BetasGiveTheSectionHeaderHeight() throws {
        // FrameGrabber Settings' case (14868): the row at its sectionHeaderHeight of 18, as from
        // Xcode 11.0 (15400) on.
        for version in ["14868", "15400"] {
            let layout = try Self.document(toolsVersion: version, headerHeight: nil).layout(storedRootSize: true)
            #expect(layout.frame(of: "row")?.minY == 18, "toolsVersion \(version)")
        }
    }

    @Test func theRuleStatesItsNarrowedRange() {
        #expect(CanvasRule.groupedFirstHeader35.applies(to: ToolsVersion("14460.31")))
        #expect(!CanvasRule.groupedFirstHeader35.applies(to: ToolsVersion(14868)))
        #expect(CanvasRule.groupedFirstHeader35.condition.contains("without a table header view"))
    }
}
