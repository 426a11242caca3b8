import Foundation
import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisInterfaceBuilder

/// ``CanvasRule/embeddedRootContainerSize``: on another device's canvas an embedded child's root
/// has its container's size there.
struct EmbeddedRootTests {
    /// MixinNetwork Home.storyboard on the iPhone 8 (toolsVersion 18122): `parent` holds the
    /// container `box`, full width, 54 below the root's top and to its bottom; its `embed` segue
    /// shows `child`, stored 375 × 613 like the container.
    static let scenes = DocumentFixture.scene("""
        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="54" width="375" height="613"/>
            <connections><segue destination="child" kind="embed" id="e1"/></connections>
        </containerView>
        """, constraints: """
        <constraint firstItem="box" firstAttribute="top" secondItem="parentRoot" secondAttribute="top" constant="54" id="p1"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="parentRoot" secondAttribute="leading" id="p2"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="p3"/>
        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="p4"/>
        """, rootFrame: #"x="0.0" y="0.0" width="375" height="667""#, viewController: "parent", root: "parentRoot")
        + DocumentFixture.scene("", rootFrame: #"x="0.0" y="0.0" width="375" height="613""#, viewController: "child", root: "childRoot")

    @Test func theChildTakesItsContainersSizeOnTheIPhone11() throws {
        let doc = try IBDocument(data: DocumentFixture.storyboard(Self.scenes, toolsVersion: "18122", device: "retina4_7"))
        let iPhone11 = try #require(Device.named("retina6_1"))
        let layout = try doc.layout(device: iPhone11, orientation: .portrait, storedRootSize: false, canvas: true)
        // The container is 896 − 54 = 842 high on the iPhone 11; MixinNetwork's B stores its child
        // at its container's size (there 798, under its taller bars).
        #expect(layout.frame(of: "box") == Rect(x: 0, y: 54, width: 414, height: 842))
        #expect(layout.frame(of: "childRoot")?.size == Size(width: 414, height: 842))
        // (Here the screen less the design canvas's 54-point shortfall is the same size; the
        // rule itself is checked against its absence in theChildFollowsAFixedSizeContainer.)
    }

    @Test func theChildFollowsAFixedSizeContainer() throws {
        // AudioKitSynthOne Main: a 228 × 200 container on an iPhone 8 canvas; on a landscape iPad
        // the child stays 228 × 200 (B stores it so), not the screen less 147 × 467.
        let scenes = DocumentFixture.scene("""
            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="20" width="228" height="200"/>
                <connections><segue destination="child" kind="embed" id="e1"/></connections>
            </containerView>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="parentRoot" secondAttribute="top" constant="20" id="p1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="parentRoot" secondAttribute="leading" constant="20" id="p2"/>
            <constraint firstItem="box" firstAttribute="width" constant="228" id="p3"/>
            <constraint firstItem="box" firstAttribute="height" constant="200" id="p4"/>
            """, rootFrame: #"x="0.0" y="0.0" width="375" height="667""#, viewController: "parent", root: "parentRoot")
            + DocumentFixture.scene("", rootFrame: #"x="0.0" y="0.0" width="228" height="200""#, viewController: "child", root: "childRoot")
        let doc = try IBDocument(data: DocumentFixture.storyboard(scenes, toolsVersion: "14460.31", device: "retina4_7"))
        let iPad = try #require(Device.named("ipad9_7"))
        let layout = try doc.layout(device: iPad, orientation: .landscapeRight, storedRootSize: false, canvas: true)
        #expect(layout.frame(of: "childRoot")?.size == Size(width: 228, height: 200))
        let without = try CanvasRuleTrace(leftOut: [CanvasRule.embeddedRootContainerSize.id]).run {
            try doc.layout(device: iPad, orientation: .landscapeRight, storedRootSize: false, canvas: true)
        }
        #expect(without.frame(of: "childRoot")?.size == Size(width: 1024 - 147, height: 768 - 467))
    }
}
