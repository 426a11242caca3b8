import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// The simulated metrics of a controller (``SimulatedMetricsAttributes``), Xcode's own flags
/// (``XcodeFlags``) and the one diagnostic path for values Interface Builder does not write
/// (``SceneBuilder/readingValuesNotWritten(_:element:line:id:_:separator:consequence:)``).
struct SimulatedMetricsAttributesTests {
    static func decode(_ xml: String) throws -> (attributes: SimulatedMetricsAttributes, unknown: [UnknownAttributeValue]) {
        SimulatedMetricsAttributes.decode(try XMLTree.parse(Data(xml.utf8)))
    }

    /// An opaque simulated navigation bar (`translucent="NO"`) and an `<extendedEdge>` with
    /// `bottom="YES"` only (top not written: `NO`): the top bar is a navigation bar, not
    /// translucent; no bottom bar; the controller extends under bottom bars, not top ones.
    @Test func anOpaqueNavigationBarAndNoTopEdge() throws {
        let (a, unknown) = try Self.decode("""
            <viewController id="vc">
                <extendedEdge key="edgesForExtendedLayout" bottom="YES"/>
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
            </viewController>
            """)
        #expect(a.topBar == SimulatedMetricsAttributes.Bar(name: "simulatedNavigationBarMetrics", isTranslucent: false))
        #expect(a.topBar?.isNavigationBar == true)
        #expect(a.bottomBar == nil)
        #expect(a.extendsUnderTopBars == false)
        #expect(a.extendsUnderBottomBars == true)
        #expect(a.isNavigationBarHidden == false)
        #expect(unknown.isEmpty)
    }

    /// Without metrics or `<extendedEdge>`: no bars, and UIKit's `edgesForExtendedLayout`
    /// default (`.all`: both edges). A simulated toolbar without `translucent` is translucent; a
    /// `<nil key="simulatedTopBarMetrics">` is a top bar that is no navigation bar; a navigation
    /// controller's `navigationBarHidden="YES"` is read.
    @Test func defaultsAndOtherBars() throws {
        let (none, _) = try Self.decode(#"<viewController id="vc"/>"#)
        #expect(none.topBar == nil && none.bottomBar == nil)
        #expect(none.extendsUnderTopBars && none.extendsUnderBottomBars)
        let (other, unknown) = try Self.decode("""
            <navigationController id="nav" navigationBarHidden="YES">
                <nil key="simulatedTopBarMetrics"/>
                <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
            </navigationController>
            """)
        #expect(other.topBar == SimulatedMetricsAttributes.Bar(name: "nil", isTranslucent: true))
        #expect(other.topBar?.isNavigationBar == false)
        #expect(other.bottomBar == SimulatedMetricsAttributes.Bar(name: "simulatedToolbarMetrics", isTranslucent: true))
        #expect(other.isNavigationBarHidden)
        #expect(unknown.isEmpty)
    }

    /// Values Interface Builder does not write are read as the default and kept, named by the
    /// metrics' key: `translucent="maybe"` as YES (translucent), `top="perhaps"` as NO,
    /// `navigationBarHidden="1"` as NO — three values, in the order read.
    @Test func unknownValuesAreReadAsTheDefault() throws {
        let (a, unknown) = try Self.decode("""
            <viewController id="vc" navigationBarHidden="1">
                <extendedEdge key="edgesForExtendedLayout" top="perhaps" bottom="YES"/>
                <simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="maybe"/>
            </viewController>
            """)
        #expect(a.bottomBar?.isTranslucent == true)
        #expect(a.extendsUnderTopBars == false)
        #expect(a.isNavigationBarHidden == false)
        #expect(unknown == [
            UnknownAttributeValue(attribute: "simulatedBottomBarMetrics.translucent", value: "maybe", readAs: "YES"),
            UnknownAttributeValue(attribute: "edgesForExtendedLayout.top", value: "perhaps", readAs: "NO"),
            UnknownAttributeValue(attribute: "navigationBarHidden", value: "1", readAs: "NO"),
        ])
    }

    /// On an iPhone 11 canvas (status bar 48, home indicator 34, 896 high) a simulated tab bar
    /// with `translucent="maybe"` is read as translucent: the box pinned to the safe area ends
    /// 49 + 34 = 83 above the bottom (896 − 48 − 83 = 765 high, as with no `translucent`), and
    /// the root view (line 6 of the fixture) has one `unsupported` warning saying so.
    @Test func anUnknownTranslucentValueIsReportedOnceAndReadAsTranslucent() throws {
        let document = try XibSimulatedBarsTests.xib(metrics: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="maybe"/>"#)
        let layout = try document.layout(storedRootSize: true)
        #expect(layout.frame(of: "box") == Rect(x: 0, y: 48, width: 414, height: 765))
        let warnings = layout.diagnostics.filter { $0.kind == "unsupported" }
        #expect(warnings.map(\.message) == [
            "<view> at line 6: simulatedBottomBarMetrics.translucent 'maybe' read as YES (not a value Interface Builder writes)",
        ])
        #expect(warnings.map(\.ids) == [["root"]])
    }

    /// Xcode's own flags: only `YES` flags (`misplaced="YES"`: misplaced; `ambiguous="NO"` or
    /// `"maybe"`: not ambiguous), and ``ViewAttributes`` reads the same.
    @Test func xcodeFlagsReadYesOnly() throws {
        let e = try XMLTree.parse(Data(#"<view id="v" misplaced="YES" ambiguous="NO"/>"#.utf8))
        #expect(XcodeFlags(e) == XcodeFlags(isMisplaced: true, isAmbiguous: false))
        #expect(XcodeFlags(e).isFlagged)
        let odd = try XMLTree.parse(Data(#"<view id="v" misplaced="maybe" ambiguous="maybe"/>"#.utf8))
        #expect(!XcodeFlags(odd).isFlagged)
        let attributes = try #require(ViewAttributes(e, traits: TraitCollection()))
        #expect(attributes.isMisplacedInDocument && !attributes.isAmbiguousInDocument)
    }

    /// The one message for values Interface Builder does not write: element and line, the
    /// values, "a value" for one and "values" for two, and what happens to the whole element
    /// when it is one thing (a constraint left out).
    @Test func theSharedMessage() {
        #expect(SceneBuilder.valuesNotWrittenMessage(element: "view", line: 7, ["clipsSubviews 'maybe' read as NO"])
                == "<view> at line 7: clipsSubviews 'maybe' read as NO (not a value Interface Builder writes)")
        #expect(SceneBuilder.valuesNotWrittenMessage(element: "constraint", line: 12, ["constant 'abc' is not a finite number", "priority 'x' is not a number"],
                                                     separator: "; ", consequence: "constraint c2 is left out")
                == "<constraint> at line 12: constant 'abc' is not a finite number; priority 'x' is not a number (not values Interface Builder writes); constraint c2 is left out")
    }
}
