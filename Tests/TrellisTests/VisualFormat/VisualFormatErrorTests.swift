import Testing
@testable import Trellis

/// Error text: UIKit's exception layout — "Unable to parse constraint format:", the message,
/// the format, and a caret under the column.
struct VisualFormatErrorTests {
    @Test func superviewErrorReadsLikeUIKit() {
        // The exact text UIKit prints for a button with no superview (caret under the view's `]`).
        let button = View()
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:|-[button]-|", views: ["button": button])
            Issue.record("no error")
        } catch {
            #expect(error.column == 11)
            #expect(error.description == "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview \nH:|-[button]-| \n           ^")
        }
    }

    @Test func documentedAppleMessages() {
        // The four messages Apple's guide quotes for syntactic mistakes.
        #expect(VisualFormatError(.expectedColonAfterOrientation(.vertical), format: "V[a]", column: 1).message
            == "Expected ':' after 'V' to specify vertical arrangement")
        #expect(VisualFormatError(.unterminatedView, format: "[a(3]", column: 4).message
            == "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        #expect(VisualFormatError(.unknownView("blackBox"), format: "[blackBox]", column: 1).message
            == "Unable to find view with name blackBox")
        #expect(VisualFormatError(.unknownRelation("="), format: "[a(=3)]", column: 3).message
            == "Unknown relation. Must be ==, >=, or <=")
    }

    @Test func caretPointsAtTheColumn() throws {
        do {
            _ = try VisualFormat("[a]-(>=8,<8)-[b]")
            Issue.record("no error")
        } catch {
            #expect(error.column == 9)
            #expect(error.description.hasSuffix("\n[a]-(>=8,<8)-[b] \n         ^"))
        }
    }

    @Test func longFormatsShowAWindowAroundTheCaret() {
        let format = String(repeating: "[v]-", count: 100) + "?" + String(repeating: "-[v]", count: 100)
        do {
            _ = try VisualFormat(format)
            Issue.record("no error")
        } catch {
            #expect(error.column == 400 && error.reason == .unexpectedCharacter("?"))
            let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
            // 60 characters either side of the caret, with "…" marking both cuts.
            #expect(lines[2] == "…" + String(repeating: "[v]-", count: 15) + "?" + String(repeating: "-[v]", count: 15) + "… ")
            #expect(lines[3] == String(repeating: " ", count: 61) + "^")
        }
    }

    @Test func tabsAndNewlinesDoNotShiftTheCaret() {
        do {
            _ = try VisualFormat("[a]\n\t-x")
            Issue.record("no error")
        } catch {
            #expect(error.column == 7 && error.reason == .expectedDashAfterSpacing)
            #expect(error.description.hasSuffix("\n[a]  -x \n       ^"))
        }
    }
}
