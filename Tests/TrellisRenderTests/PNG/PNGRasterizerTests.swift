import Foundation
import Testing
import Trellis
import TrellisRender

/// PNG through librsvg, drawn in this process: the picture's size in pixels is its size in
/// points times the renderer's scale, and its pixels are the picture's (read back by Chromium in
/// ``BrowserPixelTests/pngHasThePicturesPixels()``).
@Suite(.enabled(if: PNGRasterizer.isAvailable, "needs librsvg: install the Debian package librsvg2-2"))
struct PNGRasterizerTests {
    /// A 100×80 screen with no background: a red 20×20 view at (10, 10) and a half-transparent
    /// blue 30×20 view at (50, 40).
    static func picture() -> String {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 80))
        let red = View(frame: Rect(x: 10, y: 10, width: 20, height: 20)), blue = View(frame: Rect(x: 50, y: 40, width: 30, height: 20))
        red.backgroundColor = Color(red: 1, green: 0, blue: 0)
        blue.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        root.addSubview(red)
        root.addSubview(blue)
        var renderer = SVGRenderer(scale: 2)
        renderer.showsBounds = false
        return renderer.render(root)
    }

    @Test func scaleTwoGivesTwoPixelsPerPoint() throws {
        let png = Array(try PNGRasterizer().png(fromSVG: Self.picture()))
        // The PNG signature, then the IHDR chunk: width and height as big-endian 32-bit numbers
        // at bytes 16 and 20, then bit depth 8 and colour type 6 (RGBA).
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func int32(at i: Int) -> Int { png[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
        #expect(int32(at: 16) == 200)
        #expect(int32(at: 20) == 160)
        #expect(Array(png[24..<26]) == [8, 6])
        // It ends with the empty IEND chunk and its CRC (AE 42 60 82 for every PNG).
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test func aMissingLibraryNamesTheDebianPackage() {
        #expect(PNGRasterizerError.missingLibrary("librsvg (librsvg-2.so.2) is not installed").description
            == "PNG needs librsvg: librsvg (librsvg-2.so.2) is not installed; install the Debian package librsvg2-2 (apt-get install -y librsvg2-2) or use --format svg")
    }

    @Test func aBrokenPictureIsAnErrorNotAFile() {
        #expect(throws: PNGRasterizerError.self) { try PNGRasterizer().png(fromSVG: "<svg") }
        // librsvg reads it but it has no size: nothing to draw.
        #expect(throws: PNGRasterizerError.self) { try PNGRasterizer().png(fromSVG: "<svg xmlns=\"http://www.w3.org/2000/svg\"/>") }
    }
}
