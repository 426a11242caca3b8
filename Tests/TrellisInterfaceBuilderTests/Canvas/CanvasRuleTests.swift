import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// The rules by which Xcode's canvas lays a document out (docs/interface-builder.md, "Xcode's
/// canvas"), each with the numbers of the real document it was taken from.
struct CanvasRuleTests {
    /// A xib with one free-form top-level view `root` of `size` holding `subviews`.
    static func xib(_ subviews: String, constraints: String = "", size: String, toolsVersion: String = "17701",
                    device: String = "retina6_1") throws -> IBDocument {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" \(size)/>
                    <subviews>\(subviews)</subviews>
                    <constraints>\(constraints)</constraints>
                </view>
            </objects>
        </document>
        """
        return try IBDocument(data: Data(xml.utf8))
    }

    /// `st` pinned to `root` on all four sides.
    static let pinnedStack = """
        <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
        <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstAttribute="trailing" secondItem="st" secondAttribute="trailing" id="r"/>
        <constraint firstAttribute="bottom" secondItem="st" secondAttribute="bottom" id="b"/>
        """

    @Test func stackViewWithStoredMarginsArrangesInsideThem() throws {
        // stopp-corona MainViewController.storyboard (toolsVersion 17701): the column NEF-xo-XXa,
        // 414 × 264 with layout margins 32/24/32/24 and no layoutMarginsRelativeArrangement
        // attribute, stores its one view LWw-7J-qVn (200 high) at (24, 32, 366, 200). (On the
        // iPhone 8 Plus canvas, so that no safe area adds to the margins.)
        let doc = try Self.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0.0" y="0.0" width="414" height="264"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                        <rect key="frame" x="24" y="32" width="366" height="200"/>
                        <constraints><constraint firstAttribute="height" constant="200" id="h"/></constraints>
                    </view>
                </subviews>
                <edgeInsets key="layoutMargins" top="32" left="24" bottom="32" right="24"/>
            </stackView>
            """, constraints: Self.pinnedStack, size: #"width="414" height="264""#, device: "retina5_5")
        #expect(try doc.layout(storedRootSize: true).frame(of: "v") == Rect(x: 24, y: 32, width: 366, height: 200))
        #expect(try doc.layout().views["st"].map { ($0 as? StackView)?.isLayoutMarginsRelativeArrangement } == true)
        #expect(try doc.fidelity().mismatches.isEmpty)
    }
}
