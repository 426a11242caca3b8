import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Hostile documents (issue 20): every input is generated here. Each case ends in an error naming
/// what and where, or in a correct layout — never a crash. The memory and time of the worst of
/// them are bounded in `CLIHostileInputTests`, which runs `trellis` under `ulimit`.
struct HostileDocumentTests {
    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">"#

    /// A layout file whose views nest `depth` levels (the root is level 1).
    static func nestedViewsYAML(_ depth: Int) -> String {
        var text = "view:\n  id: v0\n"
        var indent = "  "
        for i in 1..<depth {
            text += indent + "subviews:\n" + indent + "  - id: v\(i)\n"
            indent += "    "
        }
        return text
    }

    // MARK: Nesting (item 1)

    @Test func yamlViewsNestedPastTheLimitAreAnErrorNamingDepthAndLine() {
        // 2,000 nested views crashed Yams' recursive composer; the nesting scan stops at the
        // 1,001st collection: the view mapping of v500 (each view level is a mapping and a list).
        #expect(throws: LayoutFileError(line: 1002, message: "lists and mappings nested more than 1000 deep")) {
            try LayoutFile.parse(Self.nestedViewsYAML(2_000))
        }
    }

    @Test func yamlFlowNestingPastTheLimitIsAnError() {
        let text = "view: {id: a, label: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "}\n"
        #expect(throws: LayoutFileError(line: 1, message: "lists and mappings nested more than 1000 deep")) { try LayoutFile.parse(text) }
    }

    @Test func yamlNestedExactlyToTheLimitIsRead() throws {
        // 500 view levels = 999 collections (the top mapping, then a mapping and a list per level
        // below the root): read and laid out, every view stacked at the origin.
        let file = try LayoutFile.parse(Self.nestedViewsYAML(500))
        #expect(file.allViews.count == 500)
        let layout = try file.layout()
        #expect(layout.frame(of: "v499") == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(layout.frame(of: "v0") == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func xmlNestedPastTheLimitIsAnErrorNamingDepthAndLine() {
        // 60,000 nested elements crashed the recursive `descendants`; the reader stops at 1,001.
        let xml = Self.header + "\n<objects>\n" + String(repeating: "<a>", count: 60_000) + String(repeating: "</a>", count: 60_000) + "</objects></document>"
        #expect(throws: InterfaceBuilderError.malformedXML(line: 4, column: 2_997, message: "elements nested more than 1000 deep (<a> at depth 1001)")) {
            try IBDocument(data: Data(xml.utf8))
        }
    }

    @Test func xmlTreeWalksAndFreesADeepTreeWithoutRecursion() {
        // A tree 200,000 deep (far past any stack) built directly: listed in document order and freed.
        let root = XMLTree(name: "root", attributes: [:], line: 1)
        var node = root
        for i in 0..<200_000 {
            let child = XMLTree(name: "n", attributes: ["i": "\(i)"], line: i + 2)
            child.parent = node
            node.children.append(child)
            node = child
        }
        let all = Array(root.descendants)
        #expect(all.count == 200_000)
        #expect(all.first?["i"] == "0" && all.last?["i"] == "199999")
        weak let deepest = node
        node = root
        _ = consume node
        #expect(deepest != nil)   // still held by `root`
    }

    @Test func anElementKeptAfterItsTreeIsFreedKeepsItsChildren() throws {
        var tree: XMLTree? = try XMLTree.parse(Data("<r><a><b><c/></b></a></r>".utf8))
        let a = try #require(tree?.children.first)
        tree = nil
        #expect(a.descendants.map(\.name) == ["b", "c"])
    }

    @Test func descendantsAreInDocumentOrder() throws {
        let tree = try XMLTree.parse(Data("<r><a><b/><c/></a><d><e/></d></r>".utf8))
        #expect(tree.descendants.map(\.name) == ["a", "b", "c", "d", "e"])
        // The subtree starts with the element itself; a leaf's is the leaf alone.
        #expect(tree.children[0].subtree.map(\.name) == ["a", "b", "c"])
        #expect(tree.children[1].children[0].subtree.map(\.name) == ["e"])
        #expect(tree.children[1].children[0].descendants.map(\.name) == [])
    }

    // MARK: Expansion (items 3 and 4)

    @Test func yamlAliasBombStopsAtTheFirstCopy() {
        // Ten levels of aliases, each doubling the one before: 2^10 copies of the leaf view if
        // expanded (the issue's 779 bytes grew past 1.7 GB, building every copy before checking
        // ids). Ids repeat in every copy, so the error comes at the first repeat.
        var nested = "view:\n  id: root\n  subviews:\n    - &a0 {id: leaf}\n"
        for i in 1...10 { nested += "    - &a\(i) {id: n\(i), subviews: [*a\(i - 1), *a\(i - 1)]}\n" }
        #expect(throws: LayoutFileError(line: 4, message: "duplicate view id 'leaf' (first used on line 4)")) {
            try LayoutFile.parse(nested)
        }
    }

    @Test func entityDeclarationsAreRefused() {
        // One 50 kB internal entity referenced 200 times per attribute: 10 MB per attribute if expanded.
        let xml = #"<?xml version="1.0"?>"# + "\n" + #"<!DOCTYPE d [<!ENTITY e ""# + String(repeating: "x", count: 50_000) + #"">]>"#
            + "\n<document a=\"" + String(repeating: "&e;", count: 200) + "\"/>"
        #expect(throws: InterfaceBuilderError.malformedXML(line: 2, column: 1, message: "entity declarations (<!ENTITY) are not supported; Interface Builder documents have none")) {
            try IBDocument(data: Data(xml.utf8))
        }
    }

    @Test func anotherDeclaredEncodingIsRefused() {
        // In UTF-7 `+ADw-!ENTITY` would be an entity declaration the byte scan cannot see.
        let xml = #"<?xml version="1.0" encoding="UTF-7"?>"# + "\n+ADw-!DOCTYPE d +AFs-+ADw-!ENTITY e 'x'+AD4-+AF0-+AD4-\n<document/>"
        #expect(throws: InterfaceBuilderError.malformedXML(line: 1, column: 1, message: "encoding 'UTF-7' is not supported; Interface Builder documents are UTF-8")) {
            try IBDocument(data: Data(xml.utf8))
        }
        #expect(XMLTree.declaredEncoding(Data("\u{FEFF}<?xml version='1.0' encoding = 'utf-8' ?><a/>".utf8)) == "utf-8")
        #expect(XMLTree.declaredEncoding(Data("<a/>".utf8)) == nil)
    }

    // MARK: Encoding (items 8 and 10)

    static let oneLabel = "\n<objects><view id=\"r\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"100\" height=\"50\"/><subviews>"
        + "<label text=\"\u{FEFF}Hi\" id=\"l\"><rect key=\"frame\" x=\"10\" y=\"10\" width=\"30\" height=\"20\"/></label>"
        + "</subviews></view></objects></document>"

    @Test func byteOrderMarkAndZeroWidthNoBreakSpaceAreUTF8() throws {
        let doc = try IBDocument(data: Data([0xEF, 0xBB, 0xBF]) + Data((Self.header + Self.oneLabel).utf8))
        let layout = try doc.layout()
        #expect(layout.frame(of: "l") == Rect(x: 10, y: 10, width: 30, height: 20))
        // U+FEFF inside the text is kept (libyaml drops one that starts a scalar, as a byte-order mark).
        let yaml = try LayoutFile.parse(Data([0xEF, 0xBB, 0xBF]) + Data("view:\n  id: r\n  label: \"no\u{FEFF}te\"\n".utf8))
        #expect(yaml.root.label == "no\u{FEFF}te")
    }

    @Test func invalidUTF8IsStillRefusedWithItsPlace() {
        // A surrogate (ED A0 80) and an overlong form (E0 80 80) on line 2.
        for bad: [UInt8] in [[0xED, 0xA0, 0x80], [0xE0, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
            let data = Data("<a>\n<b>".utf8) + Data(bad) + Data("</b></a>".utf8)
            #expect(throws: InterfaceBuilderError.malformedXML(line: 2, column: 4, message: "invalid UTF-8 byte 0x\(String(bad[1], radix: 16, uppercase: true))")) {
                try XMLTree.parse(data)
            }
        }
    }

    @Test func carriageReturnOnlyLinesAreCounted() {
        // Old Mac line ends: the unclosed tag is on line 4, not "line 1, column 90".
        let xml = "<?xml version=\"1.0\"?>\r<document>\r<objects>\r<view id=\"r\">\r</objects>\r</document>\r"
        #expect(throws: InterfaceBuilderError.malformedXML(line: 5, column: 11, message: "mismatched or unclosed tag")) {
            try IBDocument(data: Data(xml.utf8))
        }
    }

    @Test func aNulByteInYAMLIsLocated() {
        #expect(throws: LayoutFileError(line: 2, column: 8, message: "malformed YAML: control characters are not allowed (U+0000)")) {
            try LayoutFile.parse(Data("view:\n  id: a\u{0}\n".utf8))
        }
    }

    @Test func directoriesAndDevicesAreNamedForWhatTheyAre() {
        #expect(throws: InterfaceBuilderError.unreadable(path: "/", reason: "is a directory, not a document")) { try IBDocument(contentsOf: "/") }
        #expect(throws: InterfaceBuilderError.unreadable(path: "/dev/zero", reason: "is a device, not a regular file")) { try IBDocument(contentsOf: "/dev/zero") }
        #expect(throws: InterfaceBuilderError.unreadable(path: "/nonexistent.xib", reason: "no such file")) { try IBDocument(contentsOf: "/nonexistent.xib") }
        // A sparse file of 100 MB (no disk used): refused by its size, before any of it is read.
        let big = NSTemporaryDirectory() + "trellis-big-\(UUID().uuidString).xib"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: big) }
        #expect(truncate(big, 100_000_000) == 0)
        #expect(throws: InterfaceBuilderError.unreadable(path: big, reason: "the file is 100 MB; documents over 64 MB are not read")) { try IBDocument(contentsOf: big) }
    }

    // MARK: Duplicates (item 11)

    @Test func duplicateKeysAreErrors() {
        #expect(throws: LayoutFileError(line: 3, message: "duplicate key 'id' (first on line 2)")) { try LayoutFile.parse("view:\n  id: a\n  id: b\n") }
        #expect(throws: LayoutFileError(line: 3, message: "duplicate key 'view' (first on line 1)")) { try LayoutFile.parse("view: {id: a}\norientation: portrait\nview: {id: b}\n") }
        #expect(throws: LayoutFileError(line: 3, message: "duplicate key 'orientation' (first on line 1)")) {
            try LayoutFile.parse("orientation: portrait\nview: {id: a}\norientation: landscape\n")
        }
        #expect(throws: LayoutFileError(line: 2, message: "duplicate key 'm' (first on line 2)")) { try LayoutFile.parse("view: {id: a}\nmetrics: {m: 1, m: 2}\n") }
    }

    // MARK: Non-finite frames (item 5)

    static func nonFinite(_ layout: IBLayout) -> Diagnostic? { layout.diagnostics.first { $0.kind == IBLayout.nonFiniteFrameKind } }

    @Test func aHugeMetricIsAnErrorNamingTheConstraint() throws {
        let file = try LayoutFile.parse("metrics: {m: 1e308}\nview:\n  id: r\n  subviews: [{id: a}]\nconstraints:\n  - H:|-m-[a]-m-|\n")
        let d = try #require(Self.nonFinite(try file.layout()))
        #expect(d.severity == .error && d.ids == ["a"])
        #expect(d.message == "the frame of 'a' is not finite (not a number, 0, −infinity, 0) after solving: the values of <LayoutConstraint 'line 6: H:|-m-[a]-m-| #1' a.leading == r.leading + 1e+308> overflow")
    }

    @Test func aChainOfHugeMultipliersIsAnErrorNamingTheConstraint() throws {
        // 1e12^26 overflows a Double: v26 is the first view whose width is infinite.
        var text = "view:\n  id: r\n  subviews:\n" + (0..<40).map { "    - id: v\($0)\n" }.joined() + "constraints:\n  - v0.width == 1\n"
        text += (1..<40).map { "  - v\($0).width == 1000000000000 * v\($0 - 1).width\n" }.joined()
        let d = try #require(Self.nonFinite(try LayoutFile.parse(text).layout()))
        #expect(d.message.hasPrefix("the frame of 'v26' is not finite"))
        #expect(d.message.contains("the values of <LayoutConstraint 'line 71: v26.width == 1000000000000 * v25.width'"))
        #expect(d.message.hasSuffix("; 13 more view(s) have frames that are not finite or too large"))
    }

    @Test func aHugeIntrinsicSizeIsNamed() throws {
        let file = try LayoutFile.parse("view:\n  id: r\n  subviews:\n    - {id: a, intrinsicSize: [1e308, 1e308]}\nconstraints:\n  - a.leading == superview.leading + 1000\n  - a.top == superview.top\n  - a.trailing <= superview.trailing\n")
        let d = try #require(Self.nonFinite(try file.layout()))
        #expect(d.message.hasSuffix("after solving: the intrinsic content size of 'a' (1e+308 × 1e+308) overflows"))
    }

    @Test func aHugeStoredConstantInAStoryboardIsAnError() throws {
        let xml = Self.header + """

            <objects><view id="r"><rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
              <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="k"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></subviews>
              <constraints>
                <constraint firstItem="k" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="1e308" id="c1"/>
                <constraint firstItem="r" firstAttribute="trailing" secondItem="k" secondAttribute="trailing" constant="1e308" id="c2"/>
                <constraint firstItem="k" firstAttribute="top" secondItem="r" secondAttribute="top" id="c3"/>
                <constraint firstItem="k" firstAttribute="height" constant="10" id="c4"/>
              </constraints></view></objects></document>
            """
        let layout = try IBDocument(data: Data(xml.utf8)).layout()
        let d = try #require(Self.nonFinite(layout))
        #expect(d.ids == ["k"])
        #expect(d.message.contains("1e+308> overflow"))
        #expect(layout.frame(of: "r") == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    /// A stack view with a spacing and an image with a size from the document.
    static func stack(spacing: String, imageSize: String) -> String {
        header + """

            <objects><view id="r"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews><stackView translatesAutoresizingMaskIntoConstraints="NO" axis="vertical" spacing="\(spacing)" id="s"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            <subviews><view id="a"><rect key="frame" x="0.0" y="0.0" width="100" height="10"/></view>
            <view id="b"><rect key="frame" x="0.0" y="0.0" width="100" height="10"/></view>
            <imageView image="big" translatesAutoresizingMaskIntoConstraints="NO" id="i"><rect key="frame" x="0.0" y="0.0" width="100" height="10"/></imageView>
            </subviews></stackView></subviews>
            <constraints><constraint firstItem="s" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="c1"/>
            <constraint firstItem="s" firstAttribute="top" secondItem="r" secondAttribute="top" id="c2"/></constraints></view></objects>
            <resources><image name="big" width="\(imageSize)" height="\(imageSize)"/></resources></document>
            """
    }

    @Test func hugeStackSpacingAndImageSizesAreNamed() throws {
        // The stack's spacing constraint is between its arranged subviews, found in the hierarchy.
        let spaced = try #require(Self.nonFinite(try IBDocument(data: Data(Self.stack(spacing: "1e308", imageSize: "10").utf8)).layout()))
        #expect(spaced.message.contains("after solving: the values of <LayoutConstraint 'UISV-spacing' b.top == a.bottom + 1e+308> overflow"))
        let imaged = try #require(Self.nonFinite(try IBDocument(data: Data(Self.stack(spacing: "8", imageSize: "1e308").utf8)).layout()))
        #expect(imaged.message.contains("after solving: the intrinsic content size of 'i' (1e+308 × 1e+308) overflows"))
        let fine = try IBDocument(data: Data(Self.stack(spacing: "8", imageSize: "10").utf8)).layout()
        #expect(Self.nonFinite(fine) == nil)
    }

    @Test func ordinaryLayoutsHaveNoSuchDiagnostic() throws {
        let layout = try LayoutFile.parse("view:\n  id: r\n  subviews: [{id: a}]\nconstraints:\n  - H:|-[a]-|\n  - V:|-[a(10)]\n").layout()
        #expect(Self.nonFinite(layout) == nil)
        #expect(layout.frame(of: "a") == Rect(x: 20, y: 20, width: 335, height: 10))   // 20 pt to the superview's edges
    }
}
