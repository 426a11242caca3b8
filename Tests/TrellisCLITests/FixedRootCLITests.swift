import Foundation
import Testing
import TrellisTestSupport

/// The two conflicts through the command line: the root (or the VFL superview) keeps its
/// size and one constraint is reported broken (issue 18). Before, the root gave way: 375×700 and
/// "no issues" for the stack; a 220-wide superview for the VFL line.
struct FixedRootCLITests {
    static let tallStack = "Tests/TrellisCLITests/Fixtures/TallStack.storyboard"

    @Test func stackTallerThanTheScreenBreaksOneConstraint() throws {
        let r = try runTrellis(["layout", Self.tallStack], in: Repository.root)
        #expect(r.status == 0)
        #expect(r.stdout.contains("TSt-rt-001   view       -           (0, 0, 375, 667)"))
        #expect(r.stdout.contains("TSt-st-001   stackView  TSt-rt-001  (0, 0, 375, 667)"))
        // The 400 is broken (made first); the 300 holds and the top view takes the 367 left.
        #expect(r.stdout.contains("TSt-top-001  view       TSt-st-001  (0, 0, 375, 367)"))
        #expect(r.stdout.contains("TSt-bot-001  view       TSt-st-001  (0, 367, 375, 300)"))
        let errors = r.stdout.split(separator: "\n").filter { $0.hasPrefix("error: [unsatisfiable]") }
        #expect(errors.count == 1)
        #expect(errors.first?.hasSuffix("broke <LayoutConstraint 'TSt-c-top-h' TSt-top-001.height == 400> (TSt-top-001)") == true)

        let check = try runTrellis(["check", Self.tallStack], in: Repository.root)
        #expect(check.status == 1)
    }

    @Test func vflSuperviewKeepsItsSize() throws {
        // 320 − 3 × 20 = 260 for two equal widths: 130 each, over the 80 allowed. `a.width <= 80`
        // (made first, a predicate on a) is broken; a and b are 130 wide in the 320 superview.
        let r = try runTrellis(["vfl", "H:|-20-[a(>=50,<=80)]-20-[b(==a)]-20-|", "--views", "a,b", "--size", "320x480"], in: Repository.root)
        #expect(r.status == 0)
        #expect(r.stdout.contains("superview  view   -          (0, 0, 320, 480)"))
        #expect(r.stdout.contains("a          view   superview  (20, 0, 130, 0)"))
        #expect(r.stdout.contains("b          view   superview  (170, 0, 130, 0)"))
        let errors = r.stdout.split(separator: "\n").filter { $0.hasPrefix("error: [unsatisfiable]") }
        #expect(errors.count == 1)
        #expect(errors.first?.hasSuffix("broke <LayoutConstraint 'line 1: H:|-20-[a(>=50,<=80)]-20-[b(==a)]-20-| #3' a.width <= 80> (a)") == true)
    }
}
