import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// A root with `translatesAutoresizingMaskIntoConstraints="NO"` fills the canvas
/// (``SceneBuilder/holdCanvasSizedRoot(_:at:)``).
struct CanvasSizedRootTests {
    /// ProtonVPN SubuserAlertViewController.xib (corpus-current pair, toolsVersion 19455):
    /// its File's Owner's view, not translating its mask, is stored 375 × 812 on the iPhone X and
    /// 320 × 568 on the SE, where its labels and buttons are 288 wide (320 − 2 × 16). Before the
    /// rule the root was ambiguous and they came out 343 wide.
    @Test(.needsCorpus(.current)) func protonVPNAlertOnTheSE() throws {
        let a = try Corpus.current.document("pairs/ProtonVPN-ios-mac-app__SubuserAlertViewController__retina5_9-p_to_retina4_0-p.A.xib")
        let b = try Corpus.current.document("pairs/ProtonVPN-ios-mac-app__SubuserAlertViewController__retina5_9-p_to_retina4_0-p.B.xib")
        let layout = try a.layout(device: b.designDevice, orientation: b.designOrientation, storedRootSize: false, canvas: true)
        layout.expectFrames([
            "iN0-l3-epB": Rect(x: 0, y: 0, width: 320, height: 568),
            "ufB-ne-kmA": Rect(x: 0, y: 0, width: 288, height: 50),
            "j7d-jJ-hhb": Rect(x: 0, y: 58, width: 288, height: 50),
        ])
    }
}
