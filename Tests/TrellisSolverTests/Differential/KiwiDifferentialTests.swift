import Foundation
import Testing
@testable import TrellisSolver

/// Differential test against kiwisolver: random layout-like systems whose optional constraints
/// and edit variables share one priority, solved by kiwi (scripts/kiwi-differential/generate.py)
/// and replayed here on TrellisSolver. See docs/solver.md, "Differential test against kiwi".
@Suite struct KiwiDifferentialTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/kiwi-2000.txt").path

    /// A file written by `scripts/kiwi-differential/run.sh` for the live run (10,000 systems).
    static let liveFile = ProcessInfo.processInfo.environment["TRELLIS_KIWI_SYSTEMS"]

    static func report(_ replay: KiwiReplay, _ title: String) {
        let lines = replay.addDisagreements + replay.valueDisagreements + replay.uniquenessDisagreements + replay.diagnoses
        for line in lines.prefix(60) { print("kiwi differential (\(title)): \(line)") }
        print("kiwi differential (\(title)): \(replay.summary)")
    }

    @Test func committedSystemsAgreeWithKiwi() throws {
        // 2,000 systems, kiwisolver 1.5.1, seed 20261123 (the fixture's header).
        let replay = try KiwiReplay.run(file: Self.fixture)
        Self.report(replay, "fixture")
        #expect(replay.systems == 2000)
        #expect(replay.addDisagreements.isEmpty, "\(replay.addDisagreements.count) add outcomes differ")
        #expect(replay.valueDisagreements.isEmpty, "\(replay.valueDisagreements.count) values differ")
        #expect(replay.uniquenessDisagreements.isEmpty, "\(replay.uniquenessDisagreements.count) uniqueness answers differ")
        // Not vacuous: what the fixture holds, measured. A replay that skipped systems or
        // checkpoints, compared nothing, or never met a conflict or a removal fails here.
        #expect(replay.checkpoints == 2812)
        #expect(replay.variablesSeen == 18146)
        #expect(replay.compared == 11265)  // 62 % of checkpoint variables have a unique optimum
        #expect(replay.trellisFixed == 11265 && replay.kiwiUnique == 11265)
        #expect(replay.systemsWithComparison == 1937)  // 96.9 % of systems end with a compared value
        #expect(replay.adds == 23922 && replay.unsatisfiableAdds == 895)
        #expect(replay.removals == 1515 && replay.suggestions == 3210)
    }

    @Test(.enabled(if: liveFile != nil, "set TRELLIS_KIWI_SYSTEMS (scripts/kiwi-differential/run.sh)"))
    func liveSystemsAgreeWithKiwi() throws {
        let replay = try KiwiReplay.run(file: Self.liveFile!)
        Self.report(replay, "live")
        #expect(replay.systems > 0)
        #expect(replay.disagreements == 0)
        #expect(Double(replay.compared) >= 0.5 * Double(replay.variablesSeen))
        #expect(Double(replay.systemsWithComparison) >= 0.9 * Double(replay.systems))
    }
}
