import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Constraints on a text field's baselines: its line is centred in the field, so the baseline
/// follows the field's height (``TextField/baselineHeightFraction``).
struct TextFieldBaselineTests {
    @Test(.needsCorpus(.modern))
    func fieldsAlignedByBaselineInProtonVPNLogin() throws {
        // ProtonVPN Login.storyboard, toolsVersion 16096, iPhone 11: borderless fields without a
        // font of their own (empty attributed text) whose first baseline is 1 above the bottom of
        // a 20-point icon at y 9 (Voe-bO-TUc, 22 high) or of another field's (bwp-nP-BhO, 21);
        // Xcode stores both at y 11.5, their baselines 16.5 below their tops. Trellis's default
        // 14-point font puts a 22-point field's baseline 11 + 4.98 below its top (y 12.02), a
        // 21-point one's 10.5 + 4.98 (12.52): within a point, as the font is not in the document.
        let l = try Corpus.modern.layout("ProtonVPN__ios-app__ProtonVPN__Storyboards__Login.storyboard")
        for (id, stored) in [("Voe-bO-TUc", Rect(x: 40, y: 11.5, width: 294, height: 22)),
                             ("bwp-nP-BhO", Rect(x: 40, y: 11.5, width: 236, height: 21))] {
            let frame = try #require(l.frame(of: id))
            #expect(abs(frame.minY - stored.minY) <= 1.05, "\(id): \(frame)")
            #expect(frame.minX == stored.minX && frame.width == stored.width && frame.height == stored.height, "\(id): \(frame)")
        }
        // A separator 20 below a field's first baseline (2eu-jL-3bq, stored at y 12.5, 22 high):
        // the separator is pinned to its container's bottom, so the field moves instead.
        let code = try #require(l.frame(of: "2eu-jL-3bq"))
        #expect(abs(code.minY - 12.5) <= 0.55, "\(code)")
    }
}
