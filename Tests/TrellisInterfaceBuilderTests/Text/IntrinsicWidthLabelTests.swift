import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// The set of labels whose width is their text's, decided from the constraints
/// (``IBDocument/intrinsicWidthLabels(dynamicType:)``, ``ConstraintPins``).
struct IntrinsicWidthLabelTests {
    /// Four body-style labels, each with a leading and a trailing constraint of some relation.
    /// As in passforios Main.storyboard ("Password": trailing on the margin, leading at most 54
    /// in, stored 256 wide for a 75-point text), an inequality that can pull an edge outwards
    /// (leading ≤, trailing ≥) pins it; one that only holds an edge in (leading ≥, trailing ≤)
    /// does not, and the label stays in the set.
    @Test func outwardInequalitiesPin() throws {
        func label(_ id: String, y: Int) -> String {
            """
            <label text="Password" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="75" height="20.5"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            """
        }
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait"/>
            <scenes><scene sceneID="s"><objects><viewController id="vc">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>\(label("out", y: 100))\(label("outSecond", y: 150))\(label("in", y: 200))\(label("inSecond", y: 250))</subviews>
                    <constraints>
                        <constraint firstItem="out" firstAttribute="leading" relation="lessThanOrEqual" secondItem="root" secondAttribute="leading" constant="54" id="a1"/>
                        <constraint firstAttribute="trailing" secondItem="out" secondAttribute="trailing" constant="20" id="a2"/>
                        <constraint firstItem="outSecond" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b1"/>
                        <constraint firstAttribute="trailing" relation="lessThanOrEqual" secondItem="outSecond" secondAttribute="trailing" constant="20" id="b2"/>
                        <constraint firstItem="in" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="in" firstAttribute="trailing" relation="lessThanOrEqual" secondItem="root" secondAttribute="trailing" constant="-20" id="c2"/>
                        <constraint firstItem="inSecond" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="d1"/>
                        <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="inSecond" secondAttribute="trailing" constant="20" id="d2"/>
                    </constraints>
                </view>
            </viewController></objects></scene></scenes>
        </document>
        """
        let doc = try IBDocument(data: Data(xml.utf8))
        // out: leading ≤ (first item) pulls outwards. outSecond: root.trailing ≤ label.trailing + 20,
        // i.e. the label's trailing at least at root − 20: outwards. in, inSecond: inwards only.
        #expect(doc.intrinsicWidthLabels(dynamicType: true).map(\.id) == ["in", "inSecond"])
        #expect(ConstraintPins.pins(slot: 0, relation: .lessThanOrEqual, first: true))
        #expect(!ConstraintPins.pins(slot: 0, relation: .greaterThanOrEqual, first: true))
        #expect(ConstraintPins.pins(slot: 1, relation: .lessThanOrEqual, first: false))
        #expect(!ConstraintPins.pins(slot: 2, relation: .lessThanOrEqual, first: true))
    }
}
