import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// A second-device pair is compared with what the Xcode that saved B drew: A is laid out with
/// B's `toolsVersion` (``IBDocument/fidelity(onDeviceOf:)``).
struct SecondDeviceToolsVersionTests {
    /// Kotoba Main.storyboard, saved by toolsVersion 17156 on an iPhone 4s and by 22113 on an
    /// iPhone 14 Pro: B's Xcode puts a plain table's first prototype row 50 below the top (A's
    /// 28). With A's version the rows were at 28; with B's both rows are where B stores them.
    @Test(.needsCorpus(.current)) func kotobaRowsUnderBsHeader() throws {
        let a = try Corpus.current.document("pairs/willhains-Kotoba__Main__retina3_5-p_to_retina6_12-p.A.storyboard")
        let b = try Corpus.current.document("pairs/willhains-Kotoba__Main__retina3_5-p_to_retina6_12-p.B.storyboard")
        #expect(a.toolsVersion == "17156" && b.toolsVersion == "22113.3")
        let f = try a.fidelity(onDeviceOf: b)
        for id in ["zq0-Qe-pPh", "lo8-im-0Cy"] {
            let c = try #require(f.comparisons.first { $0.id == id })
            #expect(c.isWithinTolerance, "\(id): \(c.solved), stored \(c.stored)")
            #expect(abs(c.solved.minY - 50) < 0.5)
        }
        // The document itself is unchanged: its own version stays.
        #expect(a.toolsVersion == "17156")
    }
}
