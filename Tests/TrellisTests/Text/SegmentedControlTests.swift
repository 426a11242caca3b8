import Testing
@testable import Trellis

/// `SegmentedControl` (UISegmentedControl) sized from its titles: each segment the widest title
/// (13-point system font, rounded up to a whole point) + 19, 1-point dividers, 31 high (frame 32).
struct SegmentedControlTests {
    /// With the estimate: "Light" L .56 i .25 g .56 h .56 t .35 ≈ … each title rounded up, the
    /// widest + 19 per segment. The rule's arithmetic, independent of fonts.
    @Test func widestTitlePlusNineteenPerSegment() {
        let c = SegmentedControl(titles: ["A", "Wide title", "B"])
        c.measurer = FixedWidths(["A": 10.2, "Wide title": 60.1, "B": 12])
        // 3 × (61 + 19) + 2 dividers = 242; 31 high, the frame 1 point taller.
        #expect(c.intrinsicContentSize == Size(width: 242, height: 31))
        #expect(c.alignmentRectInsets == EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
        c.apportionsSegmentWidthsByContent = true
        // (11 + 19) + (61 + 19) + (12 + 19) + 2 = 143.
        #expect(c.intrinsicContentSize.width == 143)
        c.apportionsSegmentWidthsByContent = false
        c.segments[1].width = 44
        // A fixed segment: the others as wide as the widest of theirs: 2 × (12 + 19) + 44 + 2 = 108.
        #expect(c.intrinsicContentSize.width == 108)
        c.segments = [SegmentedControl.Segment(image: Image(name: "i", size: Size(width: 25, height: 20)))]
        #expect(c.intrinsicContentSize.width == 44)
        #expect(SegmentedControl().intrinsicContentSize == Size(width: 0, height: 31))
    }

    /// Xcode's widths for the segmented controls of both corpora whose width is their own.
    static let corpus: [([String], Double)] = [
        (["UDP", "TCP"], 93),                      // ivpn Main.storyboard oPF-z2-6ho
        (["VMESS/QUIC", "VMESS/TCP"], 201),        // ivpn Main.storyboard UtV-Sv-6aF
        (["Solid", "Gradient"], 145),              // SkeletonView Main.storyboard xOL-Sq-r4i
        (["Light", "Dark", "Auto"], 152),          // SVProgressHUD Main.storyboard hhM-GA-UeK
        (["Flat", "Native"], 117),                 // SVProgressHUD Main.storyboard iAW-K3-Ahn
    ]

    /// Those widths measured with HarfBuzz and Inter scaled to San Francisco: every one to the point.
    @Test(.enabled(if: textMeasurementAvailable, textMeasurementSkip),
          arguments: corpus)
    func corpusWidths(_ titles: [String], _ stored: Double) throws {
        let c = SegmentedControl(titles: titles)
        c.measurer = try ShapingTextMeasurer.shared.get()
        #expect(c.intrinsicContentSize == Size(width: stored, height: 31))
    }
}

/// A measurer with given widths, one line of 16 points.
struct FixedWidths: TextMeasurer {
    let widths: [String: Double]
    init(_ widths: [String: Double]) { self.widths = widths }
    func size(of text: String, font: Font, maxWidth: Double?) -> Size { Size(width: widths[text] ?? 0, height: 16) }
}
