import Foundation
import Testing
@testable import trellis

/// The frame table prints each length to the pixel (``Report/pixelText(_:scale:)``) from whole
/// hundredths instead of through `String(format:)`, which took a third of printing a 1,000-view
/// table: the text must stay the one `"%.2f"` (trailing zeros dropped) wrote.
struct FrameTextTests {
    /// What the table printed with the formatter (one decimal at 1×, two at 2× and 3×).
    static func formatted(_ v: Double, scale: Double) -> String {
        let value = Report.pixelValue(v, scale: scale)
        if value == value.rounded() { return Report.number(value) }
        var text = String(format: scale == 1 ? "%.1f" : "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    @Test func lengthsPrintToThePixel() {
        // A third of a point at 3× prints 110.67; half a point at 2×, 93.5; negatives keep their sign.
        #expect(Report.pixelText(332.0 / 3, scale: 3) == "110.67")
        #expect(Report.pixelText(93.5, scale: 2) == "93.5")
        #expect(Report.pixelText(-0.5, scale: 2) == "-0.5")
        #expect(Report.pixelText(-37.0 / 3, scale: 3) == "-12.33")
        #expect(Report.pixelText(0.04, scale: 3) == "0")
        #expect(Report.pixelText(20.25, scale: 1) == "20")
        #expect(Report.pixelText(12_345_678_901.5, scale: 2) == "12345678901.5")
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func everyPixelPrintsAsTheFormatterPrintedIt(scale: Double) {
        for pixels in -3_000...30_000 {
            let v = Double(pixels) / scale
            #expect(Report.pixelText(v, scale: scale) == Self.formatted(v, scale: scale), "\(v) at \(scale)×")
            #expect(Report.pixelText(v + 0.004, scale: scale) == Self.formatted(v + 0.004, scale: scale), "\(v + 0.004) at \(scale)×")
        }
        for v in [1e13 + 0.5, -1e13 - 0.25, 4.5e15, 1e300] {
            #expect(Report.pixelText(v, scale: scale) == Self.formatted(v, scale: scale), "\(v) at \(scale)×")
        }
    }
}
