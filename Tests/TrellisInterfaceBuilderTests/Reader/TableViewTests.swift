import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Table views as Xcode's canvas draws them, checked against the frames Xcode stored in real
/// documents: permissively licensed ones shipped with the tests (``Corpus/canvas``), so that
/// these tests run in any clone. Each expected frame is the document's `<rect key="frame">`; the
/// layout is the document's own design device at its stored root size
/// (`layout(storedRootSize: true)`), and a frame matches when every edge is within half a point
/// (the stored values are rounded to the canvas's pixels).
struct TableViewTests {
    @Test func groupedFooterTitlesAsHighAsTheirText() throws {
        // Yubico Authenticator Main.storyboard, toolsVersion 23504 (Xcode 16.0), iPhone X canvas,
        // inset-grouped: three-line footers of 14 + 48 between untitled sections (18), the second
        // one stored as a `<string key="footerTitle">` child; the table footer view follows the
        // last section's footer.
        try Corpus.canvas.expectFrames(in: "Yubico__yubioath-ios__Authenticator__UI__Base.lproj__Main.storyboard", [
            "8bq-0Q-S5P": Rect(x: 16, y: 18, width: 343, height: 43.667),
            "YeE-yN-d6Q": Rect(x: 16, y: 141.667, width: 343, height: 44.667),
            "Jey-gn-Ds9": Rect(x: 16, y: 391, width: 343, height: 44.667),
            "wGK-Gb-ggw": Rect(x: 0, y: 497.667, width: 375, height: 208),
        ])
        // Yubico AddCredential.storyboard (23504, iPhone 11, inset-grouped): "Advanced settings"
        // follows an untitled footer (18) and has a footer title of its own: 38 + 7.5 — its first
        // row at 231.5 + 18 + 45.5.
        try Corpus.canvas.expectFrames(in: "Yubico__yubioath-ios__Authenticator__UI__Authentication__AddCredential__Base.lproj__AddCredential.storyboard", ["EkJ-8x-iGg": Rect(x: 20, y: 295, width: 374, height: 43.5)])
    }

    @Test func rowsOfXcode5To10Documents() throws {
        // JSQMessagesViewController Main.storyboard, toolsVersion 10117 (Xcode 7), iPhone 5 canvas:
        // a table view controller under a navigation bar has its rows below the 64 points of bars;
        // the titled first section of a grouped table is 50 below that, a later titled one 10
        // (footer) + 33 below the last cell.
        try Corpus.canvas.expectFrames(in: "jessesquires__JSQMessagesViewController__JSQMessagesDemo__Base.lproj__Main.storyboard", [
            "Eii-ro-1yZ": Rect(x: 0, y: 114, width: 320, height: 44),
            "bZI-G1-eYA": Rect(x: 0, y: 158, width: 320, height: 44),
            "hYS-4f-iL6": Rect(x: 0, y: 333, width: 320, height: 44),
            "q07-lZ-YdI": Rect(x: 0, y: 464, width: 320, height: 44),
            // Grouped prototypes count as titled: 64 + 50.
            "k8B-cw-dMU": Rect(x: 0, y: 114, width: 320, height: 44),
        ])
        // ECSlidingViewController TransitionFun Main.storyboard, toolsVersion 4514 (Xcode 5): plain
        // prototypes 64 + 22 (`sectionHeaderHeight`) in a table view controller under a navigation
        // bar; 22 in a table that is a subview, whose rows the bars do not push down.
        try Corpus.canvas.expectFrames(in: "ECSlidingViewController__ECSlidingViewController__Examples__TransitionFun__TransitionFun__Base.lproj__Main.storyboard", [
            "mAa-nV-Zlw": Rect(x: 0, y: 86, width: 320, height: 44),
            "WyW-mN-8Wi": Rect(x: 0, y: 22, width: 320, height: 44),
        ])
        // ECSlidingViewController BasicMenu Main.storyboard, toolsVersion 5056 (Xcode 5): the
        // menu, a grouped static table view controller under the status bar alone, has its
        // first row 35 (the untitled first section's header) below the top, not 20 + 35.
        try Corpus.canvas.expectFrames(in: "ECSlidingViewController__ECSlidingViewController__Examples__BasicMenu__BasicMenu__Base.lproj__Main.storyboard", [
            "QlK-6Z-IXB": Rect(x: 0, y: 35, width: 320, height: 44),
            "0Rk-oW-Q40": Rect(x: 0, y: 79, width: 320, height: 44),
            // Its navigation controller's bar, before Xcode 9.1, is stored at the origin.
            "ldF-ap-hNt": Rect(x: 0, y: 0, width: 320, height: 44),
        ])
        // So is JSQMessagesViewController SwiftExample's (10117, a simulated status bar), 320
        // wide on a canvas the document does not name (Trellis's iPhone 8: 375 wide).
        let swiftExample = try Corpus.canvas.layout("jessesquires__JSQMessagesViewController__SwiftExample__SwiftExample__Base.lproj__Main.storyboard")
        #expect(swiftExample.frame(of: "dcd-yE-vuQ")?.minY == 0)
        // XLPagerTabStrip Storyboard.storyboard, toolsVersion 14460 (Xcode 10), iPhone 8: an
        // untitled first section of a grouped table is 35 below the top; then 18 + 18.
        try Corpus.canvas.expectFrames(in: "xmartlabs__XLPagerTabStrip__Example__Example__Base.lproj__Storyboard.storyboard", [
            "oTF-WE-AbG": Rect(x: 0, y: 35, width: 375, height: 44),
            "Lqx-q4-U6Y": Rect(x: 0, y: 115, width: 375, height: 44),
        ])
    }

    @Test func rowsUnderTheNavigationBarKeepTheirMargins() throws {
        // SwiftMessages Demo Main.storyboard, toolsVersion 22505 (Xcode 15), iPhone 8, a grouped
        // table view controller under a navigation bar: the first row starts at 55.5, under the
        // 64 points of bars on the canvas, yet its content view's top margin is the cell's 11 —
        // the table scrolls its rows clear of the bars, so a cell has no safe area inset. The
        // automatic row is 11 + 16 (label) + 5 + 31 (segmented control) + 11 = 74.
        try Corpus.canvas.expectFrames(in: "SwiftKickMobile__SwiftMessages__Demo__Demo__Base.lproj__Main.storyboard", [
            "nYa-Hy-Lda": Rect(x: 0, y: 55.5, width: 375, height: 74),
            "Epw-Yk-L8V": Rect(x: 26, y: 11, width: 146.5, height: 16),
            "eMM-fw-ePY": Rect(x: 0, y: 129.5, width: 375, height: 74),
        ])
    }

    @Test func titledFirstSectionUnderALargeTitle() throws {
        // IQKeyboardManager Settings.storyboard, toolsVersion 22505 (Xcode 15), iPhone X canvas,
        // under a navigation controller whose bar has `largeTitles="YES"`: the prototypes' header
        // is 38 from the top, without the 17.5 above a grouped table's first titled section.
        try Corpus.canvas.expectFrames(in: "hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__Settings.storyboard", [
            "BH8-6z-hDi": Rect(x: 20, y: 38, width: 335, height: 51),
            "O5v-R6-FQk": Rect(x: 20, y: 358, width: 335, height: 69),
            "8mo-kC-Wyf": Rect(x: 0, y: 38, width: 375, height: 50),
        ])
        // ResearchKit ORKCatalog Main.storyboard, toolsVersion 19455 (Xcode 12), iPhone 8, large
        // titles: 32 (Xcode 12's titled header) above the first prototype.
        try Corpus.canvas.expectFrames(in: "ResearchKit__ResearchKit__samples__ORKCatalog__ORKCatalog__Resources__Localized__Base.lproj__Main.storyboard", [
            "W2d-9z-G85": Rect(x: 0, y: 32, width: 375, height: 44),
            "Beg-AA-D0T": Rect(x: 0, y: 120, width: 375, height: 210),
        ])
    }

    @Test func automaticStaticRowsOfGroupedTablesInXcode11To14() throws {
        // UTM Main.storyboard, toolsVersion 15705 (Xcode 11.3), iPad Pro 12.9" canvas: a grouped
        // static table's default-style rows with rowHeight -1 are 44, not 43.5; eight of them
        // under the "Hardware" header end at 463.5 + 44.
        try Corpus.canvas.expectFrames(in: "utmapp__UTM__UTM__Base.lproj__Main.storyboard", [
            "Uh7-K8-Cd9": Rect(x: 0, y: 155.5, width: 333, height: 44),
            "qe0-X4-HwM": Rect(x: 0, y: 463.5, width: 333, height: 44),
            // The table is in a navigation stack a popover presents: Xcode draws it beside the
            // popover's 13-point arrow (320 + 13 wide), and the content views stay inside the
            // safe area that leaves — 13 in, 320 wide; 293 with a disclosure indicator (27 =
            // 16 + 11).
            "qt9-XV-EeT": Rect(x: 13, y: 0, width: 320, height: 44),
            "gUO-nD-d2x": Rect(x: 13, y: 0, width: 293, height: 44),
        ])
    }

    @Test func xcode6CellWithoutAStoredContentViewFrame() throws {
        // RxSwift WikipediaSearchCell.xib, toolsVersion 7528 (Xcode 6.3): a top-level 599 × 194
        // cell whose content view has no `<rect key="frame">`; its subviews are still laid out.
        // Content view margins are 8 all round (iOS 8) and the content view stops 1 point above
        // the separator: a label at topMargin + 5 is at y 13, the collection view ends at
        // 193 − 8 − 5 = 180.
        try Corpus.canvas.expectFrames(in: "ReactiveX__RxSwift__RxExample__RxExample__Examples__WikipediaImageSearch__Views__WikipediaSearchCell.xib", [
            "QYs-T3-gBc": Rect(x: 8, y: 13, width: 583, height: 21),
            "udN-mT-LHB": Rect(x: 8, y: 69, width: 583, height: 111),
        ])
    }

    @Test func prototypeBelowATableHeaderView() throws {
        // LoopKit CarbKit.storyboard, toolsVersion 13196 (Xcode 9), iPhone 8: a 90-point table
        // header view, then the 28-point "Prototype Cells" header of a plain table.
        try Corpus.canvas.expectFrames(in: "LoopKit__LoopKit__CarbKit__UI__CarbKit.storyboard", [
            "i7x-SU-PRi": Rect(x: 0, y: 118, width: 375, height: 44),
            "Fje-90-ner": Rect(x: 0, y: 0, width: 375, height: 43.5),
            // Grouped prototypes: 17.5 + 38 above the first.
            "Ace-JU-zKh": Rect(x: 0, y: 55.5, width: 375, height: 44),
            "99D-xi-Yp9": Rect(x: 0, y: 99.5, width: 375, height: 44),
        ])
    }

    @Test func insetGroupedCellsAndAutomaticRows() throws {
        // Hackers Main.storyboard, toolsVersion 23504 (Xcode 16.0), iPhone 8: an inset-grouped
        // table insets its cells by 16 on a 375-point table; an untitled first section has an
        // 18-point header; a row without constraints deciding its height is 43.5; a disclosure
        // indicator takes 16 + 10.5 from the content view.
        try Corpus.canvas.expectFrames(in: "weiran__Hackers__App__Main.storyboard", [
            "5fS-6t-KAA": Rect(x: 16, y: 18, width: 343, height: 113),
            "ly9-bC-CbZ": Rect(x: 0, y: 0, width: 343, height: 113),
            "eLs-tl-nhE": Rect(x: 16, y: 131, width: 343, height: 43.5),
            "dHF-kW-kGX": Rect(x: 0, y: 0, width: 316.5, height: 43.5),
            // Plain prototypes from Xcode 14 on: a 50-point header above the first cell.
            "bpe-eU-o38": Rect(x: 0, y: 50, width: 375, height: 77),
            "cqK-Qe-Eib": Rect(x: 0, y: 127, width: 375, height: 144),
        ])
    }

    @Test func insetGroupedRowsInASplitViewColumn() throws {
        // passforios Main.storyboard, toolsVersion 23504 (Xcode 16.0), iPhone 12 canvas (390
        // wide): the inset-grouped Settings table is the split view's master column; its rows
        // are across the full width, a disclosure indicator taking 20 + 10.33 from the content
        // view.
        try Corpus.canvas.expectFrames(in: "mssun__passforios__pass__Base.lproj__Main.storyboard", [
            "6Y0-mj-qhA": Rect(x: 0, y: 205, width: 390, height: 43.667),
            "qlv-tQ-Xmc": Rect(x: 0, y: 0, width: 359.667, height: 43.667),
            // The Advanced table is the root of a `showDetail` segue's navigation controller:
            // full width.
            "SVj-jD-qPT": Rect(x: 0, y: 155, width: 390, height: 43.667),
            // Git Signature, pushed (`show`) from Advanced: inset by 20 as in other inset-grouped
            // tables.
            "4Bh-1D-w5T": Rect(x: 20, y: 18, width: 350, height: 61),
            "JRY-pY-XtS": Rect(x: 20, y: 79, width: 350, height: 61),
        ])
    }

    @Test func systemStyleRowsOfXcode16_3() throws {
        // nRF Connect Device Manager Main.storyboard, toolsVersion 24765, iPhone X canvas: grouped,
        // titled first section (55.33 on the 3x canvas), value-1 style rows with rowHeight -1 are
        // 51, a detail button takes 40 from the content view.
        try Corpus.canvas.expectFrames(in: "NordicSemiconductor__IOS-nRF-Connect-Device-Manager__Example__Example__Base.lproj__Main.storyboard", [
            "uEL-bQ-nSa": Rect(x: 0, y: 55.333, width: 375, height: 51),
            "ha6-48-c8s": Rect(x: 0, y: 0, width: 335, height: 51),
            "yze-2h-heQ": Rect(x: 0, y: 106.333, width: 375, height: 51),
        ])
    }

    @Test func contentViewMarginsAndSlidersOfXcode16_3() throws {
        // nRF Mesh ConfigurationServer.xib, toolsVersion 24506 (Xcode 16.3), iPhone 11 canvas: a
        // 414 × 1070 top-level cell whose content view has 15-point top and bottom margins (11
        // before and after) and 20 at the sides; its slider at leadingMargin and topMargin is
        // stored at its alignment rectangle, 34 high: (20, 15, 228, 34); the label centred on it
        // and 16 to its right ends at trailingMargin; the next slider is 8 + 0.5 + 8 below.
        try Corpus.canvas.expectFrames(in: "NordicSemiconductor__IOS-nRF-Mesh-Library__Example__Source__UI__Model__ConfigurationServer.xib", [
            "tZ4-Df-a3a": Rect(x: 20, y: 15, width: 228, height: 34),
            "BK3-fh-qbs": Rect(x: 264, y: 21.5, width: 130, height: 21),
            "SWp-oU-68u": Rect(x: 20, y: 56.5, width: 394, height: 0.5),
            "4xc-mA-Pwm": Rect(x: 20, y: 65, width: 228, height: 34),
        ])
    }

    @Test func contentViewInsideTheSafeAreaInLandscape() throws {
        // FSNotes Main.storyboard, an iPhone 11 Pro Max canvas in landscape (896 wide, 44 of safe
        // area each side): the content view is inset to the safe area, 808 wide. (Stored 44 high;
        // the automatic-row rule gives 43.5, 43.33 on the 3x canvas — within the 1-point figure.)
        let l = try Corpus.canvas.layout("glushchenko__fsnotes__FSNotes_iOS__Base.lproj__Main.storyboard")
        #expect(l.frame(of: "bDW-n8-41f")?.minX == 44)
        #expect(l.frame(of: "bDW-n8-41f")?.width == 808)
    }

    @Test func checkmarkBesideTheSideMarginOf20() throws {
        // IQKeyboardManager Settings.storyboard, toolsVersion 22505 (Xcode 15), iPhone X canvas,
        // where a table's side margin is 20: the grouped options table's prototype row 8mo-kC-Wyf
        // has a checkmark, which takes 20 + 24 from its 375-point cell: content view 331 wide,
        // its label from 10 to the content view's trailing edge less 5.
        try Corpus.canvas.expectFrames(in: "hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__Settings.storyboard", [
            "NOG-NC-g47": Rect(x: 0, y: 0, width: 331, height: 50),
            "iPm-jy-a7o": Rect(x: 10, y: 16, width: 316, height: 18),
        ])
    }

    @Test func barsOfContainerControllers() throws {
        // YubiKit OtherDemosStoryboard, toolsVersion 17701, iPhone 11 canvas: a navigation
        // controller's bar across the top below the 44-point status bar.
        try Corpus.canvas.expectFrames(in: "Yubico__yubikit-ios__YubiKitDemo__YubiKitDemo__Demos__Other__OtherDemosStoryboard.storyboard", [
            "9UI-XZ-lFw": Rect(x: 0, y: 44, width: 414, height: 44),
            // It simulates an opaque tab bar (`simulatedTabBarMetrics translucent="NO"`): the
            // pushed controllers' roots stop above it, 725 high, and their safe area has no bottom
            // inset: a button 20 above the safe area's bottom is stored at 725 − 20 − 40.
            "U2G-4b-K6Y": Rect(x: 20, y: 665, width: 374, height: 40),
            "SZB-yO-CfU": Rect(x: 20, y: 73.5, width: 374, height: 571.5),
        ])
        // Hackers Main.storyboard, toolsVersion 23504, iPhone 8: a navigation controller
        // presented as a sheet has its bar at the top, 56 high, and no status bar above its
        // root: the text-selection controller's text view, pinned to the safe area's top, at 56.
        try Corpus.canvas.expectFrames(in: "weiran__Hackers__App__Main.storyboard", ["ex9-nV-QsL": Rect(x: 0, y: 56, width: 375, height: 591)])
        // LoopKit CarbKit.storyboard, toolsVersion 13196 (Xcode 9.1), iPhone 8: from then on a
        // navigation bar is stored below the status bar.
        let carbs = try Corpus.canvas.layout("LoopKit__LoopKit__CarbKit__UI__CarbKit.storyboard")
        let carbBar = try #require(carbs.entries.first { $0.elementName == "navigationBar" }?.id)
        carbs.expectFrames([carbBar: Rect(x: 0, y: 20, width: 375, height: 44)])
        // nRF Connect Main.storyboard (toolsVersion 24765, iPhone X canvas) and LINE SDK sample
        // Main.storyboard (16097, iPhone 8): Xcode stores a tab bar controller's tab bar at the
        // origin, as wide as the canvas.
        try Corpus.canvas.expectFrames(in: "NordicSemiconductor__IOS-nRF-Connect-Device-Manager__Example__Example__Base.lproj__Main.storyboard", ["TcB-Y8-CRY": Rect(x: 0, y: 0, width: 375, height: 49)])
        try Corpus.canvas.expectFrames(in: "line__line-sdk-ios-swift__LineSDKSample__LineSDKSample__Base.lproj__Main.storyboard", ["pTz-Iu-Exh": Rect(x: 0, y: 0, width: 375, height: 49)])
    }

    @Test(.needsTextShaping)
    func automaticRowsAsHighAsTheirWrappedTitle() throws {
        // erouska Help.storyboard, toolsVersion 17701 (Xcode 11.4+), iPhone X canvas: the
        // default-style row "howItWorksText" in a grouped automatic-height table has a 17-point
        // title (`numberOfLines="0"`) that wraps into 7 lines at its stored 343 points:
        // 7 × 20.287 + 10.5 above and below = 163.0, where a one-line row is 43.67. Its content
        // view fills it and the next row starts below it.
        try Corpus.canvas.expectFrames(in: "covid19cz__erouska-ios__eRouska__Interface__Help__Help.storyboard", [
            "u4E-8m-rBM": Rect(x: 0, y: 28, width: 375, height: 163),
            "Ser-Lk-1ed": Rect(x: 0, y: 0, width: 375, height: 163),
            "xau-bm-npz": Rect(x: 0, y: 191, width: 375, height: 410.667),
        ])
    }
}

/// The same rules checked in documents of the shared corpora whose licences (GPL, AGPL) keep
/// them out of this repository: skipped, naming the corpus, when it is not next to the checkout.
/// ``TableViewFixtureTests`` checks each of these rules on documents written for the tests, so
/// that they run in any clone too.
struct TableViewCorpusTests {
    @Test(.needsCorpus(.modern))
    func groupedFooterTitlesOfXcode9And12Documents() throws {
        // MiniKeePass Settings.storyboard, toolsVersion 13196 (Xcode 9), iPhone 8, grouped: a
        // footer title of one line is 14 + 16 high, two lines 14 + 32; a titled header (38) whose
        // own section has a footer title is 7.5 taller (all of this table's sections have one).
        try Corpus.modern.expectFrames(in: "MiniKeePass__MiniKeePass__MiniKeePass__Settings_View__Settings.storyboard", [
            "2QL-yf-Q2s": Rect(x: 0, y: 99.5, width: 375, height: 44),
            // 143.5 + 30 ("Prevent unauthorized access to MiniKeePass with a PIN.") + 7.5 + 38.
            "v5C-no-1Zp": Rect(x: 0, y: 219, width: 375, height: 44),
            // 263 + 46 (two lines) + 7.5 + 38.
            "68h-n2-JDk": Rect(x: 0, y: 354.5, width: 375, height: 44),
            // The last section is untitled: 1702 + 30 (one line) + 18.
            "OBf-R4-5vk": Rect(x: 0, y: 1750, width: 375, height: 44),
        ])
        // BookPlayer Settings.storyboard, toolsVersion 18122 (Xcode 12.0), iPhone 8: 12.5 + 14 per
        // line; "Doubles the volume.⏎Use with caution…" is a `<string>` child of two lines.
        try Corpus.modern.expectFrames(in: "TortugaPower__BookPlayer__BookPlayer__Base.lproj__Settings.storyboard", [
            "jCg-TS-6hk": Rect(x: 0, y: 196, width: 375, height: 44),
            "7L4-ZR-6Y1": Rect(x: 0, y: 284.5, width: 375, height: 44),
            "biN-UB-ceL": Rect(x: 0, y: 387, width: 375, height: 44),
            // Xcode 12 sets footer titles in 12 points (a 14-point line): "Prevent the device from
            // locking when on the Player screen. " (335 wide at 12 points, 363 at 13) is one line
            // across 343: 26.5 high; the "Siri Shortcut" section below has no footer title, so its
            // header is 32: the cell at 690.5 + 26.5 + 32.
            "uAD-fX-V6A": Rect(x: 0, y: 749, width: 375, height: 44),
        ])
    }

    @Test(.needsCorpus(.modern))
    func navigationControllerInAContainerView() throws {
        // zotero ZShare MainInterface.storyboard, toolsVersion 23727, iPad Air canvas: a
        // navigation controller embedded in a container view has the 24-point status bar above
        // its bar, as embedded roots have.
        try Corpus.modern.expectFrames(in: "zotero__zotero-ios__ZShare__Base.lproj__MainInterface.storyboard", ["owv-SU-LmX": Rect(x: 0, y: 24, width: 820, height: 50)])
    }

    @Test(.needsCorpus(.modern), .needsTextShaping)
    func automaticRowsOfXcode12_5AsHighAsTheirWrappedTitle() throws {
        // siskin-im Groupchat.storyboard, toolsVersion 20037 (Xcode 12.5), iPhone 11: the
        // subject row's title wraps into 3 lines at 374 points: 3 × 20.287 + 21 = 81.86, 82 on
        // the 2× grid; the next section's rows follow it.
        try Corpus.modern.expectFrames(in: "tigase__siskin-im__SiskinIM__localization__Base.lproj__Groupchat.storyboard", [
            "MEa-vy-ELC": Rect(x: 0, y: 128, width: 414, height: 82),
            "KlQ-4F-rae": Rect(x: 0, y: 267.5, width: 414, height: 44),
        ])
        // The same row saved by Xcode 11.3 (toolsVersion 15705, the pair's A side, iPhone 8):
        // 44 high though its title wraps into 3 lines at 343 points.
        let older = try Corpus.modern.layout("pairs/tigase-siskin-im__Groupchat__retina4_7-p_to_retina6_1-p.A.storyboard")
        #expect(older.frame(of: "MEa-vy-ELC")?.height == 44)
    }

    @Test(.needsCorpus(.modern))
    func staticCellsOfAnXcode8Document() throws {
        // MiniKeePass PasswordGenerator.storyboard, toolsVersion 12120 (Xcode 8.3), iPhone 8.
        let l = try Corpus.modern.expectFrames(in: "MiniKeePass__MiniKeePass__MiniKeePass__Password_Generator_View__PasswordGenerator.storyboard", [
            // Grouped, first section titled "Settings": 17.5 + 38 above the first cell; the
            // second cell has its own rowHeight 216; the second section ("Password") starts 18
            // (footer) + 38 (titled header) below the first one's last cell.
            "o9E-rp-tEi": Rect(x: 0, y: 55.5, width: 375, height: 44),
            "XhW-i5-pgn": Rect(x: 0, y: 99.5, width: 375, height: 216),
            "E1l-V0-qit": Rect(x: 0, y: 315.5, width: 375, height: 44),
            "dbY-ua-3Xa": Rect(x: 0, y: 415.5, width: 375, height: 44),
            // Content views stop 0.5 above the separator before Xcode 11; a disclosure indicator
            // takes 33 points before Xcode 9.
            "hp9-RV-GS1": Rect(x: 0, y: 0, width: 375, height: 43.5),
            "aDo-Js-Qda": Rect(x: 0, y: 0, width: 342, height: 43.5),
            // Plain, untitled static section: no header before Xcode 10.2; rows of the table's 44.
            "Qfp-Fu-Ydy": Rect(x: 0, y: 0, width: 375, height: 44),
            "OCi-8e-8ms": Rect(x: 0, y: 44, width: 375, height: 44),
        ])
        // A label at the content view's leading margin: 15 points before Xcode 9.
        #expect(l.frame(of: "W2o-vw-6K3")?.minX == 15)
    }

    @Test(.needsCorpus(.modern))
    func automaticRowHeightFromTheContent() throws {
        // BookPlayer Settings.storyboard, toolsVersion 18122 (Xcode 12.0), iPhone 8: rowHeight
        // -1, the content's constraints (a stack 10 from top and bottom, 73 high) make the row 93;
        // a plain prototype table's header is 24.5 in Xcode 12.0.
        try Corpus.modern.expectFrames(in: "TortugaPower__BookPlayer__BookPlayer__Base.lproj__Settings.storyboard", [
            "dhu-1Q-Nrr": Rect(x: 0, y: 24.5, width: 375, height: 93),
            "Bzc-JJ-CD8": Rect(x: 0, y: 0, width: 375, height: 93),
            "3y7-Ud-dRI": Rect(x: 52, y: 10, width: 276, height: 73),
        ])
    }

    @Test(.needsCorpus(.modern))
    func topLevelCellsTakeTheDevicesSideMargin() throws {
        // A cell that is a top-level object of a xib is in no table: its side margin follows the
        // device. ChatSecure XMPPServerInfoCell.xib (toolsVersion 16096): a 380-point cell on an
        // iPhone 11 canvas (414 wide) has 20, its image at leadingMargin is at x 20.
        try Corpus.modern.expectFrames(in: "ChatSecure__ChatSecure-iOS__OTRResources__Interface__XMPPServerInfoCell.xib", ["hHR-8h-o2Q": Rect(x: 20, y: 11, width: 68, height: 68)])
        // amperfy GenericTableCell.xib (22505): a 733-point cell on an iPad 9.7" canvas has 16;
        // its stack from leadingMargin to trailingMargin is 733 - 32 wide.
        try Corpus.modern.expectFrames(in: "BLeeEZ__amperfy__Amperfy__Screens__View__GenericTableCell.xib", ["sEM-ZY-PBA": Rect(x: 16, y: 10, width: 701, height: 48)])
    }

    @Test(.needsCorpus(.modern))
    func unconstrainedSubviewsOfCellsKeepTheirFrames() throws {
        // threema Ballot.storyboard, toolsVersion 23504, iPhone 8: a switch in a default-style
        // static cell with `translatesAutoresizingMaskIntoConstraints="NO"`, no constraint and
        // no `fixedFrame`: Xcode stores it where the nib puts it, (162, 6) in the content view.
        try Corpus.modern.expectFrames(in: "threema-ch__threema-ios__Threema__Chats__Ballot__Ballot.storyboard", [
            "eLW-fA-1Hn": Rect(x: 162, y: 6, width: 51, height: 31),
            "92c-Tx-5dP": Rect(x: 162, y: 6, width: 51, height: 31),
        ])
    }

    @Test(.needsCorpus(.modern))
    func pickerViewIs216High() throws {
        // MiniKeePass PasswordGenerator.storyboard, toolsVersion 12120 (Xcode 8.3), iPhone 8: a
        // picker centred vertically in a 215.5-point content view, with no height of its own,
        // takes UIKit's 216 (y −0.25; Xcode stores 0).
        try Corpus.modern.expectFrames(in: "MiniKeePass__MiniKeePass__MiniKeePass__Password_Generator_View__PasswordGenerator.storyboard", ["q3j-kY-MJx": Rect(x: 7, y: 0, width: 361, height: 216)])
    }
}
