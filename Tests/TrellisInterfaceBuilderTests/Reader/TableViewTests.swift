import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Table views as Xcode's canvas draws them, checked against the frames Xcode stored in real
/// documents of `../shared/corpus-modern` (skipped when it is not next to the checkout). Each
/// expected frame is the document's `<rect key="frame">`; the layout is the document's own design
/// device at its stored root size (`layout(storedRootSize: true)`), and a frame matches when
/// every edge is within half a point (the stored values are rounded to the canvas's pixels).
struct TableViewTests {
    static let folder = CorpusTests.folder.replacingOccurrences(of: "corpus/files", with: "corpus-modern/files")
    static let available = FileManager.default.fileExists(atPath: folder)

    func layout(_ name: String) throws -> IBLayout {
        try IBDocument(contentsOf: "\(Self.folder)/\(name)").layout(storedRootSize: true)
    }

    func expectFrame(_ layout: IBLayout, _ id: String, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame = layout.frame(of: id) else {
            Issue.record("\(id) is not laid out", sourceLocation: sourceLocation); return
        }
        let close = abs(frame.minX - expected.minX) <= 0.5 && abs(frame.minY - expected.minY) <= 0.5
            && abs(frame.width - expected.width) <= 0.5 && abs(frame.height - expected.height) <= 0.5
        #expect(close, "\(id): \(frame), stored \(expected)", sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: available, "../shared/corpus-modern is not next to this checkout"))
    func staticCellsOfAnXcode8Document() throws {
        // MiniKeePass PasswordGenerator.storyboard, toolsVersion 12120 (Xcode 8.3), iPhone 8.
        let l = try layout("MiniKeePass__MiniKeePass__MiniKeePass__Password_Generator_View__PasswordGenerator.storyboard")
        // Grouped, first section titled "Settings": 17.5 + 38 above the first cell; the second
        // cell has its own rowHeight 216; the second section ("Password") starts 18 (footer)
        // + 38 (titled header) below the first one's last cell.
        expectFrame(l, "o9E-rp-tEi", Rect(x: 0, y: 55.5, width: 375, height: 44))
        expectFrame(l, "XhW-i5-pgn", Rect(x: 0, y: 99.5, width: 375, height: 216))
        expectFrame(l, "E1l-V0-qit", Rect(x: 0, y: 315.5, width: 375, height: 44))
        expectFrame(l, "dbY-ua-3Xa", Rect(x: 0, y: 415.5, width: 375, height: 44))
        // Content views stop 0.5 above the separator before Xcode 11; a disclosure indicator
        // takes 33 points before Xcode 9.
        expectFrame(l, "hp9-RV-GS1", Rect(x: 0, y: 0, width: 375, height: 43.5))
        expectFrame(l, "aDo-Js-Qda", Rect(x: 0, y: 0, width: 342, height: 43.5))
        // Plain, untitled static section: no header before Xcode 10.2; rows of the table's 44.
        expectFrame(l, "Qfp-Fu-Ydy", Rect(x: 0, y: 0, width: 375, height: 44))
        expectFrame(l, "OCi-8e-8ms", Rect(x: 0, y: 44, width: 375, height: 44))
        // A label at the content view's leading margin: 15 points before Xcode 9.
        #expect(l.frame(of: "W2o-vw-6K3")?.minX == 15)
    }

    @Test(.enabled(if: available, "../shared/corpus-modern is not next to this checkout"))
    func groupedFooterTitlesAsHighAsTheirText() throws {
        // MiniKeePass Settings.storyboard, toolsVersion 13196 (Xcode 9), iPhone 8, grouped: a
        // footer title of one line is 14 + 16 high, two lines 14 + 32; a titled header (38) whose
        // own section has a footer title is 7.5 taller (all of this table's sections have one).
        let keePass = try layout("MiniKeePass__MiniKeePass__MiniKeePass__Settings_View__Settings.storyboard")
        expectFrame(keePass, "2QL-yf-Q2s", Rect(x: 0, y: 99.5, width: 375, height: 44))
        // 143.5 + 30 ("Prevent unauthorized access to MiniKeePass with a PIN.") + 7.5 + 38.
        expectFrame(keePass, "v5C-no-1Zp", Rect(x: 0, y: 219, width: 375, height: 44))
        // 263 + 46 (two lines) + 7.5 + 38.
        expectFrame(keePass, "68h-n2-JDk", Rect(x: 0, y: 354.5, width: 375, height: 44))
        // The last section is untitled: 1702 + 30 (one line) + 18.
        expectFrame(keePass, "OBf-R4-5vk", Rect(x: 0, y: 1750, width: 375, height: 44))
        // Yubico Authenticator Main.storyboard, toolsVersion 23504 (Xcode 16.0), iPhone X canvas,
        // inset-grouped: three-line footers of 14 + 48 between untitled sections (18), the second
        // one stored as a `<string key="footerTitle">` child; the table footer view follows the
        // last section's footer.
        let yubico = try layout("Yubico__yubioath-ios__Authenticator__UI__Base.lproj__Main.storyboard")
        expectFrame(yubico, "8bq-0Q-S5P", Rect(x: 16, y: 18, width: 343, height: 43.667))
        expectFrame(yubico, "YeE-yN-d6Q", Rect(x: 16, y: 141.667, width: 343, height: 44.667))
        expectFrame(yubico, "Jey-gn-Ds9", Rect(x: 16, y: 391, width: 343, height: 44.667))
        expectFrame(yubico, "wGK-Gb-ggw", Rect(x: 0, y: 497.667, width: 375, height: 208))
        // BookPlayer Settings.storyboard, toolsVersion 18122 (Xcode 12.0), iPhone 8: 12.5 + 14 per
        // line; "Doubles the volume.⏎Use with caution…" is a `<string>` child of two lines.
        let bookPlayer = try layout("TortugaPower__BookPlayer__BookPlayer__Base.lproj__Settings.storyboard")
        expectFrame(bookPlayer, "jCg-TS-6hk", Rect(x: 0, y: 196, width: 375, height: 44))
        expectFrame(bookPlayer, "7L4-ZR-6Y1", Rect(x: 0, y: 284.5, width: 375, height: 44))
        expectFrame(bookPlayer, "biN-UB-ceL", Rect(x: 0, y: 387, width: 375, height: 44))
        // Xcode 12 sets footer titles in 12 points (a 14-point line): "Prevent the device from
        // locking when on the Player screen. " (335 wide at 12 points, 363 at 13) is one line
        // across 343: 26.5 high; the "Siri Shortcut" section below has no footer title, so its
        // header is 32: the cell at 690.5 + 26.5 + 32.
        expectFrame(bookPlayer, "uAD-fX-V6A", Rect(x: 0, y: 749, width: 375, height: 44))
        // Yubico AddCredential.storyboard (23504, iPhone 11, inset-grouped): "Advanced settings"
        // follows an untitled footer (18) and has a footer title of its own: 38 + 7.5 — its first
        // row at 231.5 + 18 + 45.5.
        let addCredential = try layout("Yubico__yubioath-ios__Authenticator__UI__Authentication__AddCredential__Base.lproj__AddCredential.storyboard")
        expectFrame(addCredential, "EkJ-8x-iGg", Rect(x: 20, y: 295, width: 374, height: 43.5))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: CorpusTests.folder), "../shared/corpus is not next to this checkout"))
    func rowsOfXcode5To10Documents() throws {
        func layout(_ name: String) throws -> IBLayout {
            try IBDocument(contentsOf: "\(CorpusTests.folder)/\(name)").layout(storedRootSize: true)
        }
        // JSQMessagesViewController Main.storyboard, toolsVersion 10117 (Xcode 7), iPhone 5 canvas:
        // a table view controller under a navigation bar has its rows below the 64 points of bars;
        // the titled first section of a grouped table is 50 below that, a later titled one 10
        // (footer) + 33 below the last cell.
        let jsq = try layout("jessesquires__JSQMessagesViewController__JSQMessagesDemo__Base.lproj__Main.storyboard")
        expectFrame(jsq, "Eii-ro-1yZ", Rect(x: 0, y: 114, width: 320, height: 44))
        expectFrame(jsq, "bZI-G1-eYA", Rect(x: 0, y: 158, width: 320, height: 44))
        expectFrame(jsq, "hYS-4f-iL6", Rect(x: 0, y: 333, width: 320, height: 44))
        expectFrame(jsq, "q07-lZ-YdI", Rect(x: 0, y: 464, width: 320, height: 44))
        // Grouped prototypes count as titled: 64 + 50.
        expectFrame(jsq, "k8B-cw-dMU", Rect(x: 0, y: 114, width: 320, height: 44))
        // ECSlidingViewController TransitionFun Main.storyboard, toolsVersion 4514 (Xcode 5): plain
        // prototypes 64 + 22 (`sectionHeaderHeight`) in a table view controller under a navigation
        // bar; 22 in a table that is a subview, whose rows the bars do not push down.
        let sliding = try layout("ECSlidingViewController__ECSlidingViewController__Examples__TransitionFun__TransitionFun__Base.lproj__Main.storyboard")
        expectFrame(sliding, "mAa-nV-Zlw", Rect(x: 0, y: 86, width: 320, height: 44))
        expectFrame(sliding, "WyW-mN-8Wi", Rect(x: 0, y: 22, width: 320, height: 44))
        // ECSlidingViewController BasicMenu Main.storyboard, toolsVersion 5056 (Xcode 5): the
        // menu, a grouped static table view controller under the status bar alone, has its
        // first row 35 (the untitled first section's header) below the top, not 20 + 35.
        let menu = try layout("ECSlidingViewController__ECSlidingViewController__Examples__BasicMenu__BasicMenu__Base.lproj__Main.storyboard")
        expectFrame(menu, "QlK-6Z-IXB", Rect(x: 0, y: 35, width: 320, height: 44))
        expectFrame(menu, "0Rk-oW-Q40", Rect(x: 0, y: 79, width: 320, height: 44))
        // Its navigation controller's bar, before Xcode 9.1, is stored at the origin.
        expectFrame(menu, "ldF-ap-hNt", Rect(x: 0, y: 0, width: 320, height: 44))
        // So is JSQMessagesViewController SwiftExample's (10117, a simulated status bar), 320
        // wide on a canvas the document does not name (Trellis's iPhone 8: 375 wide).
        let swiftExample = try layout("jessesquires__JSQMessagesViewController__SwiftExample__SwiftExample__Base.lproj__Main.storyboard")
        #expect(swiftExample.frame(of: "dcd-yE-vuQ")?.minY == 0)
        // XLPagerTabStrip Storyboard.storyboard, toolsVersion 14460 (Xcode 10), iPhone 8: an
        // untitled first section of a grouped table is 35 below the top; then 18 + 18.
        let pager = try layout("xmartlabs__XLPagerTabStrip__Example__Example__Base.lproj__Storyboard.storyboard")
        expectFrame(pager, "oTF-WE-AbG", Rect(x: 0, y: 35, width: 375, height: 44))
        expectFrame(pager, "Lqx-q4-U6Y", Rect(x: 0, y: 115, width: 375, height: 44))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: CorpusTests.folder), "../shared/corpus is not next to this checkout"))
    func rowsUnderTheNavigationBarKeepTheirMargins() throws {
        // SwiftMessages Demo Main.storyboard, toolsVersion 22505 (Xcode 15), iPhone 8, a grouped
        // table view controller under a navigation bar: the first row starts at 55.5, under the
        // 64 points of bars on the canvas, yet its content view's top margin is the cell's 11 —
        // the table scrolls its rows clear of the bars, so a cell has no safe area inset. The
        // automatic row is 11 + 16 (label) + 5 + 31 (segmented control) + 11 = 74.
        let l = try IBDocument(contentsOf: "\(CorpusTests.folder)/SwiftKickMobile__SwiftMessages__Demo__Demo__Base.lproj__Main.storyboard")
            .layout(storedRootSize: true)
        expectFrame(l, "nYa-Hy-Lda", Rect(x: 0, y: 55.5, width: 375, height: 74))
        expectFrame(l, "Epw-Yk-L8V", Rect(x: 26, y: 11, width: 146.5, height: 16))
        expectFrame(l, "eMM-fw-ePY", Rect(x: 0, y: 129.5, width: 375, height: 74))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: CorpusTests.folder), "../shared/corpus is not next to this checkout"))
    func titledFirstSectionUnderALargeTitle() throws {
        func layout(_ name: String) throws -> IBLayout {
            try IBDocument(contentsOf: "\(CorpusTests.folder)/\(name)").layout(storedRootSize: true)
        }
        // IQKeyboardManager Settings.storyboard, toolsVersion 22505 (Xcode 15), iPhone X canvas,
        // under a navigation controller whose bar has `largeTitles="YES"`: the prototypes' header
        // is 38 from the top, without the 17.5 above a grouped table's first titled section.
        let settings = try layout("hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__Settings.storyboard")
        expectFrame(settings, "BH8-6z-hDi", Rect(x: 20, y: 38, width: 335, height: 51))
        expectFrame(settings, "O5v-R6-FQk", Rect(x: 20, y: 358, width: 335, height: 69))
        expectFrame(settings, "8mo-kC-Wyf", Rect(x: 0, y: 38, width: 375, height: 50))
        // ResearchKit ORKCatalog Main.storyboard, toolsVersion 19455 (Xcode 12), iPhone 8, large
        // titles: 32 (Xcode 12's titled header) above the first prototype.
        let catalog = try layout("ResearchKit__ResearchKit__samples__ORKCatalog__ORKCatalog__Resources__Localized__Base.lproj__Main.storyboard")
        expectFrame(catalog, "W2d-9z-G85", Rect(x: 0, y: 32, width: 375, height: 44))
        expectFrame(catalog, "Beg-AA-D0T", Rect(x: 0, y: 120, width: 375, height: 210))
    }

    @Test(.enabled(if: available, "../shared/corpus-modern is not next to this checkout"))
    func automaticStaticRowsOfGroupedTablesInXcode11To14() throws {
        // UTM Main.storyboard, toolsVersion 15705 (Xcode 11.3), iPad Pro 12.9" canvas: a grouped
        // static table's default-style rows with rowHeight -1 are 44, not 43.5; eight of them
        // under the "Hardware" header end at 463.5 + 44.
        let l = try layout("utmapp__UTM__UTM__Base.lproj__Main.storyboard")
        expectFrame(l, "Uh7-K8-Cd9", Rect(x: 0, y: 155.5, width: 333, height: 44))
        expectFrame(l, "qe0-X4-HwM", Rect(x: 0, y: 463.5, width: 333, height: 44))
        // The table is in a navigation stack a popover presents: Xcode draws it beside the
        // popover's 13-point arrow (320 + 13 wide), and the content views stay inside the safe
        // area that leaves — 13 in, 320 wide; 293 with a disclosure indicator (27 = 16 + 11).
        expectFrame(l, "qt9-XV-EeT", Rect(x: 13, y: 0, width: 320, height: 44))
        expectFrame(l, "gUO-nD-d2x", Rect(x: 13, y: 0, width: 293, height: 44))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: CorpusTests.folder), "../shared/corpus is not next to this checkout"))
    func xcode6CellWithoutAStoredContentViewFrame() throws {
        // RxSwift WikipediaSearchCell.xib, toolsVersion 7528 (Xcode 6.3): a top-level 599 × 194
        // cell whose content view has no `<rect key="frame">`; its subviews are still laid out.
        // Content view margins are 8 all round (iOS 8) and the content view stops 1 point above
        // the separator: a label at topMargin + 5 is at y 13, the collection view ends at
        // 193 − 8 − 5 = 180.
        let l = try IBDocument(contentsOf: "\(CorpusTests.folder)/ReactiveX__RxSwift__RxExample__RxExample__Examples__WikipediaImageSearch__Views__WikipediaSearchCell.xib")
            .layout(storedRootSize: true)
        expectFrame(l, "QYs-T3-gBc", Rect(x: 8, y: 13, width: 583, height: 21))
        expectFrame(l, "udN-mT-LHB", Rect(x: 8, y: 69, width: 583, height: 111))
    }

    @Test(.enabled(if: available, "../shared/corpus-modern is not next to this checkout"))
    func prototypeBelowATableHeaderView() throws {
        // LoopKit CarbKit.storyboard, toolsVersion 13196 (Xcode 9), iPhone 8: a 90-point table
        // header view, then the 28-point "Prototype Cells" header of a plain table.
        let l = try layout("LoopKit__LoopKit__CarbKit__UI__CarbKit.storyboard")
        expectFrame(l, "i7x-SU-PRi", Rect(x: 0, y: 118, width: 375, height: 44))
        expectFrame(l, "Fje-90-ner", Rect(x: 0, y: 0, width: 375, height: 43.5))
        // Grouped prototypes: 17.5 + 38 above the first.
        expectFrame(l, "Ace-JU-zKh", Rect(x: 0, y: 55.5, width: 375, height: 44))
        expectFrame(l, "99D-xi-Yp9", Rect(x: 0, y: 99.5, width: 375, height: 44))
    }

    @Test(.enabled(if: available, "../shared/corpus-modern is not next to this checkout"))
    func automaticRowHeightFromTheContent() throws {
        // BookPlayer Settings.storyboard, toolsVersion 18122 (Xcode 12.0), iPhone 8: rowHeight
        // -1, the content's constraints (a stack 10 from top and bottom, 73 high) make the row 93;
        // a plain prototype table's header is 24.5 in Xcode 12.0.
        let l = try layout("TortugaPower__BookPlayer__BookPlayer__Base.lproj__Settings.storyboard")
        expectFrame(l, "dhu-1Q-Nrr", Rect(x: 0, y: 24.5, width: 375, height: 93))
        expectFrame(l, "Bzc-JJ-CD8", Rect(x: 0, y: 0, width: 375, height: 93))
        expectFrame(l, "3y7-Ud-dRI", Rect(x: 52, y: 10, width: 276, height: 73))
    }

    @Test(.enabled(if: available, "../shared/corpus-modern is not next to this checkout"))
    func insetGroupedCellsAndAutomaticRows() throws {
        // Hackers Main.storyboard, toolsVersion 23504 (Xcode 16.0), iPhone 8: an inset-grouped
        // table insets its cells by 16 on a 375-point table; an untitled first section has an
        // 18-point header; a row without constraints deciding its height is 43.5; a disclosure
        // indicator takes 16 + 10.5 from the content view.
        let l = try layout("weiran__Hackers__App__Main.storyboard")
        expectFrame(l, "5fS-6t-KAA", Rect(x: 16, y: 18, width: 343, height: 113))
        expectFrame(l, "ly9-bC-CbZ", Rect(x: 0, y: 0, width: 343, height: 113))
        expectFrame(l, "eLs-tl-nhE", Rect(x: 16, y: 131, width: 343, height: 43.5))
        expectFrame(l, "dHF-kW-kGX", Rect(x: 0, y: 0, width: 316.5, height: 43.5))
        // Plain prototypes from Xcode 14 on: a 50-point header above the first cell.
        expectFrame(l, "bpe-eU-o38", Rect(x: 0, y: 50, width: 375, height: 77))
        expectFrame(l, "cqK-Qe-Eib", Rect(x: 0, y: 127, width: 375, height: 144))
    }

    @Test(.enabled(if: available, "../shared/corpus-modern is not next to this checkout"))
    func insetGroupedRowsInASplitViewColumn() throws {
        // passforios Main.storyboard, toolsVersion 23504 (Xcode 16.0), iPhone 12 canvas (390
        // wide): the inset-grouped Settings table is the split view's master column; its rows
        // are across the full width, a disclosure indicator taking 20 + 10.33 from the content
        // view.
        let l = try layout("mssun__passforios__pass__Base.lproj__Main.storyboard")
        expectFrame(l, "6Y0-mj-qhA", Rect(x: 0, y: 205, width: 390, height: 43.667))
        expectFrame(l, "qlv-tQ-Xmc", Rect(x: 0, y: 0, width: 359.667, height: 43.667))
        // The Advanced table is the root of a `showDetail` segue's navigation controller: full width.
        expectFrame(l, "SVj-jD-qPT", Rect(x: 0, y: 155, width: 390, height: 43.667))
        // Git Signature, pushed (`show`) from Advanced: inset by 20 as in other inset-grouped tables.
        expectFrame(l, "4Bh-1D-w5T", Rect(x: 20, y: 18, width: 350, height: 61))
        expectFrame(l, "JRY-pY-XtS", Rect(x: 20, y: 79, width: 350, height: 61))
    }

    @Test(.enabled(if: available, "../shared/corpus-modern is not next to this checkout"))
    func topLevelCellsTakeTheDevicesSideMargin() throws {
        // A cell that is a top-level object of a xib is in no table: its side margin follows the
        // device. ChatSecure XMPPServerInfoCell.xib (toolsVersion 16096): a 380-point cell on an
        // iPhone 11 canvas (414 wide) has 20, its image at leadingMargin is at x 20.
        let phone = try layout("ChatSecure__ChatSecure-iOS__OTRResources__Interface__XMPPServerInfoCell.xib")
        expectFrame(phone, "hHR-8h-o2Q", Rect(x: 20, y: 11, width: 68, height: 68))
        // amperfy GenericTableCell.xib (22505): a 733-point cell on an iPad 9.7" canvas has 16;
        // its stack from leadingMargin to trailingMargin is 733 - 32 wide.
        let pad = try layout("BLeeEZ__amperfy__Amperfy__Screens__View__GenericTableCell.xib")
        expectFrame(pad, "sEM-ZY-PBA", Rect(x: 16, y: 10, width: 701, height: 48))
    }

    @Test(.enabled(if: available, "../shared/corpus-modern is not next to this checkout"))
    func systemStyleRowsOfXcode16_3() throws {
        // nRF Connect Device Manager Main.storyboard, toolsVersion 24765, iPhone X canvas: grouped,
        // titled first section (55.33 on the 3x canvas), value-1 style rows with rowHeight -1 are
        // 51, a detail button takes 40 from the content view.
        let l = try layout("NordicSemiconductor__IOS-nRF-Connect-Device-Manager__Example__Example__Base.lproj__Main.storyboard")
        expectFrame(l, "uEL-bQ-nSa", Rect(x: 0, y: 55.333, width: 375, height: 51))
        expectFrame(l, "ha6-48-c8s", Rect(x: 0, y: 0, width: 335, height: 51))
        expectFrame(l, "yze-2h-heQ", Rect(x: 0, y: 106.333, width: 375, height: 51))
    }

    @Test(.enabled(if: available, "../shared/corpus-modern is not next to this checkout"))
    func contentViewMarginsAndSlidersOfXcode16_3() throws {
        // nRF Mesh ConfigurationServer.xib, toolsVersion 24506 (Xcode 16.3), iPhone 11 canvas: a
        // 414 × 1070 top-level cell whose content view has 15-point top and bottom margins (11
        // before and after) and 20 at the sides; its slider at leadingMargin and topMargin is
        // stored at its alignment rectangle, 34 high: (20, 15, 228, 34); the label centred on it
        // and 16 to its right ends at trailingMargin; the next slider is 8 + 0.5 + 8 below.
        let l = try layout("NordicSemiconductor__IOS-nRF-Mesh-Library__Example__Source__UI__Model__ConfigurationServer.xib")
        expectFrame(l, "tZ4-Df-a3a", Rect(x: 20, y: 15, width: 228, height: 34))
        expectFrame(l, "BK3-fh-qbs", Rect(x: 264, y: 21.5, width: 130, height: 21))
        expectFrame(l, "SWp-oU-68u", Rect(x: 20, y: 56.5, width: 394, height: 0.5))
        expectFrame(l, "4xc-mA-Pwm", Rect(x: 20, y: 65, width: 228, height: 34))
    }

    @Test(.enabled(if: available, "../shared/corpus-modern is not next to this checkout"))
    func contentViewInsideTheSafeAreaInLandscape() throws {
        // FSNotes Main.storyboard, an iPhone 11 Pro Max canvas in landscape (896 wide, 44 of safe
        // area each side): the content view is inset to the safe area, 808 wide. (Stored 44 high;
        // the automatic-row rule gives 43.5, 43.33 on the 3x canvas — within the 1-point figure.)
        let l = try layout("glushchenko__fsnotes__FSNotes_iOS__Base.lproj__Main.storyboard")
        #expect(l.frame(of: "bDW-n8-41f")?.minX == 44)
        #expect(l.frame(of: "bDW-n8-41f")?.width == 808)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: CorpusTests.folder), "../shared/corpus is not next to this checkout"))
    func checkmarkBesideTheSideMarginOf20() throws {
        // IQKeyboardManager Settings.storyboard, toolsVersion 22505 (Xcode 15), iPhone X canvas,
        // where a table's side margin is 20: the grouped options table's prototype row 8mo-kC-Wyf
        // has a checkmark, which takes 20 + 24 from its 375-point cell: content view 331 wide,
        // its label from 10 to the content view's trailing edge less 5.
        let l = try IBDocument(contentsOf: "\(CorpusTests.folder)/hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__Settings.storyboard")
            .layout(storedRootSize: true)
        expectFrame(l, "NOG-NC-g47", Rect(x: 0, y: 0, width: 331, height: 50))
        expectFrame(l, "iPm-jy-a7o", Rect(x: 10, y: 16, width: 316, height: 18))
    }

    @Test(.enabled(if: available, "../shared/corpus-modern is not next to this checkout"))
    func unconstrainedSubviewsOfCellsKeepTheirFrames() throws {
        // threema Ballot.storyboard, toolsVersion 23504, iPhone 8: a switch in a default-style
        // static cell with `translatesAutoresizingMaskIntoConstraints="NO"`, no constraint and
        // no `fixedFrame`: Xcode stores it where the nib puts it, (162, 6) in the content view.
        let l = try layout("threema-ch__threema-ios__Threema__Chats__Ballot__Ballot.storyboard")
        expectFrame(l, "eLW-fA-1Hn", Rect(x: 162, y: 6, width: 51, height: 31))
        expectFrame(l, "92c-Tx-5dP", Rect(x: 162, y: 6, width: 51, height: 31))
    }

    @Test(.enabled(if: available, "../shared/corpus-modern is not next to this checkout"))
    func pickerViewIs216High() throws {
        // MiniKeePass PasswordGenerator.storyboard, toolsVersion 12120 (Xcode 8.3), iPhone 8: a
        // picker centred vertically in a 215.5-point content view, with no height of its own,
        // takes UIKit's 216 (y −0.25; Xcode stores 0).
        let l = try layout("MiniKeePass__MiniKeePass__MiniKeePass__Password_Generator_View__PasswordGenerator.storyboard")
        expectFrame(l, "q3j-kY-MJx", Rect(x: 7, y: 0, width: 361, height: 216))
    }

    @Test(.enabled(if: available, "../shared/corpus-modern is not next to this checkout"))
    func barsOfContainerControllers() throws {
        // YubiKit OtherDemosStoryboard, toolsVersion 17701, iPhone 11 canvas: a navigation
        // controller's bar across the top below the 44-point status bar.
        let nav = try layout("Yubico__yubikit-ios__YubiKitDemo__YubiKitDemo__Demos__Other__OtherDemosStoryboard.storyboard")
        expectFrame(nav, "9UI-XZ-lFw", Rect(x: 0, y: 44, width: 414, height: 44))
        // It simulates an opaque tab bar (`simulatedTabBarMetrics translucent="NO"`): the
        // pushed controllers' roots stop above it, 725 high, and their safe area has no bottom
        // inset: a button 20 above the safe area's bottom is stored at 725 − 20 − 40.
        expectFrame(nav, "U2G-4b-K6Y", Rect(x: 20, y: 665, width: 374, height: 40))
        expectFrame(nav, "SZB-yO-CfU", Rect(x: 20, y: 73.5, width: 374, height: 571.5))
        // Hackers Main.storyboard, toolsVersion 23504, iPhone 8: a navigation controller
        // presented as a sheet has its bar at the top, 56 high, and no status bar above its
        // root: the text-selection controller's text view, pinned to the safe area's top, at 56.
        let hackers = try layout("weiran__Hackers__App__Main.storyboard")
        expectFrame(hackers, "ex9-nV-QsL", Rect(x: 0, y: 56, width: 375, height: 591))
        // zotero ZShare MainInterface.storyboard, toolsVersion 23727, iPad Air canvas: a
        // navigation controller embedded in a container view has the 24-point status bar above
        // its bar, as embedded roots have.
        let zotero = try layout("zotero__zotero-ios__ZShare__Base.lproj__MainInterface.storyboard")
        expectFrame(zotero, "owv-SU-LmX", Rect(x: 0, y: 24, width: 820, height: 50))
        // LoopKit CarbKit.storyboard, toolsVersion 13196 (Xcode 9.1), iPhone 8: from then on a
        // navigation bar is stored below the status bar.
        let carbs = try layout("LoopKit__LoopKit__CarbKit__UI__CarbKit.storyboard")
        let carbBar = try #require(carbs.entries.first { $0.elementName == "navigationBar" }?.id)
        expectFrame(carbs, carbBar, Rect(x: 0, y: 20, width: 375, height: 44))
        // nRF Connect Main.storyboard (toolsVersion 24765, iPhone X canvas) and LINE SDK sample
        // Main.storyboard (16097, iPhone 8): Xcode stores a tab bar controller's tab bar at the
        // origin, as wide as the canvas.
        let tabs = try layout("NordicSemiconductor__IOS-nRF-Connect-Device-Manager__Example__Example__Base.lproj__Main.storyboard")
        expectFrame(tabs, "TcB-Y8-CRY", Rect(x: 0, y: 0, width: 375, height: 49))
        let line = try layout("line__line-sdk-ios-swift__LineSDKSample__LineSDKSample__Base.lproj__Main.storyboard")
        expectFrame(line, "pTz-Iu-Exh", Rect(x: 0, y: 0, width: 375, height: 49))
    }
}
