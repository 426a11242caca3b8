import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Every document of the shared corpus (../shared/corpus/files next to the repository) loads and
/// lays out on its design device without a crash. Skipped when the corpus is not there.
struct CorpusTests {
    @Test(.needsCorpus(.classic))
    func everyDocumentLoadsOrIsRejectedWithAReason() {
        var laidOut = 0, rejected: [String] = []
        for name in Corpus.classic.files {
            do {
                let doc = try Corpus.classic.document(name)
                for device in [doc.designDevice, Device.named("retina3_5")!, Device.named("ipad12_9rounded")!] {
                    _ = try doc.layout(device: device)
                }
                laidOut += 1
            } catch {
                rejected.append("\(name): \(error)")
            }
        }
        // 77 documents: two are older formats (a pre-Xcode 5 archive and a version 2.0 storyboard).
        #expect(laidOut == 75)
        #expect(rejected.count == 2, "\(rejected)")
        #expect(rejected.allSatisfy { $0.contains("unsupported") })
    }
}
