import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// Simulated bar metrics written on a xib's top-level view ("Simulated Metrics" in Xcode's
/// inspector: `simulatedTopBarMetrics`, `simulatedBottomBarMetrics`): the safe area ends at the
/// bars Interface Builder draws, as for a storyboard's controller.
struct XibSimulatedBarsTests {
    /// An iPhone 11 canvas (toolsVersion 22505: 48 points of status bar, 34 of home indicator):
    /// a screen-sized top-level view whose `box` is pinned to its safe area's top and bottom,
    /// with the given metrics elements.
    static func xib(metrics: String) throws -> IBDocument {
        try IBDocument(data: DocumentFixture.xib("""
            \(DocumentFixture.view("box", frame: (0, 92, 414, 721)))
            """, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="sa" secondAttribute="top" id="t"/>
            <constraint firstItem="sa" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b"/>
            \(DocumentFixture.pin("box", to: "root", edges: [.leading, .trailing]))
            """, size: #"width="414" height="896""#, toolsVersion: "22505",
            extra: #"<viewLayoutGuide key="safeArea" id="sa"/>"# + metrics))
    }

    @Test func aSimulatedNavigationBarAndTabBarEndTheSafeArea() throws {
        // Status bar 48 + navigation bar 44 = 92 at the top; tab bar 49 + home indicator 34 = 83
        // at the bottom: the box is 896 − 92 − 83 = 721 high.
        let both = try Self.xib(metrics: """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
            """)
        #expect(try both.layout(storedRootSize: true).frame(of: "box") == Rect(x: 0, y: 92, width: 414, height: 721))
        // Without metrics (or with `<nil>` ones) only the device's insets: 48 and 34.
        let none = try Self.xib(metrics: #"<nil key="simulatedTopBarMetrics"/><nil key="simulatedBottomBarMetrics"/>"#)
        #expect(try none.layout(storedRootSize: true).frame(of: "box") == Rect(x: 0, y: 48, width: 414, height: 814))
        // An opaque tab bar is outside the root view: the home indicator is under the bar.
        let opaque = try Self.xib(metrics: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#)
        #expect(try opaque.layout(storedRootSize: true).frame(of: "box") == Rect(x: 0, y: 48, width: 414, height: 848))
    }
}
