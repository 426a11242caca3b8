import Foundation
import Testing
import Trellis
import TrellisRender

/// Pictures as a browser draws them: each picture is opened in headless Chromium and the pixels
/// at known points are checked. Skipped, with the Debian package named, where Chromium is missing
/// (`.ci/run` installs it).
@Suite(.enabled(if: HeadlessChromium.locate() != nil, "needs headless Chromium: install the Debian package chromium"))
struct BrowserPixelTests {
    static func isDark(_ r: Int, _ g: Int, _ b: Int) -> Bool { r + g + b < 250 }
    static func isRed(_ r: Int, _ g: Int, _ b: Int) -> Bool { r > 200 && g < 110 && b < 110 }

    /// A white 200×100 screen with a black 20-point label "Hello" at (10, 20, 100, 40).
    static func labelPicture() -> String {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        root.addSubview(Label(text: "Hello", font: .systemFont(ofSize: 20), frame: Rect(x: 10, y: 20, width: 100, height: 40)))
        var r = SVGRenderer()
        r.showsBounds = false
        return r.render(root)
    }

    /// A 200×100 screen whose 20×20 box at (10, 10) asks to be both 50 and 80 wide.
    static func conflictPicture() -> String {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 50), box.widthAnchor.constraint(equalToConstant: 80),
                                   box.heightAnchor.constraint(equalToConstant: 40),
                                   box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                   box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        root.layoutIfNeeded()
        return SVGRenderer().render(root)
    }

    static func devicePicture(_ id: String) -> String {
        SVGRenderer().render(Window(screen: Screen(device: Device.named(id)!)))
    }

    @Test func labelsNotchesAndConflictsAreWhereTheyShouldBe() throws {
        let pictures: [(svg: String, regions: [Rect])] = [
            (Self.labelPicture(), [Rect(x: 10, y: 20, width: 100, height: 40), Rect(x: 120, y: 0, width: 80, height: 100)]),
            // The box is (20, 20) 50 or 80 wide, 40 tall: its top edge row, and its inside.
            (Self.conflictPicture(), [Rect(x: 30, y: 19, width: 30, height: 2), Rect(x: 30, y: 40, width: 10, height: 10)]),
            // Screens start 12 points in (the bezel). At 25 points down the screen's middle: the
            // notch (30 tall) on the iPhone 11 Pro, white below the status bar text on the iPhone 8.
            (Self.devicePicture("retina5_9"), [Rect(x: 12 + 180, y: 12 + 25, width: 15, height: 3)]),
            (Self.devicePicture("retina4_7"), [Rect(x: 12 + 180, y: 12 + 25, width: 15, height: 3)]),
        ]
        let result = try HeadlessChromium().regions(of: pictures)
        // The label's text draws dark pixels inside its frame and none beside it.
        #expect(result[0][0].count(where: Self.isDark) > 40)
        #expect(result[0][1].count(where: Self.isDark) == 0)
        // The conflicting box's outline is red; its inside is not.
        #expect(result[1][0].count(where: Self.isRed) >= 30)
        #expect(result[1][1].count(where: Self.isRed) == 0)
        // The notch is black; the iPhone 8 has none.
        #expect(result[2][0].count(where: Self.isDark) == 45)
        #expect(result[3][0].count(where: Self.isDark) == 0)
    }

    /// The diff picture (``DifferencePictureTests/picture()``): the box moved from x 20 to x 100.
    /// On the right side (220 to the right, 20 down) its outline is blue at its new place and,
    /// dashed, at its old one; on the left only at the old place.
    @Test func diffPictureOutlinesTheMovedViewWhereItWasAndIs() throws {
        let isBlue: (Int, Int, Int) -> Bool = { r, g, b in b > 200 && r < 60 && g > 90 && g < 160 }
        let result = try HeadlessChromium().regions(of: [(DifferencePictureTests.picture(), [
            Rect(x: 220 + 105, y: 20 + 19, width: 30, height: 2),   // after: top edge at the new place
            Rect(x: 220 + 25, y: 20 + 19, width: 30, height: 2),    // after: dashed, the old place
            Rect(x: 25, y: 20 + 19, width: 30, height: 2),          // before: the old place
            Rect(x: 105, y: 20 + 19, width: 30, height: 2),         // before: nothing at the new place
        ])])[0]
        #expect(result[0].count(where: isBlue) >= 40)
        #expect(result[1].count(where: isBlue) >= 12 && result[1].count(where: isBlue) < 50)   // dashes: 4 on, 3 off
        #expect(result[2].count(where: isBlue) >= 40)
        #expect(result[3].count(where: isBlue) == 0)
    }

    /// ``PNGRasterizerTests/picture()`` as PNG at 2 pixels per point, opened by Chromium (inside
    /// an SVG image): red where the red view is, the half-transparent blue view's straight (not
    /// premultiplied) colour at half alpha, and nothing where no view is.
    @Test(.enabled(if: PNGRasterizer.isAvailable, "needs librsvg: install the Debian package librsvg2-2"))
    func pngHasThePicturesPixels() throws {
        let png = try PNGRasterizer().png(fromSVG: PNGRasterizerTests.picture())
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"160\"><image href=\"data:image/png;base64,\(png.base64EncodedString())\" width=\"200\" height=\"160\"/></svg>"
        let result = try HeadlessChromium().regions(of: [(svg, [
            Rect(x: 24, y: 24, width: 10, height: 10),     // inside the red view, (10, 10) 20×20 points
            Rect(x: 110, y: 90, width: 10, height: 10),    // inside the blue view, (50, 40) 30×20 points
            Rect(x: 150, y: 10, width: 10, height: 10),    // no view
        ])])[0]
        func pixels(_ region: HeadlessChromium.Region) -> Set<[Int]> { Set(stride(from: 0, to: region.bytes.count, by: 4).map { Array(region.bytes[$0..<$0 + 4]) }) }
        #expect(pixels(result[0]) == [[255, 0, 0, 255]])
        #expect(pixels(result[1]).allSatisfy { $0[0] == 0 && $0[1] == 0 && $0[2] == 255 && abs($0[3] - 128) <= 1 })
        #expect(pixels(result[2]).allSatisfy { $0[3] == 0 })
    }

    /// An inset-grouped table's first two rows (``TableCellPictureTests``): outside the first
    /// row's rounded corner the table's grouped background (#f2f2f7) shows, inside it the row's
    /// white; the chevron draws grey pixels and the checkmark blue ones at the trailing margin.
    @MainActor @Test func tableRowsShowRoundedCornersAndAccessories() throws {
        let rows = TableCellPictureTests.Rows([[.disclosureIndicator, .checkmark]])
        let table = TableCellPictureTests.table(.insetGrouped, rows)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))).frame
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))).frame
        let result = try HeadlessChromium().regions(of: [(TableCellPictureTests.render(table), [
            Rect(x: first.minX, y: first.minY, width: 1, height: 1),                 // the corner, outside a 10-point radius
            Rect(x: first.minX + 2, y: first.midY + 8, width: 4, height: 4),          // inside the row, left of its text
            Rect(x: first.maxX - 16 - 9, y: first.midY - 7, width: 10, height: 14),   // the chevron
            Rect(x: second.maxX - 16 - 16, y: second.midY - 7, width: 17, height: 14), // the checkmark
        ])])[0]
        #expect(result[0].count { r, g, b in (r, g, b) == (242, 242, 247) } == 1)
        #expect(result[1].count { r, g, b in (r, g, b) == (255, 255, 255) } == 16)
        #expect(result[2].count { r, g, b in r == g && r > 150 && r < 235 && b > r } > 10)
        #expect(result[3].count { r, g, b in b > 200 && r < 150 } > 10)
    }
}
