import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Flow-layout contents placed again at the collection view's size on a second device
/// (``SceneBuilder/reflowCollections(in:)``).
struct CollectionFlowTests {
    /// Blockstream green_ios UserSettings.storyboard (corpus-modern pair), iPhone 11 → iPhone 14
    /// Pro: the collection view's footer `MvY-7F-1NL`, stored 394 wide on the 414-point phone, is
    /// 373 wide on the 393-point one, at y 95; its label `ADF-Lo-E7f` 333 wide. Placed in the
    /// stored bounds they stayed 394 and 354.
    @Test(.needsCorpus(.modern)) func footerFollowsTheCollectionsWidth() throws {
        let a = try Corpus.modern.document("pairs/Blockstream-green_ios__UserSettings__retina6_1-p_to_retina6_12-p.A.storyboard")
        let b = try Corpus.modern.document("pairs/Blockstream-green_ios__UserSettings__retina6_1-p_to_retina6_12-p.B.storyboard")
        try a.layout(device: b.designDevice, orientation: b.designOrientation, storedRootSize: false, canvas: true).expectFrames([
            "MvY-7F-1NL": Rect(x: 0, y: 95, width: 373, height: 269),
            "ADF-Lo-E7f": Rect(x: 20, y: 20, width: 333, height: 17),
        ])
    }
}
