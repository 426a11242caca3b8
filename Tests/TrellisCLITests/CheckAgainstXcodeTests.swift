import Foundation
import Testing
import TrellisTestSupport

/// `trellis check --against-xcode` (issue 31): false alarms — errors on the design device of
/// documents Xcode shows clean — and Xcode's flags check misses, with the totals.
struct CheckAgainstXcodeTests {
    /// A folder of five documents:
    /// - MarginConflict.xib: no flag (clean), `kid.leading == root.leading + 20` against
    ///   `kid.leading == root.leadingMargin` (8), stored at x = 20: a conflict on the design
    ///   device through the margins of a top-level view, which follow its size class: the
    ///   stored-frame check does not read them and they make the conflict uncertain, so nothing
    ///   in the document proves Xcode shows it — counted a false alarm;
    /// - Conflict.xib: no flag (clean), `width == 50` against `width == 80`, stored 50 wide:
    ///   Xcode's own frames break `w80`, so its canvas shows the conflict — a canvas conflict,
    ///   printed and counted apart, not a false alarm;
    /// - Misplaced.xib: no flag (clean), a misplaced warning only — no false alarm;
    /// - CheckCauses.xib: `flagged` marked ambiguous="YES" — reported (Trellis finds it too);
    /// - Fits.xib: Misplaced.xib with kid stored 60 wide, as constrained, yet marked
    ///   misplaced="YES" — a flag check misses.
    @Test func falseAlarmsAndMissedFlagsWithTotals() throws {
        let dir = NSTemporaryDirectory() + "trellis-xcode-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fixtures = Repository.root + "/" + CheckReportTests.fixtures
        for name in ["Conflict.xib", "Misplaced.xib", "CheckCauses.xib"] {
            try FileManager.default.copyItem(atPath: "\(fixtures)/\(name)", toPath: "\(dir)/\(name)")
        }
        let fits = try String(contentsOfFile: "\(fixtures)/Misplaced.xib", encoding: .utf8)
            .replacingOccurrences(of: "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"kid\">",
                                  with: "<view contentMode=\"scaleToFill\" misplaced=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"kid\">")
            .replacingOccurrences(of: "width=\"50\" height=\"50\"", with: "width=\"60\" height=\"50\"")
        try fits.write(toFile: "\(dir)/Fits.xib", atomically: true, encoding: .utf8)
        let margin = try String(contentsOfFile: "\(fixtures)/Conflict.xib", encoding: .utf8)
            .replacingOccurrences(of: "<constraint firstAttribute=\"width\" constant=\"80\" id=\"w80\"/>", with: "")
            .replacingOccurrences(of: "secondAttribute=\"leading\" id=\"lead\"/>",
                                  with: "secondAttribute=\"leading\" constant=\"20\" id=\"lead\"/><constraint firstItem=\"kid\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leadingMargin\" id=\"leadM\"/>")
            .replacingOccurrences(of: "x=\"0.0\" y=\"0.0\" width=\"50\"", with: "x=\"20\" y=\"0.0\" width=\"50\"")
        try margin.write(toFile: "\(dir)/MarginConflict.xib", atomically: true, encoding: .utf8)

        let r = try runTrellis(["check", "--against-xcode", "."], in: dir)
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 9)
        #expect(lines[0].hasPrefix("false alarm: ./MarginConflict.xib:10: error: [unsatisfiable] Unable to simultaneously satisfy constraints: "))
        #expect(lines[1].hasPrefix("canvas conflict: ./Conflict.xib:10: error: [unsatisfiable] Unable to simultaneously satisfy constraints: "))
        #expect(lines[1].hasSuffix(" — Xcode's stored frames break w80 too, so its canvas shows this conflict"))
        #expect(lines[2] == "missed: ./Fits.xib:10: [misplaced] view kid: Xcode marks it misplaced=\"YES\"; check reports no misplaced finding for it on the design device")
        #expect(lines[3] == "Xcode's verdict: 5 documents laid out, 3 shown clean by Xcode, 2 with flags (1 misplaced view, 1 ambiguous view)")
        #expect(lines[4] == "False alarms on the design device: 1 of 3 clean documents fail (1 error): unsatisfiable 1 document (1 error)")
        #expect(lines[5] == "Canvas conflicts (Xcode's stored frames break a constraint of the conflict, or it is certain): 1 of 3 clean documents (1 error: 1 by the stored frames, 0 certain)")
        #expect(lines[6] == "Layouts of clean documents with errors: 2 of 3 (66.7 %) — design device × design orientation; layouts by kind: unsatisfiable 2")
        #expect(lines[7] == "Xcode's flags: misplaced 0 of 1 reported (1 missed), ambiguous 1 of 1 reported (0 missed; Trellis's own analysis finds 1 of them undetermined on the design canvas)")
        #expect(lines[8].hasPrefix("trellis check: 5 documents, 5 layouts (design device × design orientation): "))

        // Without the false alarm: exit 0; the canvas conflict is still printed and counted.
        try FileManager.default.removeItem(atPath: "\(dir)/MarginConflict.xib")
        let clean = try runTrellis(["check", "--against-xcode", "."], in: dir)
        #expect(clean.status == 0)
        #expect(clean.stdout.contains("False alarms on the design device: 0 of 2 clean documents fail (0 errors)\n"))
        #expect(clean.stdout.contains("Canvas conflicts (Xcode's stored frames break a constraint of the conflict, or it is certain): 1 of 2 clean documents (1 error: 1 by the stored frames, 0 certain)\n"))
        #expect(clean.stdout.hasPrefix("canvas conflict: ./Conflict.xib:10: "))

        let json = try runTrellis(["check", "--against-xcode", ".", "--format", "json"], in: dir)
        #expect(json.status == 2 && json.stdout.isEmpty && json.stderr.contains("--against-xcode writes text only"))
    }

    /// A stack view's own constraint broken in Xcode's stored frames (blockchain
    /// TotalBalanceTableViewCell.xib's pattern): a row spaced 16 whose arranged views `a` and `b`
    /// the document pins together (`b.leading == a.trailing`, id `pin`), stored 0 apart. The
    /// conflict (`pin` against `UISV-spacing b.leading == a.trailing + 16`) is matched to the
    /// stored-frame contradiction by the stack constraint's statement, its id being shared: a
    /// canvas conflict, exit 0. Stored 16 apart (the frames follow the stack, breaking `pin`,
    /// which is then the contradiction named), it is a canvas conflict by `pin`.
    @Test func aStackConstraintBrokenInTheStoredFramesMakesACanvasConflict() throws {
        let dir = NSTemporaryDirectory() + "trellis-xcode-stack-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func xib(bX: Double) -> String {
            let row = DocumentFixture.stackRowSpaced16(bX: bX, pinID: "pin")
            return String(decoding: DocumentFixture.xib(row.subviews, constraints: row.constraints, size: #"width="300" height="100""#,
                                                        toolsVersion: "21701", device: "retina4_7"), as: UTF8.self)
        }
        try xib(bX: 100).write(toFile: "\(dir)/Row.xib", atomically: true, encoding: .utf8)
        let r = try runTrellis(["check", "--against-xcode", "."], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("canvas conflict: ./Row.xib:"))
        #expect(r.stdout.contains(" — Xcode's stored frames break UISV-spacing (b.leading == a.trailing + 16) too, so its canvas shows this conflict\n"))
        #expect(r.stdout.contains("False alarms on the design device: 0 of 1 clean documents fail (0 errors)\n"))
        #expect(r.stdout.contains("Canvas conflicts (Xcode's stored frames break a constraint of the conflict, or it is certain): 1 of 1 clean documents (1 error: 1 by the stored frames, 0 certain)\n"))

        try xib(bX: 116).write(toFile: "\(dir)/Row.xib", atomically: true, encoding: .utf8)
        let spaced = try runTrellis(["check", "--against-xcode", "."], in: dir)
        #expect(spaced.status == 0)
        #expect(spaced.stdout.contains(" — Xcode's stored frames break pin too, so its canvas shows this conflict\n"))
    }

    /// A certain conflict (dji-sdk DJISDKSwiftDemo Main.storyboard's pattern): `inner.leading ==
    /// box.leading + 15`, `box.trailing == inner.trailing + 16` and `inner.centerX ==
    /// box.centerX` — 0.5 point apart at every width, inside the stored frames' 1-point
    /// tolerance, so the stored frames prove nothing; but only document constraints on edges
    /// and centres take part, so no size satisfies them: a canvas conflict, certain, exit 0. A
    /// view pinned to both edges of a 375-wide root view with `width == 374.5` (the stored
    /// frames within the tolerance again) conflicts only at the root's size — the root's size
    /// takes part, not certain: it stays a false alarm, exit 1.
    @Test func aCertainConflictIsACanvasConflict() throws {
        let dir = NSTemporaryDirectory() + "trellis-xcode-certain-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let inner = DocumentFixture.view("inner", frame: (15, 10, 268.5, 30), height: 30)
        let box = DocumentFixture.view("box", frame: (0, 0, 300, 100), height: 100, subviews: inner, constraints: """
            <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="15" id="gOl"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="16" id="Pdh"/>
            <constraint firstItem="inner" firstAttribute="centerX" secondItem="box" secondAttribute="centerX" id="F4V"/>
            <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="10" id="iT"/>
            """)
        let doc = DocumentFixture.xib(box, constraints: DocumentFixture.pin("box", to: "root", edges: [.top, .leading, .trailing]),
                                      size: #"width="300" height="100""#, toolsVersion: "21701", device: "retina4_7")
        try doc.write(to: URL(fileURLWithPath: "\(dir)/Certain.xib"))
        let r = try runTrellis(["check", "--against-xcode", "."], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("canvas conflict: ./Certain.xib:"))
        #expect(r.stdout.contains(" — a certain conflict: its 3 constraints (the document's, on edges, centres, sizes and margins; no intrinsic size, text, baseline or canvas simulation) have no solution at any size, so Xcode's canvas shows it too\n"))
        #expect(r.stdout.contains("False alarms on the design device: 0 of 1 clean documents fail (0 errors)\n"))
        #expect(r.stdout.contains("Canvas conflicts (Xcode's stored frames break a constraint of the conflict, or it is certain): 1 of 1 clean documents (1 error: 0 by the stored frames, 1 certain)\n"))

        let sized = DocumentFixture.storyboard(DocumentFixture.scene(
            DocumentFixture.view("box", frame: (0, 0, 375, 100), width: 374.5, height: 100),
            constraints: DocumentFixture.pin("box", to: "root", edges: [.top, .leading, .trailing]),
            rootFrame: #"x="0.0" y="0.0" width="375" height="667""#), toolsVersion: "21701", device: "retina4_7")
        try FileManager.default.removeItem(atPath: "\(dir)/Certain.xib")
        try sized.write(to: URL(fileURLWithPath: "\(dir)/Sized.storyboard"))
        let s = try runTrellis(["check", "--against-xcode", "."], in: dir)
        #expect(s.status == 1)
        #expect(s.stdout.hasPrefix("false alarm: ./Sized.storyboard:"), "\(s.stdout)")
        #expect(s.stdout.contains("False alarms on the design device: 1 of 1 clean documents fail (1 error): unsatisfiable 1 document (1 error)\n"))
        #expect(s.stdout.contains("Canvas conflicts (Xcode's stored frames break a constraint of the conflict, or it is certain): 0 of 1 clean documents (0 errors: 0 by the stored frames, 0 certain)\n"))
    }
}
