import Foundation
import Testing
import TrellisTestSupport

/// Issue 32, item 1: the standard controls drawn from their document attributes. Controls.storyboard
/// holds one of each at a fixed frame on an iPhone 15 (393 points wide); each test reads the
/// control's `<g data-id=…>` line of `layout --format svg`.
@Suite struct ControlPictureTests {
    static let file = "\(CheckReportTests.fixtures)/Controls.storyboard"

    static let svg: String = {
        (try? runTrellis(["layout", file, "--format", "svg"], in: Repository.root).stdout) ?? ""
    }()

    /// The drawing of the view with id `id` (its group's first line).
    static func view(_ id: String) -> String {
        svg.split(separator: "\n").first { $0.hasPrefix("<g data-id=\"\(id)\">") }.map(String.init) ?? ""
    }

    /// "360p | 720p | 1080p", the second selected, in a 240 × 32 frame at (20, 80): a 31-point
    /// well (the alignment rectangle), segments (240 − 2) / 3 = 79.33 wide; the selected one
    /// raised 2 points inside its segment (x 20 + 79.33 + 1 + 2 = 102.33) with a semibold title.
    @Test func segmentedControlShowsItsTitlesAndTheSelectedSegment() {
        let seg = Self.view("seg")
        #expect(seg.contains("<rect x=\"20\" y=\"80\" width=\"240\" height=\"31\" rx=\"8\""))
        #expect(seg.contains("<rect x=\"102.33333333333333\" y=\"82\" width=\"75.33333333333333\" height=\"27\" rx=\"7\" fill=\"#ffffff\""))
        #expect(seg.contains(">360p</tspan>") && seg.contains(">720p</tspan>") && seg.contains(">1080p</tspan>"))
        #expect(seg.contains("font-weight=\"600\" text-anchor=\"middle\"><tspan x=\"140\""))   // 720p, centred in its segment
    }

    /// On: green (#34c759) with the 27-point knob at the right (cx 20 + 51 − 2 − 13.5 = 55.5);
    /// off: systemFill with the knob at the left (cx 100 + 2 + 13.5 = 115.5).
    @Test func switchesShowOnAndOff() {
        #expect(Self.view("swOn").contains("<g class=\"switch-on\"><rect x=\"20\" y=\"130\" width=\"51\" height=\"31\" rx=\"15.5\" fill=\"#34c759\"/><circle cx=\"55.5\" cy=\"145.5\" r=\"13.5\""))
        #expect(Self.view("swOff").contains("<g class=\"switch-off\"><rect x=\"100\" y=\"130\" width=\"51\" height=\"31\" rx=\"15.5\" fill=\"#787880\" fill-opacity=\"0.2\"/><circle cx=\"115.5\""))
    }

    /// value 0.25 in a 204-point frame at x 18: the thumb (radius 14) travels from 32 to 208, so
    /// it is at 32 + 0.25 × 176 = 76; the filled part runs from 32 to 76 in systemBlue.
    @Test func sliderHasTrackFilledPartAndThumbAtTheValue() {
        let s = Self.view("sld")
        #expect(s.contains("<rect x=\"32\" y=\"193.5\" width=\"44\" height=\"4\" rx=\"2\" fill=\"#007aff\"/>"))
        #expect(s.contains("<rect x=\"76\" y=\"193.5\" width=\"132\" height=\"4\""))
        #expect(s.contains("<circle cx=\"76\" cy=\"195.5\" r=\"14\""))
    }

    /// value 0 of 0…10: the minus dimmed (opacity 0.3), the plus not.
    @Test func stepperDimsTheEndItIsAt() {
        let s = Self.view("stp")
        #expect(s.contains("<path d=\"M37.5 246H49.5\" stroke=\"#000000\" stroke-width=\"1.5\" stroke-linecap=\"round\" stroke-opacity=\"0.3\"/>"))
        #expect(s.contains("<path d=\"M84.5 246H96.5M90.5 240V252\" stroke=\"#000000\" stroke-width=\"1.5\" stroke-linecap=\"round\"/>"))
    }

    /// Four pages, the third current: dots 16 points apart centred on x 120 (96, 112, 128, 144).
    @Test func pageControlShowsItsDotsAndCurrentPage() {
        let p = Self.view("pgc")
        #expect(p.components(separatedBy: "<circle ").count - 1 == 4)
        #expect(p.contains("<circle cx=\"128\" cy=\"293\" r=\"3.5\" fill=\"#000000\" class=\"current-page\"/>"))
    }

    /// progress 0.75 of a 200-point bar: 150 points filled.
    @Test func progressViewIsFilledToItsProgress() {
        #expect(Self.view("prg").contains("<rect x=\"20\" y=\"320\" width=\"150\" height=\"4\" rx=\"2\" fill=\"#007aff\"/>"))
    }

    /// A large indicator: eight spokes.
    @Test func activityIndicatorHasEightSpokes() {
        #expect(Self.view("act").components(separatedBy: "<line ").count - 1 == 8)
    }

    /// A rounded-rect field shows its placeholder in placeholderText, inset 7 points.
    @Test func textFieldShowsBorderAndPlaceholder() {
        let f = Self.view("fld")
        #expect(f.contains("<rect x=\"20\" y=\"390\" width=\"240\" height=\"34\" rx=\"5\""))
        #expect(f.contains("<text fill=\"#3c3c43\" fill-opacity=\"0.3\" font-size=\"14\" text-anchor=\"start\"><tspan x=\"27\""))
        #expect(f.contains(">Email address</tspan>"))
    }

    /// A search bar: its field (10-point corners, 8 points in) with a magnifying glass and the
    /// placeholder in secondaryLabel.
    @Test func searchBarShowsFieldGlassAndPlaceholder() {
        let s = Self.view("sch")
        #expect(s.contains("<rect x=\"8\" y=\"450\" width=\"377\" height=\"36\" rx=\"10\""))
        #expect(s.contains("<circle cx=\"22\" cy=\"467\" r=\"5.5\" fill=\"none\""))
        #expect(s.contains("fill-opacity=\"0.6\" font-size=\"17\" text-anchor=\"start\"><tspan x=\"36\"") && s.contains(">Find a film</tspan>"))
    }

    /// A compact date picker shows a date in a grey box; a wheels time picker hour and minute
    /// wheels with 9:41 in the selection band; a picker view Xcode's sample rows.
    @Test func pickersShowWheelsAndDates() {
        #expect(Self.view("dtc").contains("<g class=\"date-picker-compact\">") && Self.view("dtc").contains(">Jan 9, 2024</tspan>"))
        let wheels = Self.view("dtw")
        #expect(wheels.contains("class=\"picker\"><rect x=\"8\" y=\"604\" width=\"377\" height=\"34\" rx=\"8\""))
        #expect(wheels.contains("<text fill=\"#000000\" font-size=\"21\" text-anchor=\"middle\"><tspan x=\"102.25\"") && wheels.contains(">41</tspan>"))
        #expect(Self.view("pkr").contains(">Cupertino</tspan>"))
    }

    /// An SF Symbol: an outline box with the name in small type, never the hatch of an asset image.
    @Test func symbolIsAnOutlinedBoxWithItsName() {
        let s = Self.view("sym")
        #expect(s.contains("<g class=\"symbol\"><rect x=\"300.5\" y=\"130.5\" width=\"39\" height=\"39\" rx=\"4\" fill=\"none\""))
        #expect(s.contains("font-size=\"9\"") && s.contains(">gea…ape</text>"))
        #expect(!Self.svg.contains("image-placeholder"))
    }

    /// Xcode shows no bounds rectangles unless asked: no grey outline by default, one per view
    /// with `--outlines`; and each of the two scenes is named above it (its title, else its class).
    @Test func outlinesOnlyWhenAskedAndScenesNamed() throws {
        #expect(!Self.svg.contains("stroke=\"#8e8e93\" stroke-opacity=\"0.5\""))
        let outlined = try runTrellis(["layout", Self.file, "--format", "svg", "--outlines"], in: Repository.root)
        #expect(outlined.stdout.components(separatedBy: "stroke=\"#8e8e93\" stroke-opacity=\"0.5\"").count - 1 >= 14)
        #expect(Self.svg.contains("class=\"scene-name\">Controls</text>"))
        #expect(Self.svg.contains("class=\"scene-name\">DetailsViewController</text>"))
    }
}
