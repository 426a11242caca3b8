import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// ``CanvasRule/subtitleRowFontsUnsettled`` on a document of its own: an automatic
/// subtitle-style prototype row on an iPhone 8 canvas (Xcode 14, toolsVersion 21507, as twostraws
/// Unwrap Main.storyboard), stored 57.5 high as Unwrap stores its Body / Caption1 rows.
struct SubtitleRowFontsUnsettledTests {
    static func document(title: String, detail: String, rowHeight: Double = 57.5) throws -> IBDocument {
        try CanvasRuleTests.storyboard("""
            <scene sceneID="s1"><objects>
                <tableViewController id="vc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="title" detailTextLabel="detail" style="IBUITableViewCellStyleSubtitle" id="cell">
                                <rect key="frame" x="0.0" y="50" width="375" height="\(rowHeight)"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(rowHeight)"/>
                                    <subviews>
                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="title">
                                            <rect key="frame" x="16" y="9" width="33" height="20.5"/>
                                            \(title)
                                        </label>
                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="detail">
                                            <rect key="frame" x="16" y="32.5" width="44" height="14.5"/>
                                            \(detail)
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """, toolsVersion: "21507", device: "retina4_7")
    }

    static let body = #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#
    static let caption1 = #"<fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>"#
    static let system17 = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
    static let system12 = #"<fontDescription key="fontDescription" type="system" pointSize="12"/>"#

    /// Body / Caption1 (Unwrap): the row keeps its stored 57.5 (Trellis's 55.5 would be 2 short)
    /// and the cell is named in one `canvas-unknown` warning.
    @Test func textStyleLabelsKeepTheStoredRowAndSaySo() throws {
        let layout = try Self.document(title: Self.body, detail: Self.caption1).layout(storedRootSize: true)
        #expect(layout.frame(of: "cell") == Rect(x: 0, y: 50, width: 375, height: 57.5))
        let unknown = layout.diagnostics.filter { $0.kind == CanvasRule.unknownKind }
        #expect(unknown.map(\.ids) == [["cell"]])
        #expect(unknown.first?.message.contains("table.subtitleRowFontsUnsettled") == true)
    }

    /// Helvetica Neue Bold 14 over Helvetica Neue 13 (passforios, stored 49⅔): kept too.
    @Test func aNamedFaceKeepsTheStoredRow() throws {
        let layout = try Self.document(title: #"<fontDescription key="fontDescription" name="HelveticaNeue-Bold" family="Helvetica Neue" pointSize="14"/>"#,
                                       detail: #"<fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="13"/>"#,
                                       rowHeight: 49.5).layout(storedRootSize: true)
        #expect(layout.frame(of: "cell")?.height == 49.5)
    }

    /// UIKit's own fonts, the system font at 17 / 12: the style's 55.5 (Xcode 11–16.2) whatever
    /// is stored, no warning — the row is not the rule's.
    @Test func systemFonts17And12GiveTheStyles55_5() throws {
        let layout = try Self.document(title: Self.system17, detail: Self.system12).layout(storedRootSize: true)
        #expect(layout.frame(of: "cell")?.height == 55.5)
        #expect(!layout.diagnostics.contains { $0.kind == CanvasRule.unknownKind })
    }

    /// A bold 17-point title is not UIKit's font (its weight differs): the stored 57.5 is kept.
    @Test func aBoldTitleIsNotTheSystemFont() throws {
        let layout = try Self.document(title: #"<fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>"#,
                                       detail: Self.system12).layout(storedRootSize: true)
        #expect(layout.frame(of: "cell")?.height == 57.5)
    }
}

/// ``CanvasRule/defaultRowLargeTitleUnsettled`` on a document of its own: an automatic
/// default-style prototype row on an iPhone X canvas (toolsVersion 20037, as kaltura OTTSample
/// Main.storyboard), its one-line title as tall as the row, stored 57⅔ high as kaltura stores
/// its 24-point title's row.
struct DefaultRowLargeTitleUnsettledTests {
    static func document(pointSize: Double) throws -> IBDocument {
        try CanvasRuleTests.storyboard("""
            <scene sceneID="s1"><objects>
                <tableViewController id="vc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="title" style="IBUITableViewCellStyleDefault" id="cell">
                                <rect key="frame" x="0.0" y="88.333333969116211" width="375" height="57.666667938232422"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="57.666667938232422"/>
                                    <subviews>
                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="title">
                                            <rect key="frame" x="16" y="0.0" width="343" height="57.666667938232422"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """, toolsVersion: "20037", device: "retina5_9")
    }

    /// A 24-point title (kaltura): the row keeps its stored 57⅔ (Trellis's style height would be
    /// 43⅔ on the 3× grid), with one `canvas-unknown` warning naming the cell.
    @Test func a24PointTitleKeepsTheStoredRowAndSaysSo() throws {
        let layout = try Self.document(pointSize: 24).layout(storedRootSize: true)
        let height = try #require(layout.frame(of: "cell")?.height)
        #expect(abs(height - 57.666667938232422) < 1e-3)
        let unknown = layout.diagnostics.filter { $0.kind == CanvasRule.unknownKind }
        #expect(unknown.map(\.ids) == [["cell"]])
        #expect(unknown.first?.message.contains("table.defaultRowLargeTitleUnsettled") == true)
    }

    /// A 17-point title is UIKit's own size: the style's 43.5 on the 3× grid, 43⅔, whatever is
    /// stored, and no warning.
    @Test func a17PointTitleGivesTheStylesRow() throws {
        let layout = try Self.document(pointSize: 17).layout(storedRootSize: true)
        let height = try #require(layout.frame(of: "cell")?.height)
        #expect(abs(height - 131.0 / 3) < 1e-9)
        #expect(!layout.diagnostics.contains { $0.kind == CanvasRule.unknownKind })
    }
}
