import Foundation
import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisInterfaceBuilder

/// What every view element states about its `UIView` is decoded once into ``ViewAttributes``;
/// ``SceneBuilder/makeView(_:superviewID:)`` applies it.
struct ViewAttributesTests {
    /// Every attribute written, in UIKit's types: frame (10, 20, 30 × 40), mask widthSizable +
    /// flexibleMaxY, hugging 251/750, compression resistance 749/1000, margins 1/2/3/4 and
    /// directional 5/6/7/8, right-to-left, hidden, clipped, flagged misplaced.
    @Test func everyWrittenAttributeIsDecoded() throws {
        let tree = try XMLTree.parse(Data("""
            <label id="l" translatesAutoresizingMaskIntoConstraints="NO" hidden="YES" clipsSubviews="YES" misplaced="YES"
                horizontalHuggingPriority="251" verticalHuggingPriority="750"
                horizontalCompressionResistancePriority="749" verticalCompressionResistancePriority="1000"
                preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" semanticContentAttribute="forceRightToLeft">
                <rect key="frame" x="10" y="20" width="30" height="40"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES" flexibleMinX="NO"/>
                <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
                <directionalEdgeInsets key="directionalLayoutMargins" top="5" leading="6" bottom="7" trailing="8"/>
            </label>
            """.utf8))
        let a = try #require(ViewAttributes(tree, traits: TraitCollection()))
        #expect(a.id == "l")
        #expect(a.kind == .label)
        #expect(a.storedFrame == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(a.translatesAutoresizingMaskIntoConstraints == false)
        #expect(a.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
        #expect(a.isHidden && a.clipsToBounds && a.isFlaggedInDocument)
        #expect(a.contentHuggingPriority.horizontal == LayoutPriority(251) && a.contentHuggingPriority.vertical == LayoutPriority(750))
        #expect(a.contentCompressionResistancePriority.horizontal == LayoutPriority(749))
        #expect(a.contentCompressionResistancePriority.vertical == LayoutPriority(1000))
        #expect(a.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(a.directionalLayoutMargins == DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        #expect(a.preservesSuperviewLayoutMargins && !a.insetsLayoutMarginsFromSafeArea)
        #expect(a.semanticContentAttributeName == "forceRightToLeft" && a.semanticContentAttribute == .forceRightToLeft)
    }

    /// Nothing written: UIKit's defaults (translates true, insets from the safe area true, the
    /// rest false or nil); a malformed priority and frame are nil; an unknown semantic content
    /// attribute keeps its name with no value; an unknown element kind is nil; no id, no attributes.
    @Test func unwrittenAndMalformedValues() throws {
        let tree = try XMLTree.parse(Data("""
            <sceneView id="s" horizontalHuggingPriority="high" semanticContentAttribute="sideways"><rect key="frame" x="0" y="0" width="wide" height="4"/></sceneView>
            """.utf8))
        let a = try #require(ViewAttributes(tree, traits: TraitCollection()))
        #expect(a.kind == nil)
        #expect(a.storedFrame == nil)
        #expect(a.translatesAutoresizingMaskIntoConstraints && a.insetsLayoutMarginsFromSafeArea)
        #expect(!a.isHidden && !a.clipsToBounds && !a.preservesSuperviewLayoutMargins && !a.isFlaggedInDocument)
        #expect(a.autoresizingMask == nil && a.layoutMargins == nil && a.directionalLayoutMargins == nil)
        #expect(a.contentHuggingPriority.horizontal == nil && a.contentHuggingPriority.vertical == nil)
        #expect(a.semanticContentAttributeName == "sideways" && a.semanticContentAttribute == nil)
        #expect(ViewAttributes(try XMLTree.parse(Data("<view/>".utf8)), traits: TraitCollection()) == nil)
    }

    /// `hidden` is read for the size classes: a `heightClass=compact` variation hides the view
    /// in compact height only.
    @Test func hiddenFollowsTheSizeClasses() throws {
        let tree = try XMLTree.parse(Data(#"<view id="v"><variation key="heightClass=compact" hidden="YES"/></view>"#.utf8))
        var compact = TraitCollection()
        compact.verticalSizeClass = .compact
        #expect(ViewAttributes(tree, traits: compact)?.isHidden == true)
        #expect(ViewAttributes(tree, traits: TraitCollection())?.isHidden == false)
    }

    /// An unknown semantic content attribute takes the reader's one path for unknown values
    /// (``SceneBuilder/readingUnknownValues(_:of:id:)``), naming the element and its line (5), and
    /// the view keeps `.unspecified`.
    @Test func anUnknownSemanticContentAttributeIsWarnedOnce() throws {
        let xib = DocumentFixture.iPhone8Xib("", rootAttributes: #"semanticContentAttribute="sideways""#)
        let layout = try IBDocument(data: xib).layout(scene: nil, device: nil, orientation: nil)
        let warnings = layout.diagnostics.filter { $0.ids.contains("root") && $0.kind == "unsupported" }
        #expect(warnings.map(\.message) == ["<view> at line 5: semanticContentAttribute 'sideways' read as unspecified (not a value Interface Builder writes)"])
        #expect(layout.views["root"]?.semanticContentAttribute == .unspecified)
    }
}
