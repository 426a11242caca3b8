import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisInterfaceBuilder

/// ``CanvasRule/datePickerWheelsBeforeXcode12``: a `<datePicker>` without `style` saved before
/// Xcode 12 is a wheels picker (320 × 216); from Xcode 12 a missing style is `automatic`.
struct DatePickerStyleTests {
    /// Rise Main.storyboard's alarm scene: a date picker pinned across the safe area and centred
    /// in the root of a 375 × 667 iPhone 8, a button 9 below it; stored 216 high at y 225.5.
    static func document(toolsVersion: String, style: String = "") throws -> IBDocument {
        let subviews = """
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="time" \(style) minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                <rect key="frame" x="0.0" y="225.5" width="375" height="216"/>
            </datePicker>
            """
        let constraints = """
            <constraint firstItem="picker" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c1"/>
            <constraint firstItem="picker" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="picker" secondAttribute="trailing" id="c3"/>
            """
        return try IBDocument(data: DocumentFixture.storyboard(
            DocumentFixture.scene(subviews, constraints: constraints, rootFrame: #"x="0.0" y="0.0" width="375" height="667""#),
            toolsVersion: toolsVersion, device: "retina4_7"))
    }

    /// Saved by Xcode 11.3 (15505): the picker is 216 high, centred: y (667 − 216) / 2 = 225.5.
    /// Without the rule it had no height (0 at y 333.5).
    @Test func pickerWithoutStyleBeforeXcode12IsWheels() throws {
        let doc = try Self.document(toolsVersion: "15505")
        #expect(try doc.layout(storedRootSize: true).frame(of: "picker") == Rect(x: 0, y: 225.5, width: 375, height: 216))
        let without = try CanvasRuleTrace(leftOut: [CanvasRule.datePickerWheelsBeforeXcode12.id]).run { try doc.layout(storedRootSize: true) }
        #expect(without.frame(of: "picker")?.height == 0)
    }

    /// Saved by Xcode 12 (17701) without a style: `automatic`, no intrinsic size (its height is
    /// left to the constraints, here none: 0); with `style="wheels"` 216 again.
    @Test func pickerWithoutStyleFromXcode12IsAutomatic() throws {
        #expect(try Self.document(toolsVersion: "17701").layout(storedRootSize: true).frame(of: "picker")?.height == 0)
        #expect(try Self.document(toolsVersion: "17701", style: #"style="wheels""#).layout(storedRootSize: true).frame(of: "picker")?.height == 216)
    }
}
