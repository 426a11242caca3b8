import ArgumentParser
import Foundation
import Trellis
import TrellisInterfaceBuilder

/// `trellis pairs`: the second-device figure. For every pair `X.A.storyboard` (designed on one
/// device) and `X.B.storyboard` (the same document saved by Xcode on another device), lays A out
/// on B's device and compares with the frames Xcode stored in B.
struct PairsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pairs",
        abstract: "Lay each design document X.A.* out on the device of its pair X.B.* and report the share of framed elements within 1 pt of the frames Xcode stored in X.B.*.",
        shouldDisplay: false   // a measurement tool, like `fidelity`
    )

    @Argument(help: "Folders holding X.A.storyboard / X.B.storyboard (or .xib) pairs.") var folders: [String]
    @Option(help: "measured (default) or stored text sizes.") var text: TextSizing = .measured
    @Flag(help: "One line per pair.") var verbose = false
    @Flag(help: "With --verbose, a line per mismatched or missed element, marked (B too) when B on its own canvas misses it as well.") var mismatches = false

    func run() throws {
        var pairs: [(a: String, b: String)] = []
        for folder in folders {
            let documents: [String]
            do { documents = try DocumentPaths.expand([folder], recursive: false) } catch { throw fail(error.description) }
            let all = Set(documents)
            for a in documents where (a as NSString).lastPathComponent.contains(".A.") {
                let name = (a as NSString).lastPathComponent
                let b = (a as NSString).deletingLastPathComponent + "/" + name.replacingOccurrences(of: ".A.", with: ".B.")
                if all.contains(b) { pairs.append((a, b)) }
            }
        }
        guard !pairs.isEmpty else { throw fail("no X.A.storyboard / X.B.storyboard pairs in \(folders.joined(separator: ", "))") }
        var moved = Tally(), own = Tally(), apart = Tally(), failed = 0
        var byTransition: [DeviceTransition: (moved: Tally, own: Tally, pairs: Int, apart: Int)] = [:]
        for (a, b) in pairs {
            do {
                var design = try IBDocument(contentsOf: a), saved = try IBDocument(contentsOf: b)
                design.textSizing = text; saved.textSizing = text
                let f = try design.fidelity(onDeviceOf: saved), ceiling = try saved.fidelity()
                let transition = DeviceTransition(from: design, to: saved)
                var perClass = byTransition[transition] ?? (Tally(), Tally(), 0, 0)
                if f.isCountedApart { apart.add(f); perClass.apart += 1 } else {
                    moved.add(f); own.add(ceiling)
                    perClass.moved.add(f); perClass.own.add(ceiling); perClass.pairs += 1
                }
                byTransition[transition] = perClass
                if verbose {
                    let name = (b as NSString).lastPathComponent
                    print("\(f.within)/\(f.total) on \(saved.designDevice.id)/\(saved.designOrientation) [\(transition.rawValue)] (B on its own canvas: \(ceiling.within)/\(ceiling.total))\(f.isCountedApart ? " (counted apart: B flagged)" : "")  \(name)")
                }
                if verbose && mismatches {
                    // Whether B's own canvas misses the element too: the misses that are not
                    // the second device's are marked "(B too)".
                    let ownMisses = Set(ceiling.mismatches.map(\.id) + ceiling.missed.map(\.id))
                    func mark(_ id: String) -> String { ownMisses.contains(id) ? " (B too)" : "" }
                    for m in f.mismatches { print("    \(m.elementName) \(m.id): stored \(m.stored), solved \(m.solved)\(mark(m.id))") }
                    for m in f.missed { print("    \(m.elementName) \(m.id): stored \(m.storedFrame), not laid out (\(m.reason.rawValue))\(mark(m.id))") }
                }
            } catch {
                failed += 1
                if verbose { print("unreadable  \(a): \(error)") }
            }
        }
        print("pairs: \(pairs.count - failed) laid out, \(failed) unreadable")
        print("A laid out on B's device, framed elements within 1 pt of B's stored frames: \(moved.line) (pairs whose B is not flagged)")
        print("for reference, B laid out on its own canvas: \(own.line)")
        print("by transition (pairs whose B is not flagged; B on its own canvas is the ceiling):")
        for transition in DeviceTransition.allCases {
            guard let t = byTransition[transition] else { continue }
            let apartNote = t.apart == 0 ? "" : ", \(t.apart) counted apart"
            print("  \(transition.rawValue): \(t.moved.line) (B on its own canvas: \(t.own.line)) in \(t.pairs) pair\(t.pairs == 1 ? "" : "s")\(apartNote)")
        }
        print("in pairs whose B is flagged misplaced/ambiguous or contradicts its constraints: \(apart.line)")
    }

    struct Tally {
        var within = 0, total = 0
        mutating func add(_ f: Fidelity) { within += f.within; total += f.total }
        var line: String {
            total == 0 ? "0/0" : "\(within)/\(total) = \(String(format: "%.1f %%", 100 * Double(within) / Double(total)))"
        }
    }
}
