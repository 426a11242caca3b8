import Foundation
import Testing
import TrellisRender
import TrellisTestSupport

/// `trellis snapshot record|verify` and `trellis diff` (issue 18): the same document verifies
/// unchanged; one constant changed moves exactly the views it should, named with both frames.
struct SnapshotAndDiffTests {
    /// A temporary folder holding a copy of seed 000 (AspectFit.storyboard) under `docs/`.
    static func workspace() throws -> String {
        let dir = NSTemporaryDirectory() + "trellis-snap-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/docs", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.path("Examples/AspectFit.storyboard"), toPath: dir + "/docs/AspectFit.storyboard")
        return dir
    }

    /// The light-green view's aspect ratio from 4:1 to 3:1.
    static func changeRatio(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = text.replacingOccurrences(of: #"multiplier="4:1" id="AsF-c-lg-ratio""#, with: #"multiplier="3:1" id="AsF-c-lg-ratio""#)
        #expect(changed != text)
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func recordThenVerify() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let targets = ["--devices", "retina4_7,retina5_5", "--orientations", "portrait,landscape"]
        let record = try runTrellis(["snapshot", "record", "docs", "--to", "snapshots"] + targets, in: dir)
        #expect(record.status == 0)
        #expect(record.stdout == "recorded 4 snapshots of 1 document(s) in snapshots\n")
        let file = dir + "/snapshots/AspectFit.storyboard/retina4_7-portrait.json"
        let stored = try String(contentsOfFile: file, encoding: .utf8)
        // Stable and diff-friendly: sorted keys, one value a line, the frame's numbers next to the id.
        #expect(stored.contains("""
                {
                  "class" : "view",
                  "height" : 93.5,
                  "id" : "AsF-lg-001",
                  "superview" : "AsF-bl-001",
                  "width" : 375,
                  "x" : 0,
                  "y" : 120
                }
            """))

        let same = try runTrellis(["snapshot", "verify", "docs", "--from", "snapshots"] + targets, in: dir)
        #expect(same.status == 0)
        #expect(same.stdout == "4 unchanged, 0 changed, 0 missing\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == stored)   // recording is deterministic

        try Self.changeRatio(dir + "/docs/AspectFit.storyboard")
        let changed = try runTrellis(["snapshot", "verify", "docs", "--from", "snapshots"] + targets, in: dir)
        #expect(changed.status == 1)
        // 375 wide at 3:1 is 125 high, centred in the 333.5-point blue half: y = 104.25, on the
        // 2× pixel grid 104.5 (edges 104.25 → 104.5 and 229.25 → 229.5). Only that view moves.
        #expect(changed.stdout.contains("""
            AspectFit.storyboard — iPhone 8 (retina4_7) portrait: 1 moved
              moved        view AsF-lg-001  (0, 120, 375, 93.5) → (0, 104.5, 375, 125)

            """))
        #expect(!changed.stdout.contains("AsF-dg-001"))
        #expect(changed.stdout.hasSuffix("0 unchanged, 4 changed, 0 missing\n"))

        let update = try runTrellis(["snapshot", "verify", "docs", "--from", "snapshots", "--update"] + targets, in: dir)
        #expect(update.status == 0)
        let after = try runTrellis(["snapshot", "verify", "docs", "--from", "snapshots"] + targets, in: dir)
        #expect(after.status == 0)
        #expect(after.stdout == "4 unchanged, 0 changed, 0 missing\n")
    }

    @Test func verifyWithoutASnapshotFails() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try runTrellis(["snapshot", "verify", "docs", "--from", "snapshots"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout == """
            AspectFit.storyboard — iPhone 8 (retina4_7) portrait: no snapshot at snapshots/AspectFit.storyboard/retina4_7-portrait.json
            0 unchanged, 0 changed, 1 missing

            """)
    }

    @Test func diffNamesWhatMovedPerDevice() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: dir + "/docs/AspectFit.storyboard", toPath: dir + "/new.storyboard")
        try Self.changeRatio(dir + "/new.storyboard")
        let r = try runTrellis(["diff", "docs/AspectFit.storyboard", "new.storyboard", "--devices", "retina4_7,retina3_5"], in: dir)
        #expect(r.status == 1)
        // iPhone 4s: blue half 320×240; 320 wide at 3:1 is 106.67 high (106.5 on the 2× grid
        // from edges 66.67 → 66.5 and 173.33 → 173.5, so 107), before 80 high at y 80.
        #expect(r.stdout == """
            iPhone 8 (retina4_7) portrait: 1 moved
              moved        view AsF-lg-001  (0, 120, 375, 93.5) → (0, 104.5, 375, 125)
            iPhone 4s (retina3_5) portrait: 1 moved
              moved        view AsF-lg-001  (0, 80, 320, 80) → (0, 66.5, 320, 107)

            """)
        let same = try runTrellis(["diff", "docs/AspectFit.storyboard", "docs/AspectFit.storyboard"], in: dir)
        #expect(same.status == 0)
        #expect(same.stdout == "iPhone 8 (retina4_7) portrait: no change\n")

        let json = try runTrellis(["diff", "docs/AspectFit.storyboard", "new.storyboard", "--format", "json"], in: dir)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let moved = try #require(((entries.first?["difference"] as? [String: Any])?["moved"] as? [[String: Any]])?.first)
        #expect(moved["id"] as? String == "AsF-lg-001")
        #expect(moved["before"] as? [Double] == [0, 120, 375, 93.5])
        #expect(moved["after"] as? [Double] == [0, 104.5, 375, 125])
    }

    /// `diff --format svg|png|html`: the two versions side by side; on the iPhone 8 (drawn in its
    /// 12-point bezel) the light-green view's old frame (0, 120, 375, 93.5) and new frame
    /// (0, 104.5, 375, 125) are marked at 12 points further right and down.
    @Test func diffPictures() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: dir + "/docs/AspectFit.storyboard", toPath: dir + "/new.storyboard")
        try Self.changeRatio(dir + "/new.storyboard")
        let svg = try runTrellis(["diff", "docs/AspectFit.storyboard", "new.storyboard", "--format", "svg"], in: dir)
        #expect(svg.status == 1)
        #expect(svg.stdout.contains(">AspectFit.storyboard</text>") && svg.stdout.contains(">new.storyboard</text>"))
        let marks = svg.stdout.split(separator: "\n").filter { $0.contains("data-change") }.map { line in
            String(line[line.range(of: "<rect x=\"", options: .backwards)!.lowerBound...])
        }
        #expect(marks == [
            "<rect x=\"12\" y=\"132\" width=\"375\" height=\"93.5\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"2\" data-change=\"moved\"/>",
            "<rect x=\"12\" y=\"132\" width=\"375\" height=\"93.5\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"2\" stroke-dasharray=\"4 3\" data-change=\"moved-from\"/>",
            "<rect x=\"12\" y=\"116.5\" width=\"375\" height=\"125\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"2\" data-change=\"moved\"/>",
        ])
        // One device and orientation per picture; a page for several.
        let many = try runTrellis(["diff", "docs/AspectFit.storyboard", "new.storyboard", "--format", "svg", "--devices", "retina4_7,retina3_5"], in: dir)
        #expect(many.status == 2)
        #expect(many.stderr == "trellis: error: --format svg draws one device and orientation, not 2; choose one with --devices and --orientations, or use --format html for several\n")
        let html = try runTrellis(["diff", "docs/AspectFit.storyboard", "new.storyboard", "--format", "html",
                                   "--devices", "retina4_7,retina3_5", "--orientations", "portrait,landscape"], in: dir)
        #expect(html.status == 1)
        // 2 devices × 2 orientations × light and dark, each captioned with its summary.
        let pictures = try #require(CanvasPage.pictures(inPage: html.stdout))
        #expect(pictures.count == 8)
        #expect(pictures.contains { $0.device == "iPhone 4s (retina3_5)" && $0.orientation == "landscape" && $0.appearance == .dark && $0.caption == "1 moved" })
        #expect(html.stdout.contains("<select id=\"second\">"))   // two devices side by side
    }
}
