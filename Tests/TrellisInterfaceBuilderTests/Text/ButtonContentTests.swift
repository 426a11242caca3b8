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

    /// OnionBrowser BrowsingViewController.xib (corpus-modern, iPhone 11, 2×): "+", a system
    /// button with a 30-point title, centred (its width and height its content's), stored
    /// 30 × 48. Its text is about 18 wide, but a title alone with the default insets is at least
    /// 30 points wide (``Button/emptySize``'s width; LinkedIn LayoutKit's `ButtonLayout` gives
    /// the same minimum); 35.8 + 12 = 47.8 → 48 high.
    @Test(.needsCorpus(.modern))
    func titleAloneIsAtLeast30Wide() throws {
        let (entry, size) = try uncalibrated(.modern, "OnionBrowser__OnionBrowser__OnionBrowser__Browsing__BrowsingViewController.xib", "kSI-5C-QWW")
        #expect(entry.kind == .title && entry.intrinsicWidth && entry.intrinsicHeight)
        #expect(try ShapingTextMeasurer.shared.get().size(of: "+", font: .systemFont(ofSize: 30), maxWidth: nil).width < 20)
        #expect(size == Size(width: 30, height: 48))
    }

    /// duckduckgo ActionMessageView.xib (corpus, iPhone 11, 3×): "Edit", a custom button whose
    /// title is an attributed string in the 15-point bold system font, centred vertically (its
    /// height its content's; its width is pinned between a label and the superview), stored
    /// 30 × 27. Its runs make 30 × 30: 28.28 wide (at least 30), 17.9 + 12 = 29.9 → 30 high.
    /// 30 × 27 is what a 12-point system title gives (14.32 + 12 = 26.32 → 27, "Edit" 21 wide,
    /// at least 30), as if the runs' font were not used — nothing in the document says why, and
    /// it is the only attributed-title button of the corpora whose size is its content's (the
    /// three of amperfy Main.storyboard have width and height constraints). The rule is not
    /// borne out, so such buttons keep their stored size, with an `estimated-size` warning.
    @Test(.needsCorpus(.classic))
    func attributedTitleKeepsItsStoredSize() throws {
        let name = "duckduckgo__iOS__DuckDuckGo__ActionMessageView.xib"
        let (entry, size) = try uncalibrated(.classic, name, "oCd-LV-OI1")
        #expect(entry.kind == .attributedTitle && entry.intrinsicHeight && !entry.intrinsicWidth)
        #expect(size == Size(width: 30, height: 30))
        let layout = try Corpus.classic.layout(name)
        let button = try #require(layout.views["oCd-LV-OI1"] as? Button)
        #expect(button.attributedTitle == [TextRun("Edit", font: .systemFont(ofSize: 15, weight: .bold))])
        #expect(button.explicitIntrinsicContentSize == Size(width: 30, height: 27))
        #expect(layout.frame(of: "oCd-LV-OI1") == Rect(x: 303, y: 9, width: 30, height: 27))
        #expect(layout.diagnostics.contains { $0.kind == "estimated-size" && $0.ids.contains("oCd-LV-OI1") })
        let twelve = Button(title: "Edit", font: .systemFont(ofSize: 12))
        twelve.measurer = try ShapingTextMeasurer.shared.get()
        #expect(twelve.intrinsicContentSize == Size(width: 30, height: 27))
    }

    /// The ten configured buttons with an SF Symbol (`<buttonConfiguration>` with
    /// `catalog="system"`) in corpus-modern's documents: none has a width or height its
    /// constraints leave to its content — orbot Main's "Grant" and "Deny" (48 high by
    /// constraints, pinned at both sides) and `qrcode`/`qrcode.viewfinder` (34 × 34), Blockstream
    /// HWFlow's and Home's `faceid` (100 × 100), tokenary Main's `network` (60 wide, in a
    /// filling stack with a 52-high neighbour), tinode's three 32-point message-bar buttons
    /// (width constraints and 1:1 ratios). So no stored frame shows how iOS sizes them; they
    /// keep their stored size, with an `estimated-size` warning. orbot's "Grant" (iPhone SE,
    /// 2×) lays out at its stored 20, 443, 280 × 48.
    @Test(.needsCorpus(.modern))
    func configuredSymbolButtonsAreSizedByTheirConstraints() throws {
        let documents = ["Blockstream__green_ios__gaios__HWFlow__HWFlow.storyboard", "Blockstream__green_ios__gaios__Home__Home.storyboard",
                         "guardianproject__orbot-apple__Orbot__Main.storyboard", "lil-org__tokenary__App_iOS__Base.lproj__Main.storyboard",
                         "tinode__ios__Tinodios__widgets__ForwardMessageBar.xib", "tinode__ios__Tinodios__widgets__SendMessageBar.xib"]
        var count = 0
        for name in documents {
            let document = try Corpus.modern.document(name)
            count += document.buttonKindCounts()[.configuredSymbolImage] ?? 0
            #expect(!document.intrinsicSizeButtons().contains { $0.kind == .configuredSymbolImage }, "\(name)")
        }
        #expect(count == 10)
        let layout = try Corpus.modern.layout("guardianproject__orbot-apple__Orbot__Main.storyboard")
        let grant = try #require(layout.views["VkC-BX-eRj"] as? Button)
        #expect(grant.configuration?.title == "Grant" && grant.configuration?.image?.name == "checkmark")
        #expect(grant.explicitIntrinsicContentSize == Size(width: 280, height: 48))
        #expect(layout.frame(of: "VkC-BX-eRj") == Rect(x: 20, y: 443, width: 280, height: 48))
        #expect(layout.diagnostics.contains { $0.kind == "estimated-size" && $0.ids.contains("VkC-BX-eRj") })
    }
}
