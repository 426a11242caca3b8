import ArgumentParser
import Foundation
import Trellis
import TrellisInterfaceBuilder

struct FidelityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fidelity",
        abstract: "Lay out documents on their design device at their stored root size and report the share of views within 1 pt of Xcode's stored frames.",
        shouldDisplay: false   // a measurement tool for scripts/fidelity.sh, not part of the everyday interface
    )

    @Argument(help: "Documents or folders of documents.") var paths: [String]
    @Flag(help: "One line per document.") var verbose = false
    @Flag(help: "With --verbose, a line per mismatched view: id, element, stored and solved frames.") var mismatches = false

    func run() throws {
        var files: [String] = []
        for p in paths {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: p, isDirectory: &isDir), isDir.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: p)) ?? []
                files += names.sorted().filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.map { "\(p)/\($0)" }
            } else {
                files.append(p)
            }
        }
        var total = (clean: 0, cleanOK: 0, flagged: 0, flaggedOK: 0, docs: 0, failed: 0)
        for f in files {
            do {
                let fidelity = try IBDocument(contentsOf: f).fidelity()
                let (n, ok, flagged) = (fidelity.total, fidelity.within, fidelity.isCountedApart)
                if flagged { total.flagged += n; total.flaggedOK += ok } else { total.clean += n; total.cleanOK += ok }
                total.docs += 1
                if verbose {
                    let why = fidelity.flaggedInDocument ? " (flagged misplaced/ambiguous in the document)"
                        : flagged ? " (flagged: stored frames contradict required constraint \(fidelity.storedFrameContradictions.map(\.constraintID).joined(separator: ", ")))" : ""
                    print("\(ok)/\(n)\(why)  \(f)")
                }
                if verbose && mismatches {
                    for m in fidelity.mismatches {
                        print("    \(m.elementName) \(m.id): stored \(m.stored), solved \(m.solved)")
                    }
                }
            } catch {
                total.failed += 1
                if verbose { print(escapingControlCharacters("unreadable  \(f): \(error)")) }
            }
        }
        func pct(_ a: Int, _ b: Int) -> String { b == 0 ? "n/a" : String(format: "%.1f %%", 100 * Double(a) / Double(b)) }
        print("documents: \(total.docs) laid out, \(total.failed) unreadable")
        print("views within 1 pt of the stored frame: \(total.cleanOK)/\(total.clean) = \(pct(total.cleanOK, total.clean)) (documents not flagged)")
        print("in documents flagged misplaced/ambiguous by Xcode or contradicting their own required constraints: \(total.flaggedOK)/\(total.flagged) = \(pct(total.flaggedOK, total.flagged))")
    }
}
