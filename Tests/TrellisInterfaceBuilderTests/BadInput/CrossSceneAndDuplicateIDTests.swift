import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Two more bad-document rows: a constraint naming a view of another scene, and a repeated id.
struct CrossSceneAndDuplicateIDTests {
    static func storyboard(_ body: String) -> Data {
        Data(("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/><scenes>
            """ + body + "</scenes></document>").utf8)
    }

    static func scene(_ n: Int, child: String, constraint: String = "") -> String {
        """
        <scene sceneID="s\(n)"><objects><viewController id="vc\(n)"><view key="view" id="root\(n)">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="\(child)"><rect key="frame" x="10" y="10" width="50" height="50"/></view></subviews>
        <constraints>\(constraint)</constraints>
        </view></viewController></objects></scene>
        """
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
