import Foundation
import Testing
import TrellisTestSupport

/// `layout --format json` encodes a large document's views in chunks of 1,000 (the encoder's tree
/// of values for all of them at once took more memory than the views): the text must be the one a
/// single `JSONEncoder` pass writes, keys sorted, one item a line.
struct LargeDocumentJSONTests {
    /// A storyboard whose root holds `count` springs-and-struts views 3 points apart, and one
    /// element Trellis reads as a plain view (a diagnostic, so that both arrays have items).
    static func storyboard(views count: Int) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                     #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">"#,
                     #"<device id="retina4_7" orientation="portrait"/><scenes><scene sceneID="s"><objects><viewController id="vc">"#,
                     #"<view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>"#,
                     #"<oddView id="odd"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></oddView>"#]
        for k in 0..<count {
            lines.append(#"<view id="v\#(k)"><rect key="frame" x="\#(Double(k % 100) * 3.75)" y="\#(k / 100 * 3)" width="3" height="2.5"/></view>"#)
        }
        lines.append("</subviews></view></viewController></objects></scene></scenes></document>")
        return lines.joined(separator: "\n")
    }

    @Test func chunkedTextIsOneEncoderPass() throws {
        let file = NSTemporaryDirectory() + "trellis-large-\(UUID().uuidString).storyboard"
        try Self.storyboard(views: 2_500).write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let r = try runTrellis(["layout", file, "--format", "json"], in: Repository.root)
        #expect(r.status == 0)
        let output = try LayoutOutput.decode(r.stdout)
        // The root, the odd view and 2,500 views: three chunks. v1234: column 34 (x = 127.5), row 12 (y = 36).
        #expect(output.views.count == 2_502)
        #expect(output.frames["v1234"] == [127.5, 36, 3, 2.5])
        #expect(output.diagnostics.map(\.kind) == ["unsupported"])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        #expect(r.stdout == String(decoding: try encoder.encode(output), as: UTF8.self) + "\n")
    }

    @Test func chunkedTextWrittenToAFileIsTheSameText() throws {
        // `--output` gets the pieces one after the other, in a temporary file renamed at the end.
        let folder = NSTemporaryDirectory() + "trellis-large-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/big.storyboard", json = folder + "/big.json"
        try Self.storyboard(views: 2_500).write(toFile: file, atomically: true, encoding: .utf8)
        let toStandardOutput = try runTrellis(["layout", file, "--format", "json"], in: Repository.root)
        let toFile = try runTrellis(["layout", file, "--format", "json", "--output", json], in: Repository.root)
        #expect(toFile.status == 0 && toFile.stdout.isEmpty)
        #expect(try String(contentsOfFile: json, encoding: .utf8) == toStandardOutput.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["big.json", "big.storyboard"])
    }
}
