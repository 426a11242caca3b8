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
    @Flag(help: "One line per document, and the figures per element kind.") var verbose = false
    @Flag(help: "With --verbose, a line per mismatched view (id, element, stored and solved frames) and per element not laid out.") var mismatches = false

    @Option(help: "measured (default) or stored text sizes.") var text: TextSizing = .measured

    func run() throws {
        let files: [String]
        do { files = try DocumentPaths.expand(paths, recursive: false) } catch { throw fail(error.description) }
        var total = (clean: 0, cleanOK: 0, flagged: 0, flaggedOK: 0, docs: 0, failed: 0, failedFrames: 0)
        var kinds: [String: Fidelity.KindCount] = [:], flaggedKinds: [String: Fidelity.KindCount] = [:]
        var bands: [XcodeBand: BandCount] = [:]
        for f in files {
            do {
                var doc = try IBDocument(contentsOf: f)
                doc.textSizing = text
                let fidelity = try doc.fidelity()
                let (n, ok, flagged) = (fidelity.total, fidelity.within, fidelity.isCountedApart)
                if flagged { total.flagged += n; total.flaggedOK += ok } else { total.clean += n; total.cleanOK += ok }
                for (kind, count) in fidelity.byKind {
                    if flagged { flaggedKinds[kind, default: .init()].add(count) } else { kinds[kind, default: .init()].add(count) }
                }
                total.docs += 1
                bands[XcodeBand.of(doc.tools), default: BandCount()].add(n: n, ok: ok, flagged: flagged)
                if verbose {
                    let why = fidelity.flaggedInDocument ? " (flagged misplaced/ambiguous in the document)"
                        : flagged ? " (flagged: stored frames contradict required constraint \(fidelity.storedFrameContradictions.map(\.constraintID).joined(separator: ", ")))" : ""
                    let missed = fidelity.missed.isEmpty ? "" : " (\(fidelity.missed.count) not laid out)"
                    print("\(ok)/\(n)\(missed)\(why)  \(f)")
                }
                if verbose && mismatches {
                    for m in fidelity.mismatches {
                        print("    \(m.elementName) \(m.id): stored \(m.stored), solved \(m.solved)")
                    }
                    for m in fidelity.missed {
                        print("    \(m.elementName) \(m.id): stored \(m.storedFrame), not laid out (\(m.reason.rawValue), line \(m.line))")
                    }
                }
            } catch {
                // A document Trellis cannot read stays in the count: each frame it stores is a miss
                // (among the documents Xcode did not flag: its flags cannot be read either).
                let frames = Self.storedFrameCount(of: f)
                total.failed += 1; total.failedFrames += frames; total.clean += frames
                if verbose { print(escapingControlCharacters("unreadable  \(f): \(error) (\(frames) stored frames counted as misses)")) }
            }
        }
        func pct(_ a: Int, _ b: Int) -> String { b == 0 ? "n/a" : String(format: "%.1f %%", 100 * Double(a) / Double(b)) }
        func table(_ kinds: [String: Fidelity.KindCount]) {
            print("  kind                            within      off   missed    total    share")
            for (kind, c) in kinds.sorted(by: { ($0.value.total, $1.key) > ($1.value.total, $0.key) }) {
                print("  " + kind.padding(toLength: max(30, kind.count + 1), withPad: " ", startingAt: 0)
                      + [c.within, c.off, c.missed, c.total].map { String(format: "%9d", $0) }.joined()
                      + pct(c.within, c.total).leftPadded(to: 9))
            }
        }
        print("documents: \(total.docs) laid out, \(total.failed) unreadable" + (total.failed == 0 ? "" : " (their \(total.failedFrames) stored frames count as misses below)"))
        print("framed elements within 1 pt of the stored frame: \(total.cleanOK)/\(total.clean) = \(pct(total.cleanOK, total.clean)) (documents not flagged; an element not laid out is a miss)")
        if verbose { table(kinds) }
        print("in documents flagged misplaced/ambiguous by Xcode or contradicting their own required constraints: \(total.flaggedOK)/\(total.flagged) = \(pct(total.flaggedOK, total.flagged))")
        if verbose { table(flaggedKinds) }
        print("all documents together: \(total.cleanOK + total.flaggedOK)/\(total.clean + total.flagged) = \(pct(total.cleanOK + total.flaggedOK, total.clean + total.flagged))")
        print("by Xcode band (toolsVersion), documents laid out; within/total not flagged, flagged, all:")
        for band in XcodeBand.all {
            guard let c = bands[band] else { continue }
            let range = band == .newest ? "\(ToolsVersion.xcode16_3)…" : "\(band.range)"
            print("  " + "\(band.name) (\(range))".padding(toLength: 38, withPad: " ", startingAt: 0) + String(format: "%4d docs", c.docs)
                  + "  \(c.cleanOK)/\(c.clean) = \(pct(c.cleanOK, c.clean));  \(c.flaggedOK)/\(c.flagged) = \(pct(c.flaggedOK, c.flagged));"
                  + "  \(c.cleanOK + c.flaggedOK)/\(c.clean + c.flagged) = \(pct(c.cleanOK + c.flaggedOK, c.clean + c.flagged))")
        }
    }
}

extension FidelityCommand {
    /// The frames a document stores (`<rect key="frame">`, and `NSFrame` in the pre-Xcode 5
    /// archive format), counted in its text: what an unreadable document contributes as misses.
    /// A file that cannot be read at all counts 0.
    static func storedFrameCount(of path: String) -> Int {
        guard let data = FileManager.default.contents(atPath: path) else { return 0 }
        let text = String(decoding: data, as: UTF8.self)
        return text.components(separatedBy: #"<rect key="frame""#).count - 1 + text.components(separatedBy: #"key="NSFrame""#).count - 1
    }
}

/// One Xcode band's figures in `trellis fidelity`.
private struct BandCount {
    var docs = 0, clean = 0, cleanOK = 0, flagged = 0, flaggedOK = 0
    mutating func add(n: Int, ok: Int, flagged isFlagged: Bool) {
        docs += 1
        if isFlagged { flagged += n; flaggedOK += ok } else { clean += n; cleanOK += ok }
    }
}

extension Fidelity.KindCount {
    mutating func add(_ other: Fidelity.KindCount) {
        within += other.within; off += other.off; missed += other.missed
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
