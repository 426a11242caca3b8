import Foundation
import Testing
import TrellisTestSupport

/// Whether `trellis` measures text on this machine: without HarfBuzz or Inter its layouts keep
/// the stored sizes with a `text-measurement` warning.
let toolMeasuresText: Bool = {
    guard let r = try? runTrellis(["layout", ContentSizeCLITests.bodyLabel, "--format", "json"], in: Repository.root) else { return false }
    return r.status == 0 && !r.stdout.contains("\"text-measurement\"")
}()

/// `--content-size` on `layout` and `check`: one Dynamic Type category for the whole run
/// (default `large`), applied to every text-style font of the documents.
@Suite(.enabled(if: toolMeasuresText,
                "needs the Debian packages libharfbuzz0b and fonts-inter (apt-get install libharfbuzz0b fonts-inter)"))
struct ContentSizeCLITests {
    /// BodyLabel.xib: a body-style label "Body text" (line 11) placed by its leading and top
    /// edges, stored 70 × 20.5 on an iPhone 8 (2×).
    static let bodyLabel = "\(CheckReportTests.fixtures)/BodyLabel.xib"

    static func bodyFrame(_ arguments: [String]) throws -> [Double]? {
        let r = try runTrellis(["layout", bodyLabel, "--format", "json"] + arguments, in: Repository.root)
        #expect(r.status == 0)
        return try LayoutOutput.decode(r.stdout).frames["body"]
    }

    /// The body style is 17 points at large (the default), 14 at extraSmall and 40 at
    /// accessibilityExtraLarge (Apple's Dynamic Type sizes). At large the label is its stored
    /// 70 × 20.5 (the design device, calibrated to it); at the other sizes the same calibrated
    /// measurer sets "Body text" at the new size — 59.5 wide at 14 points (more than 70 × 14/17 =
    /// 57.6: Apple's tracking is -0.15 points a glyph at 14 where it is -0.43 at 17), one line
    /// 16.7 → 17 high on the 2× grid; 155.5 wide at 40 points, one line 47.7 → 48 high.
    @Test func layoutSetsTheCategory() throws {
        #expect(try Self.bodyFrame([]) == [20, 20, 70, 20.5])
        #expect(try Self.bodyFrame(["--content-size", "large"]) == [20, 20, 70, 20.5])
        #expect(try Self.bodyFrame(["--content-size", "extraSmall"]) == [20, 20, 59.5, 17])
        #expect(try Self.bodyFrame(["--content-size", "accessibilityExtraLarge"]) == [20, 20, 155.5, 48])
    }

    /// `--text stored` keeps the size Xcode stored at every content size (the text is not
    /// measured, and a diagnostic says so); `--text measured` is the default.
    @Test func storedTextKeepsTheStoredSize() throws {
        #expect(try Self.bodyFrame(["--text", "measured", "--content-size", "accessibilityExtraLarge"]) == [20, 20, 155.5, 48])
        #expect(try Self.bodyFrame(["--text", "stored", "--content-size", "accessibilityExtraLarge"]) == [20, 20, 70, 20.5])
        let r = try runTrellis(["layout", Self.bodyLabel, "--format", "json", "--text", "stored"], in: Repository.root)
        #expect(try LayoutOutput.decode(r.stdout).diagnostics.map(\.kind) == ["estimated-size"])
    }

    /// `check --content-size`: the one category names every case; DynamicType.xib's label, pinned
    /// 120 × 21, is clipped at accessibilityExtraLarge and not at large.
    @Test func checkSetsTheCategory() throws {
        let large = try runTrellis(["check", CheckReportTests.dynamicType, "--content-size", "large"], in: Repository.root)
        #expect(large.status == 0)
        #expect(large.stdout.hasPrefix("1 document, 1 layout (design device × design orientation × large): 0 errors, 0 warnings, 0 notes in "))
        let big = try runTrellis(["check", CheckReportTests.dynamicType, "--content-size", "accessibilityExtraLarge"], in: Repository.root)
        #expect(big.status == 0)
        let lines = big.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("\(CheckReportTests.dynamicType):11: warning: [text-clipped] label body needs ") == true)
        #expect(lines.first?.hasSuffix(", has 120×21 (body) — iPhone 8 (retina4_7) portrait accessibilityExtraLarge") == true)
        let unknown = try runTrellis(["check", CheckReportTests.dynamicType, "--content-size", "huge"], in: Repository.root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("trellis: error: The value 'huge' is invalid for '--content-size <content-size>'."))
    }
}
