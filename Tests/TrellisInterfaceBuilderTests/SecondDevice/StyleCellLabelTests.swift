import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// The labels of built-in cell styles placed again on a second device
/// (``SceneBuilder/placeStyleLabels(of:content:design:)``), against the frames Xcode
/// stored when it saved the same document on that device.
struct StyleCellLabelTests {
    /// `X.A` of a corpus-current pair laid out on the device of `X.B`.
    func pairLayout(_ name: String) throws -> IBLayout {
        let a = try Corpus.current.document("pairs/\(name).A.storyboard")
        let b = try Corpus.current.document("pairs/\(name).B.storyboard")
        return try a.layout(device: b.designDevice, orientation: b.designOrientation, storedRootSize: false, canvas: true)
    }

    /// ci2go Main.storyboard, iPhone 8 → iPhone XS Max (toolsVersion 14113 → 14313): the basic
    /// titles stored (16, 0, 343, 59.67) in a 375-point table span the 414-point table between
    /// its 20-point margins, (20, 0, 374, 59.67). Carried over they stayed 16 and 343.
    @Test(.needsCorpus(.current)) func basicTitlesFollowTheWiderTablesMargins() throws {
        try pairLayout("ngs-ci2go__Main__retina4_7-p_to_retina6_5-p").expectFrames([
            "ZhV-nt-XpG": Rect(x: 20, y: 0, width: 374, height: 59.667),
            "5iD-RU-7AQ": Rect(x: 20, y: 0, width: 374, height: 59.667),
            "uie-1f-X2z": Rect(x: 20, y: 0, width: 374, height: 59.667),
        ])
    }

    /// ruuvi Menu.storyboard, iPhone 11 landscape → portrait: the titles Xcode stored 768 wide
    /// across the landscape table are (20, 0, 374, 44) in the 414-point portrait one.
    @Test(.needsCorpus(.current)) func titlesNarrowFromLandscapeToPortrait() throws {
        try pairLayout("ruuvi-com.ruuvi.station.ios__Menu__retina6_1-l_to_retina6_1-p").expectFrames([
            "nMq-BK-yrq": Rect(x: 20, y: 0, width: 374, height: 44),
            "XGm-sP-Ekg": Rect(x: 20, y: 0, width: 374, height: 44),
        ])
    }

    /// SmartWallet Main.storyboard, iPhone 8 Plus → iPhone 8 (14109): right-detail rows keep the
    /// title at the leading margin at its own width (`feg-bU-WWu`, 16 from 20) and the value at
    /// the trailing margin (`zxK-aN-Nhr`, 44 wide: 315 from 350 on the wider phone).
    @Test(.needsCorpus(.current)) func rightDetailTitleAndValueFollowTheirMargins() throws {
        try pairLayout("novinfard-SmartWallet__Main__retina5_5-p_to_retina4_7-p").expectFrames([
            "feg-bU-WWu": Rect(x: 16, y: 12, width: 33.5, height: 20.5),
            "zxK-aN-Nhr": Rect(x: 315, y: 12, width: 44, height: 20.5),
        ])
    }

    /// On the design canvas Xcode's stored frames stand: ci2go's B on its own iPhone XS Max.
    @Test(.needsCorpus(.current)) func theDesignCanvasKeepsStoredFrames() throws {
        try Corpus.current.document("pairs/ngs-ci2go__Main__retina4_7-p_to_retina6_5-p.B.storyboard")
            .layout(storedRootSize: true).expectFrames(["ZhV-nt-XpG": Rect(x: 20, y: 0, width: 374, height: 59.667)])
    }
}
