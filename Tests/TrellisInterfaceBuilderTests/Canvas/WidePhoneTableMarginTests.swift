import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// `table.sideMargin20.widePhone`: on a phone canvas 414 points wide in portrait, a table
/// narrower than 390 points gives its cells the 20-point side margins of the wide phone, until
/// Xcode 26 (toolsVersion 32700). espressif esp-rainmaker NodeGrouping.storyboard (23094, iPhone
/// 11 canvas) stores a 20 × 20 image view 16 inside the trailing margin of a 374-point table's
/// cell at x 318 = 374 − 20 − 16 − 20; the same structure in its Settings.storyboard (32700)
/// is at the narrow table's 16. Over the three corpora the rule decides 11 elements of 3
/// documents of 2 projects, all within 1 point with it, none without it.
struct WidePhoneTableMarginTests {
    /// A view controller whose root holds a plain table `tableWidth` wide at x 20 with one
    /// prototype cell, whose 20 × 20 view `mark` sits 16 inside the content view's trailing
    /// margin, centred vertically.
    static func document(toolsVersion: String, device: String, rootWidth: Double, tableWidth: Double) throws -> IBDocument {
        let table = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
            <rect key="frame" x="20" y="100" width="\(tableWidth)" height="500"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" reuseIdentifier="c" rowHeight="60" id="cell">
                    <rect key="frame" x="0.0" y="50" width="\(tableWidth)" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mark">
                                <rect key="frame" x="0.0" y="20" width="20" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="20" id="mark-w"/>
                                    <constraint firstAttribute="height" constant="20" id="mark-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailingMargin" secondItem="mark" secondAttribute="trailing" constant="16" id="mark-trailing"/>
                            <constraint firstItem="mark" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="mark-y"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """
        let constraints = """
        <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t-l"/>
        <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" constant="\(rootWidth - 20 - tableWidth)" id="t-r"/>
        <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t-t"/>
        <constraint firstItem="table" firstAttribute="height" constant="500" id="t-h"/>
        """
        let scene = DocumentFixture.scene(table, constraints: constraints,
                                          rootFrame: #"x="0.0" y="0.0" width="\#(rootWidth)" height="896""#,
                                          extra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#)
        return try IBDocument(data: DocumentFixture.storyboard(scene, toolsVersion: toolsVersion, device: device))
    }

    @Test func aNarrowTableOnA414PointPhoneHasTheWidePhonesMargin() throws {
        // 23094 (Xcode 15), iPhone 11 canvas, a 374-point table: margin 20, x = 374 − 20 − 16 − 20 = 318.
        let xcode15 = try Self.document(toolsVersion: "23094", device: "retina6_1", rootWidth: 414, tableWidth: 374)
            .layout(storedRootSize: true)
        #expect(xcode15.frame(of: "mark") == Rect(x: 318, y: 20, width: 20, height: 20))
        // 32700 (Xcode 26): the narrow table's 16, x = 374 − 16 − 16 − 20 = 322.
        let xcode26 = try Self.document(toolsVersion: "32700", device: "retina6_1", rootWidth: 414, tableWidth: 374)
            .layout(storedRootSize: true)
        #expect(xcode26.frame(of: "mark")?.minX == 322)
    }

    @Test func aNarrowTableOnA375PointPhoneKeeps16() throws {
        // The iPhone 8 canvas is not a wide phone: a 335-point table keeps 16,
        // x = 335 − 16 − 16 − 20 = 283.
        let layout = try Self.document(toolsVersion: "23094", device: "retina4_7", rootWidth: 375, tableWidth: 335)
            .layout(storedRootSize: true)
        #expect(layout.frame(of: "mark")?.minX == 283)
    }

    @Test(.needsCorpus(.current))
    func espressifNodeGroupingCells() throws {
        // The three elements of NodeGrouping.storyboard the rule brought within 1 point.
        let layout = try Corpus.current.layout("espressif__esp-rainmaker-ios__ESPRainMaker__ESPRainMaker__NodeGrouping.storyboard")
        #expect(layout.frame(of: "OUi-eE-cU7") == Rect(x: 318, y: 20, width: 20, height: 20))
        #expect(layout.frame(of: "Is3-uH-Wxi")?.width == 286)
    }
}
