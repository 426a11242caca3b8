import Testing
import Trellis
@testable import TrellisRender
import TrellisTestSupport

/// A text view's text is drawn from the top of its text container, lines its line height apart.
@Suite struct TextViewPictureTests {
    /// A body-style text view at (10, 20), 100 × 100: the container is 90 wide after the 5-point
    /// line padding at each end, so "Hello world again" (10 points a character) breaks into three
    /// lines, drawn from x = 10 + 5 = 15; the first baseline is the 8-point top inset plus the
    /// font's ascender (17 × 1950/2048 = 16.19) below the top, 44.19, and the next are 22 (the
    /// body style's leading) apart; the text is clipped to the frame.
    @Test func linesStartAtTheTopOfTheTextContainer() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let view = TextView(frame: Rect(x: 10, y: 20, width: 100, height: 100))
        view.text = "Hello world again"
        root.addSubview(view)
        var renderer = SVGRenderer()
        renderer.measurer = FixedAdvanceText.tenPoint
        renderer.showsBounds = false
        let svg = renderer.render(root)
        #expect(svg.contains("<svg x=\"10\" y=\"20\" width=\"100\" height=\"100\" overflow=\"hidden\" viewBox=\"10 20 100 100\">"))
        #expect(svg.contains("<tspan x=\"15\" y=\"44.1865234375\" textLength=\"50\" lengthAdjust=\"spacingAndGlyphs\">Hello</tspan>"
            + "<tspan x=\"15\" y=\"66.1865234375\" textLength=\"50\" lengthAdjust=\"spacingAndGlyphs\">world</tspan>"
            + "<tspan x=\"15\" y=\"88.1865234375\" textLength=\"50\" lengthAdjust=\"spacingAndGlyphs\">again</tspan>"))
    }
}
