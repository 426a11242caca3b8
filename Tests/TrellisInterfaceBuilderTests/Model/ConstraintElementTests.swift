import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Every `<constraint>` is decoded once, when the XML is read, into a typed ``ConstraintElement``;
/// a value Interface Builder does not write is a diagnostic naming the constraint's id and line.
struct ConstraintElementTests {
    /// A view holding one constraint per attribute form (line numbers in the comments: the
    /// `<view>` start tag is line 1).
    static let xml = """
        <view id="root">
            <constraints>
                <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="3:4" id="ratio"/>
                <constraint firstItem="a" firstAttribute="height" secondItem="a" secondAttribute="width" multiplier="1/3" id="fraction"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" multiplier="0.5" constant="-8.5" id="decimal"/>
                <constraint firstAttribute="height" constant="44" id="constant"/>
                <constraint firstItem="a" firstAttribute="baseline" secondItem="b" secondAttribute="firstBaseline" relation="greaterThanOrEqual" priority="750" id="optional"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="8" symbolic="YES" placeholder="YES" identifier="pin" id="placeholder"/>
            </constraints>
        </view>
        """

    func constraints() throws -> (root: XMLTree, byID: [String: ConstraintElement]) {
        let root = try XMLTree.parse(Data(Self.xml.utf8))
        var byID: [String: ConstraintElement] = [:]
        for e in root.descendants { if let c = e.constraint { byID[c.id ?? "?"] = c } }
        return (root, byID)
    }

    /// Multipliers: the ratio "3:4" is 0.75, the fraction "1/3" a third, "0.5" a half, an omitted
    /// one 1. Constants: "-8.5", 44, omitted 0.
    @Test func multipliersAndConstants() throws {
        let c = try constraints().byID
        #expect(c["ratio"]?.values.multiplier == 0.75)
        #expect(c["fraction"]?.values.multiplier == 1.0 / 3)
        #expect(c["decimal"]?.values.multiplier == 0.5)
        #expect(c["constant"]?.values.multiplier == 1)
        #expect(c["decimal"]?.values.constant == -8.5)
        #expect(c["constant"]?.values.constant == 44)
        #expect(c["ratio"]?.values.constant == 0)
    }

    /// Items and attributes: an omitted `firstItem` is nil (the holder, "root"); a constant
    /// constraint has no second attribute; `baseline` is UIKit's last baseline; margins are read.
    @Test func itemsAndAttributes() throws {
        let c = try constraints().byID
        let constant = try #require(c["constant"])
        #expect(constant.firstItem == nil && constant.holderID == "root")
        #expect(constant.firstAttribute == .height && constant.secondAttribute == nil && constant.secondItem == nil)
        let optional = try #require(c["optional"])
        #expect(optional.firstAttribute == .lastBaseline && optional.secondAttribute == .firstBaseline)
        #expect(optional.firstItem == "a" && optional.secondItem == "b")
        #expect(c["placeholder"]?.secondAttribute == .leadingMargin)
        // Lines: the view is line 1, `<constraints>` line 2, the first constraint line 3.
        #expect(c["ratio"]?.line == 3 && c["placeholder"]?.line == 8)
    }

    /// Priority: omitted is nil, in effect UIKit's required 1000; written 750. Relation: omitted
    /// `equal`, written `greaterThanOrEqual`. Flags and the inspector's identifier.
    @Test func priorityRelationAndFlags() throws {
        let c = try constraints().byID
        #expect(c["ratio"]?.values.priority == nil)
        #expect(c["ratio"]?.values.effectivePriority == LayoutPriority(1000))
        #expect(c["optional"]?.values.priority == LayoutPriority(750))
        #expect(c["ratio"]?.values.relation == .equal)
        #expect(c["optional"]?.values.relation == .greaterThanOrEqual)
        let placeholder = try #require(c["placeholder"])
        #expect(placeholder.isPlaceholder && placeholder.isSymbolic && placeholder.identifier == "pin")
        #expect(c["ratio"]?.isPlaceholder == false && c["ratio"]?.isSymbolic == false && c["ratio"]?.identifier == nil)
        let wellFormed = c.values.allSatisfy { $0.problems.isEmpty }
        #expect(wellFormed)
    }

    /// Decoded once by the parser and kept on the element: the same object every time it is asked for.
    @Test func decodedOnceWhenRead() throws {
        let root = try constraints().root
        let element = try #require(root.descendants.first { $0.name == "constraint" })
        guard case .constraint? = element.decoded else { Issue.record("not decoded by the parser"); return }
        #expect(element.constraint === element.constraint)
        // 6 constraints decoded, no other element of the tree (the view, `<constraints>`).
        #expect(root.subtree.filter { $0.decoded != nil }.count == 6)
    }

    /// Size-class variations of the values: on a landscape iPhone 8 (compact width and height)
    /// the most specific matching key wins (30, two traits, over 20, one); in portrait (compact
    /// width, regular height) only `widthClass=compact` matches (priority 500); on an iPad
    /// (regular, regular) none does: the element's own 10 and 1000.
    @Test func variationsByMostSpecificKey() throws {
        let c = try #require(try XMLTree.parse(Data("""
            <constraint firstAttribute="height" constant="10" id="h">
                <variation key="heightClass=compact" constant="20"/>
                <variation key="heightClass=compact-widthClass=compact" constant="30"/>
                <variation key="widthClass=compact" priority="500"/>
                <variation key="userInterfaceIdiom=mac" constant="99"/>
            </constraint>
            """.utf8)).constraint)
        let phone = Device.named("retina4_7")!, pad = Device.named("ipad9_7")!
        let landscape = c.values(for: TraitCollection(screen: Screen(device: phone, orientation: .landscapeLeft)))
        #expect(landscape.constant == 30 && landscape.priority == LayoutPriority(500))
        let portrait = c.values(for: TraitCollection(screen: Screen(device: phone, orientation: .portrait)))
        #expect(portrait.constant == 10 && portrait.priority == LayoutPriority(500))
        let ipad = c.values(for: TraitCollection(screen: Screen(device: pad, orientation: .portrait)))
        #expect(ipad.constant == 10 && ipad.effectivePriority == LayoutPriority(1000))
        #expect(c.variations.count == 4 && c.variesConstant && c.variesPriority)
    }

    /// Every malformed value is kept as a problem, named by attribute and value; nothing crashes.
    @Test func malformedValuesAreProblems() throws {
        let root = try XMLTree.parse(Data("""
            <view id="root"><constraints>
                <constraint firstItem="a" firstAttribute="sideways" secondItem="root" secondAttribute="top" multiplier="x:y" id="c1"/>
                <constraint firstItem="a" secondItem="root" secondAttribute="nowhere" constant="abc" priority="high" relation="about" id="c2"/>
                <constraint firstItem="a" firstAttribute="height" constant="inf" placeholder="maybe" id="c3">
                    <variation key="heightClass=compact" constant="twenty" multiplier="1:0"/>
                </constraint>
            </constraints></view>
            """.utf8))
        var problems: [String: [String]] = [:]
        for e in root.descendants { if let c = e.constraint { problems[c.id!] = c.problems.map(\.description) } }
        #expect(problems["c1"] == ["firstAttribute 'sideways' is not a layout attribute",
                                   "multiplier 'x:y' is not a number, a ratio a:b or a fraction a/b"])
        #expect(problems["c2"] == ["firstAttribute is not written (a layout attribute is needed)",
                                   "secondAttribute 'nowhere' is not a layout attribute",
                                   "relation 'about' is not equal, lessThanOrEqual or greaterThanOrEqual",
                                   "constant 'abc' is not a finite number",
                                   "priority 'high' is not a number"])
        #expect(problems["c3"] == ["constant 'inf' is not a finite number",
                                   "variation heightClass=compact: multiplier '1:0' is not a number, a ratio a:b or a fraction a/b",
                                   "variation heightClass=compact: constant 'twenty' is not a finite number",
                                   "placeholder 'maybe' is not YES or NO"])
    }

    /// The malformed constraints of a document are left out, each with one `invalid-constraint`
    /// warning that names its id and line (c1 on line 11, c2 on 12, c3 on 13 of this document);
    /// the well-formed ones lay the child out at (10, 20), 50 × 40.
    @Test func malformedConstraintsAreOneDiagnosticEach() throws {
        let xml = BadDocumentTests.header + BadDocumentTests.open + """

            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="child"><rect key="frame" x="10" y="20" width="50" height="40"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="child" firstAttribute="sideways" secondItem="root" secondAttribute="top" multiplier="x:y" id="c1"/>
                        <constraint firstItem="child" firstAttribute="width" constant="abc" id="c2"/>
                        <constraint firstItem="child" firstAttribute="height" constant="40" id="c3"><variation key="widthClass=compact" constant="x"/></constraint>
                        <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="ok1"/>
                        <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="ok2"/>
                        <constraint firstItem="child" firstAttribute="width" constant="50" id="ok3"/>
                        <constraint firstItem="child" firstAttribute="height" constant="40" id="ok4"/>
                    </constraints>
                </view>
            </objects>
            </document>
            """
        let layout = try IBDocument(data: Data(xml.utf8)).layout()
        let invalid = layout.diagnostics.filter { $0.kind == "invalid-constraint" }
        #expect(invalid.map(\.message) == [
            "<constraint> at line 11: firstAttribute 'sideways' is not a layout attribute; multiplier 'x:y' is not a number, a ratio a:b or a fraction a/b (not values Interface Builder writes); constraint c1 is left out",
            "<constraint> at line 12: constant 'abc' is not a finite number (not a value Interface Builder writes); constraint c2 is left out",
            "<constraint> at line 13: variation widthClass=compact: constant 'x' is not a finite number (not a value Interface Builder writes); constraint c3 is left out",
        ])
        #expect(invalid.map(\.ids) == [["c1"], ["c2"], ["c3"]])
        #expect(layout.frame(of: "child") == Rect(x: 10, y: 20, width: 50, height: 40))
        #expect(!layout.diagnostics.contains { $0.kind == "unsatisfiable" })
    }

    /// ``ConstraintPins`` reads the typed constraints and skips malformed ones, which no layout
    /// builds: a's width is set by w1 (40); b's malformed width w2 ("forty") sets nothing, so b's
    /// width is set only when its two pins (leading 1000, trailing 200) are both stronger than its
    /// hugging: at hugging 100, not at 251.
    @Test func pinsReadTypedConstraintsAndSkipMalformedOnes() throws {
        let root = try XMLTree.parse(Data("""
            <view id="root"><subviews><label id="a"/><label id="b"/></subviews><constraints>
                <constraint firstItem="a" firstAttribute="width" constant="40" id="w1"/>
                <constraint firstItem="b" firstAttribute="width" constant="forty" id="w2"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstItem="b" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" priority="200" id="t"/>
            </constraints></view>
            """.utf8))
        let pins = ConstraintPins(root)
        #expect(pins.setsSize(of: "a", axis: .horizontal, hugging: 251))
        #expect(!pins.setsSize(of: "b", axis: .horizontal, hugging: 251))
        #expect(pins.setsSize(of: "b", axis: .horizontal, hugging: 100))
        #expect(!pins.setsSize(of: "a", axis: .vertical, hugging: 251))
    }
}
