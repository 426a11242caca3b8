import ArgumentParser
import Foundation
import Trellis
import TrellisInterfaceBuilder

/// `trellis rules`: the canvas rule table (``CanvasRule/table``), and with `--evidence` what each
/// rule decides in a set of documents.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List Xcode's canvas rules Trellis applies; with --evidence, the elements each decides in the given documents.",
        shouldDisplay: false   // a measurement tool, like `fidelity`
    )

    @Flag(help: "Lay the documents out with and without each rule and count the elements it decides.") var evidence = false
    @Flag(help: "With --evidence, a line per decided element that is off by more than 1 pt.") var verbose = false
    @Option(name: .customLong("rule"), help: "With --evidence, count only the rule of this id (repeatable); the others are not re-laid out.") var ruleIDs: [String] = []
    @Argument(help: "Documents or folders of documents (with --evidence).") var paths: [String] = []

    func run() throws {
        guard evidence else {
            if !paths.isEmpty { throw fail("documents are read only with --evidence") }
            if !ruleIDs.isEmpty { throw fail("--rule is read only with --evidence") }
            for rule in CanvasRule.table {
                print("\(rule.id)  [\(rule.xcode)]  \(rule.condition): \(rule.value)  — \(rule.source)"
                      + (rule.appleSource.map { "; Apple: \($0)" } ?? ""))
            }
            return
        }
        guard !paths.isEmpty else { throw fail("--evidence needs documents or folders of documents") }
        for id in ruleIDs where CanvasRule.named(id) == nil { throw fail("no canvas rule is named \(id) (see `trellis rules`)") }
        let only: Set<String>? = ruleIDs.isEmpty ? nil : Set(ruleIDs)
        var files: [String] = []
        for path in paths {
            do { files += try DocumentPaths.expand([path], recursive: false) } catch { throw fail(error.description) }
        }
        var tally: [String: Tally] = [:]
        var failed = 0
        for file in files {
            let project = Self.project(of: file)
            do {
                let doc = try IBDocument(contentsOf: file)
                let (_, rules) = try doc.canvasRuleEvidence(only: only)
                for r in rules {
                    var t = tally[r.rule.id, default: Tally()]
                    t.documents.insert(file); t.projects.insert(project)
                    if !r.elements.isEmpty { t.decidingDocuments.insert(file); t.decidingProjects.insert(project) }
                    for e in r.elements {
                        t.elements += 1
                        if e.within { t.within += 1 }
                        if e.withinWithout { t.withinWithout += 1 }
                        if verbose && !e.within {
                            print(escapingControlCharacters("  \(r.rule.id): \(e.elementName) \(e.id) off (\(e.withinWithout ? "within" : "off") without the rule)  \(file)"))
                        }
                    }
                    tally[r.rule.id] = t
                }
            } catch {
                failed += 1
            }
        }
        print("documents: \(files.count - failed) laid out, \(failed) unreadable")
        let rules = CanvasRule.table.filter { rule in only.map { $0.contains(rule.id) } ?? true }
        // The id column as wide as the longest id, so that no id runs into its range.
        let idWidth = max(37, (rules.map { $0.id.count }.max() ?? 0) + 1)
        print("rule".padding(toLength: idWidth, withPad: " ", startingAt: 0)
              + "xcode          applies: docs projects | decides: docs projects elements within off | within without it")
        for rule in rules {
            let t = tally[rule.id] ?? Tally()
            let flag = rule.unsettled ? "  (unsettled: not a claim)" : t.decidingProjects.count >= 2 ? "" : rule.appleSource != nil ? "  (Apple source)"
                : t.elements == 0 ? "  (decides no element here)" : "  ONE PROJECT ONLY"
            print(rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "\(rule.xcode)".padding(toLength: 15, withPad: " ", startingAt: 0)
                  + String(format: "%14d %8d | %13d %8d %8d %6d %3d | %17d", t.documents.count, t.projects.count, t.decidingDocuments.count,
                           t.decidingProjects.count, t.elements, t.within, t.elements - t.within, t.withinWithout) + flag)
        }
    }

    /// Counts for one rule over the documents.
    struct Tally {
        var documents = Set<String>(), projects = Set<String>()
        var decidingDocuments = Set<String>(), decidingProjects = Set<String>()
        var elements = 0, within = 0, withinWithout = 0
    }

    /// The project a corpus document comes from: the `repo` column of the MANIFEST.tsv next to
    /// its folder (or one folder up), else the `owner__repo` prefix of its file name.
    static func project(of file: String) -> String {
        let name = (file as NSString).lastPathComponent
        let folder = (file as NSString).deletingLastPathComponent
        for manifest in [folder + "/MANIFEST.tsv", (folder as NSString).deletingLastPathComponent + "/MANIFEST.tsv"] {
            if let repo = Manifests.shared.repo(of: name, manifest: manifest) { return repo }
        }
        let parts = name.components(separatedBy: "__")
        return parts.count >= 2 ? parts[0] + "/" + parts[1] : name
    }
}

/// MANIFEST.tsv files read once: file name → repo column.
final class Manifests: @unchecked Sendable {
    static let shared = Manifests()
    private var read: [String: [String: String]] = [:]
    private let lock = NSLock()

    func repo(of name: String, manifest: String) -> String? {
        lock.withLock {
            if read[manifest] == nil {
                var map: [String: String] = [:]
                if let text = try? String(contentsOfFile: manifest, encoding: .utf8) {
                    let lines = text.split(separator: "\n")
                    let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) ?? []
                    if let f = header.firstIndex(of: "local_file"), let r = header.firstIndex(of: "repo") {
                        for line in lines.dropFirst() {
                            let cols = line.split(separator: "\t", omittingEmptySubsequences: false)
                            if cols.count > max(f, r) { map[String(cols[f])] = String(cols[r]) }
                        }
                    }
                }
                read[manifest] = map
            }
            return read[manifest]?[name]
        }
    }
}
