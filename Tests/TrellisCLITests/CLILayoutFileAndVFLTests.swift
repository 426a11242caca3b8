import Foundation
import Testing
import TrellisTestSupport

/// `trellis` on YAML layout files and `trellis vfl`: exit codes, the frames in the JSON, and the
/// located errors. Runs the built executable, as CLIBadInputTests does.
struct CLILayoutFileAndVFLTests {
    /// Runs `trellis` with `arguments` in the package folder: (status, stdout, stderr).
    static func trellis(_ arguments: [String]) throws -> (Int32, String, String) {
        let r = try runTrellis(arguments, in: Repository.root)
        return (r.status, r.stdout, r.stderr)
    }

    @Test func aspectFitYAMLGivesTheStoryboardFrames() throws {
        // Examples/AspectFit.yaml is seed 000 as a layout file: on the iPhone 8 the same frames
        // Xcode stored in AspectFit.storyboard — light green (0, 120, 375, 93.5), dark green (146, 0, 83, 333.5).
        let (status, out, _) = try Self.trellis(["layout", "Examples/AspectFit.yaml", "--format", "json"])
        #expect(status == 0)
        let json = try LayoutOutput.decode(out)
        #expect(json.device == .init(id: "retina4_7", name: "iPhone 8", orientation: "portrait", width: 375, height: 667, scale: 2))
        #expect(json.frames["root"] == [0, 0, 375, 667])
        #expect(json.frames["light"] == [0, 120, 375, 93.5])
        #expect(json.frames["dark"] == [146, 0, 83, 333.5])
        #expect(json.views.first { $0.id == "light" }?.superview == "blue")
        #expect(json.views.first { $0.id == "root" }?.superview == nil)
        #expect(json.diagnostics.isEmpty)
    }

    @Test func contentPressureYAML() throws {
        // Seed 001: compression resistance 501 keeps the 200×200 image, 499 yields to 100×100.
        let (status, out, _) = try Self.trellis(["layout", "Examples/ContentPressure.yaml"])
        #expect(status == 0)
        #expect(out.contains("resists  imageView  root       (50, 50, 200, 200)"))
        #expect(out.contains("yields   imageView  root       (50, 300, 100, 100)"))
    }

    @Test func yamlErrorsNameLineAndColumn() throws {
        let path = NSTemporaryDirectory() + "trellis-typo-\(getpid()).yaml"
        try "view:\n  id: root\n  subviews: [{id: a}]\nconstraints:\n  - a.width <= a.hieght\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, _, err) = try Self.trellis(["layout", path])
        #expect(status == 2)
        #expect(err == "trellis: error: \(path): line 5, column 14: unknown attribute 'hieght' in \"a.width <= a.hieght\"\n")
    }

    @Test func vflConstraintsAndFrames() throws {
        let (status, out, _) = try Self.trellis(["vfl", "H:|-m-[a(==b)]-[b]-m-|", "--views", "a,b", "--metrics", "m=10"])
        #expect(status == 0)
        #expect(out == """
            <LayoutConstraint a.leading == superview.leading + 10>
            <LayoutConstraint a.width == b.width>
            <LayoutConstraint b.leading == a.trailing + 8>
            <LayoutConstraint superview.trailing == b.trailing + 10>

            """)
        // 320 - 10 - 8 - 10 = 292, shared equally: 146 each; b starts at 10 + 146 + 8 = 164.
        let (jsonStatus, json, _) = try Self.trellis(["vfl", "H:|-m-[a(==b)]-[b]-m-|", "--views", "a,b", "--metrics", "m=10",
                                                      "--size", "320x100", "--format", "json"])
        #expect(jsonStatus == 0)
        let layout = try LayoutOutput.decode(json)
        #expect(layout.views.map(\.id) == ["superview", "a", "b"])
        #expect(layout.frames == ["superview": [0, 0, 320, 100], "a": [10, 0, 146, 0], "b": [164, 0, 146, 0]])
    }

    @Test func textTableFramesStopAtThePixel() throws {
        // Three equal widths in 332 points on the iPhone 8 Plus (3×): 110.666… each, a third of a
        // point being one pixel. The table prints 110.67 (not 110.66666666666666).
        let (status, out, _) = try Self.trellis(["vfl", "H:|[a(==b)][b(==c)][c]|", "--views", "a,b,c", "--size", "332x100",
                                                 "--device", "retina5_5"])
        #expect(status == 0)
        #expect(out.contains("superview  (0, 0, 110.67, 0)\n"))
        #expect(out.contains("superview  (110.67, 0, 110.67, 0)\n"))
        #expect(out.contains("superview  (221.33, 0, 110.67, 0)\n"))
        #expect(!out.contains("110.666"))
    }

    @Test func vflErrorShowsFormatAndCaret() throws {
        let (status, _, err) = try Self.trellis(["vfl", "H:|-[a]-[c]", "--views", "a"])
        #expect(status == 2)
        #expect(err == "trellis: error: Unable to find view with name c (column 10)\n  H:|-[a]-[c]\n           ^\n")
    }
}
