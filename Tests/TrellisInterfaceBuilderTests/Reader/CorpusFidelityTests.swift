import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// The README's fidelity figure: the share of the corpus's framed elements whose solved frame is
/// within 1 pt of the frame Xcode stored, on each document's design device at its stored root
/// size; an element not laid out is a miss. The expectation is a floor under today's figure.
/// Set `TRELLIS_FIDELITY_VERBOSE=1` to print every mismatch.
struct CorpusFidelityTests {
    @Test(.needsCorpus(.classic))
    func corpusFidelity() throws {
        let verbose = ProcessInfo.processInfo.environment["TRELLIS_FIDELITY_VERBOSE"] != nil
        var within = 0, total = 0, flaggedWithin = 0, flaggedTotal = 0
        for name in Corpus.classic.files {
            guard let doc = try? Corpus.classic.document(name) else { continue }
            let f = try doc.fidelity()
            if f.isCountedApart { flaggedWithin += f.within; flaggedTotal += f.total } else { within += f.within; total += f.total }
            if verbose && !f.mismatches.isEmpty {
                print("== \(f.within)/\(f.total)\(f.isCountedApart ? " [flagged]" : "") \(name)")
                for m in f.mismatches { print("   \(m.id) \(m.elementName) stored \(m.stored) solved \(m.solved)") }
                for m in f.missed { print("   \(m.id) \(m.elementName) stored \(m.storedFrame) not laid out") }
            }
        }
        let share = Double(within) / Double(max(total, 1))
        print("corpus fidelity: \(within)/\(total) = \(String(format: "%.1f", 100 * share)) % (documents not flagged); flagged documents \(flaggedWithin)/\(flaggedTotal)")
        #expect(share >= 0.905)
    }
}
