import Foundation
import Testing
import Trellis
import TrellisInterfaceBuilder
import TrellisTestSupport
@testable import trellis

/// What `check` reports, one finding per cause, with the severities of UIKit and Xcode (issue 31).
struct CheckCausesTests {
    static let causes = "\(CheckReportTests.fixtures)/CheckCauses.xib"
    static let wide = "\(CheckReportTests.fixtures)/WideOnPlus.storyboard"

    static func lines(_ arguments: [String]) throws -> (status: Int32, lines: [String]) {
        let r = try runTrellis(["check"] + arguments, in: Repository.root)
        return (r.status, r.stdout.split(separator: "\n").map(String.init))
    }

    /// CheckCauses.xib on two devices: the hidden arranged view's conflict with UISV-hiding a
    /// warning; Xcode's ambiguity flag one error (design device only), the unflagged view's
    /// ambiguity one warning, the ignoreAll view nothing — and none of the three again as
    /// zero-size or misplaced; the slider's note names a slider. 1 error, 3 warnings, 1 note:
    /// what was printed.
    @Test func eachCauseOnceWithItsSeverity() throws {
        let r = try Self.lines([Self.causes, "--devices", "retina4_7,retina5_5"])
        #expect(r.status == 1)
        #expect(r.lines.count == 6)
        let c = Self.causes
        #expect(r.lines[0].hasPrefix("\(c):21: warning: [stack-hiding-conflict] UIKit logs this at run time, when the stack view hides the view, and breaks a constraint; Xcode's canvas does not show it: Unable to simultaneously satisfy constraints: <LayoutConstraint 'hw25' hidden.width == 25>; <LayoutConstraint 'UISV-hiding' hidden.width == 0>"))
        #expect(r.lines[1].hasPrefix("\(c):36: warning: [ambiguous-unconfirmed] Ambiguous layout: the horizontal and vertical position or size of unflagged"))
        #expect(r.lines[1].hasSuffix("(unflagged) — iPhone 8 (retina4_7) portrait"))
        #expect(r.lines[2] == "\(c):42: note: [estimated-size] 1 slider uses the size Xcode stored as its intrinsic content size (Trellis does not measure it) (slider) — on iPhone 8 (retina4_7) portrait, iPhone 8 Plus (retina5_5) portrait")
        #expect(r.lines[3] == "\(c):33: error: [ambiguous] Ambiguous layout: Xcode marks view flagged ambiguous (ambiguous=\"YES\" in the document); Trellis finds its horizontal and vertical position or size undetermined (flagged) — iPhone 8 (retina4_7) portrait")
        #expect(r.lines[4].hasPrefix("\(c):21: warning: [misplaced] view hidden"))
        #expect(r.lines[5].hasPrefix("1 document, 2 layouts (2 devices × design orientation): 1 error, 3 warnings, 1 note in "))
        #expect(!r.lines.contains { $0.contains("(ignored)") })
    }

    /// A conflict on other devices only: an error on each, naming the constraint UIKit breaks
    /// and that the design device holds them all; the design device's case passes.
    @Test func aConflictOnOtherDevicesOnlyNamesTheDesignDevice() throws {
        let r = try Self.lines([Self.wide, "--devices", "retina4_7,retina5_5", "--orientations", "portrait"])
        #expect(r.status == 1)
        #expect(r.lines.count == 2)
        #expect(r.lines[0].hasPrefix("\(Self.wide):17: error: [unsatisfiable] Unable to simultaneously satisfy constraints: "))
        #expect(r.lines[0].hasSuffix("broke <LayoutConstraint 'WoP-c-w' WoP-bn-001.width == 375> (not on the design device, iPhone 8 (retina4_7) portrait, where these constraints hold together) (WoP-bn-001) — iPhone 8 Plus (retina5_5) portrait"))
        #expect(r.lines[1].hasPrefix("1 document, 2 layouts (2 devices × portrait): 1 error, 0 warnings, 0 notes"))
    }

    /// The stored frames are the design canvas's: their contradiction (Conflict.xib: `kid` stored
    /// 50 wide under `w80`) is checked once per document and reported once, on the design
    /// device's case, not on each of the 3 devices.
    @Test func storedFrameContradictionsOncePerDocument() throws {
        let r = try Self.lines([CheckReportTests.conflict, "--devices", "retina4_7,retina5_5,retina6_1"])
        let contradictions = r.lines.filter { $0.contains("[stored-frame-contradiction]") }
        #expect(contradictions.count == 1)
        #expect(contradictions.first?.hasSuffix("(w80) — iPhone 8 (retina4_7) portrait") == true)
    }

    /// A conflict of the design device too is reported there once, not on each device.
    @Test func aDesignDeviceConflictIsReportedOnce() throws {
        let r = try Self.lines([CheckReportTests.conflict, "--devices", "retina4_7,retina5_5,retina6_1", "--orientations", "portrait,landscape"])
        let conflicts = r.lines.filter { $0.contains("[unsatisfiable]") }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.hasSuffix("(kid) — iPhone 8 (retina4_7) portrait") == true)
    }

    /// Lengths to the device's pixel grid; multipliers, ratios, to four decimals; short numbers as written.
    @Test func numbersOnThePixelGrid() {
        #expect(AutoLayoutFindings.onPixelGrid("a.width == 22.333333333333332", scale: 3) == "a.width == 22.33")
        #expect(AutoLayoutFindings.onPixelGrid("a.width == 22.333333333333332", scale: 2) == "a.width == 22.5")
        #expect(AutoLayoutFindings.onPixelGrid("a.width == b.width * 0.33333333333 + 10.5", scale: 2) == "a.width == b.width * 0.3333 + 10.5")
        #expect(AutoLayoutFindings.onPixelGrid("(0, 0, 414, 736); x 1.25", scale: 3) == "(0, 0, 414, 736); x 1.25")
    }

    /// A layout constraint with an identifier (nil: one the reader made), for conflict parts.
    static func constraint(_ id: String?, _ view: View, _ attribute: LayoutAttribute, _ constant: Double) throws -> LayoutConstraint {
        let c = try LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                     multiplier: 1, constant: constant)
        c.identifier = id
        return c
    }

    /// The kinds of conflicts, from what made their constraints (typed parts, the broken one last).
    @Test func conflictKinds() throws {
        let a = View(), cell = View()
        let w25 = LayoutIssue.Part.constraint(try Self.constraint("w", a, .width, 25))
        // A hidden arranged view's width against the stack view's UISV-hiding: a warning.
        let hiding = LayoutIssue.Part.constraint(try Self.constraint("UISV-hiding", a, .width, 0))
        #expect(AutoLayoutFindings.conflictKind([w25, hiding, hiding]) == ("stack-hiding-conflict", .warning))
        // Broken at a compression resistance: UIKit logs it, the canvas keeps the explicit size.
        #expect(AutoLayoutFindings.conflictKind([w25, .compressionResistance(a, .vertical)]) == ("runtime-conflict", .warning))
        // A cell held at its row's height (a root that is not a window): run time only.
        #expect(AutoLayoutFindings.conflictKind([.rootSize(cell, .vertical), w25, w25]) == ("runtime-conflict", .warning))
        // The window's size: an error.
        let window = Window(screen: Screen(device: try #require(Device.named("retina4_7"))))
        #expect(AutoLayoutFindings.conflictKind([.rootSize(window, .horizontal), w25, w25]) == ("unsatisfiable", .error))
        // A row height the reader made (no identifier) for a table view cell, in a storyboard.
        let rowHeight = LayoutIssue.Part.constraint(try Self.constraint(nil, cell, .height, 44))
        let element: AutoLayoutFindings.ElementNames = { $0 === cell ? ("tableViewCell", "tableView") : ("view", "tableViewCell") }
        #expect(AutoLayoutFindings.conflictKind([rowHeight, w25, w25], element: element) == ("runtime-conflict", .warning))
        #expect(AutoLayoutFindings.conflictKind([rowHeight, w25, w25]) == ("unsatisfiable", .error))
        // A subview's autoresizing mask (a view with a superview) in a storyboard: run time only.
        #expect(AutoLayoutFindings.conflictKind([.autoresizingMask(a), w25, w25], element: element) == ("runtime-conflict", .warning))
    }

    /// A certain conflict: document constraints on edges, centres and sizes of views the
    /// document made, nothing else (dji-sdk DJISDKSwiftDemo: `leading + 15`, `trailing − 16`,
    /// `centerX`); one intrinsic size, one constraint UIKit makes or a view of no document
    /// makes it uncertain.
    @Test func certainConflicts() throws {
        let outer = View(), inner = View(), stray = View()
        let known: Set<ObjectIdentifier> = [ObjectIdentifier(outer), ObjectIdentifier(inner)]
        func c(_ id: String, _ attribute: LayoutAttribute, _ second: View?, _ constant: Double) throws -> LayoutIssue.Part {
            let lc = try LayoutConstraint(item: inner, attribute: attribute, relatedBy: .equal, toItem: second,
                                          attribute: second == nil ? .notAnAttribute : attribute, multiplier: 1, constant: constant)
            lc.identifier = id
            return .constraint(lc)
        }
        let parts = [try c("F4V", .centerX, outer, 0), try c("Pdh", .trailing, outer, -16), try c("gOl", .leading, outer, 15)]
        let isKnown: (View) -> Bool = { known.contains(ObjectIdentifier($0)) }
        #expect(AutoLayoutFindings.isCertain(parts + [parts[2]], isDocumentView: isKnown, hasOwnMargins: { $0 !== outer }))
        #expect(!AutoLayoutFindings.isCertain(parts + [.compressionResistance(inner, .horizontal)], isDocumentView: isKnown, hasOwnMargins: { $0 !== outer }))
        #expect(!AutoLayoutFindings.isCertain(parts + [try c("UISV-spacing", .leading, outer, 8)], isDocumentView: isKnown, hasOwnMargins: { $0 !== outer }))
        #expect(!AutoLayoutFindings.isCertain([try c("fb", .firstBaseline, outer, 0)] + parts, isDocumentView: isKnown, hasOwnMargins: { $0 !== outer }))
        let strayConstraint = try LayoutConstraint(item: stray, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5)
        strayConstraint.identifier = "s"
        #expect(!AutoLayoutFindings.isCertain(parts + [.constraint(strayConstraint)], isDocumentView: isKnown, hasOwnMargins: { $0 !== outer }))
        #expect(!AutoLayoutFindings.isCertain([], isDocumentView: isKnown, hasOwnMargins: { $0 !== outer }))
        // The margins of a view whose margins are its own (UIKit's default 8): still certain;
        // another's (a top-level view's, the system minimum of its size class): not.
        #expect(AutoLayoutFindings.isCertain(parts + [.layoutMargins(inner)], isDocumentView: isKnown, hasOwnMargins: { $0 !== outer }))
        #expect(!AutoLayoutFindings.isCertain(parts + [.layoutMargins(outer)], isDocumentView: isKnown, hasOwnMargins: { $0 !== outer }))
    }

    /// A finding without an element takes the view the broken constraint names (constraint ids,
    /// quoted, are not views), so that it has a line.
    @Test func findingsWithoutAnElementGetOne() {
        let lines = ["kid": 10, "w80": 14, "root": 7]
        #expect(AutoLayoutFindings.element(in: "<LayoutConstraint 'w80' kid.width == 80>; compression resistance of kid (horizontal, 79); broke compression resistance of kid (horizontal, 79)", lines: lines) == "kid")
        #expect(AutoLayoutFindings.element(in: "nothing known here", lines: lines) == nil)
    }
}
