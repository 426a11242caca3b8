import Testing
import Trellis
import TrellisRender

/// Navigation bars with `prefersLargeTitles` (Interface Builder's `largeTitles="YES"`): the title
/// 34-point bold at the layout margin in the 52-point band below the 44-point row, when the bar is
/// 96 points tall; otherwise the standard 17-point centred title.
@Suite struct LargeTitleTests {
    func render(height: Double, large: Bool, width: Double = 375) -> String {
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: 200))
        let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: width, height: height))
        bar.title = "Settings"
        bar.prefersLargeTitles = large
        root.addSubview(bar)
        return SVGRenderer().render(root)
    }

    @Test func aTallBarDrawsTheLargeTitleAtTheMargin() throws {
        let svg = render(height: 96, large: true)
        // Left-aligned at x 16, in the band from y 44; bold, 34 points.
        #expect(svg.contains("font-size=\"34\" font-weight=\"700\" text-anchor=\"start\"><tspan x=\"16\" y=\""))
        let y = try #require(Double(svg.components(separatedBy: "text-anchor=\"start\"><tspan x=\"16\" y=\"")[1].prefix { $0 != "\"" }))
        #expect(y > 44 + 30 && y < 96)   // the baseline inside the band, below the cap height
        #expect(!svg.contains("font-size=\"17\""))
        // A 414-point-wide screen has 20-point margins.
        #expect(render(height: 96, large: true, width: 414).contains("text-anchor=\"start\"><tspan x=\"20\" y=\""))
    }

    @Test func aStandardBarOrNoPreferenceKeepsTheSmallTitle() {
        for svg in [render(height: 44, large: true), render(height: 96, large: false)] {
            #expect(svg.contains("font-size=\"17\" font-weight=\"600\" text-anchor=\"middle\""))
            #expect(!svg.contains("font-size=\"34\""))
        }
    }
}
