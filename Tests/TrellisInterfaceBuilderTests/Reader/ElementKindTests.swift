import Foundation
import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisInterfaceBuilder

/// Element kinds are decoded once, when the XML is read (``XMLTree/kind``), into ``ElementKind``;
/// its facets replace the string sets the reader had (text leaves, bars, scroll views, known
/// elements), and an element of no kind takes one diagnostic path.
struct ElementKindTests {
    /// The 41 element names the reader knew, the 10 text leaves, 4 bars and 4 scroll views, as
    /// the sets they replace listed them.
    @Test func theFacetsAreTheFormerSets() {
        #expect(ElementKind.allCases.count == 41)
        #expect(Set(ElementKind.allCases.filter(\.isTextLeaf).map(\.rawValue)) == ["label", "button", "textField", "switch", "slider",
            "segmentedControl", "activityIndicatorView", "stepper", "pageControl", "progressView"])
        #expect(Set(ElementKind.allCases.filter(\.isBar).map(\.rawValue)) == ["tabBar", "toolbar", "navigationBar", "searchBar"])
        #expect(Set(ElementKind.allCases.filter(\.isScrollView).map(\.rawValue)) == ["scrollView", "tableView", "collectionView", "textView"])
        for kind in ElementKind.allCases { #expect(ElementKind(elementName: kind.rawValue) == kind) }
        #expect(ElementKind(elementName: "constraint") == nil)
        #expect(ElementKind(elementName: "Label") == nil, "element names are case-sensitive")
    }

    /// The tree carries the kind: `<label>` is a label, `<rect>` and an unknown `<sceneView>` none.
    @Test func theTreeCarriesTheKind() throws {
        let tree = try XMLTree.parse(Data(#"<view id="a"><subviews><label id="l"/><sceneView id="s"/></subviews><rect key="frame"/></view>"#.utf8))
        #expect(tree.kind == .view)
        #expect(tree.descendants.map(\.kind) == [nil, .label, nil, nil])
    }

    /// An unknown element with a stored frame is laid out as a plain view at its frame, with
    /// exactly one "unsupported" warning naming it and its line (8); a known one (the label) with none.
    @Test func anUnknownElementIsAPlainViewWithOneWarning() throws {
        let xib = DocumentFixture.iPhone8Xib("""
            <sceneView contentMode="scaleToFill" id="odd"><rect key="frame" x="10" y="20" width="30" height="40"/></sceneView>
            <label text="Title" id="lbl"><rect key="frame" x="10" y="80" width="40" height="21"/></label>
            """)
        let layout = try IBDocument(data: xib).layout(scene: nil, device: nil, orientation: nil)
        let odd = try #require(layout.views["odd"])
        #expect(type(of: odd) == View.self)
        #expect(odd.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(layout.views["lbl"] is Label)
        let warnings = layout.diagnostics.filter { $0.ids.contains("odd") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.kind == "unsupported")
        #expect(warnings.first?.message == "<sceneView> at line 8 is read as a plain view")
        #expect(!layout.diagnostics.contains { $0.ids.contains("lbl") && $0.kind == "unsupported" })
    }
}
