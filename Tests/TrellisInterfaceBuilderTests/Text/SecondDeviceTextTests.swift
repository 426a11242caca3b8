import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Text measured on a second device, against the frames Xcode stored when it saved the same
/// document for that device (`../shared/corpus-modern/files/pairs`): `X.A.storyboard` laid out
/// on the device of `X.B.storyboard`, as `trellis pairs` compares them.
@Suite(.needsTextShaping)
struct SecondDeviceTextTests {
    /// `X.A` laid out on `X.B`'s device as Xcode's canvas shows it.
    func pairLayout(_ name: String) throws -> IBLayout {
        let a = try Corpus.modern.document("pairs/\(name).A.storyboard")
        let b = try Corpus.modern.document("pairs/\(name).B.storyboard")
        return try a.layout(device: b.designDevice, orientation: b.designOrientation, storedRootSize: false, canvas: true)
    }

    /// Blockstream green_ios SendFlow, iPhone SE → iPhone X: the title "lbl_title" (18-point
    /// bold, `numberOfLines="0"`, shown) is stored 280 × 0 on the SE, squeezed by the document's
    /// own conflict (a 500-point table in a 548-point column); on the iPhone X Xcode stores it
    /// at its one line, 21.67 high (18 × 2444 / 2048 = 21.48, on the 3× grid), its band
    /// `Tzl-dB-IVg` 22 + 21.67 + 22 high and the flexible strip `U7f-RD-yqI` above it 20.33.
    /// A stored zero size is not the text's, so the label is measured rather than kept at 0
    /// (kept, it was 0 high and the strip 42).
    @Test(.needsCorpus(.modern)) func aLabelStoredSqueezedToZeroIsMeasured() throws {
        let l = try pairLayout("Blockstream-green_ios__SendFlow__retina4_0-p_to_retina5_9-p")
        l.expectFrames([
            "1Xi-7h-j2f": Rect(x: 20, y: 22, width: 335, height: 21.667),
            "Tzl-dB-IVg": Rect(x: 0, y: 0, width: 375, height: 65.667),
            "U7f-RD-yqI": Rect(x: 0, y: 0, width: 375, height: 20.333),
            "oHM-I0-KvF": Rect(x: 0, y: 20.333, width: 375, height: 741.667),
        ])
    }
}
