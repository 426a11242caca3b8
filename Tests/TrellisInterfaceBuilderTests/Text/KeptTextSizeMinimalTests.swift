import Foundation
import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisInterfaceBuilder

/// The text views kept at their stored size (``IBDocument/textViewsKeepingStoredSizes(scene:)``)
/// are the fewest that lay the design canvas out exactly: a label that was off its stored size
/// only because a kept neighbour was off too comes out at its stored size on its own, so it is
/// measured — and on another device takes the size its constraints give it there, not the
/// design canvas's.
@Suite(.needsTextShaping)
struct KeptTextSizeMinimalTests {
    /// The mixpanel TakeoverNotificationViewController~ipad.xib pattern, as a pair saved on a
    /// 12.9-inch iPad (A, 1024 × 1366) and on a 9.7-inch one (B, 768 × 1024): a panel 274 wide,
    /// centred, at least half the screen high, holding a title (hugging 253) stored 33 high —
    /// more than the ±30 % text calibration reaches from its one 17-point line — 50 below its
    /// top, and under it, 10 on, a body label (hugging 252) that runs to 50 above its bottom.
    /// The body is the view that takes the panel's height: 1366 / 2 − 143 = 540 on A,
    /// 1024 / 2 − 143 = 369 on B (mixpanel's panel: at least 0.6 of the screen). `height` is the screen's; `device` the canvas id.
    static func takeover(device: String, height: Double) throws -> IBDocument {
        let width = height == 1366 ? 1024.0 : 768.0
        let panel = 0.5 * height, body = 0.5 * height - 143
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="\((width - 274) / 2)" y="\((height - panel) / 2)" width="274" height="\(panel)"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="253" text="Notification Title" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="30" y="50" width="214" height="33"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="252" text="Notification body" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                        <rect key="frame" x="30" y="93" width="214" height="\(body)"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="274" id="w"/>
                    <constraint firstItem="title" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="50" id="t1"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="30" id="t2"/>
                    <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="30" id="t3"/>
                    <constraint firstItem="body" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="10" id="b1"/>
                    <constraint firstItem="body" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="30" id="b2"/>
                    <constraint firstAttribute="trailing" secondItem="body" secondAttribute="trailing" constant="30" id="b3"/>
                    <constraint firstAttribute="bottom" secondItem="body" secondAttribute="bottom" constant="50" id="b4"/>
                </constraints>
            </view>
            """
        let constraints = """
            <constraint firstItem="panel" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="p1"/>
            <constraint firstItem="panel" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="p2"/>
            <constraint firstItem="panel" firstAttribute="height" relation="greaterThanOrEqual" secondItem="root" secondAttribute="height" multiplier="0.5" id="p3"/>
            <constraint firstItem="panel" firstAttribute="height" relation="lessThanOrEqual" secondItem="root" secondAttribute="height" multiplier="0.9" id="p4"/>
            """
        return try IBDocument(data: DocumentFixture.storyboard(
            DocumentFixture.scene(subviews, constraints: constraints, rootFrame: #"x="0.0" y="0.0" width="\#(width)" height="\#(height)""#),
            toolsVersion: "17701", device: device))
    }

    /// On A's canvas the title is measured at one line (about 20 high), 33 stored: it keeps its
    /// stored size. The body, off too while the title was (552.5 for 540), comes out at
    /// 540 once the title is kept, so it is not kept: the kept set is the title alone, and
    /// A's canvas is exact with it (3 of 3).
    @Test func onlyTheTitleKeepsItsStoredSize() throws {
        let a = try Self.takeover(device: "ipad12_9", height: 1366)
        #expect(a.textViewsKeepingStoredSizes(scene: nil) == ["title"])
        let f = try a.fidelity()
        #expect(f.within == 3 && f.total == 3, "\(f.mismatches)")
    }

    /// A laid out on B's iPad, against B's frames: the panel 512 high (half of 1024), the body
    /// 369, all 3 within 1 point. With the body kept at A's 540 the panel was 683 high
    /// and the panel and body were off (1 of 3), as in mixpanel's pair (10 → 13 of 13).
    @Test func theBodyTakesTheSecondIPadsHeight() throws {
        let a = try Self.takeover(device: "ipad12_9", height: 1366)
        let b = try Self.takeover(device: "ipad9_7", height: 1024)
        let f = try a.fidelity(onDeviceOf: b)
        #expect(f.within == 3 && f.total == 3, "\(f.mismatches)")
        let laidOut = try a.layout(device: b.designDevice, orientation: b.designOrientation, storedRootSize: false, canvas: true)
        let panel = try #require(laidOut.views["panel"]), body = try #require(laidOut.views["body"])
        #expect(abs(panel.frame.height - 512) < 0.5 && abs(body.frame.height - 369) < 0.5, "\(panel.frame) \(body.frame)")
    }
}

/// A view whose stored size stands for content Trellis does not measure (an empty button, a
/// label without text) gets a zero intrinsic size off the design canvas where the design canvas
/// lays every view out at the same frame with it (``IBDocument/storedSizeNotIntrinsic``).
@Suite(.needsTextShaping)
struct StoredSizeNotIntrinsicTests {
    /// The MixinNetwork Home.storyboard clip switcher, saved on an iPhone 11 (A): an empty
    /// full-width button from the root's top down to a list, whose top is also 20 below a
    /// "Clear" label (vertical hugging 251) set 30 below the safe area's top. The button's height is the
    /// constraints': 44 + 30 + 20.5 + 20 = 114.5 on the iPhone 11 canvas.
    static func switcher() throws -> IBDocument {
        let subviews = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="dismiss">
                <rect key="frame" x="0.0" y="0.0" width="414" height="114.5"/>
            </button>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" text="Clear" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="clear">
                <rect key="frame" x="362" y="74" width="42" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="highlightedColor"/>
            </label>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                <rect key="frame" x="0.0" y="114.5" width="414" height="781.5"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="dismiss" firstAttribute="top" secondItem="root" secondAttribute="top" id="d1"/>
            <constraint firstItem="dismiss" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="d2"/>
            <constraint firstAttribute="trailing" secondItem="dismiss" secondAttribute="trailing" id="d3"/>
            <constraint firstItem="list" firstAttribute="top" secondItem="dismiss" secondAttribute="bottom" id="l1"/>
            <constraint firstItem="list" firstAttribute="top" secondItem="clear" secondAttribute="bottom" constant="20" id="l2"/>
            <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l3"/>
            <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="l4"/>
            <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="l5"/>
            <constraint firstItem="clear" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="30" id="c1"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="clear" secondAttribute="trailing" constant="10" id="c2"/>
            """
        return try IBDocument(data: DocumentFixture.storyboard(
            DocumentFixture.scene(subviews, constraints: constraints, rootFrame: #"x="0.0" y="0.0" width="414" height="896""#,
                                  extra: #"<viewLayoutGuide key="safeArea" id="safe"/>"#),
            toolsVersion: "17701", device: "retina6_1"))
    }

    /// A's canvas is exact (3 of 3) and the button is the one view taken: its stored 114.5 only
    /// repeats what its constraints give there.
    @Test func theEmptyButtonIsTaken() throws {
        let a = try Self.switcher()
        let f = try a.fidelity()
        #expect(f.within == 3 && f.total == 3, "\(f.mismatches)")
        #expect(a.calibratingText().storedSizeNotIntrinsic == ["dismiss"])
    }

    /// On the iPhone 8 canvas (its safe area from the very top, as MixinNetwork's B stores the
    /// button 88 = 0 + 30 + 38 + 20 high) the button ends where the list starts,
    /// 0 + 30 + 20.5 + 20 = 70.5, and the label keeps its one line (20.5). With the stored 114.5
    /// standing for the button's content (compression resistance 750 against the label's
    /// hugging 251) the label was stretched to 64.5 and the list pushed to 114.5.
    @Test func theButtonTakesTheHeightItsConstraintsGiveOnAnotherPhone() throws {
        let a = try Self.switcher()
        let laidOut = try a.layout(device: Device.named("retina4_7"), orientation: .portrait, storedRootSize: false, canvas: true)
        let dismiss = try #require(laidOut.views["dismiss"]), clear = try #require(laidOut.views["clear"]), list = try #require(laidOut.views["list"])
        #expect(abs(dismiss.frame.height - 70.5) < 0.5, "\(dismiss.frame)")
        #expect(abs(clear.frame.height - 20.5) < 0.5, "\(clear.frame)")
        #expect(abs(list.frame.minY - 70.5) < 0.5, "\(list.frame)")
    }
}
