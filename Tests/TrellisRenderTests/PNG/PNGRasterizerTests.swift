import Foundation
import Testing
import Trellis
import TrellisRender

/// PNG through librsvg's rsvg-convert: the picture's size in pixels is its size in points times
/// the renderer's scale.
@Suite struct PNGRasterizerTests {
    @Test(.enabled(if: PNGRasterizer.locate() != nil, "needs rsvg-convert: install the Debian package librsvg2-bin"))
    func scaleTwoGivesTwoPixelsPerPoint() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 80))
        root.backgroundColor = .white
        let png = try PNGRasterizer().png(fromSVG: SVGRenderer(scale: 2).render(root))
        // The PNG signature, then the IHDR chunk: width and height as big-endian 32-bit numbers at bytes 16 and 20.
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let bytes = Array(png)
        func int32(at i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(int32(at: 16) == 200)
        #expect(int32(at: 20) == 160)
    }

    @Test func aMissingToolNamesTheDebianPackage() {
        #expect(throws: PNGRasterizerError.missingTool) { try PNGRasterizer(executable: nil).png(fromSVG: "<svg/>") }
        #expect(PNGRasterizerError.missingTool.description.contains("librsvg2-bin"))
    }

    @Test(.enabled(if: PNGRasterizer.locate() != nil, "needs rsvg-convert: install the Debian package librsvg2-bin"))
    func aBrokenPictureIsAnErrorNotAFile() {
        #expect(throws: PNGRasterizerError.self) { try PNGRasterizer().png(fromSVG: "<svg") }
    }
}
