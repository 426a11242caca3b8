import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Rules of ``CanvasRule/table`` found on `../shared/corpus-current`, checked against the frames
/// Xcode stored there (skipped when the corpus is not next to the checkout).
struct CanvasRuleCorpusTests {
    @Test(.needsCorpus(.current))
    func emptyHeaderTitleOfAGroupedTableIs22PointsHigh() throws {
        // table.groupedEmptyHeaderTitle: the distance from a section's last row to the next
        // section's first row is the footer plus the header. FrameGrabber Settings.storyboard
        // (14868, iPhone 11, inset-grouped): SmD-oK-DNN ends at 200.5, d0g-EK-ONt (a
        // headerTitle="" section without footer title) starts at 240: 17.5 + 22 (38 for a title
        // with text would give 55.5).
        let frameGrabber = try Corpus.current.layout("arthurhammer__FrameGrabber__Frame_Grabber__Settings__Frame_Grabber__Base.lproj__Settings.storyboard")
        #expect(try Self.gap(frameGrabber, from: "SmD-oK-DNN", to: "d0g-EK-ONt") == 39.5)
        // LibTerm Settings.storyboard (16096, grouped, another project): 126-Ft-7Zq ends at 904,
        // A72-ZR-VXz (headerTitle="") starts at 944: the table's sectionFooterHeight 18 + 22
        // (18 + 38 = 56 with a title).
        let libTerm = try Corpus.current.layout("ColdGrub1384__LibTerm__LibTerm__Settings.storyboard")
        #expect(try Self.gap(libTerm, from: "126-Ft-7Zq", to: "A72-ZR-VXz") == 40)
    }

    @Test(.needsCorpus(.current))
    func plainSectionsHave28PointHeadersFromXcode11() throws {
        // table.plainHeader28 from toolsVersion 15000: an untitled static section of a plain
        // table (HBDNavigationBar Main.storyboard, 15505) and prototypes under
        // sectionHeaderHeight 22 (trailer PocketTrailer Main.storyboard, 15702) start at y 28;
        // under table.plainHeader.titledOnly they were at 0 and 22.
        try Corpus.current.expectFrames(in: "Andy0570__iOS-Samples__Framework_UIKit__UINavigationController__HBDNavigationBar_V1.7.7__Example__HBDNavigationBar__Main.storyboard", [
            "SVj-EW-7Hq": Rect(x: 0, y: 28, width: 375, height: 200),
            "bC8-D5-usb": Rect(x: 0, y: 228, width: 375, height: 200),
        ])
        try Corpus.current.expectFrames(in: "ptsochantaris__trailer__PocketTrailer__Base.lproj__Main.storyboard", [
            "iKr-zg-lam": Rect(x: 0, y: 28, width: 375, height: 103),
            "bVb-rg-8Gf": Rect(x: 0, y: 28, width: 375, height: 60),
        ])
    }

    @Test(.needsCorpus(.current))
    func notchedSafeAreaIsDoubledFromXcode16_1() throws {
        // canvas.notched.doubleSafeArea from toolsVersion 23600: muun falcon
        // FeedbackViewController.xib (23727, iPhone 11 canvas, insets 48 and 34) stores the view
        // pinned to the safe area's top at y 96 and the one pinned to its bottom ending at 828 =
        // 896 − 68 (at 24000 and on they were laid out at y 48 and ending at 862).
        try Corpus.current.expectFrames(in: "muun__falcon__falcon__app__falcon__Presentation__Screen__Feedback__FeedbackViewController.xib", [
            "iDQ-jM-Hc6": Rect(x: 0, y: 96, width: 414, height: 652),
            "BrR-CL-aLK": Rect(x: 0, y: 748, width: 414, height: 80),
        ])
    }

    /// The vertical distance between two rows' frames.
    static func gap(_ l: IBLayout, from a: String, to b: String) throws -> Double {
        let upper = try #require(l.frame(of: a)), lower = try #require(l.frame(of: b))
        return lower.minY - upper.maxY
    }
}
