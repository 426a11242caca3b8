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

/// A second-device pair is laid out in the iPad multitasking window Xcode drew B in.
struct SecondDeviceSplitViewTests {
    /// owncloud Main.storyboard, saved on an iPhone 8 Plus in landscape (full screen) and on a
    /// landscape 9.7-inch iPad in the narrow Split View column (`splitview1_3`, 320 × 768):
    /// B stores the login scroll view `6mr-Qy-Np8` at (7, 20, 313, 748). Laid out full screen
    /// it was 1017 wide.
    @Test(.needsCorpus(.current)) func owncloudInTheNarrowColumn() throws {
        let a = try Corpus.current.document("pairs/owncloud-ios__Main__retina5_5-l_to_ipad9_7-l.A.storyboard")
        let b = try Corpus.current.document("pairs/owncloud-ios__Main__retina5_5-l_to_ipad9_7-l.B.storyboard")
        #expect(a.designSplitView == nil && b.designSplitView == .oneThird)
        let f = try a.fidelity(onDeviceOf: b)
        let c = try #require(f.comparisons.first { $0.id == "6mr-Qy-Np8" })
        #expect(c.isWithinTolerance, "\(c.solved), stored \(c.stored)")
        #expect(f.within == 29 && f.total == 33)   // B on its own canvas: 29 of 33 too
    }
}
