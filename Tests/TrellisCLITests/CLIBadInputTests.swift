import Foundation
import Testing
import TrellisTestSupport

/// The `trellis` command on good and bad input: each row states the exit code and the message.
/// Exit codes: 0 success, 1 `check` found errors, 2 unusable input — never a crash or a trace.
struct CLIBadInputTests {
    static let temp: String = {
        let dir = NSTemporaryDirectory() + "trellis-cli-tests-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let doc = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">"#
        let files = [
            "truncated.xib": doc + "\n<objects>\n<view id=\"a\">",
            "archive.xib": #"<?xml version="1.0"?>"# + "\n" + #"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"></archive>"#,
            "notes.txt": "hello",
            "conflict.xib": doc + """

                <device id="retina4_7" orientation="portrait"/>
                <objects><view id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                  <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="kid"><rect key="frame" x="0.0" y="0.0" width="50" height="50"/></view></subviews>
                  <constraints>
                    <constraint firstItem="kid" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a1"/>
                    <constraint firstItem="kid" firstAttribute="top" secondItem="root" secondAttribute="top" id="a2"/>
                    <constraint firstItem="kid" firstAttribute="width" constant="50" id="w50"/>
                    <constraint firstItem="kid" firstAttribute="width" constant="80" id="w80"/>
                    <constraint firstItem="kid" firstAttribute="height" constant="50" id="h50"/>
                  </constraints></view></objects></document>
                """,
        ]
        for (name, text) in files { precondition(FileManager.default.createFile(atPath: "\(dir)/\(name)", contents: Data(text.utf8)), "cannot write \(dir)/\(name)") }
        return dir
    }()

    struct Row: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let status: Int32
        let stdoutContains: String?
        let stderrContains: String?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let rows: [Row] = [
        Row(arguments: ["layout", "Examples/AspectFit.storyboard"], status: 0, stdoutContains: "AsF-lg-001  view   AsF-bl-001  (0, 120, 375, 93.5)", stderrContains: nil),
        Row(arguments: ["layout", "Examples/AspectFit.storyboard", "--format", "json", "--device", "retina3_5"], status: 0,
            stdoutContains: "    {\n      \"class\" : \"view\",\n      \"height\" : 480,\n      \"id\" : \"AsF-rt-001\",\n      \"width\" : 320,\n      \"x\" : 0,\n      \"y\" : 0\n    }",
            stderrContains: nil),
        Row(arguments: ["layout", "missing.storyboard"], status: 2, stdoutContains: nil, stderrContains: "trellis: error: missing.storyboard: cannot read missing.storyboard: no such file"),
        Row(arguments: ["layout", "TEMP/notes.txt"], status: 2, stdoutContains: nil, stderrContains: "unsupported file type (expected .storyboard, .xib, .yaml or .yml)"),
        Row(arguments: ["layout", "TEMP/truncated.xib"], status: 2, stdoutContains: nil, stderrContains: "malformed XML at line 4, column"),
        Row(arguments: ["layout", "TEMP/archive.xib"], status: 2, stdoutContains: nil, stderrContains: "unsupported document: pre-Xcode 5 archive format"),
        Row(arguments: ["layout", "Examples/AspectFit.storyboard", "--device", "iPhone 99"], status: 2, stdoutContains: nil, stderrContains: "unknown device 'iPhone 99'"),
        Row(arguments: ["layout", "Examples/AspectFit.storyboard", "--orientation", "sideways"], status: 2, stdoutContains: nil, stderrContains: "The value 'sideways' is invalid for '--orientation <orientation>'. Please provide one of 'portrait', 'landscape'"),
        Row(arguments: ["layout", "Examples/AspectFit.storyboard", "--scene", "nope"], status: 2, stdoutContains: nil, stderrContains: "no scene with id 'nope'"),
        Row(arguments: ["check", "Examples/AspectFit.storyboard"], status: 0, stdoutContains: "1 document, 1 layout (design device × design orientation): 0 errors, 0 warnings, 0 notes", stderrContains: nil),
        Row(arguments: ["check", "TEMP/conflict.xib"], status: 1, stdoutContains: "error: [unsatisfiable]", stderrContains: nil),
        Row(arguments: ["devices"], status: 0, stdoutContains: "retina5_5         iPhone 8 Plus", stderrContains: nil),
    ]

    @Test(arguments: rows)
    func run(row: Row) throws {
        let (status, stdout, stderr) = try runTrellis(row.arguments.map { $0.replacingOccurrences(of: "TEMP", with: Self.temp) },
                                                     in: Repository.root)
        #expect(status == row.status, "stdout: \(stdout)\nstderr: \(stderr)")
        if let s = row.stdoutContains { #expect(stdout.contains(s), "stdout: \(stdout)") }
        if let s = row.stderrContains { #expect(stderr.contains(s), "stderr: \(stderr)") }
        if row.status == 2 {
            #expect(stderr.split(separator: "\n").count == 1, "one line: \(stderr)")
        }
    }
}
