import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// ``ToolsVersion`` parsing and order, and every row of ``CanvasRule/table``.
struct CanvasRuleTableTests {
    @Test func parsesTheAttributeIntoNumericComponents() {
        #expect(ToolsVersion("14460.31").components == [14460, 31])
        #expect(ToolsVersion("32700.99.1234").components == [32700, 99, 1234])
        #expect(ToolsVersion("22505").major == 22505)
        // A trailing non-number stops the parse; a leading one makes the version unknown.
        #expect(ToolsVersion("21208.1b").components == [21208])
        #expect(ToolsVersion("abc") == .unknown)
        #expect(ToolsVersion("") == .unknown)
        #expect(ToolsVersion(nil).isUnknown)
        #expect(ToolsVersion("-3").isUnknown)
    }

    @Test func comparesComponentWiseWithMissingComponentsAsZero() {
        #expect(ToolsVersion("14460.31") < ToolsVersion("14490.70"))
        #expect(ToolsVersion("21208.1") > ToolsVersion(21208))
        #expect(ToolsVersion("22505.0") == ToolsVersion(22505))
        #expect(Set([ToolsVersion("22505.0"), ToolsVersion(22505)]).count == 1)
        #expect(ToolsVersion("32700.99.1234") >= .xcode26)
        #expect(ToolsVersion("24128") >= .xcode16_3 && ToolsVersion("24128") < .xcode26)
    }

    @Test func unknownIsLaterThanEveryKnownVersion() {
        // The documented policy: an unknown version is read as the newest Xcode.
        #expect(ToolsVersion(999_999) < .unknown)
        #expect(!(ToolsVersion.unknown < .unknown))
        #expect(XcodeRange(from: .xcode11).contains(.unknown))
        #expect(!XcodeRange(before: .xcode12).contains(.unknown))
        #expect(!XcodeRange(from: .xcode16_3, before: .xcode26).contains(.unknown))
    }

    @Test func namedReleasesAreInOrder() {
        let releases: [ToolsVersion] = [.xcode7, .xcode8, .xcode9, .xcode10, .xcode11, .xcode12, .xcode13,
                                        .xcode14, .xcode15, .xcode16, .xcode16_3, .xcode26]
        #expect(releases == releases.sorted())
        #expect(Set(releases).count == 12)
    }

    @Test func ruleIDsAreUniqueAndFindable() {
        #expect(Set(CanvasRule.table.map(\.id)).count == CanvasRule.table.count)
        #expect(CanvasRule.named("table.plainHeader50") == CanvasRule.plainHeader50)
        #expect(CanvasRule.named("no.such.rule") == nil)
    }

    /// Every rule holds at its lower bound and not below it, and not at its upper bound; each
    /// has a non-empty condition, value and source.
    @Test(arguments: CanvasRule.table)
    func ruleAppliesExactlyInsideItsRange(_ rule: CanvasRule) {
        #expect(!rule.condition.isEmpty && !rule.value.isEmpty && !rule.source.isEmpty)
        if let from = rule.xcode.from {
            #expect(rule.applies(to: from))
            #expect(!rule.applies(to: ToolsVersion(from.major! - 1)))
        } else {
            #expect(rule.applies(to: ToolsVersion(1)))
        }
        if let before = rule.xcode.before {
            #expect(!rule.applies(to: before))
            #expect(rule.applies(to: ToolsVersion(before.major! - 1)))
            #expect(!rule.applies(to: .unknown))
        } else {
            #expect(rule.applies(to: .unknown))
        }
    }

    @Test func tableHeadersFollowTheirRules() {
        // The plain-header rules partition the versions: exactly one of the five applies to any.
        let plain = [CanvasRule.plainHeaderTitledOnly, .plainHeader28, .plainHeader24_5, .plainHeader44_5, .plainHeader50]
        for n in [3084, 15999, 16000, 18122, 19455, 20999, 21000, 32700] {
            #expect(plain.filter { $0.applies(to: ToolsVersion(n)) }.count == 1, "toolsVersion \(n)")
        }
    }

    @Test func everyVersionIsInExactlyOneXcodeBand() {
        for n in [3084, 8191, 12120, 14460, 15705, 18122, 20037, 21701, 22505, 23504, 23727, 24128, 24765, 32700] {
            #expect(XcodeBand.all.filter { $0.range.contains(ToolsVersion(n)) }.count == 1, "toolsVersion \(n)")
        }
        #expect(XcodeBand.of(ToolsVersion("23727")).name == "Xcode 16.0-16.2")
        #expect(XcodeBand.of(ToolsVersion("24128")) == .newest)
        #expect(XcodeBand.of(ToolsVersion("32700.99.1234")) == .newest)
        #expect(XcodeBand.of(.unknown) == .unknown)
    }
}

/// ``CanvasRule/tabBarStoredFrame`` on a document of its own.
struct TabBarStoredFrameTests {
    /// A tab bar controller whose tab bar is stored as Xcode's 1000 × 1000 placeholder
    /// (XLPagerTabStrip, toolsVersion 14460, iPhone 8 canvas, as in 8 other projects).
    static func document(barFrame: String) throws -> IBDocument {
        try CanvasRuleTests.storyboard("""
            <scene sceneID="s1"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" \(barFrame)/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                </tabBarController>
            </objects></scene>
            """, toolsVersion: "14460.31", device: "retina4_7")
    }

    @Test func designCanvasKeepsTheStoredPlaceholder() throws {
        let doc = try Self.document(barFrame: #"x="0.0" y="0.0" width="1000" height="1000""#)
        #expect(try doc.layout(storedRootSize: true).frame(of: "bar") == Rect(x: 0, y: 0, width: 1000, height: 1000))
        #expect(try doc.fidelity().mismatches.isEmpty)
    }

    @Test func runTimeLaysTheBarAcrossTheScreen() throws {
        // At run time (not Xcode's canvas) UIKit lays the bar out: 414 wide on an iPhone 8
        // Plus, at the origin (tabBarController.barAtOrigin), its stored height kept. On the
        // canvas of another device the stored frame stays (SecondDeviceTabBarTests).
        let doc = try Self.document(barFrame: #"x="0.0" y="0.0" width="375" height="49""#)
        let plus = try #require(Device.named("retina5_5"))
        #expect(try doc.layout(device: plus).frame(of: "bar") == Rect(x: 0, y: 0, width: 414, height: 49))
    }
}
