import Foundation
import Testing
import TrellisTestSupport

/// `trellis rules` and `trellis rules --evidence`.
struct RulesCommandTests {
    @Test func listsTheRuleTable() throws {
        let r = try CLIHostileInputTests.bounded(["rules"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("table.plainHeader50  [21000…]"))
        #expect(r.stdout.contains("tabBarController.storedFrame  [any]"))
        // A rule with an Apple source prints it after its corpus source.
        #expect(r.stdout.contains("; Apple: UIKit documentation, UIModalPresentationStyle.automatic"))
    }

    @Test func evidenceCountsTheDocumentsARuleDecides() throws {
        // A 54-point navigation bar (Xcode 16.3's standard one) nothing presents, in a document
        // of toolsVersion 24128 on an iPhone 11 canvas: canvas.notched.doubleSafeArea puts it at
        // y 96 (48 without the rule), where the document stores it — one element, within, and
        // off without the rule.
        let dir = CLIHostileInputTests.folder()
        let doc = String(decoding: DocumentFixture.storyboard(DocumentFixture.navigationControllerScene("nav", bar: "bar", barFrame: (0, 96, 414, 54)),
                                                              toolsVersion: "24128", device: "retina6_1"), as: UTF8.self)
        try doc.write(toFile: "\(dir)/owner__repo__Main.storyboard", atomically: true, encoding: .utf8)
        let r = try CLIHostileInputTests.bounded(["rules", "--evidence", dir])
        #expect(r.status == 0)
        #expect(r.stdout.contains("documents: 1 laid out, 0 unreadable"))
        let line = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix("canvas.notched.doubleSafeArea ") })
        // applies: 1 document, 1 project | decides: 1, 1, 1 element, 1 within, 0 off | 0 within without; one project.
        #expect(line.split(separator: " ").filter { $0 != "|" }.dropFirst(2).prefix(8).map(String.init) == ["1", "1", "1", "1", "1", "1", "0", "0"])
        #expect(line.hasSuffix("ONE PROJECT ONLY"))
    }

    @Test func everyRuleIdIsFollowedBySpaceBeforeItsRange() throws {
        // The id column is as wide as the longest id (imageView.symbolInsetsThroughAspectRatio,
        // 40 characters, ran into its range "any" in a 37-character column): every line of the
        // table starts with a rule's id and a space.
        let dir = CLIHostileInputTests.folder()
        let doc = String(decoding: DocumentFixture.storyboard(DocumentFixture.navigationControllerScene("nav", bar: "bar", barFrame: (0, 96, 414, 54)),
                                                              toolsVersion: "24128", device: "retina6_1"), as: UTF8.self)
        try doc.write(toFile: "\(dir)/owner__repo__Main.storyboard", atomically: true, encoding: .utf8)
        let r = try CLIHostileInputTests.bounded(["rules", "--evidence", dir])
        let rows = r.stdout.split(separator: "\n").dropFirst(2)
        #expect(rows.count >= 80)
        #expect(rows.contains { $0.hasPrefix("imageView.symbolInsetsThroughAspectRatio ") })
        #expect(rows.allSatisfy { $0.split(separator: " ").count > 9 })
    }

    @Test func ruleFilterCountsOnlyTheNamedRule() throws {
        // The document of the test above with `--rule canvas.notched.doubleSafeArea`: the one
        // line of the table is that rule's, with the same counts (1 element, 1 within).
        let dir = CLIHostileInputTests.folder()
        let doc = String(decoding: DocumentFixture.storyboard(DocumentFixture.navigationControllerScene("nav", bar: "bar", barFrame: (0, 96, 414, 54)),
                                                              toolsVersion: "24128", device: "retina6_1"), as: UTF8.self)
        try doc.write(toFile: "\(dir)/owner__repo__Main.storyboard", atomically: true, encoding: .utf8)
        let r = try CLIHostileInputTests.bounded(["rules", "--evidence", "--rule", "canvas.notched.doubleSafeArea", dir])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 3)   // documents, header, the one rule
        #expect(lines.last?.hasPrefix("canvas.notched.doubleSafeArea ") == true)
        #expect(lines.last?.split(separator: " ").filter { $0 != "|" }.dropFirst(2).prefix(8).map(String.init) == ["1", "1", "1", "1", "1", "1", "0", "0"])
        // segue.modalIsSheet decides nothing here, but it has an Apple source: so marked, not
        // "decides no element here".
        let apple = try CLIHostileInputTests.bounded(["rules", "--evidence", "--rule", "segue.modalIsSheet", dir])
        #expect(apple.stdout.split(separator: "\n").last?.hasSuffix("(Apple source)") == true)
        let bad = try CLIHostileInputTests.bounded(["rules", "--evidence", "--rule", "no.such.rule", dir])
        #expect(bad.status == 2 && bad.stdout.isEmpty)
        #expect(bad.stderr.contains("no canvas rule is named no.such.rule"))
    }

    @Test func badUseIsAnErrorWithNothingOnStdout() throws {
        let r = try CLIHostileInputTests.bounded(["rules", "x.storyboard"])
        #expect(r.status == 2 && r.stdout.isEmpty)
        #expect(r.stderr.contains("documents are read only with --evidence"))
        let e = try CLIHostileInputTests.bounded(["rules", "--evidence"])
        #expect(e.status == 2 && e.stdout.isEmpty)
    }
}
