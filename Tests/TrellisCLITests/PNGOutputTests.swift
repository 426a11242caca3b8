import Foundation
import Testing
import TrellisRender
import TrellisTestSupport

/// `layout --format png` (issue 32, item 4): the device's scale by default, and never binary on a
/// terminal.
struct PNGOutputTests {
    /// The width and height in a PNG's IHDR chunk (bytes 16–23, big-endian).
    static func size(ofPNG data: Data) -> (width: Int, height: Int) {
        let b = Array(data)
        guard b.count >= 24 else { return (0, 0) }
        func int32(_ i: Int) -> Int { b[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int32(16), int32(20))
    }

    /// An iPhone 15 (393 × 852 points, @3x) in its 12-point bezel: (393 + 24) × 3 = 1,251 pixels
    /// wide — the screen's 1,179 pixels plus the frame — and (852 + 24) × 3 = 2,628 high.
    /// `--scale 1` gives one pixel per point, 417 × 876.
    @Test(.enabled(if: PNGRasterizer.isAvailable)) func defaultPNGIsAtTheDeviceScale() throws {
        let dir = NSTemporaryDirectory() + "trellis-png-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = Repository.root + "/Examples/AspectFit.storyboard"
        let r = try runTrellis(["layout", file, "--device", "iPhone 15", "--format", "png", "--output", dir + "/3x.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let png = try #require(FileManager.default.contents(atPath: dir + "/3x.png"))
        #expect(Self.size(ofPNG: png) == (1251, 2628))
        let one = try runTrellis(["layout", file, "--device", "iPhone 15", "--format", "png", "--scale", "1", "--output", dir + "/1x.png"], in: dir)
        #expect(one.status == 0)
        #expect(Self.size(ofPNG: try #require(FileManager.default.contents(atPath: dir + "/1x.png"))) == (417, 876))
        // An iPhone 8 is @2x: (375 + 24) × 2 = 798.
        let eight = try runTrellis(["layout", file, "--device", "retina4_7", "--format", "png", "--output", dir + "/2x.png"], in: dir)
        #expect(eight.status == 0)
        #expect(Self.size(ofPNG: try #require(FileManager.default.contents(atPath: dir + "/2x.png"))).width == 798)
        // SVG stays one unit per point.
        let svg = try runTrellis(["layout", file, "--device", "iPhone 15", "--format", "svg"], in: dir)
        #expect(svg.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"417\" height=\"876\""))
    }

    /// On a terminal (`script` gives the command a pseudo-terminal), `--format png` without
    /// `--output` exits 2 with one line naming `--output`, and writes no PNG byte.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func pngToATerminalIsRefused() throws {
        let trellis = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis").path
        let command = "'\(trellis)' layout Examples/AspectFit.storyboard --format png"
        let r = try runTrellis(["-qec", command, "/dev/null"], in: Repository.root, executable: "/usr/bin/script")
        #expect(r.status == 2)
        // The terminal shows standard error; "\r\n" is the terminal's line end.
        #expect(r.stdout == "trellis: error: --format png writes binary; give --output FILE.png (or redirect standard output to a file)\r\n")
        #expect(!r.stdout.contains("PNG"))
    }
}
