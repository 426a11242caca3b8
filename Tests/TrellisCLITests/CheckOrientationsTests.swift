import Foundation
import Testing
import TrellisTestSupport

/// Which orientations `check` lays each document out in (issue 31): `--orientations`, else
/// `.trellis.yml` (a path's `orientations`, else the file's), else the app's `Info.plist`
/// (`UISupportedInterfaceOrientations`, `~ipad`), else the document's design orientation. Each
/// test works in a project folder of its own:
///
///     project/App.xcodeproj/           (a folder: where the walk up for Info.plist stops)
///     project/App/Conflict.xib         designed in portrait on the iPhone 8
///     project/App/Synth/Misplaced.xib  designed in portrait on the iPhone 8
struct CheckOrientationsTests {
    static func project(infoPlist: String? = nil, plistFolder: String = "App") throws -> String {
        let dir = NSTemporaryDirectory() + "trellis-orientations-\(UUID().uuidString)"
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/App/Synth", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: dir + "/App.xcodeproj", withIntermediateDirectories: true)
        try fm.copyItem(atPath: "\(CheckConfigurationTests.fixtures)/Conflict.xib", toPath: dir + "/App/Conflict.xib")
        try fm.copyItem(atPath: "\(CheckConfigurationTests.fixtures)/Misplaced.xib", toPath: dir + "/App/Synth/Misplaced.xib")
        if let infoPlist {
            try fm.createDirectory(atPath: "\(dir)/\(plistFolder)", withIntermediateDirectories: true)
            try infoPlist.write(toFile: "\(dir)/\(plistFolder)/Info.plist", atomically: true, encoding: .utf8)
        }
        return dir
    }

    /// An `Info.plist` listing `orientations` under `key`.
    static func plist(_ orientations: [String], key: String = "UISupportedInterfaceOrientations") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
            <key>CFBundleName</key><string>App</string>
            <key>\(key)</key>
            <array>\(orientations.map { "<string>UIInterfaceOrientation\($0)</string>" }.joined())</array>
        </dict></plist>
        """
    }

    /// Each case of the JSON report as "document orientation", in report order.
    static func cases(_ arguments: [String], in dir: String) throws -> (status: Int32, cases: [String], stderr: String) {
        let r = try runTrellis(["check"] + arguments + ["--format", "json"], in: dir)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let cases = (report["cases"] as? [[String: Any]] ?? []).map { "\($0["document"] as? String ?? "?") \($0["orientation"] as? String ?? "?")" }
        return (r.status, cases, r.stderr)
    }

    /// A path rule's orientations (`Synth/**` landscape only) win over the file's (portrait and
    /// landscape) for the documents it matches: Misplaced.xib in landscape only, Conflict.xib in
    /// both — 3 layouts; `--orientations portrait` wins over both — 2 layouts.
    @Test func perPathOrientationsFromTheConfiguration() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try """
            orientations: [portrait, landscape]
            paths:
              - paths: ["App/Synth/**"]
                orientations: [landscape]
            """.write(toFile: dir + "/.trellis.yml", atomically: true, encoding: .utf8)
        let r = try Self.cases(["App"], in: dir)
        #expect(r.cases == ["App/Conflict.xib portrait", "App/Conflict.xib landscape", "App/Synth/Misplaced.xib landscape"])
        #expect(r.stderr.contains("2 documents, 3 layouts (design device × orientations of 2 documents by .trellis.yml, else the design orientation)"))
        let flag = try Self.cases(["App", "--orientations", "portrait"], in: dir)
        #expect(flag.cases == ["App/Conflict.xib portrait", "App/Synth/Misplaced.xib portrait"])
    }

    /// A path rule with an orientation that is not one is an error naming the file and the key
    /// (exit 2, nothing on standard output).
    @Test func aBadPathOrientationIsAnError() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "paths:\n  - paths: [App]\n    orientations: [sideways]\n".write(toFile: dir + "/.trellis.yml", atomically: true, encoding: .utf8)
        let r = try runTrellis(["check", "App"], in: dir)
        #expect(r.status == 2 && r.stdout.isEmpty)
        #expect(r.stderr.contains(".trellis.yml: 'paths[0].orientations': 'sideways' is not a list of portrait, landscape"))
    }

    /// The app's Info.plist (App/Info.plist, below the folder holding App.xcodeproj) lists the
    /// two landscapes: both documents in landscape only (UIKit's landscape left and right are
    /// one layout) — 2 layouts. `--orientations portrait` or `.trellis.yml` wins over it.
    @Test func supportedOrientationsFromTheInfoPlist() throws {
        let dir = try Self.project(infoPlist: Self.plist(["LandscapeLeft", "LandscapeRight"]))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try Self.cases(["App"], in: dir)
        #expect(r.cases == ["App/Conflict.xib landscape", "App/Synth/Misplaced.xib landscape"])
        #expect(r.stderr.contains("2 documents, 2 layouts (design device × orientations of 2 documents by Info.plist, else the design orientation)"))
        #expect(try Self.cases(["App", "--orientations", "portrait"], in: dir).cases == ["App/Conflict.xib portrait", "App/Synth/Misplaced.xib portrait"])
        try "orientations: [portrait]\n".write(toFile: dir + "/.trellis.yml", atomically: true, encoding: .utf8)
        #expect(try Self.cases(["App"], in: dir).cases == ["App/Conflict.xib portrait", "App/Synth/Misplaced.xib portrait"])
    }

    /// `UISupportedInterfaceOrientations~ipad` is the iPad's: an iPhone document (these are)
    /// keeps the plain key's portrait and landscape (2 layouts each); with only the `~ipad`
    /// key, nothing applies to it — its design orientation, 1 layout each.
    @Test func theIPadKeyIsTheIPads() throws {
        let both = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
                <key>UISupportedInterfaceOrientations</key>
                <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
                <key>UISupportedInterfaceOrientations~ipad</key>
                <array><string>UIInterfaceOrientationLandscapeRight</string></array>
            </dict></plist>
            """
        let dir = try Self.project(infoPlist: both)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try Self.cases(["App/Conflict.xib"], in: dir).cases == ["App/Conflict.xib portrait", "App/Conflict.xib landscape"])
        try Self.plist(["LandscapeRight"], key: "UISupportedInterfaceOrientations~ipad")
            .write(toFile: dir + "/App/Info.plist", atomically: true, encoding: .utf8)
        #expect(try Self.cases(["App/Conflict.xib"], in: dir).cases == ["App/Conflict.xib portrait"])
    }

    /// The walk up stops at the folder holding the `.xcodeproj`: an Info.plist above it (another
    /// project's) is not read — 1 layout, the design orientation. Without a project folder or a
    /// configuration above the document, nothing is read either.
    @Test func noPlistAboveTheProject() throws {
        let outer = NSTemporaryDirectory() + "trellis-outer-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: outer, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outer) }
        try Self.plist(["LandscapeLeft"]).write(toFile: outer + "/Info.plist", atomically: true, encoding: .utf8)
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.moveItem(atPath: dir, toPath: outer + "/project")
        #expect(try Self.cases(["App/Conflict.xib"], in: outer + "/project").cases == ["App/Conflict.xib portrait"])
        try FileManager.default.removeItem(atPath: outer + "/project/App.xcodeproj")
        #expect(try Self.cases(["App/Conflict.xib"], in: outer + "/project").cases == ["App/Conflict.xib portrait"])
    }

    /// A plist that is not one, or an orientation name UIKit does not have, is a warning on
    /// standard error naming the file and the key; the document keeps its design orientation
    /// (or the names that are UIKit's).
    @Test func aBadPlistIsAWarningNamingIt() throws {
        let dir = try Self.project(infoPlist: "not a plist <")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try Self.cases(["App/Conflict.xib"], in: dir)
        #expect(r.cases == ["App/Conflict.xib portrait"])
        #expect(r.stderr.contains("trellis: warning: \(dir)/App/Info.plist: not a readable property list; its supported orientations are not used"))
        try Self.plist(["Sideways", "LandscapeLeft"]).write(toFile: dir + "/App/Info.plist", atomically: true, encoding: .utf8)
        let named = try Self.cases(["App/Conflict.xib"], in: dir)
        #expect(named.cases == ["App/Conflict.xib landscape"])
        #expect(named.stderr.contains("App/Info.plist: UISupportedInterfaceOrientations lists 'UIInterfaceOrientationSideways', not one of UIInterfaceOrientationPortrait"))
    }
}
