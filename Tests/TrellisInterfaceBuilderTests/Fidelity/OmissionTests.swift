import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Every element with a stored frame is either laid out or reported, and fidelity counts the
/// ones not laid out as misses.
struct OmissionTests {
    /// A storyboard scene whose root holds a navigation bar with its own navigation item and a
    /// custom title view (a framed element the reader does not lay out; TLPhotoPicker
    /// TLPhotosPickerViewController.xib has one) next to a laid-out label.
    static let document = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait"/><scenes>
        <scene sceneID="s1"><objects><viewController id="vc1"><view key="view" id="root">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews><label text="a" translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="10" y="20" width="50" height="21"/></label>
        <navigationBar contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="100" width="375" height="44"/><autoresizingMask key="autoresizingMask"/><items>
        <navigationItem id="item"><view key="titleView" contentMode="scaleToFill" id="title"><rect key="frame" x="100" y="6" width="175" height="33"/></view></navigationItem>
        </items></navigationBar></subviews>
        <constraints>
        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
        </constraints>
        </view>
        </viewController></objects></scene>
        </scenes></document>
        """.utf8)

    @Test func aFramedElementThatIsNotLaidOutIsADiagnosticAndAMiss() throws {
        let doc = try IBDocument(data: Self.document)
        let layout = try doc.layout(storedRootSize: true)
        #expect(layout.omissions == [IBLayout.Omission(id: "title", elementName: "view",
                                                       storedFrame: Rect(x: 100, y: 6, width: 175, height: 33),
                                                       reason: .unsupported, line: 8)])
        #expect(layout.diagnostics.contains { $0.kind == "unsupported" && $0.ids == ["title"] && $0.message.contains("<view>") })
        let fidelity = layout.fidelity()
        // The label and the bar are within 1 pt; the title view is a miss: 2 of 3.
        #expect(fidelity.within == 2)
        #expect(fidelity.total == 3)
        #expect(fidelity.byKind["view"]?.missed == 1)
        #expect(fidelity.byKind["label"]?.within == 1)
    }
}
