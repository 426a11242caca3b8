import Foundation
import Testing
import Trellis
import TrellisRender

/// The standard controls as a browser draws them (issue 32): each control kind in headless
/// Chromium, its pixels checked where the control's state puts them.
@Suite(.enabled(if: HeadlessChromium.locate() != nil, "needs headless Chromium: install the Debian package chromium"))
struct ControlPixelTests {
    static func isGreen(_ r: Int, _ g: Int, _ b: Int) -> Bool { g > 150 && r < 110 && b < 140 }
    static func isBlue(_ r: Int, _ g: Int, _ b: Int) -> Bool { b > 200 && r < 80 && g < 160 }
    static func isWhite(_ r: Int, _ g: Int, _ b: Int) -> Bool { r > 250 && g > 250 && b > 250 }
    static func isLightGrey(_ r: Int, _ g: Int, _ b: Int) -> Bool { r < 245 && r > 180 && abs(r - g) < 8 && abs(b - r) < 12 }
    static func isDark(_ r: Int, _ g: Int, _ b: Int) -> Bool { r + g + b < 200 }

    /// A white 300 × 300 screen: a switch on at (10, 10) and one off at (80, 10); a slider at
    /// 0.25 across (10, 60, 200, 31) — its thumb (radius 14) at 24 + 0.25 × 172 = 67; a segmented
    /// control "One | Two" with Two selected at (10, 110, 200, 32); a progress view at 0.5 at
    /// (10, 160, 200, 4); a page control of three pages, the first current, at (10, 180, 200, 20);
    /// an SF Symbol image view at (10, 220, 40, 40).
    static func picture() -> String {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        root.backgroundColor = .white
        root.addSubview(Switch(isOn: true, frame: Rect(x: 10, y: 10, width: 51, height: 31)))
        root.addSubview(Switch(isOn: false, frame: Rect(x: 80, y: 10, width: 51, height: 31)))
        let slider = Slider(frame: Rect(x: 10, y: 60, width: 200, height: 31))
        slider.value = 0.25
        root.addSubview(slider)
        let segments = SegmentedControl(titles: ["One", "Two"], frame: Rect(x: 10, y: 110, width: 200, height: 32))
        segments.selectedSegmentIndex = 1
        root.addSubview(segments)
        let progress = ProgressView(frame: Rect(x: 10, y: 160, width: 200, height: 4))
        progress.progress = 0.5
        root.addSubview(progress)
        let pages = PageControl(frame: Rect(x: 10, y: 180, width: 200, height: 20))
        pages.numberOfPages = 3
        root.addSubview(pages)
        let symbol = ImageView(frame: Rect(x: 10, y: 220, width: 40, height: 40))
        symbol.image = Image(name: "star", size: Size(width: 40, height: 40), isSymbol: true)
        root.addSubview(symbol)
        var r = SVGRenderer()
        r.showsBounds = false
        return r.render(root)
    }

    @Test func eachControlDrawsItsState() throws {
        let regions = try HeadlessChromium().regions(of: [(Self.picture(), [
            Rect(x: 14, y: 24, width: 8, height: 4),     // 0: switch on, left of its knob: green track
            Rect(x: 120, y: 24, width: 8, height: 4),    // 1: switch off, right of its knob: grey track
            Rect(x: 28, y: 75, width: 22, height: 1),    // 2: slider, before the thumb (which starts at 53): blue
            Rect(x: 120, y: 75, width: 60, height: 1),   // 3: slider, after the thumb: grey
            Rect(x: 60, y: 73, width: 14, height: 5),    // 4: slider thumb: white
            Rect(x: 150, y: 113, width: 20, height: 3),  // 5: segment Two, raised: white
            Rect(x: 14, y: 113, width: 20, height: 3),   // 6: segment One, in the well: grey
            Rect(x: 20, y: 161, width: 80, height: 2),   // 7: progress, the filled half: blue
            Rect(x: 120, y: 161, width: 80, height: 2),  // 8: progress, the rest: grey
            Rect(x: 90, y: 188, width: 4, height: 4),    // 9: first page dot (current, x 94 ± 3.5): dark
            Rect(x: 124, y: 188, width: 4, height: 4),   // 10: third page dot (x 126): not dark
            Rect(x: 20, y: 230, width: 20, height: 5),   // 11: inside the symbol's box, above its name: white, no hatch
            Rect(x: 10, y: 235, width: 2, height: 10),   // 12: the box's left edge: grey line
        ])])[0]
        #expect(regions[0].count(where: Self.isGreen) == 32)
        #expect(regions[1].count(where: Self.isLightGrey) == 32)
        #expect(regions[2].count(where: Self.isBlue) == 22)
        #expect(regions[3].count(where: Self.isLightGrey) == 60)
        #expect(regions[4].count(where: Self.isWhite) >= 60)
        #expect(regions[5].count(where: Self.isWhite) == 60)
        #expect(regions[6].count(where: Self.isLightGrey) == 60)
        #expect(regions[7].count(where: Self.isBlue) == 160)
        #expect(regions[8].count(where: Self.isLightGrey) == 160)
        #expect(regions[9].count(where: Self.isDark) >= 8)
        #expect(regions[10].count(where: Self.isDark) == 0)
        #expect(regions[11].count(where: Self.isWhite) == 100)
        #expect(regions[12].count(where: Self.isLightGrey) >= 8)
    }
}
