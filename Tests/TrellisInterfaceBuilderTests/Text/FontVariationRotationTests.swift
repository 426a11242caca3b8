import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// Size-class font variations re-applied when a rotation changes the size classes, as UIKit does
/// ("Set the value of select attributes (for example, fonts …) on a per-size-class basis … The
/// layout then automatically adapts as the size class changes", Apple's Auto Layout Guide,
/// "Size-Class-Specific Layout"), for every text control the reader measures; after a rotation
/// each frame is the one the document has when laid out directly in the new orientation.
@Suite(.needsTextShaping)
struct FontVariationRotationTests {
    static let ids = ["l", "b", "f", "t", "s", "m"]

    /// An iPhone 8 storyboard of text controls, each placed by its leading and top edges (its
    /// size is its content's) with a `<variation key="widthClass=regular">` font, as MiniKeePass
    /// PasswordGenerator.storyboard and amperfy GenericTableCell.xib write them: a label "l"
    /// (17 → 40 points), a system button "b" (15 → 30), a rounded-rect text field "f" (14 → 28),
    /// a scroll-disabled text view "t" (14 → 28), a segmented control "s" (13 → 26), and a
    /// multi-line label "m" pinned 20 points from both sides (17 → 24, stored 4 lines at 335).
    /// Every stored size is the measured one on the design device.
    func storyboard() throws -> IBDocument {
        let regular = { (size: Int) in #"<variation key="widthClass=regular"><fontDescription key="fontDescription" type="system" pointSize="\#(size)"/></variation>"# }
        return try IBDocument(data: DocumentFixture.storyboard(DocumentFixture.scene("""
            <label text="Variation" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="20" y="40" width="67" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                \(regular(40))
            </label>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="20" y="120" width="46" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <state key="normal" title="Button"/>
                \(regular(30))
            </button>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Field" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="f">
                <rect key="frame" x="20" y="200" width="50" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                \(regular(28))
            </textField>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="Text view" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                <rect key="frame" x="20" y="280" width="70" height="33"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                \(regular(28))
            </textView>
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="20" y="360" width="93" height="32"/>
                <segments><segment title="UDP"/><segment title="TCP"/></segments>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                \(regular(26))
            </segmentedControl>
            <label text="\(TextLayoutTests.text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="m">
                <rect key="frame" x="20" y="440" width="335" height="81.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                \(regular(24))
            </label>
            """, constraints: DocumentFixture.place("m", in: "root", leading: 20, top: 440) + DocumentFixture.pin("m", to: "root", edges: [.trailing], inset: 20)
                + DocumentFixture.place("l", in: "root", leading: 20, top: 40) + DocumentFixture.place("b", in: "root", leading: 20, top: 120)
                + DocumentFixture.place("f", in: "root", leading: 20, top: 200) + DocumentFixture.place("t", in: "root", leading: 20, top: 280)
                + DocumentFixture.place("s", in: "root", leading: 20, top: 360),
            rootFrame: #"x="0.0" y="0.0" width="375" height="667""#,
            extra: #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#), toolsVersion: "21701", device: "retina4_7"))
    }

    /// The point size of a text control's font.
    static func pointSize(_ view: View?) -> Double? {
        switch view {
        case let v as Label: v.font.pointSize
        case let v as Button: v.font.pointSize
        case let v as TextField: v.font.pointSize
        case let v as TextView: v.font.pointSize
        case let v as SegmentedControl: v.font.pointSize
        default: nil
        }
    }

    func pointSizes(_ layout: IBLayout) -> [Double?] { Self.ids.map { Self.pointSize(layout.views[$0]) } }
    /// The frames on a grid of 1/6 point (both the 2× and the 3× pixel grids): a 3× height such
    /// as 61/3 is computed as 20.333333333333336.
    func frames(_ layout: IBLayout) -> [Rect?] {
        func grid(_ v: Double) -> Double { (v * 6).rounded() / 6 }
        return Self.ids.map { layout.frame(of: $0).map { Rect(x: grid($0.minX), y: grid($0.minY), width: grid($0.width), height: grid($0.height)) } }
    }

    /// The frames at the base fonts on a 3× phone 430 points wide: the label one 17-point line
    /// (20.29 → 20.33 on the 3× grid), the button, field, text view and control as stored, the
    /// multi-line label 390 wide in 4 lines (81.15 → 81.33).
    static let phonePortrait: [Rect?] = [
        Rect(x: 20, y: 40, width: 67, height: 61.0 / 3), Rect(x: 20, y: 120, width: 46, height: 30),
        Rect(x: 20, y: 200, width: 50, height: 34), Rect(x: 20, y: 280, width: 70, height: 33),
        Rect(x: 20, y: 360, width: 93, height: 32), Rect(x: 20, y: 440, width: 390, height: 244.0 / 3)]

    /// iPhone 15 Pro Max: compact width in portrait, regular in landscape (Apple's size classes
    /// for the Max and Plus phones). Rotated to landscape every control takes its regular-width
    /// font and the size that font gives: the label 148.67 × 48 (one 40-point line, 47.73), the
    /// button 84 × 48 (a 30-point title, 35.8 + 6 + 6, whole points), the field 80 × 46 (28-point
    /// text 33.4 + 12), the text view 120.67 × 49.67 (one 28-point line + 16; not two lines at
    /// its old 70-point width), the control 139 wide (2 × (50 + 19) + 1), the multi-line label
    /// 892 wide in 2 lines of 24 points (57.28 → 57.33). Back in portrait: as at first.
    @Test func iPhoneRotationAcrossWidthClasses() throws {
        let layout = try storyboard().layout(device: Device.named("retina6_72")!)
        #expect(pointSizes(layout) == [17, 15, 14, 14, 13, 17])
        #expect(frames(layout) == Self.phonePortrait)
        #expect(Self.ids.allSatisfy { layout.views[$0]?.explicitIntrinsicContentSize == nil })
        let window = try #require(layout.windows.first)
        window.screen.rotate(to: .landscapeRight)
        window.layoutIfNeeded()
        #expect(pointSizes(layout) == [40, 30, 28, 28, 26, 24])
        #expect(frames(layout) == [
            Rect(x: 20, y: 40, width: 446.0 / 3, height: 48), Rect(x: 20, y: 120, width: 84, height: 48),
            Rect(x: 20, y: 200, width: 80, height: 46), Rect(x: 20, y: 280, width: 362.0 / 3, height: 149.0 / 3),
            Rect(x: 20, y: 360, width: 139, height: 32), Rect(x: 20, y: 440, width: 892, height: 172.0 / 3)])
        let direct = try storyboard().layout(device: Device.named("retina6_72")!, orientation: .landscapeRight)
        #expect(frames(layout) == frames(direct))
        window.screen.rotate(to: .portrait)
        window.layoutIfNeeded()
        #expect(pointSizes(layout) == [17, 15, 14, 14, 13, 17])
        #expect(frames(layout) == Self.phonePortrait)
    }

    /// An iPad is regular in both orientations: the regular-width fonts stay through a rotation
    /// and the sizes with them (2×: the label 149 × 48, the text view 120.5 × 49.5); only the
    /// multi-line label re-wraps, from 3 lines at 728 points (85.92 → 86) to 2 at 984 (57.5).
    @Test func iPadKeepsItsRegularFontsThroughARotation() throws {
        let layout = try storyboard().layout(device: Device.named("ipad9_7")!)
        let regular: [Double?] = [40, 30, 28, 28, 26, 24]
        func expected(multiLine: Rect) -> [Rect?] {
            [Rect(x: 20, y: 40, width: 149, height: 48), Rect(x: 20, y: 120, width: 84, height: 48),
             Rect(x: 20, y: 200, width: 80, height: 46), Rect(x: 20, y: 280, width: 120.5, height: 49.5),
             Rect(x: 20, y: 360, width: 139, height: 32), multiLine]
        }
        #expect(pointSizes(layout) == regular)
        #expect(frames(layout) == expected(multiLine: Rect(x: 20, y: 440, width: 728, height: 86)))
        let window = try #require(layout.windows.first)
        window.screen.rotate(to: .landscapeRight)
        window.layoutIfNeeded()
        #expect(pointSizes(layout) == regular)
        #expect(frames(layout) == expected(multiLine: Rect(x: 20, y: 440, width: 984, height: 57.5)))
    }
}
