import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TrellisTestSupport

/// `.trellis.yml` and the baseline, end to end through the CLI in the JUnit, SARIF and GitHub
/// formats (issue 31). Each test works in a folder of its own:
///
///     project/.trellis.yml
///     project/App/Conflict.xib         kid: required widths 50 and 80 — an unsatisfiable error
///                                      (line 10) and a stored-frame-contradiction warning (line 14)
///     project/App/Misplaced.xib        kid stored 50 wide, constrained 60 — a misplaced warning (line 10)
///     project/App/Legacy/Conflict.xib  the same conflict, in a folder the configuration excludes
struct CheckConfigurationTests {
    static let fixtures = Repository.root + "/" + CheckReportTests.fixtures

    /// A fresh project folder; returns its path (removed by the caller).
    static func project(configuration: String?) throws -> String {
        let dir = NSTemporaryDirectory() + "trellis-config-\(UUID().uuidString)"
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/App/Legacy", withIntermediateDirectories: true)
        for (from, to) in [("Conflict.xib", "App/Conflict.xib"), ("Misplaced.xib", "App/Misplaced.xib"), ("Conflict.xib", "App/Legacy/Conflict.xib")] {
            try fm.copyItem(atPath: "\(fixtures)/\(from)", toPath: "\(dir)/\(to)")
        }
        if let configuration { try configuration.write(toFile: dir + "/.trellis.yml", atomically: true, encoding: .utf8) }
        return dir
    }

    static let configuration = """
        excluded:
          - Legacy
        kinds:
          stored-frame-contradiction: off
        paths:
          - paths: [Misplaced.xib]
            kinds:
              misplaced: note
        """

    /// Found from the working folder upwards (the file is in project/, the run in project/App):
    /// Legacy/ left out, the contradiction off everywhere, the misplaced view a note in
    /// Misplaced.xib — 1 error and 1 note, printed and counted.
    @Test func configurationFoundUpwardsInGitHubFormat() throws {
        let dir = try Self.project(configuration: Self.configuration.replacingOccurrences(of: "[Misplaced.xib]", with: "[App/Misplaced.xib]")
                                       .replacingOccurrences(of: "- Legacy", with: "- App/Legacy"))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try runTrellis(["check", ".", "--format", "github"], in: dir + "/App")
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("::error file=./Conflict.xib,line=10,title=trellis unsatisfiable kid::Unable to simultaneously satisfy constraints"))
        #expect(lines[1].hasPrefix("::notice file=./Misplaced.xib,line=10,title=trellis misplaced kid::view kid: frame in the document (0, 0, 50, 50)"))
        #expect(lines[2].hasPrefix("::notice title=trellis check::2 documents, 2 layouts (design device × design orientation): 1 error, 0 warnings, 1 note in "))
    }

    /// `--config FILE`; its devices and orientations make the matrix (2 × 2 = 4 test cases per
    /// document in JUnit), and `--devices` on the command line wins over the file (2 cases).
    @Test func devicesAndOrientationsFromTheFileInJUnit() throws {
        let dir = try Self.project(configuration: nil)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let config = dir + "/ci.yml"
        try "devices: [retina4_7, \"iPhone 8 Plus\"]\norientations: [portrait, landscape]\nexcluded: [App/Legacy]\n"
            .write(toFile: config, atomically: true, encoding: .utf8)
        let r = try runTrellis(["check", "App", "--config", config, "--format", "junit"], in: dir)
        #expect(r.status == 1)
        let suites = try #require(try XMLDocument(data: Data(r.stdout.utf8)).rootElement())
        // 2 documents × 2 devices × 2 orientations; the conflict, the same on its 4 layouts, fails
        // the design device's case only (one cause, one finding).
        #expect(suites.attribute(forName: "tests")?.stringValue == "8")
        #expect(suites.attribute(forName: "failures")?.stringValue == "1")
        #expect(r.stderr.contains("2 documents, 8 layouts (2 devices × portrait, landscape)"))
        let narrowed = try runTrellis(["check", "App", "--config", config, "--devices", "retina4_7", "--format", "junit"], in: dir)
        let narrowedSuites = try #require(try XMLDocument(data: Data(narrowed.stdout.utf8)).rootElement())
        #expect(narrowedSuites.attribute(forName: "tests")?.stringValue == "4")
    }

    /// The baseline, in SARIF: written (exit 0), then the same findings leave nothing to report
    /// (exit 0); a new document's conflict fails the run and is the only result; a fixed
    /// finding drops out when the baseline is rewritten.
    @Test func baselineEndToEndInSARIF() throws {
        let dir = try Self.project(configuration: nil)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func sarifResults(_ r: (status: Int32, stdout: String, stderr: String)) throws -> [(rule: String, uri: String)] {
            let log = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
            return results.map { result in
                let location = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                return (result["ruleId"] as? String ?? "", (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "")
            }
        }
        // Conflict.xib ×2 (unsatisfiable, stored-frame-contradiction each) and Misplaced.xib (misplaced): 5 findings.
        let written = try runTrellis(["check", "App", "--write-baseline", "baseline.json", "--format", "sarif"], in: dir)
        #expect(written.status == 0)
        let baseline = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/baseline.json"))) as? [String: Any])
        let entries = try #require(baseline["findings"] as? [[String: Any]])
        #expect(entries.count == 5)
        #expect(entries.contains { $0["document"] as? String == "App/Conflict.xib" && $0["kind"] as? String == "unsatisfiable" && $0["element"] as? String == "kid" })

        let clean = try runTrellis(["check", "App", "--baseline", "baseline.json", "--format", "sarif"], in: dir)
        #expect(clean.status == 0)
        #expect(try sarifResults(clean).isEmpty)
        #expect(clean.stderr.contains("0 errors, 0 warnings, 0 notes in ") && clean.stderr.contains("; 5 findings of the baseline not shown"))

        try FileManager.default.copyItem(atPath: "\(Self.fixtures)/Conflict.xib", toPath: dir + "/App/New.xib")
        let new = try runTrellis(["check", "App", "--baseline", "baseline.json", "--format", "sarif"], in: dir)
        #expect(new.status == 1)
        #expect(try sarifResults(new).map { "\($0.rule) \($0.uri)" } == ["stored-frame-contradiction App/New.xib", "unsatisfiable App/New.xib"])

        // Fixed: the legacy conflict's document is gone; rewritten, the baseline drops its 2 findings and takes New.xib's 2.
        try FileManager.default.removeItem(atPath: dir + "/App/Legacy/Conflict.xib")
        let rewritten = try runTrellis(["check", "App", "--write-baseline", "baseline.json"], in: dir)
        #expect(rewritten.status == 0)
        let again = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/baseline.json"))) as? [String: Any])
        let documents = Set((again["findings"] as? [[String: Any]] ?? []).compactMap { $0["document"] as? String })
        #expect(documents == ["App/Conflict.xib", "App/Misplaced.xib", "App/New.xib"])
    }

    /// The same finding named from another working folder matches: baseline documents are
    /// relative to the baseline's folder. GitHub format: nothing but the summary.
    @Test func baselineMatchesFromAnotherWorkingFolderInGitHubFormat() throws {
        let dir = try Self.project(configuration: nil)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try runTrellis(["check", "App/Misplaced.xib", "--write-baseline", "baseline.json"], in: dir)
        let r = try runTrellis(["check", "Misplaced.xib", "--baseline", "../baseline.json", "--format", "github"], in: dir + "/App")
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix("::notice title=trellis check::1 document, 1 layout"))
        #expect(lines[0].hasSuffix("; 1 finding of the baseline not shown"))
    }

    /// Bad files are usage errors (exit 2) naming the file and the key; nothing on standard output.
    @Test func badConfigurationsAndBaselinesAreErrors() throws {
        let dir = try Self.project(configuration: nil)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cases: [(String, String)] = [
            ("devise: all\n", "unknown key 'devise'"),
            ("devices: [ipohne8]\n", "'devices': unknown device"),
            ("kinds:\n  misplaced: loud\n", "'kinds.misplaced' is 'loud'; expected off, note, warning or error"),
            ("orientations: sideways\n", "'orientations': 'sideways'"),
            ("paths:\n  - kinds: {misplaced: off}\n", "'paths[0]' needs paths"),
            ("[unclosed\n", "not valid YAML"),
        ]
        for (text, expected) in cases {
            try text.write(toFile: dir + "/bad.yml", atomically: true, encoding: .utf8)
            let r = try runTrellis(["check", "App", "--config", "bad.yml"], in: dir)
            #expect(r.status == 2, "\(text)")
            #expect(r.stdout.isEmpty)
            #expect(r.stderr.contains("bad.yml: ") && r.stderr.contains(expected), "\(r.stderr)")
        }
        let missing = try runTrellis(["check", "App", "--config", "nowhere.yml"], in: dir)
        #expect(missing.status == 2 && missing.stderr.contains("nowhere.yml: cannot read the configuration file"))
        try "{\"not\": \"a baseline\"}".write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
        let badBaseline = try runTrellis(["check", "App", "--baseline", "b.json"], in: dir)
        #expect(badBaseline.status == 2 && badBaseline.stdout.isEmpty && badBaseline.stderr.contains("b.json: not a trellis check baseline"))
    }
}
