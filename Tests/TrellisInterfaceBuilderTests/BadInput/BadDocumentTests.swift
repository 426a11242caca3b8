import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Bad documents become errors or diagnostics that name what and where — never a crash.
struct BadDocumentTests {
    func read(_ xml: String) throws(InterfaceBuilderError) -> IBDocument { try IBDocument(data: Data(xml.utf8)) }

    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    static let open = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">"#

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let xml: String
        let expected: InterfaceBuilderError
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "truncated", xml: header + open + "\n<objects>\n<view id=\"a\">",
            expected: .malformedXML(line: 4, column: 1, message: "")),
        Row(name: "mismatched tag", xml: header + open + "\n<objects></view></objects></document>",
            expected: .malformedXML(line: 3, column: 1, message: "")),
        Row(name: "pre-Xcode 5 archive", xml: header + #"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"></archive>"#,
            expected: .unsupported("pre-Xcode 5 archive format")),
        Row(name: "Xcode 4.5 storyboard", xml: header + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="2.0"></document>"#,
            expected: .unsupported("document format version 2.0")),
        Row(name: "macOS document", xml: header + #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"></document>"#,
            expected: .unsupported("macOS (Cocoa) documents")),
        Row(name: "not a document", xml: header + "<plist></plist>", expected: .unsupported("root element <plist>")),
        Row(name: "empty", xml: "", expected: .malformedXML(line: 1, column: 1, message: "")),
    ]

    @Test(arguments: rows)
    func rejected(row: Row) {
        do {
            _ = try read(row.xml)
            Issue.record("\(row.name): expected an error")
        } catch {
            switch (error, row.expected) {
            case let (.malformedXML(line, _, _), .malformedXML(expectedLine, _, _)):
                #expect(line == expectedLine, "\(row.name): \(error)")
            case let (.unsupported(text), .unsupported(prefix)):
                #expect(text.hasPrefix(prefix), "\(row.name): \(text)")
            default:
                Issue.record("\(row.name): got \(error)")
            }
        }
    }

    @Test func invalidUTF8InAnElementNameIsAnErrorNotATrap() throws {
        // Regression from the fuzzer: FoundationXML traps on "<viewControllerL\u{C0}…"; Trellis
        // reports the byte, its line and column instead.
        var bytes = Array((Self.header + Self.open + "\n<viewControllerL").utf8)
        bytes.append(0xC0)
        bytes += Array(" id=\"x\"/></document>".utf8)
        #expect(throws: InterfaceBuilderError.malformedXML(line: 3, column: 17, message: "invalid UTF-8 byte 0xC0")) {
            try IBDocument(data: Data(bytes))
        }
    }

    @Test func unknownIdsAndBadConstraintsAreDiagnostics() throws {
        let xml = Self.header + Self.open + """

            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="child">
                            <rect key="frame" x="10" y="10" width="50" height="50"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="ghost" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                        <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="top" id="c2"/>
                        <constraint firstItem="child" firstAttribute="width" multiplier="x:y" secondItem="root" secondAttribute="width" id="c3"/>
                        <constraint firstItem="child" firstAttribute="sideways" secondItem="root" secondAttribute="top" id="c4"/>
                        <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c5"/>
                        <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c6"/>
                        <constraint firstItem="child" firstAttribute="width" constant="50" id="c7" placeholder="YES"/>
                        <constraint firstItem="child" firstAttribute="height" constant="nan" id="c8"/>
                        <constraint firstItem="child" firstAttribute="height" constant="40" priority="2000" id="c9"/>
                    </constraints>
                </view>
            </objects>
            </document>
            """
        let layout = try read(xml).layout()
        let kinds = layout.diagnostics.map { "\($0.kind):\($0.ids.first ?? "")" }
        #expect(kinds.contains("unknown-id:c1"))
        #expect(layout.diagnostics.contains { $0.kind == "unknown-id" && $0.ids.contains("ghost") })
        #expect(kinds.contains("invalid-constraint:c2"))
        #expect(kinds.contains("invalid-constraint:c3"))
        #expect(kinds.contains("invalid-constraint:c4"))
        // NaN constants and priorities past 1000 are refused with the constraint named.
        #expect(kinds.contains("invalid-constraint:c8"))
        #expect(kinds.contains("invalid-constraint:c9"))
        // The placeholder width is dropped as at run time, so the child's width and height are ambiguous.
        let ambiguity = try #require(layout.diagnostics.first { $0.kind == "ambiguous" })
        #expect(ambiguity.ids == ["child"])
        // The diagnostic carries the laid-out view itself, and the view leads back to its entry.
        let child = try #require(layout.views["child"])
        #expect(ambiguity.views.count == 1 && ambiguity.views.first === child)
        #expect(layout.entry(for: child)?.id == "child")
        #expect(layout.entry(for: View()) == nil)
        // A document diagnostic (an unknown id) is about no laid-out view.
        #expect(layout.diagnostics.first { $0.kind == "unknown-id" }?.views.isEmpty == true)
        #expect(layout.frame(of: "child")?.origin == Point(x: 10, y: 10))
    }
}
