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

/// A basic-style cell's image view (UIKit's `imageView`) placed again on another device: it keeps
/// its stored distance from the leading margin (``SceneBuilder/placeStyleLabels(of:content:design:)``).
struct StyleCellImageViewTests {
    /// An iPhone 8 document (375-point table, 16-point margins, toolsVersion 20037) whose
    /// basic-style row shows a 60-point image at x 16 and its title at 91 (as siskin-im
    /// Groupchat.storyboard's `cYX-sP-oSZ`).
    static func document() throws -> IBDocument {
        try CanvasRuleTests.storyboard("""
            <scene sceneID="s1"><objects>
                <tableViewController id="vc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="60" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <sections>
                            <tableViewSection id="section">
                                <cells>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="title" imageView="image" style="IBUITableViewCellStyleDefault" rowHeight="60" id="cell">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="59.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="title">
                                                    <rect key="frame" x="91" y="0.0" width="268" height="59.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
                                                <imageView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="image">
                                                    <rect key="frame" x="16" y="0.0" width="60" height="60"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </imageView>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """, toolsVersion: "20037", device: "retina4_7")
    }

    /// On an iPhone 11 (414 points, 20-point margins) the image is at 20 (16 + 4), 60 × 60 at its
    /// stored top; the title, 75 after the leading margin and at the trailing one, is (95, 0, 299, 59.5).
    @Test func theImageFollowsTheLeadingMargin() throws {
        let layout = try Self.document().layout(device: Device.named("retina6_1")!, orientation: .portrait, storedRootSize: false, canvas: true)
        #expect(layout.frame(of: "image") == Rect(x: 20, y: 0, width: 60, height: 60))
        #expect(layout.frame(of: "title") == Rect(x: 95, y: 0, width: 299, height: 59.5))
    }

    /// On its own iPhone 8 canvas the stored frame stands: x 16.
    @Test func theDesignCanvasKeepsTheStoredImage() throws {
        #expect(try Self.document().layout(storedRootSize: true).frame(of: "image") == Rect(x: 16, y: 0, width: 60, height: 60))
    }
}
