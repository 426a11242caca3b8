import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// bradhowes SoundFonts Main.storyboard (toolsVersion 15702, iPhone XS Max in landscape: 896 ×
/// 414, 44 points of safe area at each side): the Favorite Editor, a free-form 320 × 380
/// controller at the root of a navigation controller presented as a form sheet. Reduced to its
/// text field and the label on its baseline, with the document's ids and stored frames.
struct LandscapeSheetTests {
    static func document() throws -> IBDocument {
        let main = DocumentFixture.scene("", rootFrame: #"x="0.0" y="0.0" width="896" height="414""#, viewController: "FCh-Nr-9cp", root: "9hh-ZJ-oqw",
                                         extra: #"<viewLayoutGuide key="safeArea" id="main-sa"/>"#, controllerExtra: """
            <connections>
                <segue destination="jqK-wd-FUD" kind="presentation" identifier="favoriteEditor" modalPresentationStyle="formSheet" id="LDc-y4-eYM"/>
            </connections>
            """)
        let editor = DocumentFixture.scene("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="NOB-fj-QF1">
                <rect key="frame" x="64" y="73.333333333333329" width="48" height="20.666666666666671"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="my favorite" borderStyle="roundedRect" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="ICN-zq-xNm">
                <rect key="frame" x="120" y="64" width="180" height="40"/>
                <constraints><constraint firstAttribute="height" constant="40" id="qFY-T7-w6h"/></constraints>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            """, constraints: """
            <constraint firstItem="ICN-zq-xNm" firstAttribute="leading" secondItem="NOB-fj-QF1" secondAttribute="trailing" constant="8" id="8PF-GX-sq1"/>
            <constraint firstItem="ICN-zq-xNm" firstAttribute="top" secondItem="omQ-3R-1Aq" secondAttribute="top" constant="20" id="LB0-Hj-BAz"/>
            <constraint firstItem="omQ-3R-1Aq" firstAttribute="trailing" secondItem="ICN-zq-xNm" secondAttribute="trailing" constant="20" id="fOn-sR-Syp"/>
            <constraint firstItem="ICN-zq-xNm" firstAttribute="firstBaseline" secondItem="NOB-fj-QF1" secondAttribute="firstBaseline" id="lix-hc-2XX"/>
            <constraint firstItem="NOB-fj-QF1" firstAttribute="leading" secondItem="omQ-3R-1Aq" secondAttribute="leading" constant="20" id="ris-7x-kaj"/>
            """, rootFrame: #"x="0.0" y="0.0" width="320" height="380""#, viewController: "zYi-ne-58d", root: "c1U-jY-Jwr",
            extra: #"<viewLayoutGuide key="safeArea" id="omQ-3R-1Aq"/>"#, controllerExtra: #"<size key="freeformSize" width="320" height="380"/>"#)
        let sheet = DocumentFixture.navigationControllerScene("jqK-wd-FUD", bar: "AF6-HY-pGy", barFrame: (0, 0, 808, 44),
                                                              barAttributes: #"insetsLayoutMarginsFromSafeArea="NO" barStyle="black""#,
                                                              root: "zYi-ne-58d", attributes: #"automaticallyAdjustsScrollViewInsets="NO""#)
        return try IBDocument(data: DocumentFixture.storyboard(main + editor + sheet, toolsVersion: "15702",
                                                               device: #"<device id="retina6_5" orientation="landscape" appearance="light"/>"#))
    }

    @Test func aNarrowFreeFormRootHasNoSafeAreaAtItsRightAndTheBarStays44High() throws {
        // The root, 320 wide at the left of the 896-point window, overlaps the left 44 points
        // of unsafe area, not the right ones: the field ends at safe-area trailing − 20 = 300 (as
        // stored), the label begins at safe-area leading + 20 = 64. On a Max phone in landscape
        // (regular width) the navigation bar stays 44 high: the field is 20 below it, at 64.
        let layout = try Self.document().layout(storedRootSize: true)
        let insets = try #require(layout.views["c1U-jY-Jwr"]?.safeAreaInsets)
        #expect(insets.top == 44 && insets.left == 44 && insets.right == 0)
        #expect(layout.frame(of: "ICN-zq-xNm") == Rect(x: 120, y: 64, width: 180, height: 40))
        #expect(layout.frame(of: "AF6-HY-pGy")?.height == 44)
        // The label sits on the field's baseline (the centre 84 plus about 6): stored at 73.33.
        let label = try #require(layout.frame(of: "NOB-fj-QF1"))
        #expect(label.minX == 64 && abs(label.minY - 73.33) < 1)
    }
}
