import Foundation
import Testing
import TrellisRender
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
        let pictures = try #require(CanvasPage.pictures(inPage: html))
        func eight(_ size: String) -> [CanvasPage.Picture] {
            pictures.filter { $0.device == "iPhone 8 (retina4_7)" && $0.orientation == "portrait" && $0.appearance == .light && $0.contentSizes == [size] }
        }
        let large = eight("large"), largest = eight("accessibilityExtraExtraExtraLarge")
        #expect(large.count == 1 && largest.count == 1)
        #expect(large.first?.svg.contains("<text fill=\"#000000\" font-size=\"17\"") == true)
        #expect(largest.first?.svg.contains("<text fill=\"#000000\" font-size=\"53\"") == true)
        #expect(pictures.count == 2 * pictures.filter { $0.contentSizes == ["large"] }.count)
    }

    /// A document without Dynamic Type text looks the same at every size: one picture per
    /// device, orientation and appearance, shown at every position of the slider.
    @Test func withoutDynamicTypeOnePictureStandsForEverySize() throws {
        let r = try runTrellis(["layout", "Examples/AspectFit.storyboard", "--format", "html"], in: Repository.root)
        #expect(r.status == 0)
        #expect(r.stdout.contains("id=\"contentSize\" min=\"0\" max=\"11\""))
        #expect(try #require(CanvasPage.pictures(inPage: r.stdout)).allSatisfy { $0.contentSizes.isEmpty })
        let plain = try runTrellis(["layout", CheckReportTests.dynamicType, "--content-sizes", "large"], in: Repository.root)
        #expect(plain.status == 2)
        #expect(plain.stderr == "trellis: error: --content-sizes is for --format html (the page's slider); use --content-size for one layout (see 'trellis help')\n")
    }

    /// Issue 32, item 5: the page of a seven-row settings scene (body-style titles, so every
    /// text size is a layout of its own) on 27 devices × 2 orientations × 2 appearances × 12 sizes
    /// is 1,296 pictures — 33 MB of inline SVG before — and now a page under 3 MB (about 0.25 MB),
    /// from which every picture comes back whole.
    @Test func settingsPageOfEveryLayoutIsSmall() throws {
        let r = try runTrellis(["layout", "\(CheckReportTests.fixtures)/Settings.storyboard", "--format", "html"], in: Repository.root)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.utf8.count < 3_000_000, "\(r.stdout.utf8.count) bytes")
        let pictures = try #require(CanvasPage.pictures(inPage: r.stdout))
        #expect(pictures.count == 27 * 2 * 2 * 12)
        #expect(pictures.reduce(0) { $0 + $1.svg.utf8.count } > 20_000_000)   // what the page used to hold
        let large = pictures.first { $0.device == "iPhone 15 (retina6_12)" && $0.orientation == "portrait" && $0.appearance == .light && $0.contentSizes == ["large"] }
        #expect(large?.svg.contains(">720p</tspan>") == true)
    }
}
