import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// Two more bad-document rows: a constraint naming a view of another scene, and a repeated id.
struct CrossSceneAndDuplicateIDTests {
    /// An iPhone 8 storyboard of Xcode 14 (toolsVersion 21701) holding `scenes`.
    static func storyboard(_ scenes: String) -> Data {
        DocumentFixture.storyboard(scenes, toolsVersion: "21701", device: "retina4_7")
    }

    /// Scene `n`: the controller `vc<n>` whose 375 × 667 root `root<n>` holds the 50 × 50 view
    /// `child` at (10, 10) and `constraint`.
    static func scene(_ n: Int, child: String, constraint: String = "") -> String {
        DocumentFixture.scene(DocumentFixture.view(child, frame: (10, 10, 50, 50)), constraints: constraint,
                              rootFrame: #"x="0.0" y="0.0" width="375" height="667""#, viewController: "vc\(n)", root: "root\(n)")
    }

    @Test func aConstraintToAViewInAnotherSceneNamesThatId() throws {
        // Scene 2 pins its child to scene 1's child "a": not in this scene → unknown-id, "a" named.
        let doc = try IBDocument(data: Self.storyboard(Self.scene(1, child: "a")
            + Self.scene(2, child: "b", constraint: #"<constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="top" id="x"/>"#)))
        let layout = try doc.layout()
        #expect(layout.diagnostics.contains { $0.kind == "unknown-id" && $0.ids == ["x", "a"] })
    }

    @Test func aRepeatedIdIsAnErrorAndTheRepeatIsLeftOut() throws {
        let doc = try IBDocument(data: Self.storyboard(Self.scene(1, child: "root1")))
        let layout = try doc.layout()
        #expect(layout.diagnostics.contains { $0.kind == "duplicate-id" && $0.severity == .error && $0.ids == ["root1"] })
        #expect(layout.views["root1"]?.subviews.isEmpty == true)
    }
}
