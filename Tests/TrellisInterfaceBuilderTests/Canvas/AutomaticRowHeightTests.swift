import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// How Xcode's canvas sizes a row of automatic height (`rowHeight="-1"`,
/// `UITableView.automaticDimension`) beyond the style's height (`table.automaticRow43_5`):
///
/// * ``CanvasRule/automaticRowFitting``: the row takes its content's compressed fitting height,
///   as UIKit's self-sizing does (`systemLayoutSizeFitting` toward
///   `layoutFittingCompressedSize`), and the style's height only where the content sets none.
///   kaltura OTTSample Main.storyboard (20037) stores a row whose switch is held `≥ 5` from the
///   content view's top and bottom 41⅓ high, where the style's 43.5 would be.
/// * ``CanvasRule/automaticRowOnPixelGrid``: the style's height is rounded up to the device's
///   pixel grid, 43⅔ on a 3× canvas (tinode Main.storyboard and 8 other projects store every
///   such row 43⅔; none 43.5 or 43⅓).
struct AutomaticRowHeightTests {
    /// A view controller whose root is filled by a plain table at y 0 with three automatic
    /// prototype rows: "r0" and "r2" are empty; "r1" holds a 31-point view "box" centred
    /// vertically and held by inequalities only, `top ≥ 5` and `bottom ≥ 5`
    /// (as kaltura's switch `6uN-0P-Xzf`).
    static func document(device: String, toolsVersion: String = "23727") throws -> IBDocument {
        func cell(_ id: String, y: Double, content: String = "", constraints: String = "") -> String {
            """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" reuseIdentifier="\(id)" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="375" height="43.5"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-content">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                    <autoresizingMask key="autoresizingMask"/>
                    \(content.isEmpty ? "" : "<subviews>\(content)</subviews>")
                    \(constraints.isEmpty ? "" : "<constraints>\(constraints)</constraints>")
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        let box = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="162" y="5" width="51" height="31"/>
                <constraints>
                    <constraint firstAttribute="width" constant="51" id="box-w"/>
                    <constraint firstAttribute="height" constant="31" id="box-h"/>
                </constraints>
            </view>
            """
        let boxConstraints = """
            <constraint firstItem="box" firstAttribute="top" relation="greaterThanOrEqual" secondItem="r1-content" secondAttribute="top" constant="5" id="box-t"/>
            <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="box" secondAttribute="bottom" constant="5" id="box-b"/>
            <constraint firstItem="box" firstAttribute="centerY" secondItem="r1-content" secondAttribute="centerY" id="box-y"/>
            <constraint firstItem="box" firstAttribute="centerX" secondItem="r1-content" secondAttribute="centerX" id="box-x"/>
            """
        let table = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                <prototypes>
                    \(cell("r0", y: 28))
                    \(cell("r1", y: 71.5, content: box, constraints: boxConstraints))
                    \(cell("r2", y: 115))
                </prototypes>
            </tableView>
            """
        let constraints = """
            <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t-l"/>
            <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="t-r"/>
            <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="t-t"/>
            <constraint firstItem="table" firstAttribute="height" constant="600" id="t-h"/>
            """
        let scene = DocumentFixture.scene(table, constraints: constraints,
                                          rootFrame: #"x="0.0" y="0.0" width="375" height="667""#,
                                          extra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#)
        return try IBDocument(data: DocumentFixture.storyboard(scene, toolsVersion: toolsVersion, device: device))
    }

    private func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-6 } ?? false }

    @Test func aRowHeldByInequalitiesTakesItsCompressedHeight() throws {
        // iPhone 8 canvas (2×), plain table of Xcode 16 (its first header 50): r0 at the style's
        // 43.5; r1 is 5 + 31 + 5 = 41 (not 43.5), its box at 5; r2 follows at 50 + 43.5 + 41 = 134.5.
        let layout = try Self.document(device: "retina4_7").layout(storedRootSize: true)
        #expect(layout.frame(of: "r0") == Rect(x: 0, y: 50, width: 375, height: 43.5))
        #expect(layout.frame(of: "r1") == Rect(x: 0, y: 93.5, width: 375, height: 41))
        #expect(layout.frame(of: "box") == Rect(x: 162, y: 5, width: 51, height: 31))
        #expect(layout.frame(of: "r2") == Rect(x: 0, y: 134.5, width: 375, height: 43.5))
    }

    @Test func theStylesHeightIsOnTheDevicesPixelGrid() throws {
        // iPhone 8 Plus canvas (3×): the empty rows are 43⅔ (131 pixels), not 43.5; r1 keeps
        // its content's 41 (123 pixels) and starts at 50 + 43⅔; r2 at 50 + 43⅔ + 41 = 134⅔.
        let layout = try Self.document(device: "retina5_5").layout(storedRootSize: true)
        #expect(close(layout.frame(of: "r0")?.height, 131.0 / 3))
        #expect(close(layout.frame(of: "r1")?.minY, 50 + 131.0 / 3))
        #expect(close(layout.frame(of: "r1")?.height, 41))
        #expect(close(layout.frame(of: "r2")?.minY, 50 + 131.0 / 3 + 41))
        #expect(close(layout.frame(of: "r2")?.height, 131.0 / 3))
    }

    @Test func beforeXcode11TheStylesHeightIs44() throws {
        // 14460 (Xcode 10, first header 28): the style's 44 is on every grid; r1 is its
        // content's 41 and the 0.5-point separator below the content view (`table.separator0_5`),
        // 41.5, whose bottom edge the 3× grid puts at 113⅔: 41⅔ high.
        let layout = try Self.document(device: "retina5_5", toolsVersion: "14460.31").layout(storedRootSize: true)
        #expect(close(layout.frame(of: "r0")?.height, 44))
        #expect(close(layout.frame(of: "r1")?.minY, 72))
        #expect(close(layout.frame(of: "r1")?.height, 125.0 / 3))
        #expect(close(layout.frame(of: "r2")?.minY, 341.0 / 3))
    }
}
