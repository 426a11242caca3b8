import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TrellisTestSupport

/// `trellis check` over several documents, devices and orientations, in each report format, read
/// back by a parser of that format: JUnit by Foundation's `XMLDocument`, SARIF and JSON by
/// `JSONSerialization`, GitHub annotations line by line (issue 18).
struct CheckReportTests {
    static let fixtures = "Tests/TrellisCLITests/Fixtures"
    /// Conflict.xib: kid has required widths 50 and 80 (element kid at line 10): one error, and
    /// a warning that its stored frame (50 wide) does not satisfy `w80` (line 14).
    static let conflict = "\(fixtures)/Conflict.xib"
    /// Misplaced.xib: kid stored 50 wide, constrained 60 (line 10): one warning.
    static let misplaced = "\(fixtures)/Misplaced.xib"
    /// DynamicType.xib: a one-line body-style label "body" (line 11) pinned 120×21: its text fits
    /// at large (17 pt) and not at extraLarge (19 pt) or accessibilityExtraExtraExtraLarge (53 pt).
    static let dynamicType = "\(fixtures)/DynamicType.xib"

    static func check(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        try runTrellis(["check"] + arguments, in: Repository.root)
    }

    @Test func githubAnnotationsExactLines() throws {
        let r = try Self.check([Self.conflict, Self.misplaced, "--format", "github"])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(3)) == [
            "::warning file=\(Self.conflict),line=14,title=trellis stored-frame-contradiction w80::constraint w80 (kid.width == 80): the stored frames give 50 where it requires 80; Xcode's stored frames do not follow this required constraint — iPhone 8 (retina4_7) portrait",
            "::error file=\(Self.conflict),line=10,title=trellis unsatisfiable kid::Unable to simultaneously satisfy constraints: <LayoutConstraint 'w50' kid.width == 50>; <LayoutConstraint 'w80' kid.width == 80>; broke <LayoutConstraint 'w80' kid.width == 80> — iPhone 8 (retina4_7) portrait",
            "::warning file=\(Self.misplaced),line=10,title=trellis misplaced kid::view kid: frame in the document (0, 0, 50, 50), constraints give (0, 0, 60, 50) on the design device — iPhone 8 (retina4_7) portrait",
        ])
        #expect(lines[3].hasPrefix("::notice title=trellis check::2 documents, 2 layouts (design device × design orientation): 1 error, 2 warnings, 0 notes in "))
        #expect(lines.count == 5 && lines[4].isEmpty)
        // The machine-readable output stays pure: the summary also goes to standard error.
        #expect(r.stderr.hasPrefix("trellis check: 2 documents"))
    }

    @Test func textLinesNameDocumentLineAndElement() throws {
        let r = try Self.check([Self.misplaced])
        #expect(r.status == 0)   // warnings only
        #expect(r.stdout.hasPrefix("\(Self.misplaced):10: warning: [misplaced] view kid: frame in the document (0, 0, 50, 50), constraints give (0, 0, 60, 50) on the design device (kid) — iPhone 8 (retina4_7) portrait\n1 document, 1 layout (design device × design orientation): 0 errors, 1 warning, 0 notes in "))
        #expect(r.stderr.isEmpty)   // no progress bar when standard error is not a terminal
        let strict = try Self.check([Self.misplaced, "--warnings-as-errors"])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains(":10: error: [misplaced]"))
    }

    @Test func junitParsesWithATestCasePerDocumentDeviceAndOrientation() throws {
        let r = try Self.check([Self.conflict, Self.misplaced, "--devices", "retina4_7,iPhone 8 Plus",
                                "--orientations", "portrait,landscape", "--format", "junit"])
        #expect(r.status == 1)
        let xml = try XMLDocument(data: Data(r.stdout.utf8))
        let suites = try #require(xml.rootElement())
        #expect(suites.name == "testsuites")
        // 2 documents × 2 devices × 2 orientations; the conflict breaks on all 4 of its layouts,
        // one cause reported once: in the design device's case (issue 31).
        #expect(suites.attribute(forName: "tests")?.stringValue == "8")
        #expect(suites.attribute(forName: "failures")?.stringValue == "1")
        let suiteElements = suites.elements(forName: "testsuite")
        #expect(suiteElements.map { $0.attribute(forName: "name")?.stringValue } == [Self.conflict, Self.misplaced])
        let conflictCases = suiteElements[0].elements(forName: "testcase")
        #expect(conflictCases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == [
            "iPhone 8 (retina4_7) portrait", "iPhone 8 (retina4_7) landscape",
            "iPhone 8 Plus (retina5_5) portrait", "iPhone 8 Plus (retina5_5) landscape"])
        let failure = try #require(conflictCases[0].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "type")?.stringValue == "unsatisfiable")
        #expect(failure.stringValue?.hasPrefix("\(Self.conflict):10: error: [unsatisfiable]") == true)
        // The misplaced warning (design device only) is the output of its test case, not a failure.
        let misplacedCases = suiteElements[1].elements(forName: "testcase")
        #expect(misplacedCases.allSatisfy { $0.elements(forName: "failure").isEmpty })
        #expect(misplacedCases[0].elements(forName: "system-out").first?.stringValue?.contains("[misplaced] view kid") == true)
    }

    @Test func sarifHasTheRequiredFields() throws {
        let r = try Self.check([Self.conflict, Self.misplaced, "--format", "sarif"])
        #expect(r.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        // SARIF 2.1.0: version, runs; each run a tool.driver.name; each result a message.text;
        // here also ruleId, level and a physical location with the artifact's URI and the line.
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "trellis")
        #expect((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["misplaced", "stored-frame-contradiction", "unsatisfiable"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        for (result, (rule, level, uri, line)) in zip(results, [("stored-frame-contradiction", "warning", Self.conflict, 14),
                                                               ("unsatisfiable", "error", Self.conflict, 10),
                                                               ("misplaced", "warning", Self.misplaced, 10)]) {
            #expect(result["ruleId"] as? String == rule)
            #expect(result["level"] as? String == level)
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == uri)
            #expect((location["region"] as? [String: Any])?["startLine"] as? Int == line)
        }
    }

    @Test func jsonHasTheSummaryAndEveryCase() throws {
        let r = try Self.check([Self.conflict, "--devices", "retina4_7,retina3_5", "--format", "json"])
        #expect(r.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Any])
        // One conflict, on both layouts: one error, in the design device's case (issue 31).
        #expect(summary["documents"] as? Int == 1 && summary["layouts"] as? Int == 2 && summary["errors"] as? Int == 1)
        let cases = try #require(report["cases"] as? [[String: Any]])
        #expect(cases.map { $0["device"] as? String } == ["retina4_7", "retina3_5"])
        let findings = try #require(cases[0]["findings"] as? [[String: Any]])
        #expect(findings.map { $0["kind"] as? String } == ["stored-frame-contradiction", "unsatisfiable"])
        #expect(findings[1]["element"] as? String == "kid" && findings[1]["line"] as? Int == 10)
        // Keys sorted, as JSONEncoder writes them with .sortedKeys.
        #expect(r.stdout.range(of: "\"cases\"")!.lowerBound < r.stdout.range(of: "\"summary\"")!.lowerBound)
    }

    @Test func foldersAreSearchedAndUnreadableDocumentsAreErrors() throws {
        let dir = NSTemporaryDirectory() + "trellis-check-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/sub/.hidden", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: Repository.path(Self.misplaced), toPath: dir + "/sub/Misplaced.xib")
        try FileManager.default.copyItem(atPath: Repository.path(Self.conflict), toPath: dir + "/sub/.hidden/Conflict.xib")
        try "<document".write(toFile: dir + "/Broken.storyboard", atomically: true, encoding: .utf8)
        try "not: a layout".write(toFile: dir + "/ci.yml", atomically: true, encoding: .utf8)
        let r = try Self.check([dir])
        // Broken.storyboard and sub/Misplaced.xib; not the hidden folder, not the YAML file.
        #expect(r.status == 1)
        #expect(r.stdout.contains("\(dir)/Broken.storyboard: error: [unreadable] \(dir)/Broken.storyboard: malformed XML"))
        #expect(r.stderr.hasPrefix("trellis: error: \(dir)/Broken.storyboard: malformed XML"))
        #expect(r.stdout.contains("\(dir)/sub/Misplaced.xib:10: warning: [misplaced]"))
        #expect(r.stdout.contains("2 documents, 1 layout (design device × design orientation): 1 error, 1 warning, 0 notes"))
    }

    /// `--content-sizes`: each content size a further axis, named in every format; the label's text
    /// is clipped at the two larger sizes only, and the misplaced warning (design device) goes to
    /// the large case. The clipping is measured text: skipped without HarfBuzz and Inter.
    @Test(.enabled(if: toolMeasuresText, "needs the Debian packages libharfbuzz0b and fonts-inter (apt-get install libharfbuzz0b fonts-inter)"))
    func contentSizesAreAFurtherAxisInEveryFormat() throws {
        let sizes = ["--content-sizes", "large,extraLarge,accessibilityExtraExtraExtraLarge"]
        let text = try Self.check([Self.dynamicType, Self.misplaced] + sizes)
        #expect(text.status == 0)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("\(Self.dynamicType):11: warning: [text-clipped] label body needs "))
        #expect(lines[0].hasSuffix(", has 120×21 (body) — iPhone 8 (retina4_7) portrait extraLarge"))
        #expect(lines[1].hasSuffix(", has 120×21 (body) — iPhone 8 (retina4_7) portrait accessibilityExtraExtraExtraLarge"))
        #expect(lines[2].hasSuffix("(kid) — iPhone 8 (retina4_7) portrait large"))
        #expect(lines[3].hasPrefix("2 documents, 6 layouts (design device × design orientation × 3 content sizes): 0 errors, 3 warnings, 0 notes in "))

        let github = try Self.check([Self.dynamicType, "--format", "github"] + sizes)
        #expect(github.stdout.split(separator: "\n").map { String($0.split(separator: "::").last ?? "") }.prefix(2).map { $0.components(separatedBy: " — ").last } == [
            "iPhone 8 (retina4_7) portrait extraLarge", "iPhone 8 (retina4_7) portrait accessibilityExtraExtraExtraLarge"])

        let json = try Self.check([Self.dynamicType, "--devices", "retina4_7,retina5_5", "--format", "json"] + sizes)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Any])
        // 4 clipped layouts, 4 distinct findings: the room the text needs is on each device's pixel grid (2× and 3×).
        #expect(summary["layouts"] as? Int == 6 && summary["contentSizes"] as? Int == 3 && summary["warnings"] as? Int == 4)
        let cases = try #require(report["cases"] as? [[String: Any]])
        // Devices, then orientations, then content sizes.
        #expect(cases.map { "\($0["device"] ?? "") \($0["contentSize"] ?? "") \(($0["findings"] as? [Any])?.count ?? -1)" } == [
            "retina4_7 large 0", "retina4_7 extraLarge 1", "retina4_7 accessibilityExtraExtraExtraLarge 1",
            "retina5_5 large 0", "retina5_5 extraLarge 1", "retina5_5 accessibilityExtraExtraExtraLarge 1"])
        // Without --content-sizes the cases have no content size and the summary no such axis.
        let plain = try Self.check([Self.dynamicType, "--format", "json"])
        #expect(!plain.stdout.contains("contentSize"))

        let junit = try Self.check([Self.dynamicType, "--format", "junit", "--warnings-as-errors"] + sizes)
        #expect(junit.status == 1)
        let suite = try #require(try XMLDocument(data: Data(junit.stdout.utf8)).rootElement()?.elements(forName: "testsuite").first)
        let testCases = suite.elements(forName: "testcase")
        #expect(testCases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == [
            "iPhone 8 (retina4_7) portrait large", "iPhone 8 (retina4_7) portrait extraLarge",
            "iPhone 8 (retina4_7) portrait accessibilityExtraExtraExtraLarge"])
        #expect(testCases.map { $0.elements(forName: "failure").count } == [0, 1, 1])

        let sarif = try Self.check([Self.dynamicType, "--format", "sarif"] + sizes)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let messages = results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(messages.count == 2)
        #expect(messages.last?.hasSuffix("— on 1 layout: iPhone 8 (retina4_7) portrait accessibilityExtraExtraExtraLarge") == true)
    }

    @Test func contentSizeArgumentsAreValidated() throws {
        let unknown = try Self.check([Self.dynamicType, "--content-sizes", "large,huge"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("trellis: error: The value 'large,huge' is invalid for '--content-sizes <content-sizes>'. Please provide one of the following: all, extraSmall, small, medium, large, "))
        let both = try Self.check([Self.dynamicType, "--content-sizes", "large", "--content-size", "large"])
        #expect(both.status == 2)
        #expect(both.stderr == "trellis: error: give either --content-size or --content-sizes, not both (--content-sizes takes a list) (see 'trellis help')\n")
    }

    /// `all` is the twelve categories: the measured text fits at the four up to large only, and
    /// is clipped at the other eight. Skipped without HarfBuzz and Inter (each layout then warns
    /// that text is not measured instead).
    @Test(.enabled(if: toolMeasuresText, "needs the Debian packages libharfbuzz0b and fonts-inter (apt-get install libharfbuzz0b fonts-inter)"))
    func allContentSizesAreTwelveLayouts() throws {
        let all = try Self.check([Self.dynamicType, "--content-sizes", "all", "--format", "json"])
        let summary = try #require((try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect(summary["layouts"] as? Int == 12 && summary["warnings"] as? Int == 8)
    }

    @Test func unknownDevicesAreUsageErrorsWithCloseMatches() throws {
        let r = try Self.check(["Examples", "--devices", "retina4_7,ipohne8"])
        #expect(r.status == 2)
        #expect(r.stderr == "trellis: error: unknown device 'ipohne8'; did you mean: retina4_7? (see 'trellis help')\n")
        let missing = try Self.check(["no/such/folder"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "trellis: error: no/such/folder: no such file or folder\n")
    }
}
