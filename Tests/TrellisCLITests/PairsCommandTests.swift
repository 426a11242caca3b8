import Foundation
import Testing

/// `trellis pairs`: the figures by device transition, on two corpus-modern pairs copied to a
/// folder of their own (skipped when `../shared/corpus-modern` is not next to the checkout).
struct PairsCommandTests {
    /// `shared/corpus-modern/files/pairs` found going up from this file, if any.
    static let pairs: String? = {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/" {
            let candidate = dir.appendingPathComponent("shared/corpus-modern/files/pairs").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }()

    /// SoundFonts FontEditor (iPhone 11 portrait → iPhone 4s landscape: 9 of 9) and Esri
    /// GroupUsers (iPhone 8 → iPhone 11: 7 of 7) are one portrait↔landscape and one phone→phone
    /// pair; each class line gives A on B's device and B on its own canvas.
    @Test(.enabled(if: pairs != nil, "../shared/corpus-modern is not next to this checkout"))
    func figuresByTransition() throws {
        let folder = NSTemporaryDirectory() + "trellis-pairs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["bradhowes-SoundFonts__FontEditor__retina6_1-p_to_retina3_5-l", "Esri-arcgis-runtime-samples-ios__GroupUsers__retina4_7-p_to_retina6_1-p"] {
            for side in ["A", "B"] {
                try FileManager.default.copyItem(atPath: "\(try #require(Self.pairs))/\(name).\(side).storyboard", toPath: "\(folder)/\(name).\(side).storyboard")
            }
        }
        let run = try runTrellis(["pairs", "--verbose", folder], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("A laid out on B's device, framed elements within 1 pt of B's stored frames: 16/16 = 100.0 %"))
        #expect(run.stdout.contains("  portrait↔landscape: 9/9 = 100.0 % (B on its own canvas: 9/9 = 100.0 %) in 1 pair\n"))
        #expect(run.stdout.contains("  phone→phone: 7/7 = 100.0 % (B on its own canvas: 7/7 = 100.0 %) in 1 pair\n"))
        #expect(!run.stdout.contains("iPhone→iPad"))   // no pair of that class, no line
        #expect(run.stdout.contains("9/9 on retina3_5/landscapeRight [portrait↔landscape]"))
    }
}
