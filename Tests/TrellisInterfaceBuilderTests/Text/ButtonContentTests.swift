import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Classic buttons whose size comes from an SF Symbol, a background image, the custom type's
/// default font or an attributed title, checked against the frames Xcode stored in documents of
/// `../shared/corpus` and `../shared/corpus-modern` (skipped when they are not next to the
/// checkout). The uncalibrated sizes are ``IBDocument/intrinsicSizeButtons()`` measured as
/// `trellis text-fidelity --buttons` measures them; the laid-out ones are the design device's.
@Suite(.needsTextShaping)
struct ButtonContentTests {
    /// The button `id` of the document `name` of `corpus` as `trellis text-fidelity --buttons`
    /// measures it: the stand-in, no per-view calibration, rounded as the button rounds.
    func uncalibrated(_ corpus: Corpus, _ name: String, _ id: String) throws -> (entry: IntrinsicSizeButton, size: Size) {
        let entry = try #require(try corpus.document(name).intrinsicSizeButtons().first { $0.id == id })
        entry.button.measurer = try ShapingTextMeasurer.shared.get()
        entry.button.contentScaleFactor = entry.scale
        return (entry, entry.button.intrinsicContentSize)
    }

    /// The button `id` of the document `name` of `corpus` laid out on its design device, its
    /// size measured and calibrated, not stored.
    func measuredOnTheDesignDevice(_ corpus: Corpus, _ name: String, _ id: String,
                                   sourceLocation: SourceLocation = #_sourceLocation) throws -> (button: Button, frame: Rect) {
        let layout = try corpus.layout(name)
        let button = try #require(layout.views[id] as? Button, sourceLocation: sourceLocation)
        #expect(button.explicitIntrinsicContentSize == nil && button.measurer is CalibratedTextMeasurer, sourceLocation: sourceLocation)
        return (button, try #require(layout.frame(of: id), sourceLocation: sourceLocation))
    }

    /// tinode Main.storyboard (iPhone 8 Plus, 3×): "Configure Connection", a 16-point title after
    /// the `qrcode` symbol (no symbol configuration: 17 points, 128 × 114 in `<resources>`, so
    /// 20.4 × 18.17 at 1.2 points a point), centred, 24 high by a constraint: its width is its
    /// content's, stored 178.33. Measured: the title 158.89 + the symbol 20.4 = 179.29 → 180
    /// (a classic button rounds to whole points), 1.67 wider than Xcode's — the symbol's
    /// estimate, not its glyph. No advance scale makes a whole-point width 178.33, so on the
    /// design device it keeps its stored size, with an `estimated-size` warning.
    @Test(.needsCorpus(.modern))
    func symbolImageBesideTitle() throws {
        let name = "tinode__ios__Tinodios__Base.lproj__Main.storyboard"
        let (entry, size) = try uncalibrated(.modern, name, "6zX-Sq-TK6")
        #expect(entry.kind == .symbolImage && entry.intrinsicWidth && !entry.intrinsicHeight)
        #expect(entry.button.image?.name == "qrcode")
        #expect(abs((entry.button.image?.size.width ?? 0) - 20.4) < 0.01)
        #expect(size.width == 180)
        let layout = try Corpus.modern.layout(name)
        let button = try #require(layout.views["6zX-Sq-TK6"] as? Button)
        #expect(abs((button.explicitIntrinsicContentSize?.width ?? 0) - 178.33) < 0.01)
        #expect(layout.diagnostics.contains { $0.kind == "estimated-size" && $0.ids.contains("6zX-Sq-TK6") })
    }

    /// amperfy LibraryEntityDetailVC.xib (iPad Pro 12.9"): "Play", a 15-point title after the
    /// `play.fill` symbol (medium scale, 117 × 128 in `<resources>`: 18.65 × 20.4), arranged
    /// in a vertical stack that fills its 984-point width, 40 high by a constraint. Measured
    /// and calibrated; the stack gives it Xcode's 984 × 40.
    @Test(.needsCorpus(.modern))
    func symbolImageButtonsAreMeasured() throws {
        let name = "BLeeEZ__amperfy__Amperfy__Screens__ViewController__LibraryEntityDetailVC.xib"
        let (button, frame) = try measuredOnTheDesignDevice(.modern, name, "XDf-oc-z0s")
        #expect(button.image?.name == "play.fill")
        #expect(abs((button.image?.size.width ?? 0) - 18.65) < 0.01 && abs((button.image?.size.height ?? 0) - 20.4) < 0.01)
        #expect(frame.size == Size(width: 984, height: 40))
    }

    /// dji-sdk DJISDKSwiftDemo Main.storyboard (iPhone 8, 2×): "Activate", a custom button with a
    /// 17-point title over the background image `btn` (16.5 × 34), 80 wide by a constraint, its
    /// height its content's: stored 34, the image's, where the title and its padding make
    /// 20.29 + 12 = 32.29 → 33. Measured, 80 × 34 on the design device.
    @Test(.needsCorpus(.modern))
    func backgroundImageSetsTheHeight() throws {
        let name = "dji-sdk__Mobile-SDK-iOS__Sample_Code__SwiftSampleCode__DJISDKSwiftDemo__Base.lproj__Main.storyboard"
        let (entry, size) = try uncalibrated(.modern, name, "Bah-ys-ncp")
        #expect(entry.kind == .backgroundImage && entry.intrinsicHeight && !entry.intrinsicWidth)
        #expect(entry.button.backgroundImage == Image(name: "btn", size: Size(width: 16.5, height: 34)))
        #expect(size.height == 34)
        #expect(try measuredOnTheDesignDevice(.modern, name, "Bah-ys-ncp").frame.size == Size(width: 80, height: 34))
    }

    /// xmartlabs XLPagerTabStrip Storyboard.storyboard (corpus, iPhone 6, 2×): the custom buttons
    /// "Reload" and "Close" (no `buttonType`, no font) stored 56 × 34 and 46 × 34, sized by their
    /// content: the custom type's 18-point title (55 and 46 wide, 21.48 + 12 high → 34); the
    /// system button's 15 points would make them 48 × 30 and 39 × 30.
    @Test(.needsCorpus(.classic))
    func customButtonsTitleIn18Points() throws {
        let name = "xmartlabs__XLPagerTabStrip__Example__Example__Base.lproj__Storyboard.storyboard"
        let (reload, reloadSize) = try uncalibrated(.classic, name, "jSE-G2-qe6")
        #expect(reload.button.font == .systemFont(ofSize: 18))
        #expect(reloadSize == Size(width: 55, height: 34))
        #expect(try uncalibrated(.classic, name, "kmN-fg-NDL").size == Size(width: 46, height: 34))
    }

    /// duckduckgo ActionMessageView.xib (corpus): "Edit", a custom button whose title is an
    /// attributed string in the 15-point bold system font, centred vertically, stored 30 × 27.
    /// Its runs measure 28.28 → 29 wide; 17.9 + 12 = 29.9 → 30 high, not 27: the one attributed-title
    /// button whose height is its content's contradicts the rule, so such buttons keep their
    /// stored size (an `estimated-size` warning).
    @Test(.needsCorpus(.classic))
    func attributedTitleKeepsItsStoredSize() throws {
        let name = "duckduckgo__iOS__DuckDuckGo__ActionMessageView.xib"
        let layout = try Corpus.classic.layout(name)
        let button = try #require(layout.views["oCd-LV-OI1"] as? Button)
        #expect(button.attributedTitle == [TextRun("Edit", font: .systemFont(ofSize: 15, weight: .bold))])
        #expect(button.explicitIntrinsicContentSize == Size(width: 30, height: 27))
        #expect(layout.diagnostics.contains { $0.kind == "estimated-size" && $0.ids.contains("oCd-LV-OI1") })
        let measured = try #require(button.attributedTitle.flatMap { try? ShapingTextMeasurer.shared.get().size(of: $0) })
        // 28.28 → 29 wide (within 1 of 30); 17.9 + 12 = 29.9 → 30 high.
        #expect(measured.width.rounded(.up) == 29 && (measured.height + 12).rounded(.up) == 30)
    }
}
