import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisInterfaceBuilder

/// ``CanvasRule/disclosureWidth38OnWidePhones``: Xcode 9.3–10 (toolsVersion 13000–14999) draw a
/// content view beside a disclosure indicator 38 points narrower than its cell on a phone
/// canvas 414 points wide, 34 on narrower phones.
struct DisclosureWidthTests {
    /// A table view controller of `toolsVersion` on `device` whose table is `tableWidth` wide,
    /// with one prototype row with a disclosure indicator whose content view is stored
    /// `contentWidth` wide.
    static func document(device: String, tableWidth: Double, screenHeight: Double, contentWidth: Double, toolsVersion: String = "14490.70") throws -> IBDocument {
        let scene = """
        <scene sceneID="s-list"><objects>
            <tableViewController id="list" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="\(screenHeight)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <prototypes>
                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Row" id="row">
                            <rect key="frame" x="0.0" y="28" width="\(tableWidth)" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="row" id="row-content">
                                <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="43.5"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </tableViewController>
        </objects></scene>
        """
        return try IBDocument(data: DocumentFixture.storyboard(scene, toolsVersion: toolsVersion, device: device))
    }

    /// TVToday MovieDetail.storyboard (14490, iPhone XR, 414 points): a table 375 wide whose
    /// content margins are 16 has its content view 337 wide (38 narrower), not 341.
    @Test func widePhoneTakes38EvenInANarrowerTable() throws {
        let layout = try Self.document(device: "retina6_1", tableWidth: 375, screenHeight: 896, contentWidth: 337).layout(storedRootSize: true)
        #expect(layout.frame(of: "row-content")?.width == 337)
        let without = try CanvasRuleTrace(leftOut: [CanvasRule.disclosureWidth38OnWidePhones.id]).run {
            try Self.document(device: "retina6_1", tableWidth: 375, screenHeight: 896, contentWidth: 337).layout(storedRootSize: true)
        }
        #expect(without.frame(of: "row-content")?.width == 341)
    }

    /// On a 375-point iPhone 8 the same row keeps 34 (341 of 375), as 44 cells of the corpora do.
    @Test func narrowerPhoneKeeps34() throws {
        let layout = try Self.document(device: "retina4_7", tableWidth: 375, screenHeight: 667, contentWidth: 341).layout(storedRootSize: true)
        #expect(layout.frame(of: "row-content")?.width == 341)
    }

    /// ci2go Main (iPhone 8 → XS Max, 14313.18): A's row, 341 of 375 on the iPhone 8, laid out
    /// on B's 414-point canvas is 376 wide, as B stores it.
    @Test func secondDeviceRecomputesTheAccessoryWidth() throws {
        let a = try Self.document(device: "retina4_7", tableWidth: 375, screenHeight: 667, contentWidth: 341, toolsVersion: "14313.18")
        let b = try Self.document(device: "retina6_5", tableWidth: 414, screenHeight: 896, contentWidth: 376, toolsVersion: "14313.18")
        let f = try a.fidelity(onDeviceOf: b)
        let content = try #require(f.comparisons.first { $0.id == "row-content" })
        #expect(content.isWithinTolerance && content.solved.width == 376, "\(content.solved)")
    }
}
