import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// `segue.showOutsideNavigationIsModal`, `sheet.homeButtonNoStatusBar` and
/// `sheet.doubledCanvasOwnInsets`: a `show` segue from a controller in no navigation stack
/// presents its destination modally (UIKit's `show(_:sender:)`), so the canvas draws it as a sheet;
/// a controller alone in a sheet has no status bar above it on a home-button iPhone (the sheet
/// starts 20 points down) and, on a notched iPhone whose canvas doubles the safe area, the
/// device's own top inset and no bottom inset. Corpus counts in `docs/interface-builder.md`.
struct ShowOutsideNavigationTests {
    /// A main controller with a `kind` segue to `child`, whose label is pinned to its safe area's
    /// top (constant 16) and whose table is pinned to the safe area's bottom; the child's root is
    /// `childHeight` high (the sheet's height as Xcode stores it).
    static func document(kind: String, toolsVersion: String, device: String, screen: (Double, Double), childHeight: Double,
                         inNavigation: Bool = false) throws -> IBDocument {
        let (w, h) = screen
        let main = DocumentFixture.scene("", rootFrame: #"x="0.0" y="0.0" width="\#(w)" height="\#(h)""#, viewController: "main", root: "main-root",
                                         extra: #"<viewLayoutGuide key="safeArea" id="main-sa"/>"#, controllerExtra: """
            <connections>
                <segue destination="child" kind="\(kind)" id="go"/>
            </connections>
            """)
        let child = DocumentFixture.scene("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                <rect key="frame" x="0.0" y="0.0" width="\(w)" height="20"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                <rect key="frame" x="0.0" y="0.0" width="\(w)" height="20"/>
            </view>
            """, constraints: """
            <constraint firstItem="top" firstAttribute="top" secondItem="child-sa" secondAttribute="top" constant="16" id="c1"/>
            <constraint firstItem="top" firstAttribute="leading" secondItem="child-root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="top" firstAttribute="trailing" secondItem="child-root" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="top" firstAttribute="height" constant="20" id="c4"/>
            <constraint firstItem="child-sa" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" id="c5"/>
            <constraint firstItem="bottom" firstAttribute="leading" secondItem="child-root" secondAttribute="leading" id="c6"/>
            <constraint firstItem="bottom" firstAttribute="trailing" secondItem="child-root" secondAttribute="trailing" id="c7"/>
            <constraint firstItem="bottom" firstAttribute="height" constant="20" id="c8"/>
            """, rootFrame: #"x="0.0" y="0.0" width="\#(w)" height="\#(childHeight)""#, viewController: "child", root: "child-root",
            extra: #"<viewLayoutGuide key="safeArea" id="child-sa"/>"#)
        let nav = inNavigation ? DocumentFixture.navigationControllerScene("nav", bar: "bar", barFrame: (0, 20, w, 44), root: "main") : ""
        return try IBDocument(data: DocumentFixture.storyboard(main + child + nav, toolsVersion: toolsVersion, device: device))
    }

    @Test func aShowSegueOutsideANavigationStackIsASheetOnAHomeButtonPhone() throws {
        // WSDOT TravelerInformation (23504, iPhone 8): the sheet is 647 high (667 − 20) and the
        // label 16 below its top, not 16 below a 20-point status bar.
        let doc = try Self.document(kind: "show", toolsVersion: "23504", device: "retina4_7", screen: (375, 667), childHeight: 647)
        let layout = try doc.layout(storedRootSize: true)
        #expect(layout.frame(of: "top")?.minY == 16)
        #expect(layout.frame(of: "bottom")?.maxY == 647)
        // A presentation segue: the same sheet.
        let presented = try Self.document(kind: "presentation", toolsVersion: "23504", device: "retina4_7", screen: (375, 667), childHeight: 647)
        #expect(try presented.layout(storedRootSize: true).frame(of: "top")?.minY == 16)
    }

    @Test func aShowSegueInsideANavigationStackIsAPush() throws {
        // The main controller is a navigation controller's root: `show` pushes, and the child is
        // drawn full screen under the status bar and the 44-point bar: 20 + 44 + 16 = 80.
        let doc = try Self.document(kind: "show", toolsVersion: "23504", device: "retina4_7", screen: (375, 667), childHeight: 667, inNavigation: true)
        #expect(try doc.layout(storedRootSize: true).frame(of: "top")?.minY == 80)
    }

    @Test func aSheetOnADoubledNotchedCanvasKeepsTheDevicesOwnInsets() throws {
        // bittr Main (23727) and Blockstream UserSettings (24765), iPhone 15 canvas (top inset 59,
        // doubled to 118 full screen): a sheet 783 high (852 − 59 − 10) puts the label at
        // 59 + 16 = 75 and the bottom view on the root's bottom (no inset), where the doubled
        // insets would give 134 and 783 − 68.
        let doc = try Self.document(kind: "show", toolsVersion: "23727", device: "retina6_12", screen: (393, 852), childHeight: 783)
        let layout = try doc.layout(storedRootSize: true)
        #expect(layout.frame(of: "top")?.minY == 75)
        #expect(layout.frame(of: "bottom")?.maxY == 783)
    }

    @Test func aSheetOnANotchedCanvasBeforeTheDoublingKeepsTheStatusBar() throws {
        // FrameGrabber About (20037) and twilio (21208.1), iPhone 11 canvas: a sheet 842 high
        // still pins its content 44 below its top: 44 + 16 = 60.
        let doc = try Self.document(kind: "presentation", toolsVersion: "20037", device: "retina6_1", screen: (414, 896), childHeight: 842)
        #expect(try doc.layout(storedRootSize: true).frame(of: "top")?.minY == 60)
    }
}
