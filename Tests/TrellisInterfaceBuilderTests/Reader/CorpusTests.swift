import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Every document of the shared corpus (../shared/corpus/files next to the repository) loads and
/// lays out on its design device without a crash. Skipped when the corpus is not there.
struct CorpusTests {
    /// `$TRELLIS_CORPUS`, else the first `shared/corpus/files` found going up from this file
    /// (the lead's checkout is /work/main, helpers' worktrees /work/wt/<name>).
    static let folder: String = {
        if let env = ProcessInfo.processInfo.environment["TRELLIS_CORPUS"] { return env }
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/" {
            let candidate = dir.appendingPathComponent("shared/corpus/files").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return "(shared/corpus/files not found)"
    }()
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }

    @Test(.enabled(if: !files.isEmpty, "the shared corpus is not next to this checkout"))
    func everyDocumentLoadsOrIsRejectedWithAReason() {
        var laidOut = 0, rejected: [String] = []
        for name in Self.files {
            do {
                let doc = try IBDocument(contentsOf: "\(Self.folder)/\(name)")
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
