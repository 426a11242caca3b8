import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// Text measured on every device: a multi-line label re-wraps at the width its constraints
/// give it and what is below it moves; size-class font variations and Dynamic Type change the
/// font, and the design device keeps the sizes Xcode stored.
@Suite(.needsTextShaping)
struct TextLayoutTests {
    static let text = "Trellis lays out storyboards on Linux for every device, and a label that wraps at the width its constraints give it grows as many lines as its text needs."

    /// An iPhone 8 storyboard: a multi-line 17-point label 20 points from the root's sides and
    /// 40 from its top, stored 4 lines tall (81.5 = 4 × 20.287 rounded up to the 2× grid), a
    /// 10-point band 8 below it; a single-line label whose font is 40 points in regular width;
    /// a body-style label.
    func storyboard() throws -> IBDocument {
        try IBDocument(data: DocumentFixture.storyboard(DocumentFixture.scene("""
            <label text="\(Self.text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="20" y="40" width="335" height="81.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            \(DocumentFixture.view("v", frame: (20, 129.5, 335, 10)))
            <label text="Variation" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                <rect key="frame" x="20" y="200" width="67" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <variation key="widthClass=regular"><fontDescription key="fontDescription" type="system" pointSize="40"/></variation>
            </label>
            <label text="Body" horizontalHuggingPriority="251" verticalHuggingPriority="251" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                <rect key="frame" x="20" y="300" width="37" height="20.5"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            """, constraints: DocumentFixture.place("l", in: "root", leading: 20, top: 40) + DocumentFixture.pin("l", to: "root", edges: [.trailing], inset: 20) + """
            <constraint firstItem="v" firstAttribute="leading" secondItem="l" secondAttribute="leading" id="c4"/>
            <constraint firstItem="v" firstAttribute="trailing" secondItem="l" secondAttribute="trailing" id="c5"/>
            <constraint firstItem="v" firstAttribute="top" secondItem="l" secondAttribute="bottom" constant="8" id="c6"/>
            <constraint firstItem="v" firstAttribute="height" constant="10" id="c7"/>
            """ + DocumentFixture.place("big", in: "root", leading: 20, top: 200) + DocumentFixture.place("body", in: "root", leading: 20, top: 300),
            rootFrame: #"x="0.0" y="0.0" width="375" height="667""#,
            extra: #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#), toolsVersion: "21701", device: "retina4_7"))
    }

    func frames(_ device: String, _ orientation: Orientation = .portrait) throws -> (label: Rect, band: Rect) {
        let layout = try storyboard().layout(device: Device.named(device)!, orientation: orientation)
        return (try #require(layout.frame(of: "l")), try #require(layout.frame(of: "v")))
    }

    /// The design device keeps the stored frames exactly (4 lines at 335 points).
    @Test func designDeviceIsExact() throws {
        let layout = try storyboard().layout()
        #expect(layout.frame(of: "l") == Rect(x: 20, y: 40, width: 335, height: 81.5))
        #expect(layout.frame(of: "v") == Rect(x: 20, y: 129.5, width: 335, height: 10))
        #expect(layout.frame(of: "big") == Rect(x: 20, y: 200, width: 67, height: 20.5))
        #expect(!layout.diagnostics.contains { $0.kind == "estimated-size" })
    }

    /// Lines per width (the text is about 1,150 points long at 17 points): 5 on an iPhone SE
    /// (280 points), 3 on an iPhone SE in landscape (528), 4 on an iPhone 15 (353), 2 on an
    /// iPad in portrait (728) and landscape (984) and on an iPhone 15 in landscape (812). Each
    /// line is 20.287 points — the stored 81.5 is 4 lines rounded up to the 2× grid, so no
    /// height is calibrated — rounded up to the device's pixels (5 lines: 101.43 → 101.5 at 2×;
    /// 3: 60.86 → 61 at 2×; 4: 81.15 → 81.333 at 3×; 2: 40.57 → 41 at 2×, 40.667 at 3×); the
    /// band follows 8 points below.
    @Test func rewrapsOnEveryDevice() throws {
        let se = try frames("retina4_0")
        #expect(se.label == Rect(x: 20, y: 40, width: 280, height: 101.5))
        #expect(se.band == Rect(x: 20, y: 149.5, width: 280, height: 10))
        let seLandscape = try frames("retina4_0", .landscapeRight)
        #expect(seLandscape.label == Rect(x: 20, y: 40, width: 528, height: 61))
        #expect(seLandscape.band == Rect(x: 20, y: 109, width: 528, height: 10))
        let phone = try frames("retina6_12")
        #expect(phone.label.width == 353)
        #expect(abs(phone.label.height - 81.333) < 1e-3)
        let padPortrait = try frames("ipad9_7")
        #expect(padPortrait.label == Rect(x: 20, y: 40, width: 728, height: 41))
        #expect(padPortrait.band == Rect(x: 20, y: 89, width: 728, height: 10))
        let padLandscape = try frames("ipad9_7", .landscapeRight)
        #expect(padLandscape.label == Rect(x: 20, y: 40, width: 984, height: 41))
        let phoneLandscape = try frames("retina6_12", .landscapeRight)
        #expect(phoneLandscape.label.width == 812 && abs(phoneLandscape.label.height - 40.667) < 1e-3)
    }

    /// `<variation key="widthClass=regular">` gives the label 40 points on an iPad (Inter
    /// Display from 28 points, scaled by the calibration's 0.975 for it, Apple's +0.37 points of
    /// tracking at 40): 149 × 48 (47.73 rounded up to the 2× grid) where the iPhone 8 shows the
    /// 17-point 67 × 20.5; an iPhone keeps 17 points.
    @Test func fontVariationOnAnIPad() throws {
        let layout = try storyboard().layout(device: Device.named("ipad9_7")!)
        let label = try #require(layout.views["big"] as? Label)
        #expect(label.font.pointSize == 40)
        #expect(layout.frame(of: "big") == Rect(x: 20, y: 200, width: 149, height: 48))
        let phone = try storyboard().layout(device: Device.named("retina4_0")!)
        #expect((phone.views["big"] as? Label)?.font.pointSize == 17)
        #expect(phone.frame(of: "big") == Rect(x: 20, y: 200, width: 67, height: 20.5))
    }

    /// The iPhone 8 (2×) stores the 17-point label one line 20.5 high: 20.29 rounded up to its
    /// grid, so no height scale is calibrated and a 3× iPhone 14 Pro rounds the same line to
    /// 20.33, as Xcode stores it there (Blockstream green_ios UserSettings, designed at 2×, laid
    /// out at 3×: the rule that made measured pairs equal stored ones).
    @Test func roundingIsNotCalibrated() throws {
        let layout = try storyboard().layout(device: Device.named("retina6_12")!)
        let label = try #require(layout.views["big"] as? Label)
        #expect((label.measurer as? CalibratedTextMeasurer)?.heightScale == 1)
        #expect(abs((layout.frame(of: "big")?.height ?? 0) - 61.0 / 3) < 1e-9)
    }

    /// Body text at every content size category: the font is Apple's size for the category;
    /// the label's height is lines of that font.
    @Test func bodyAtEveryContentSizeCategory() throws {
        let layouts = try storyboard().layoutAtEveryContentSizeCategory()
        #expect(layouts.map { ($0.views["body"] as? Label)?.font.pointSize } == ContentSizeCategory.allCases.map { TextStyle.body.pointSize(for: $0) })
        // One line of 14 … 53 points: 1.1934 em (no height calibration: the stored 20.5 is
        // 20.29 rounded up), rounded up to the iPhone 8's 2× grid.
        #expect(layouts.map { $0.frame(of: "body")?.height } == [17, 18, 19.5, 20.5, 23, 25.5, 27.5, 33.5, 39.5, 48, 56.5, 63.5])
    }
}

/// Characters no font Trellis measures with has a glyph for are named in a warning on the label
/// that holds them.
@Suite(.needsFallbackFonts)
struct TextFallbackDiagnosticTests {
    /// "नम" (Devanagari, in none of Inter, Noto Color Emoji and Noto Sans CJK) in a label: an
    /// `estimated-size` warning naming the label and both characters; the CJK label, measured in
    /// Noto Sans CJK, and the Latin label have none.
    @Test func textNoFontHasIsAnEstimateAndSaysSo() throws {
        let xml = DocumentFixture.storyboard(DocumentFixture.scene("""
            <label text="नम Trellis" translatesAutoresizingMaskIntoConstraints="NO" id="devanagari">
                <rect key="frame" x="20" y="120" width="68" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label text="你好 Trellis" translatesAutoresizingMaskIntoConstraints="NO" id="cjk">
                <rect key="frame" x="20" y="40" width="90" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label text="Trellis" translatesAutoresizingMaskIntoConstraints="NO" id="latin">
                <rect key="frame" x="20" y="80" width="51" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: DocumentFixture.place("cjk", in: "root", leading: 20, top: 40) + DocumentFixture.place("latin", in: "root", leading: 20, top: 80)
                + DocumentFixture.place("devanagari", in: "root", leading: 20, top: 120),
            rootFrame: #"x="0.0" y="0.0" width="375" height="667""#), toolsVersion: "21701", device: "retina4_7")
        let layout = try IBDocument(data: xml).layout()
        let warnings = layout.diagnostics.filter { $0.kind == "estimated-size" && $0.message.contains("no glyph") }
        #expect(warnings.map(\.ids) == [["devanagari"]])
        #expect(warnings.first?.message.contains("2 character(s) Inter and its installed fallback fonts have no glyph for (न म)") == true)
    }

    /// The measurer answers printable ASCII text without walking it
    /// (``ShapingTextMeasurer/isPrintableASCII(_:)``), and rightly: Inter has a glyph for each of U+0020…U+007E in
    /// every weight, upright and italic, in its Text and Display cuts (17 and 34 points).
    @Test func interHasEveryPrintableASCIICharacter() throws {
        let measurer = try ShapingTextMeasurer.shared.get()
        let ascii = String(decoding: Array(0x20...0x7E).map(UInt8.init), as: UTF8.self) + "\nline two"
        #expect(ShapingTextMeasurer.isPrintableASCII(ascii))
        #expect(!ShapingTextMeasurer.isPrintableASCII("tab\there") && !ShapingTextMeasurer.isPrintableASCII("café"))
        let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        for weight in weights {
            for type in ["system", "italicSystem"] {
                for size in ["17", "34"] {
                    let font = try #require(Font(interfaceBuilderAttributes: ["type": type, "weight": weight, "pointSize": size]))
                    #expect(measurer.charactersWithoutGlyphs(in: ascii, font: font).isEmpty, "\(type) \(weight) \(size)")
                }
            }
        }
    }
}

/// The design-device calibration of a multi-line label never scales its advances by more than
/// 30 %: Blockstream green_ios UserSettings' one-word "title" (18-point semibold,
/// `numberOfLines="0"`) stored 342 × 21.5 in a stack that fills it keeps its advances (a scale of
/// 342 / 40 would wrap it into two lines at 321 points on an iPhone 15 Pro).
@Suite(.needsTextShaping)
struct TextCalibrationLimitTests {
    @Test func aShortWordInAWideLabelKeepsItsAdvances() throws {
        let base = try ShapingTextMeasurer.shared.get()
        let font = Font.systemFont(ofSize: 18, weight: .semibold)
        let (k, _) = SceneBuilder.calibration(of: "title", font: font, lines: 0, mode: .byTruncatingTail,
                                             storedSize: Size(width: 342, height: 21.5), freeWidth: true, freeHeight: true, base: base)
        #expect(k == 1)
        #expect(CalibratedTextMeasurer(base: base, widthScale: k).size(of: "title", font: font, maxWidth: 321).height == font.lineHeight)
    }

    /// A single-line body-style label pinned 180 × 21 by width and height constraints (the CLI
    /// tests' DynamicType.xib, 180 wide): its stored size is its constraints', not its text's,
    /// so neither its advances nor its line height are scaled to it, and at other content sizes
    /// its intrinsic size is its text's — what `trellis check --content-size` compares with the
    /// frame. Scaled to 180 × 21 (2.45 and 1.035), "Body text" at extraLarge (19 points) was
    /// 197.5 × 23.5, and `check` said the label needed 197.5 points where it has 180.
    @Test func aLabelPinnedToASizeIsNotScaledToIt() throws {
        var doc = try IBDocument(data: DocumentFixture.xib("""
            <label text="Body text" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                <rect key="frame" x="0.0" y="0.0" width="180" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <constraints>
                    <constraint firstAttribute="width" constant="180" id="w"/>
                    <constraint firstAttribute="height" constant="21" id="h"/>
                </constraints>
            </label>
            """, constraints: DocumentFixture.place("body", in: "root", leading: 0, top: 0), size: #"width="200" height="100""#, toolsVersion: "21701", device: "retina4_7"))
        let large = try doc.layout()
        let label = try #require(large.views["body"] as? Label)
        #expect(large.frame(of: "body") == Rect(x: 0, y: 0, width: 180, height: 21))
        let calibrated = try #require(label.measurer as? CalibratedTextMeasurer)
        #expect(calibrated.widthScale == 1 && calibrated.heightScale == 1)
        // "Body text" in Inter: 73.5 × 20.5 at 17 points, 80.5 × 23 at 19 (2× grid).
        #expect(label.intrinsicContentSize == Size(width: 73.5, height: 20.5))
        doc.contentSizeCategory = .extraLarge
        let extraLarge = try doc.layout()
        #expect(extraLarge.views["body"]?.intrinsicContentSize == Size(width: 80.5, height: 23))
    }
}
