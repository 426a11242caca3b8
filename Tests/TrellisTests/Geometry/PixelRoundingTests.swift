import Testing
import Trellis

/// Frames are placed on the pixel grid: each edge is rounded to the nearest 1/scale point and the size is
/// the difference of two rounded edges, so adjacent views stay adjacent.
@Suite("Pixel rounding")
struct PixelRoundingTests {
    @Test("values snap to multiples of 1/scale, halves away from zero")
    func values() {
        #expect(33.3333.roundedToPixel(scale: 2) == 33.5)
        #expect(33.2.roundedToPixel(scale: 2) == 33)
        #expect(10.1.roundedToPixel(scale: 1) == 10)
        #expect(0.25.roundedToPixel(scale: 2) == 0.5)
        #expect((-0.25).roundedToPixel(scale: 2) == -0.5)
        #expect(5.3.roundedToPixel(scale: 0) == 5.3)                 // an invalid scale changes nothing
        #expect(Double.nan.roundedToPixel(scale: 2).isNaN)
    }

    @Test("a row of three 33.33-point views on 2× stays gap-free: widths 33.5, 33, 33.5")
    func rowOfThree() {
        let w = 100.0 / 3
        let rects = (0..<3).map { Rect(x: Double($0) * w, y: 0, width: w, height: 10).roundedToPixels(scale: 2) }
        #expect(rects.map(\.minX) == [0, 33.5, 66.5])
        #expect(rects.map(\.width) == [33.5, 33, 33.5])
        #expect(rects[0].maxX == rects[1].minX && rects[1].maxX == rects[2].minX && rects[2].maxX == 100)
    }

    @Test("the far edge is rounded, not the size")
    func farEdge() {
        // origin 0.3 → 0.5, far edge 0.3 + 10.4 = 10.7 → 10.5 on 2×: width 10, not round(10.4) = 10.5.
        #expect(Rect(x: 0.3, y: 0, width: 10.4, height: 1).roundedToPixels(scale: 2) == Rect(x: 0.5, y: 0, width: 10, height: 1))
        // On 3×: 0.3 → 1/3, 10.7 → 32/3; width 31/3.
        let r = Rect(x: 0.3, y: 0, width: 10.4, height: 1).roundedToPixels(scale: 3)
        #expect(abs(r.minX - 1.0 / 3) < 1e-12 && abs(r.width - 31.0 / 3) < 1e-12)
    }
}
