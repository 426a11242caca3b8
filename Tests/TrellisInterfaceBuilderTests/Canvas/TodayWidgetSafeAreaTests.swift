import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// A Today widget's view (`simulatedAppContext="notificationCenter"`) has no home-indicator
/// inset on a notched phone's canvas (``CanvasRule/extensionNoHomeIndicator``). Shape of rursache
/// ToDoList's widget MainInterface.storyboard (toolsVersion 15702, iPhone 11): a 320 × 300
/// free-form root, a label 15 below its top and 15 above the safe area's bottom, stored
/// (16, 15, 288, 270) — with the iPhone 11's 34-point bottom inset it would be 236 high.
struct TodayWidgetSafeAreaTests {
    private func label(appContext: Bool) throws -> Rect? {
        let scene = DocumentFixture.scene(
            DocumentFixture.view("label", frame: (16, 15, 288, 270)),
            constraints: """
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="15" id="label-top"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="label-leading"/>
            <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="16" id="label-trailing"/>
            <constraint firstItem="safe" firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="15" id="label-bottom"/>
            """,
            rootFrame: #"x="0.0" y="0.0" width="320" height="300""#,
            rootAttributes: appContext ? #"simulatedAppContext="notificationCenter""# : "",
            extra: #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
            controllerExtra: """
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="320" height="300"/>
            """)
        return try IBDocument(data: DocumentFixture.storyboard(scene, toolsVersion: "15702", device: "retina6_1"))
            .layout(storedRootSize: true).frame(of: "label")
    }

    @Test func todayWidgetHasNoHomeIndicatorInset() throws {
        // 300 − 15 − 15 = 270.
        #expect(try label(appContext: true) == Rect(x: 16, y: 15, width: 288, height: 270))
    }

    @Test func anAppsFreeFormRootKeepsTheHomeIndicatorInset() throws {
        // The same scene without the widget context: 300 − 34 − 15 − 15 = 236.
        #expect(try label(appContext: false) == Rect(x: 16, y: 15, width: 288, height: 236))
    }
}
