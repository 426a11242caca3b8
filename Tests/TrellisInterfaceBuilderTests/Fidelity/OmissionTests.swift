import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Every element with a stored frame is either laid out or reported, and fidelity counts the
/// ones not laid out as misses.
struct OmissionTests {
    /// A storyboard scene whose root holds a laid-out label and a navigation bar with its own
    /// navigation item and title view, and whose controller has a refresh control with a stored
    /// frame (ivpn Main.storyboard and threema MainStoryboard have one): at run time a framed
    /// element the reader does not lay out (UIKit places it above the content, which Trellis
    /// does not model). On the canvas it has Xcode's placeholder frame
    /// (``CanvasRule/refreshControlPlaceholder``, `RefreshControlPlaceholderTests`).
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
        <refreshControl key="refreshControl" opaque="NO" contentMode="center" id="refresh"><rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/></refreshControl>
        </viewController></objects></scene>
        </scenes></document>
        """.utf8)

    @Test func aFramedElementThatIsNotLaidOutIsADiagnosticAndAMiss() throws {
        let doc = try IBDocument(data: Self.document)
        let layout = try doc.layout(device: Device.named("retina4_7"))
        #expect(layout.omissions == [IBLayout.Omission(id: "refresh", elementName: "refreshControl",
                                                       storedFrame: Rect(x: 0, y: 0, width: 1000, height: 1000),
                                                       reason: .unsupported, line: 15)])
        #expect(layout.diagnostics.contains { $0.kind == "unsupported" && $0.ids == ["refresh"] && $0.message.contains("<refreshControl>") })
        let fidelity = layout.fidelity()
        // The label, the bar and its title view are within 1 pt; the refresh control is a miss: 3 of 4.
        #expect(fidelity.within == 3)
        #expect(fidelity.total == 4)
        #expect(fidelity.byKind["refreshControl"]?.missed == 1)
        #expect(fidelity.byKind["view"]?.within == 1)
        #expect(fidelity.byKind["label"]?.within == 1)
    }
}
