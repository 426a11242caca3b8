import Foundation
import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisInterfaceBuilder

/// Interface Builder's "Intrinsic Size: Placeholder" (`placeholderIntrinsicWidth=` /
/// `placeholderIntrinsicHeight=`) is the view's intrinsic content size on the canvas
/// (``CanvasRule/placeholderIntrinsicSize``).
struct PlaceholderIntrinsicSizeTests {
    /// The MixinNetwork Home.storyboard pattern (search row of the contact-add scene): a label
    /// that gives way horizontally (compression resistance 250) followed, 8 points on, by a
    /// custom activity indicator with a 20 × 20 placeholder (hugging 750) 24 from the trailing
    /// edge. Stored on a 414-point canvas: label (20, 24, 342, 17), indicator (370, 22.5, 20, 20);
    /// below them a bar with a placeholder height of 50 and none across. One scene filling the
    /// screen of `device` (414 × 896 or 375 × 667), its views placed from the root's top.
    static func row(width: Double, device: String) throws -> IBDocument {
        let labelWidth = width - 20 - 8 - 20 - 24
        let subviews = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" horizontalCompressionResistancePriority="250" text="Search Mixin ID or Phone number: " lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                <rect key="frame" x="20" y="24" width="\(labelWidth)" height="17"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <nil key="highlightedColor"/>
            </label>
            <view contentMode="scaleToFill" horizontalHuggingPriority="750" placeholderIntrinsicWidth="20" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="spin" customClass="ActivityIndicatorView">
                <rect key="frame" x="\(width - 44)" y="22.5" width="20" height="20"/>
            </view>
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="50" translatesAutoresizingMaskIntoConstraints="NO" id="bar" customClass="SyncView">
                <rect key="frame" x="0.0" y="65" width="\(width)" height="50"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="24" id="c2"/>
            <constraint firstItem="spin" firstAttribute="leading" secondItem="lbl" secondAttribute="trailing" constant="8" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="spin" secondAttribute="trailing" constant="24" id="c4"/>
            <constraint firstItem="spin" firstAttribute="centerY" secondItem="lbl" secondAttribute="centerY" id="c5"/>
            <constraint firstItem="bar" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" constant="24" id="c6"/>
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c8"/>
            """
        let height = width == 414 ? 896.0 : 667.0
        return try IBDocument(data: DocumentFixture.storyboard(
            DocumentFixture.scene(subviews, constraints: constraints, rootFrame: #"x="0.0" y="0.0" width="\#(width)" height="\#(height)""#),
            toolsVersion: "18122", device: device))
    }

    /// On the design canvas all three views are where they are stored: the indicator 20 wide
    /// (its placeholder) and the bar 50 high (its placeholder height; `infinite` width: none
    /// across). Without the rule neither has an intrinsic size: the indicator is squeezed by
    /// the label's stored width standing for its text (370 + 20 = 390 only with the placeholder)
    /// and the bar's height is left to the stored-size fallback of ambiguous custom views.
    @Test func placeholderIsTheIntrinsicSizeOnTheDesignCanvas() throws {
        let doc = try Self.row(width: 414, device: "retina6_1")
        let f = try doc.fidelity()
        #expect(f.within == 3 && f.total == 3, "\(f.mismatches)")
        let layout = try doc.layout(storedRootSize: true)
        let spin = try #require(layout.views["spin"]), bar = try #require(layout.views["bar"])
        #expect(spin.intrinsicContentSize == Size(width: 20, height: 20))
        #expect(bar.intrinsicContentSize.width == View.noIntrinsicMetric && bar.intrinsicContentSize.height == 50)
        let without = try CanvasRuleTrace(leftOut: [CanvasRule.placeholderIntrinsicSize.id]).run { try doc.layout(storedRootSize: true) }
        #expect(without.views["spin"]?.intrinsicContentSize.width != 20)
    }

    /// Laid out on a 375-point iPhone 8 canvas (the pair's B), the label gives the indicator its
    /// 20 points: label 303 wide, indicator at x 331 — B's frames. The label's stored width
    /// (342) carried over from the 414-point design put the indicator at 370, 19 points
    /// narrower than nothing (MixinNetwork Home iPhone 11 → 8: this element and the label).
    @Test func placeholderHoldsOnAnotherDevice() throws {
        let a = try Self.row(width: 414, device: "retina6_1"), b = try Self.row(width: 375, device: "retina4_7")
        let f = try a.fidelity(onDeviceOf: b)
        #expect(f.within == 3 && f.total == 3, "\(f.mismatches)")
        let spin = try #require(f.comparisons.first { $0.id == "spin" })
        #expect(abs(spin.solved.minX - 331) < 0.5 && abs(spin.solved.width - 20) < 0.5)
        let without = try CanvasRuleTrace(leftOut: [CanvasRule.placeholderIntrinsicSize.id]).run { try a.fidelity(onDeviceOf: b) }
        #expect(without.within < 3, "without the rule the label keeps 342 of the 375 points")
    }

    /// At run time (`layout(device:)`, not the canvas) UIKit asks the view's class, which
    /// Trellis cannot run: the placeholder is not used.
    @Test func placeholderIsNotARunTimeSize() throws {
        let layout = try Self.row(width: 414, device: "retina6_1").layout(device: Device.named("retina6_1"))
        #expect(layout.views["spin"]?.explicitIntrinsicContentSize != Size(width: 20, height: 20))
    }
}
