import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// The walks up a storyboard's segues (navigation controller, tab bar controller, popover, large
/// title, inferred toolbar) visit each controller once. ReticentJohn Amaroq Main.storyboard, whose
/// controllers show one another in cycles, took 3.7 s (release) to lay out when a walk followed
/// every path up to 16 segues deep, against 0.2 s before the inferred toolbar walked that far.
struct SegueCycleTests {
    /// `count` controllers, each showing every other one, none in a navigation controller.
    static func document(count: Int) throws -> IBDocument {
        var scenes = ""
        for i in 0..<count {
            let segues = (0..<count).filter { $0 != i }.map { #"<segue destination="vc\#($0)" kind="show" id="s\#(i)-\#($0)"/>"# }.joined()
            scenes += DocumentFixture.scene("", rootFrame: #"x="0.0" y="0.0" width="375" height="667""#, viewController: "vc\(i)", root: "root\(i)",
                                            extra: #"<viewLayoutGuide key="safeArea" id="sa\#(i)"/>"#,
                                            controllerExtra: "<connections>\(segues)</connections>")
        }
        return try IBDocument(data: DocumentFixture.storyboard(scenes, toolsVersion: "23504", device: "retina4_7"))
    }

    @Test(.timeLimit(.minutes(1)))
    func walksOfACompleteGraphOfShowSeguesEnd() throws {
        // 12 controllers, 132 show segues: a walk along every path 16 segues deep would take
        // 11^16 steps; visiting each controller once, 12 each.
        let doc = try Self.document(count: 12)
        let graph = doc.segueGraph
        let vc = try #require(doc.root.descendants.first { $0.name == "viewController" })
        #expect(graph.navigationController(of: vc) == nil)
        #expect(graph.tabBarController(of: vc) == nil)
        #expect(!graph.isPresentedInPopover(vc))
        #expect(graph.displaysLargeTitle(vc) == nil)
        #expect(SimulatedBars.inferredToolbar(of: vc, graph: graph) == nil)
        // Every `show` here is a presentation (no navigation stack): all 12 roots laid out,
        // each as a sheet's root at its stored 375 × 667.
        let layout = try doc.layout(storedRootSize: true)
        #expect(layout.frame(of: "root11")?.size == Size(width: 375, height: 667))
    }
}
