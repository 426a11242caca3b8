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

    /// A storyboard of `toolsVersion` on `device` with the given scenes (`<scene>` elements).
    static func storyboard(_ scenes: String, toolsVersion: String, device: String = "retina6_1") throws -> IBDocument {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>\(scenes)</scenes>
        </document>
        """
        return try IBDocument(data: Data(xml.utf8))
    }

    /// A scene whose root `root` (414 × 896) holds `top` (pinned to the safe area's top, 100
    /// high) and `bottom` (50 high, 20 above the safe area's bottom), both 25 in from the sides.
    static func safeAreaScene(vc: String = "vc", extra: String = "", topStored: String, bottomStored: String) -> String {
        """
        <scene sceneID="s-\(vc)"><objects>
            <viewController id="\(vc)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                            <rect key="frame" \(topStored)/>
                            <constraints><constraint firstAttribute="height" constant="100" id="th"/></constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                            <rect key="frame" \(bottomStored)/>
                            <constraints><constraint firstAttribute="height" constant="50" id="bh"/></constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sa"/>
                    <constraints>
                        <constraint firstItem="top" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c1"/>
                        <constraint firstItem="top" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="25" id="c2"/>
                        <constraint firstItem="sa" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" constant="25" id="c3"/>
                        <constraint firstItem="sa" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" constant="20" id="c4"/>
                        <constraint firstItem="bottom" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="25" id="c5"/>
                        <constraint firstItem="sa" firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" constant="25" id="c6"/>
                    </constraints>
                </view>
                \(extra)
            </viewController>
        </objects></scene>
        """
    }

    @Test func xcode24000CanvasDoublesTheNotchedPhoneSafeArea() throws {
        // Blockstream HWFlow.storyboard (toolsVersion 24128, iPhone 11 canvas), scene
        // JadeWaitViewController: 3Mv-qy-Lz8 (top = safeArea.top) stored at y 96, RMu-y6-4wh
        // (50 high, safeArea.bottom = bottom + 20) at y 758: insets 96 and 68, twice the
        // device's 48 and 34. At run time UIKit's 48 and 34 apply.
        let doc = try Self.storyboard(Self.safeAreaScene(topStored: #"x="25" y="96" width="364" height="100""#,
                                                         bottomStored: #"x="25" y="758" width="364" height="50""#),
                                      toolsVersion: "24128")
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "top") == Rect(x: 25, y: 96, width: 364, height: 100))
        #expect(canvas.frame(of: "bottom") == Rect(x: 25, y: 758, width: 364, height: 50))
        #expect(try doc.fidelity().mismatches.isEmpty)
        let runtime = try doc.layout()
        #expect(runtime.frame(of: "top")?.minY == 48)
        #expect(runtime.frame(of: "bottom")?.minY == 792)
    }

    @Test func iPhone11CanvasHasA44PointStatusBarBeforeToolsVersion21225() throws {
        // twilio Main.storyboard (21208.1, iPhone 11 canvas): views pinned to the safe area's top
        // at 44 (its navigation bar is stored at y 44); covpass Ifsg22a_Valid_Scan (21225): 48.
        let old = try Self.storyboard(Self.safeAreaScene(topStored: #"x="25" y="44" width="364" height="100""#,
                                                         bottomStored: #"x="25" y="792" width="364" height="50""#),
                                      toolsVersion: "21208.1")
        #expect(try old.layout(storedRootSize: true).frame(of: "top")?.minY == 44)
        #expect(try old.fidelity().mismatches.isEmpty)
        let new = try Self.storyboard(Self.safeAreaScene(topStored: #"x="25" y="48" width="364" height="100""#,
                                                         bottomStored: #"x="25" y="792" width="364" height="50""#),
                                      toolsVersion: "21225")
        #expect(try new.fidelity().mismatches.isEmpty)
    }
}
