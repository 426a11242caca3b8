import Foundation
import Testing
import TrellisTestSupport

/// `trellis layout --format html`: the canvas page's Dynamic Type slider (issue 21).
struct LayoutPageTests {
    /// DynamicType.xib's body-style label is drawn at 17 points at large and 53 at
    /// accessibilityExtraExtraExtraLarge (Apple's HIG sizes), on each of the catalog's devices in
    /// both orientations and appearances: 2 × 108 figures.
    @Test func contentSizeSliderHasAPicturePerSize() throws {
        let r = try runTrellis(["layout", CheckReportTests.dynamicType, "--format", "html",
                                "--content-sizes", "large,accessibilityExtraExtraExtraLarge"], in: Repository.root)
        #expect(r.status == 0)
        let html = r.stdout
        #expect(html.contains("<input type=\"range\" id=\"contentSize\" min=\"0\" max=\"1\" step=\"1\" value=\"0\">"))
        let figures = html.components(separatedBy: "<figure ").dropFirst()
        let large = figures.filter { $0.hasPrefix("data-device=\"iPhone 8 (retina4_7)\" data-orientation=\"portrait\" data-appearance=\"light\" data-content-sizes=\"large\">") }
        let largest = figures.filter { $0.hasPrefix("data-device=\"iPhone 8 (retina4_7)\" data-orientation=\"portrait\" data-appearance=\"light\" data-content-sizes=\"accessibilityExtraExtraExtraLarge\">") }
        #expect(large.count == 1 && largest.count == 1)
        #expect(large.first?.contains("<text fill=\"#000000\" font-size=\"17\"") == true)
        #expect(largest.first?.contains("<text fill=\"#000000\" font-size=\"53\"") == true)
        #expect(figures.count == 2 * figures.filter { $0.contains("data-content-sizes=\"large\"") }.count)
    }

    /// A document without Dynamic Type text looks the same at every size: one picture per
    /// device, orientation and appearance, shown at every position of the slider.
    @Test func withoutDynamicTypeOnePictureStandsForEverySize() throws {
        let r = try runTrellis(["layout", "Examples/AspectFit.storyboard", "--format", "html"], in: Repository.root)
        #expect(r.status == 0)
        #expect(r.stdout.contains("id=\"contentSize\" min=\"0\" max=\"11\""))
        #expect(!r.stdout.contains("data-content-sizes"))
        let plain = try runTrellis(["layout", CheckReportTests.dynamicType, "--content-sizes", "large"], in: Repository.root)
        #expect(plain.status == 2)
        #expect(plain.stderr == "trellis: error: --content-sizes is for --format html (the page's slider); use --content-size for one layout (see 'trellis help')\n")
    }
}
