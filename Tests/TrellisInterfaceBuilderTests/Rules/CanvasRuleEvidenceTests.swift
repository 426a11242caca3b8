import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// ``IBDocument/canvasRuleEvidence()``: the elements a rule decides are those that move without it.
struct CanvasRuleEvidenceTests {
    @Test func doubledSafeAreaDecidesTheTwoPinnedViews() throws {
        // The Blockstream HWFlow shape of CanvasRuleTests (toolsVersion 24128, iPhone 11): `top`
        // at y 96 and `bottom` at y 758 only with canvas.notched.doubleSafeArea; without it
        // they move to 48 and 792, off their stored frames.
        let doc = try CanvasRuleTests.storyboard(CanvasRuleTests.safeAreaScene(topStored: (25, 96, 364, 100),
                                                                               bottomStored: (25, 758, 364, 50)),
                                                 toolsVersion: "24128")
        let (fidelity, rules) = try doc.canvasRuleEvidence()
        #expect(fidelity.mismatches.isEmpty)
        let doubling = try #require(rules.first { $0.rule == .canvasNotchedDoubleSafeArea })
        #expect(Set(doubling.elements.map(\.id)) == ["top", "bottom"])
        #expect(doubling.elements.allSatisfy { $0.within && !$0.withinWithout })
        // Rules of other Xcode ranges are not used at all.
        #expect(!rules.contains { $0.rule == .canvasHomeButtonNoStatusBar })
    }

    @Test func aRuleLeftOutDoesNotApplyInsideTheTraceOnly() {
        let trace = CanvasRuleTrace(leftOut: [CanvasRule.plainHeader50.id])
        #expect(!trace.run { CanvasRule.plainHeader50.applies(to: ToolsVersion(22505)) })
        #expect(trace.run { CanvasRule.automaticRow43_5.applies(to: ToolsVersion(22505)) })
        #expect(trace.used == [CanvasRule.automaticRow43_5.id])
        #expect(CanvasRule.plainHeader50.applies(to: ToolsVersion(22505)))
    }
}
