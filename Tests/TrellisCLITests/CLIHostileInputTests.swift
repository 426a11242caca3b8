import Foundation
import Testing
import TrellisTestSupport

/// `trellis` on hostile input (issue 20), with every input generated here. The costly cases run
/// under `ulimit -v` (512 MB of address space) and `ulimit -t` (30 s of CPU): a run that grew
/// without bound would be killed by the limit and fail its exit-status check — a bound on memory
/// and work, not a wall-clock assertion.
struct CLIHostileInputTests {
    /// A fresh folder for one test's files.
    static func folder() -> String {
        let dir = NSTemporaryDirectory() + "trellis-hostile-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Runs `trellis` under `ulimit -v 524288 -t 30`. Built with AddressSanitizer or
    /// ThreadSanitizer (`scripts/sanitizers.sh`), a process reserves terabytes of shadow address
    /// space at start, so there only the CPU limit applies.
    static func bounded(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let trellis = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis").path
        let sanitized = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil || dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil
        let limits = sanitized ? "ulimit -t 30" : "ulimit -v 524288 && ulimit -t 30"
        return try runTrellis(["-c", "\(limits) && exec \"$0\" \"$@\"", trellis] + arguments, in: Repository.root, executable: "/bin/sh")
    }

    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">"#
    static let smallXib = header + "\n<objects><view id=\"r\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"100\" height=\"50\"/></view></objects></document>\n"

    // MARK: Bounded memory and work (items 1, 3, 4, 6)

    @Test func deepYAMLIsAnErrorInBoundedMemory() throws {
        let dir = Self.folder()
        var text = "view:\n  id: v0\n"
        var indent = "  "
        for i in 1..<2_000 { text += indent + "subviews:\n" + indent + "  - id: v\(i)\n"; indent += "    " }
        try text.write(toFile: "\(dir)/deep.yaml", atomically: true, encoding: .utf8)
        let r = try Self.bounded(["layout", "\(dir)/deep.yaml"])
        #expect(r.status == 2)
        #expect(r.stderr == "trellis: error: \(dir)/deep.yaml: line 1002: lists and mappings nested more than 1000 deep\n")
    }

    @Test func deepXMLIsAnErrorInBoundedMemoryAndFidelityGoesOn() throws {
        // 20,000 nested elements took 50 s (quadratic walks) and 60,000 crashed; a folder with
        // such a file stopped `trellis fidelity` for every document after it.
        let dir = Self.folder()
        try (Self.header + "\n<objects>" + String(repeating: "<view>", count: 60_000) + String(repeating: "</view>", count: 60_000) + "</objects></document>\n")
            .write(toFile: "\(dir)/a-deep.xib", atomically: true, encoding: .utf8)
        try Self.smallXib.write(toFile: "\(dir)/b-small.xib", atomically: true, encoding: .utf8)
        let r = try Self.bounded(["layout", "\(dir)/a-deep.xib"])
        #expect(r.status == 2)
        #expect(r.stderr.hasSuffix("elements nested more than 1000 deep (<view> at depth 1001)\n"))
        let f = try Self.bounded(["fidelity", "--verbose", dir])
        #expect(f.status == 0)
        #expect(f.stdout.contains("documents: 1 laid out, 1 unreadable"))
    }

    @Test func anUnreadableDocumentsFramesCountAsMisses() throws {
        // A readable xib whose one subview is laid out where Xcode stored it (1 of 1 within 1 pt),
        // and a document of format 2.0, which Trellis refuses, storing 3 frames: the figure is
        // 1 of 4, not 1 of 1 (a document is never moved out of the count because it fails).
        let dir = Self.folder()
        let readable = Self.header + "\n<objects><view id=\"r\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"100\" height=\"50\"/>"
            + "<autoresizingMask key=\"autoresizingMask\"/><subviews><view id=\"s\"><rect key=\"frame\" x=\"10\" y=\"10\" width=\"20\" height=\"20\"/>"
            + "<autoresizingMask key=\"autoresizingMask\"/></view></subviews></view></objects></document>\n"
        try readable.write(toFile: "\(dir)/a.xib", atomically: true, encoding: .utf8)
        let old = Self.header.replacingOccurrences(of: "version=\"3.0\"", with: "version=\"2.0\"") + "\n<objects><view id=\"r\">"
            + String(repeating: "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>", count: 3) + "</view></objects></document>\n"
        try old.write(toFile: "\(dir)/b-old.xib", atomically: true, encoding: .utf8)
        let f = try Self.bounded(["fidelity", dir])
        #expect(f.status == 0)
        #expect(f.stdout.contains("documents: 1 laid out, 1 unreadable (their 3 stored frames count as misses below)"))
        #expect(f.stdout.contains("stored frame: 1/4 = 25.0 %"))
        #expect(f.stdout.contains("all documents together: 1/4 = 25.0 %"))
    }

    @Test func yamlAliasBombIsAnErrorInBoundedMemory() throws {
        // 20 levels of doubling aliases inside `subviews` (2^20 copies of a view if built).
        var text = "view:\n  id: root\n  subviews:\n    - &a0 {id: leaf}\n"
        for i in 1...20 { text += "    - &a\(i) {id: n\(i), subviews: [*a\(i - 1), *a\(i - 1)]}\n" }
        let dir = Self.folder()
        try text.write(toFile: "\(dir)/bomb.yaml", atomically: true, encoding: .utf8)
        let r = try Self.bounded(["layout", "\(dir)/bomb.yaml"])
        #expect(r.status == 2)
        #expect(r.stderr == "trellis: error: \(dir)/bomb.yaml: line 4: duplicate view id 'leaf' (first used on line 4)\n")
    }

    @Test func quadraticEntityExpansionIsRefusedInBoundedMemory() throws {
        // A 1.4 MB document: one 50 kB entity, 28 attributes of 200 references (7 GB expanded).
        let attributes = (0..<28).map { " a\($0)=\"" + String(repeating: "&e;", count: 200) + "\"" }.joined()
        let xml = #"<?xml version="1.0"?>"# + "\n" + #"<!DOCTYPE document [<!ENTITY e ""# + String(repeating: "x", count: 50_000) + #"">]>"#
            + "\n<document\(attributes)/>\n"
        let dir = Self.folder()
        try xml.write(toFile: "\(dir)/entity.xib", atomically: true, encoding: .utf8)
        let r = try Self.bounded(["layout", "\(dir)/entity.xib"])
        #expect(r.status == 2)
        #expect(r.stderr.hasSuffix("malformed XML at line 2, column 1: entity declarations (<!ENTITY) are not supported; Interface Builder documents have none\n"))
    }

    // MARK: --output (item 2)

    @Test func outputNeverReplacesWhatIsNotARegularFile() throws {
        let dir = Self.folder()
        try Self.smallXib.write(toFile: "\(dir)/doc.xib", atomically: true, encoding: .utf8)
        try "keep".write(toFile: "\(dir)/target.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: "\(dir)/link.json", withDestinationPath: "\(dir)/target.txt")
        #expect(mkfifo("\(dir)/fifo", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: "\(dir)/folder", withIntermediateDirectories: false)
        let cases: [(String, String)] = [
            ("link.json", "is a symbolic link (links are not replaced; name the file it points to, or '-' for standard output)"),
            ("fifo", "not a regular file (a device, FIFO or socket is not replaced; '-' writes to standard output)"),
            ("folder", "is a directory"),
            ("/dev/null", "not a regular file (a device, FIFO or socket is not replaced; '-' writes to standard output)"),
            ("missing/out.json", "No such file or directory"),
        ]
        for (target, reason) in cases {
            let path = target.hasPrefix("/") ? target : "\(dir)/\(target)"
            let r = try runTrellis(["layout", "\(dir)/doc.xib", "--format", "json", "--output", path], in: Repository.root)
            #expect(r.status == 2, "\(target)")
            #expect(r.stderr == "trellis: error: cannot write \(path): \(reason)\n")
        }
        var info = stat()
        #expect(lstat("\(dir)/link.json", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(lstat("\(dir)/fifo", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        #expect(try String(contentsOfFile: "\(dir)/target.txt", encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["doc.xib", "fifo", "folder", "link.json", "target.txt"])
    }

    @Test func outputReplacesARegularFileKeepingItsPermissions() throws {
        let dir = Self.folder()
        try Self.smallXib.write(toFile: "\(dir)/doc.xib", atomically: true, encoding: .utf8)
        try "old".write(toFile: "\(dir)/out.json", atomically: true, encoding: .utf8)
        #expect(chmod("\(dir)/out.json", 0o640) == 0)
        let r = try runTrellis(["layout", "\(dir)/doc.xib", "--format", "json", "--output", "\(dir)/out.json"], in: Repository.root)
        #expect(r.status == 0 && r.stdout.isEmpty && r.stderr.isEmpty)
        let written = try String(contentsOfFile: "\(dir)/out.json", encoding: .utf8)
        let json = try LayoutOutput.decode(written)
        #expect(json.device.id == "retina4_7" && json.views.first.map { [$0.x, $0.y, $0.width, $0.height] } == [0, 0, 100, 50])
        var info = stat()
        #expect(stat("\(dir)/out.json", &info) == 0 && info.st_mode & 0o777 == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["doc.xib", "out.json"])   // no temporary left
    }

    @Test func dashIsStandardOutputAndWriteErrorsExitTwo() throws {
        let dir = Self.folder()
        try Self.smallXib.write(toFile: "\(dir)/doc.xib", atomically: true, encoding: .utf8)
        let r = try runTrellis(["layout", "\(dir)/doc.xib", "--format", "json", "--output", "-"], in: Repository.root)
        #expect(r.status == 0 && r.stdout.hasPrefix("{\n  \"device\" : {"))
        // /dev/full: every write fails with ENOSPC, which used to be reported as success.
        let full = try runTrellis(["-c", "exec \"$0\" \"$@\" > /dev/full", URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis").path,
                                   "layout", "\(dir)/doc.xib", "--format", "json"], in: Repository.root, executable: "/bin/sh")
        #expect(full.status == 2)
        #expect(full.stderr == "trellis: error: cannot write standard output: No space left on device\n")
    }

    // MARK: Input files (item 10)

    @Test func inputThatIsNotARegularFileIsNamedForWhatItIs() throws {
        let dir = Self.folder()
        try FileManager.default.createDirectory(atPath: "\(dir)/d.xib", withIntermediateDirectories: false)
        #expect(mkfifo("\(dir)/p.yaml", 0o644) == 0)
        for (path, reason) in [("\(dir)/d.xib", "is a directory, not a document"), ("\(dir)/p.yaml", "is a FIFO (named pipe), not a regular file")] {
            let r = try runTrellis(["layout", path], in: Repository.root)
            #expect(r.status == 2)
            #expect(r.stderr == "trellis: error: \(path): cannot read \(path): \(reason)\n")
        }
        try FileManager.default.createSymbolicLink(atPath: "\(dir)/zero.xib", withDestinationPath: "/dev/zero")
        let r = try Self.bounded(["check", "\(dir)/zero.xib"])
        #expect(r.stderr == "trellis: error: \(dir)/zero.xib: cannot read \(dir)/zero.xib: is a device, not a regular file\n")
    }

    // MARK: Escaping (item 9)

    @Test func controlCharactersInEchoedTextAreEscaped() throws {
        let dir = Self.folder()
        // A quoted YAML key with ESC, BEL and a newline: an unknown key, echoed escaped on one line.
        try "view:\n  id: a\n  \"\\e]0;pwned\\a\\nforged line\": 1\n".write(toFile: "\(dir)/k.yaml", atomically: true, encoding: .utf8)
        let r = try runTrellis(["layout", "\(dir)/k.yaml"], in: Repository.root)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("trellis: error: \(dir)/k.yaml: line 3: unknown key '\\u{1B}]0;pwned\\u{7}\\u{A}forged line' in a view"))
        #expect(r.stderr.split(separator: "\n").count == 1)
        // An id with an XML character reference for a newline cannot forge rows of the text table.
        try (Self.header + "\n<objects><view id=\"r&#10;fake  row\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"100\" height=\"50\"/></view></objects></document>\n")
            .write(toFile: "\(dir)/id.xib", atomically: true, encoding: .utf8)
        let t = try runTrellis(["layout", "\(dir)/id.xib"], in: Repository.root)
        #expect(t.status == 0)
        #expect(t.stdout.contains("r\\u{A}fake  row  view   -          (0, 0, 100, 50)\n"))
        #expect(t.stdout.split(separator: "\n").count == 4)   // title, header, one row, "no issues"
    }

    // MARK: Duplicates (item 11)

    @Test func vflViewNamedTwiceIsAnError() throws {
        let r = try runTrellis(["vfl", "H:|[a]|", "--views", "a,b,a"], in: Repository.root)
        #expect(r.status == 2)
        #expect(r.stderr == "trellis: error: view name 'a' is given twice in --views\n")
    }

    // MARK: Non-finite frames (item 5)

    @Test func nonFiniteFramesExitTwoForLayoutAndOneForCheckAndNeverReachJSON() throws {
        let dir = Self.folder()
        try "metrics: {m: 1e308}\nview:\n  id: r\n  subviews: [{id: a}]\nconstraints:\n  - H:|-m-[a]-m-|\n  - V:|[a]|\n"
            .write(toFile: "\(dir)/huge.yaml", atomically: true, encoding: .utf8)
        let message = "the frame of 'a' is not finite (not a number, 0, −infinity, 667) after solving: the values of <LayoutConstraint 'line 6: H:|-m-[a]-m-| #1' a.leading == r.leading + 1e+308> overflow"
        for format in ["text", "json", "svg"] {
            let r = try runTrellis(["layout", "\(dir)/huge.yaml", "--format", format], in: Repository.root)
            #expect(r.status == 2 && r.stdout.isEmpty)
            #expect(r.stderr == "trellis: error: \(dir)/huge.yaml: \(message)\n")
        }
        let c = try runTrellis(["check", "\(dir)/huge.yaml"], in: Repository.root)
        #expect(c.status == 1)
        #expect(c.stdout.contains("error: [non-finite-frame] the frame of 'a' is not finite"))
        let v = try runTrellis(["vfl", "H:|[a]|", "--views", "a", "--size", "1e308x1e308", "--format", "json"], in: Repository.root)
        #expect(v.status == 2 && !v.stdout.contains("nan"))
        #expect(v.stderr.contains("its stored frame (0, 0, 1e+308, 1e+308) overflows"))
        let m = try runTrellis(["vfl", "H:|-m-[a]-m-|", "--views", "a", "--metrics", "m=1e308", "--size", "300x100", "--format", "json"], in: Repository.root)
        #expect(m.status == 2 && m.stdout.isEmpty)
    }

    // MARK: Solver shapes (item 7)

    /// A YAML chain of `n` views of 10 × 10, each `vI.leading` OP `v(I-1).trailing`.
    static func chain(_ n: Int, _ op: String) -> String {
        var lines = ["view:", "  id: root", "  subviews:"] + (0..<n).map { "    - id: v\($0)" }
        lines += ["constraints:", "  - v0.leading == root.leading", "  - v0.top == root.top"]
        for i in 0..<n {
            if i > 0 { lines += ["  - v\(i).leading \(op) v\(i - 1).trailing", "  - v\(i).top == v\(i - 1).top"] }
            lines += ["  - v\(i).width == 10", "  - v\(i).height == 10"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aLongInequalityChainIsLaidOutInBoundedMemory() throws {
        // 5,000 views chained by `>=`: the tableau had filled as N² (634 MB at 4,000, 2.7–3.4 GB
        // at 10,000); now each link is a definition with its own slack. Each view touches the one
        // before it, so the last starts at 49,990.
        let dir = Self.folder()
        try Self.chain(5_000, ">=").write(toFile: "\(dir)/chain.yaml", atomically: true, encoding: .utf8)
        let r = try Self.bounded(["layout", "\(dir)/chain.yaml"])
        #expect(r.status == 0)
        let last = r.stdout.split(separator: "\n").first { $0.hasPrefix("v4999 ") }
        #expect(last?.hasSuffix(" root       (49990, 0, 10, 10)") == true)
    }

    @Test func theSolverWorkLimitEndsALayoutWithAnErrorNamingTheDocument() throws {
        // A limit of 100 units (the default is 5 × 10⁷) stops even a small layout: `layout` exits
        // 2 naming the document and writes nothing, `check` reports it and exits 1.
        let limited = ["-c", "TRELLIS_SOLVER_WORK_LIMIT=100 exec \"$0\" \"$@\"",
                       URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis").path]
        // The limit passes in the optimisation after the root's origin and size (no add under way).
        let message = "Examples/AspectFit.yaml: Auto Layout stopped: solving this hierarchy took more than 100 units of solver work "
            + "(View.solverWorkLimit) while optimising the 2 constraints added since the last solution (from root origin to root origin); "
            + "its frames are not the solution of its constraints"
        let l = try runTrellis(limited + ["layout", "Examples/AspectFit.yaml", "--format", "json"], in: Repository.root, executable: "/bin/sh")
        #expect(l.status == 2 && l.stdout.isEmpty)
        #expect(l.stderr == "trellis: error: \(message)\n")
        let c = try runTrellis(limited + ["check", "Examples/AspectFit.yaml"], in: Repository.root, executable: "/bin/sh")
        #expect(c.status == 1)
        // The finding points at the view its message names first (root, line 14): every finding has a line (issue 31).
        #expect(c.stdout.contains("Examples/AspectFit.yaml:14: error: [solver-work-limit] Auto Layout stopped"))
        let bad = try runTrellis(["-c", "TRELLIS_SOLVER_WORK_LIMIT=lots exec \"$0\" \"$@\""] + [limited[2], "layout", "Examples/AspectFit.yaml"],
                                 in: Repository.root, executable: "/bin/sh")
        #expect(bad.status == 2)
        #expect(bad.stderr == "trellis: error: TRELLIS_SOLVER_WORK_LIMIT must be a positive whole number, not 'lots'\n")
    }

    @Test func theSolverWorkLimitErrorNamesTheConstraintsItWasAdding() throws {
        // 30 views kept apart pairwise by optional inequalities (issue 20's dense shape, 435 of
        // them), limited to 20,000 units of work: the limit passes while the optional constraints
        // go in after the required ones; the error names the one being added, the first and last
        // of those added in the pass (in the order made) and how many optional ones stay out.
        // (Since issue 33 the column scans of a removal count as work too: the limit passes nine
        // adds earlier than the 259th.)
        let dir = Self.folder()
        var lines = ["view:", "  id: root", "  subviews:"] + (0..<30).map { "    - id: v\($0)" } + ["constraints:", "  - v0.leading == root.leading"]
        for i in 0..<30 {
            lines += ["  - v\(i).top == root.top", "  - v\(i).width == 10", "  - v\(i).height == 10"]
            lines += ((i + 1)..<30).map { "  - v\($0).leading >= v\(i).trailing @500" }
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: "\(dir)/pairwise.yaml", atomically: true, encoding: .utf8)
        let limited = ["-c", "TRELLIS_SOLVER_WORK_LIMIT=20000 exec \"$0\" \"$@\"",
                       URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis").path]
        let r = try runTrellis(limited + ["layout", "\(dir)/pairwise.yaml", "--format", "json"], in: Repository.root, executable: "/bin/sh")
        #expect(r.status == 2 && r.stdout.isEmpty)
        #expect(r.stderr == "trellis: error: \(dir)/pairwise.yaml: Auto Layout stopped: solving this hierarchy took more than 20000 units "
            + "of solver work (View.solverWorkLimit) while adding <LayoutConstraint 'line 212: v29.leading >= v5.trailing @500' "
            + "v29.leading >= v5.trailing @500>, one of the 250 constraints added since the last solution (from <LayoutConstraint "
            + "'line 35: v0.leading == root.leading' v0.leading == root.leading> to <LayoutConstraint 'line 560: v29.height == 10' "
            + "v29.height == 10>); 276 optional constraints were left out; its frames are not the solution of its constraints\n")
    }

    @Test func manyPredicatesOnOneViewGiveOutputLinearInTheirNumber() throws {
        // `H:|[a(>=0,>=1,…,>=399)]|` in 300 points: the 99 predicates past 300 are broken, each
        // in one diagnostic naming the VFL line abbreviated to 60 characters (with the whole
        // line in each of the 5 constraints listed, the JSON grew as the square of the line).
        let format = "H:|[a(" + (0..<400).map { ">=\($0)" }.joined(separator: ",") + ")]|"
        let r = try Self.bounded(["vfl", format, "--views", "a", "--size", "300x100", "--format", "json"])
        #expect(r.status == 0)
        #expect(r.stdout.components(separatedBy: "\"kind\" : \"unsatisfiable\"").count - 1 == 99)
        #expect(r.stdout.contains("'line 1: \(format.prefix(60))… #1'"))
        #expect(r.stdout.utf8.count < 99 * 1_000 + 10_000)
    }
}
