import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// ``CanvasRule/canvasNonNegativeSizes``: Xcode's canvas never draws a negative size.
struct NonNegativeSizeTests {
    /// As ReticentJohn Amaroq Main.storyboard's status cells: in a root 414 × 100, `a` (an empty
    /// view, no intrinsic size) at the top and `b` 10 below it down to the bottom, whose own
    /// `height = 200` at 998 is more than the 100 − 10 the root leaves. Xcode stores `a` 0 high
    /// and `b` 90 (Amaroq: labels 0 high, collection views shorter than their 998 ratio).
    static func document() throws -> IBDocument {
        try CanvasRuleTests.xib("""
            \(DocumentFixture.view("a", frame: (0, 0, 414, 0)))
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="0.0" y="10" width="414" height="90"/>
                <constraints>
                    <constraint firstAttribute="height" constant="200" priority="998" id="b-h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="a-t"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a-l"/>
            <constraint firstItem="a" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="a-r"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="10" id="b-t"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b-l"/>
            <constraint firstItem="b" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="b-r"/>
            <constraint firstItem="b" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="b-b"/>
            """, size: #"width="414" height="100""#, toolsVersion: "23727")
    }

    @Test func theCanvasHoldsTheNegativeSideAtZero() throws {
        let doc = try Self.document()
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "a") == Rect(x: 0, y: 0, width: 414, height: 0))
        #expect(canvas.frame(of: "b") == Rect(x: 0, y: 10, width: 414, height: 90))
        #expect(try doc.fidelity().mismatches.isEmpty)
    }

    @Test func withoutTheRuleTheConstraintsAloneMakeItNegative() throws {
        // The 998 height wins over nothing in `a`: a = 100 − 10 − 200 = −110 high, b 200.
        let doc = try Self.document()
        let without = try CanvasRuleTrace(leftOut: [CanvasRule.canvasNonNegativeSizes.id]).run { try doc.layout(storedRootSize: true) }
        #expect(without.frame(of: "a") == Rect(x: 0, y: 0, width: 414, height: -110))
        #expect(without.frame(of: "b") == Rect(x: 0, y: -100, width: 414, height: 200))
    }
}
