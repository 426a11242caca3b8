import Foundation

/// A baseline of `trellis check`: the findings a team accepts for now (`--write-baseline FILE`
/// records every distinct finding of a run; `--baseline FILE` leaves those out of the report, so
/// that only new ones fail). A finding is the same when its document, kind, element and message
/// are — not its line, which moves as the file is edited. Rewriting the baseline drops the
/// findings that were fixed.
///
/// The file is JSON (sorted keys, one item a line, so that a change to it reads well in review):
/// `{"findings": [{"document", "element"?, "kind", "message"}], "version": 1}`, documents relative
/// to the baseline's folder.
struct CheckBaseline: Codable, Equatable {
    struct Entry: Codable, Hashable {
        var document: String
        var element: String?
        var kind: String
        var message: String
    }

    var version = 1
    var findings: [Entry]

    /// The entries of distinct findings, documents made relative to `folder`.
    init(_ findings: [Finding], folder: String) {
        var seen = Set<Entry>()
        self.findings = findings.map { Entry(document: CheckBaseline.relative($0.document, to: folder), element: $0.element, kind: $0.kind, message: $0.message) }
            .filter { seen.insert($0).inserted }
            .sorted { ($0.document, $0.kind, $0.element ?? "", $0.message) < ($1.document, $1.kind, $1.element ?? "", $1.message) }
    }

    /// Reads a baseline.
    /// - Throws: a ``CommandFailure`` naming the file.
    static func read(_ path: String) throws(CommandFailure) -> CheckBaseline {
        guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure("\(path): cannot read the baseline") }
        do {
            let baseline = try JSONDecoder().decode(CheckBaseline.self, from: data)
            guard baseline.version == 1 else { throw CommandFailure("\(path): baseline version \(baseline.version) (this trellis reads version 1)") }
            return baseline
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(path): not a trellis check baseline (\(error))")
        }
    }

    /// The baseline as its file holds it.
    func text() throws -> String {
        String(decoding: try JSONEncoder.trellis.encode(self), as: UTF8.self) + "\n"
    }

    /// The report without the findings in the baseline (read from a file in `folder`), and how
    /// many distinct findings were left out.
    func filter(_ report: CheckReport, folder: String) -> (CheckReport, Int) {
        let keys = Set(findings)
        var out = report
        var left = Set<Entry>()
        func keep(_ f: Finding) -> Bool {
            let entry = Entry(document: CheckBaseline.relative(f.document, to: folder), element: f.element, kind: f.kind, message: f.message)
            guard keys.contains(entry) else { return true }
            left.insert(entry)
            return false
        }
        out.unreadable = out.unreadable.filter(keep)
        for i in out.cases.indices { out.cases[i].findings = out.cases[i].findings.filter(keep) }
        return (out, left.count)
    }

    /// `path` relative to `folder` when it is under it (`../` steps otherwise), from standardized
    /// absolute paths: the same document named from another working folder matches.
    static func relative(_ path: String, to folder: String) -> String {
        let a = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let b = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        var common = 0
        while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
        return (Array(repeating: "..", count: b.count - common) + a[common...]).joined(separator: "/")
    }
}
