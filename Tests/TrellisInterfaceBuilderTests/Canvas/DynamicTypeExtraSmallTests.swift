import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// ``CanvasRule/dynamicTypeExtraSmall``: Xcode 13.0–13.2's canvas (toolsVersion 18122–20037)
/// draws Dynamic Type text styles at the extra-small content size category. The fixture is
/// MixinNetwork Home.storyboard's (18122, iPhone 11) two subheadline labels, 36 in from the
/// sides of a 414-point root: "The database is being upgraded…" stored 342 × 14.5 (one 12-point
/// line) and "The current version (0.21.0)…" 342 × 46.5 (three lines, 14.32 + 2 × 16). Xcode
/// stored the same document on the iPhone 8 (303 wide) at 30.5 (two lines) and 46.5 (three).
@Suite(.needsTextShaping)
struct DynamicTypeExtraSmallTests {
    static let upgrading = "The database is being upgraded, please do not kill this App."
    static let update = "The current version (0.21.0) is no longer available! Please click &quot;Update&quot; below to update to the latest version from the App Store."

    static func label(_ id: String, text: String, y: Double, height: Double) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="36" y="\(y)" width="342" height="\(height)"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
            <nil key="textColor"/><nil key="highlightedColor"/>
        </label>
        """
    }

    static func document(toolsVersion: String = "18122") throws -> IBDocument {
        let constraints = ["upgrading": 100.0, "update": 200.0].map { id, top in
            """
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="\(id)-t"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="36" id="\(id)-l"/>
            <constraint firstItem="root" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="36" id="\(id)-r"/>
            """
        }.joined(separator: "\n")
        return try CanvasRuleTests.storyboard(DocumentFixture.scene(
            label("upgrading", text: upgrading, y: 100, height: 14.5) + label("update", text: update, y: 200, height: 46.5),
            constraints: constraints, rootFrame: #"x="0.0" y="0.0" width="414" height="896""#), toolsVersion: toolsVersion)
    }

    /// On the design canvas both labels are at their stored sizes, in a 12-point subheadline.
    @Test func theDesignCanvasDrawsSubheadlineAt12Points() throws {
        let layout = try Self.document().layout(storedRootSize: true)
        #expect((layout.views["update"] as? Label)?.font.pointSize == 12)
        #expect(layout.frame(of: "upgrading") == Rect(x: 36, y: 100, width: 342, height: 14.5))
        #expect(layout.frame(of: "update") == Rect(x: 36, y: 200, width: 342, height: 46.5))
    }

    /// On the iPhone 8's canvas (303 wide) the labels re-wrap as Xcode stored them there: two
    /// lines (14.32 + 16 = 30.32 → 30.5) and three (46.5). In a 15-point subheadline (large),
    /// calibrated to the stored sizes, they were 31 and 71.5 (four lines).
    @Test func anotherDeviceReWrapsAtTheSameCategory() throws {
        let eight = Device.named("retina4_7")
        let layout = try Self.document().layout(device: eight, storedRootSize: false, canvas: true)
        #expect(layout.frame(of: "upgrading")?.height == 30.5)
        #expect(layout.frame(of: "update")?.height == 46.5)
    }

    /// At run time (not the canvas) and outside 18122–20037 the category is large: 15 points.
    @Test func runTimeAndOtherXcodesUseLarge() throws {
        let runTime = try Self.document().layout(device: Device.named("retina6_1"))
        #expect((runTime.views["update"] as? Label)?.font.pointSize == 15)
        let xcode14 = try Self.document(toolsVersion: "21701").layout(storedRootSize: true)
        #expect((xcode14.views["update"] as? Label)?.font.pointSize == 15)
    }
}
