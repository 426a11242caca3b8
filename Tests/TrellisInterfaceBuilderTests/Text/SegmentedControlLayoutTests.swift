import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// Segmented controls measured from their titles in documents: exact on the design device, and
/// re-measured when their font changes with the size class.
@Suite(.needsTextShaping)
struct SegmentedControlLayoutTests {
    /// ivpn Main.storyboard's "UDP | TCP" control (93 × 32, placed by its leading and top
    /// edges), and the same titles with a 26-point font on regular-width devices.
    func document() throws -> IBDocument {
        try IBDocument(data: DocumentFixture.storyboard(DocumentFixture.scene("""
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                <rect key="frame" x="20" y="100" width="93" height="32"/>
                <segments><segment title="UDP"/><segment title="TCP"/></segments>
            </segmentedControl>
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                <rect key="frame" x="20" y="200" width="93" height="32"/>
                <segments><segment title="UDP"/><segment title="TCP"/></segments>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                <variation key="widthClass=regular"><fontDescription key="fontDescription" type="system" pointSize="26"/></variation>
            </segmentedControl>
            """, constraints: DocumentFixture.place("seg", in: "root", leading: 20, top: 100) + DocumentFixture.place("big", in: "root", leading: 20, top: 200),
            rootFrame: #"x="0.0" y="0.0" width="414" height="896""#), toolsVersion: "23504"))
    }

    /// On the design device the measured size is Xcode's, without calibration: 2 × (27 + 19) + 1
    /// = 93, 31 + 1 = 32 high.
    @Test func designDeviceMeasuresXcodesWidth() throws {
        let layout = try document().layout()
        let control = try #require(layout.views["seg"] as? SegmentedControl)
        #expect(control.segments.map(\.title) == ["UDP", "TCP"] && control.selectedSegmentIndex == 0)
        #expect(control.explicitIntrinsicContentSize == nil)
        #expect((control.measurer as? CalibratedTextMeasurer)?.widthScale == 1)
        #expect(layout.frame(of: "seg") == Rect(x: 20, y: 100, width: 93, height: 32))
        #expect(layout.frame(of: "big") == Rect(x: 20, y: 200, width: 93, height: 32))
    }

    /// On an iPad (regular width) the 26-point titles are nearly twice as wide ("UDP" between
    /// 49 and 50 points: San Francisco tracks 26-point text tighter than 13-point, and Display
    /// advances are narrower) → 50, 2 × (50 + 19) + 1 = 139; the 13-point control is unchanged.
    @Test func fontVariationOnAnIPad() throws {
        let layout = try document().layout(device: Device.named("ipad12_9rounded"), orientation: .portrait)
        #expect(layout.frame(of: "seg")?.size == Size(width: 93, height: 32))
        #expect(layout.frame(of: "big")?.size == Size(width: 139, height: 32))
    }
}
