import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// A controller simulating a navigation bar (`<simulatedNavigationBarMetrics
/// key="simulatedTopBarMetrics">`) with no stored bar height to go by has, on an iPad's canvas
/// from Xcode 10, the iPad's 50-point standard bar (``CanvasRule/iPadNavigationBar50``). Shape of
/// rursache ToDoList Main-iPad.storyboard (toolsVersion 15705, iPad 9.7", a home-button iPad
/// with no status bar on that canvas): a table pinned to the safe area's top stored at y 50.
struct IPadSimulatedNavigationBarTests {
    private func tableTop(tools: String, device: String) throws -> Double? {
        let scene = DocumentFixture.scene(
            DocumentFixture.view("table", frame: (0, 50, 320, 718)),
            constraints: """
            <constraint firstItem="table" firstAttribute="top" secondItem="safe" secondAttribute="top" id="table-top"/>
            <constraint firstItem="table" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="table-leading"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="table-trailing"/>
            <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="table-bottom"/>
            """,
            rootFrame: #"x="0.0" y="0.0" width="320" height="768""#,
            extra: #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
            controllerExtra: """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="320" height="768"/>
            """)
        return try IBDocument(data: DocumentFixture.storyboard(scene, toolsVersion: tools, device: device))
            .layout(storedRootSize: true).frame(of: "table")?.minY
    }

    @Test func iPadSimulatedBarIs50High() throws {
        // No status bar (a home-button iPad of 14800–21599), a 50-point bar: y 50.
        #expect(try tableTop(tools: "15705", device: "ipad9_7") == 50)
    }

    @Test func phoneSimulatedBarIs44High() throws {
        // The same scene on a home-button iPhone of that Xcode: no status bar, a 44-point bar.
        #expect(try tableTop(tools: "15705", device: "retina4_7") == 44)
    }
}
