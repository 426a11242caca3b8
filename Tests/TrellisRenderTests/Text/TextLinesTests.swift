import Testing
import Trellis
@testable import TrellisRender
import TrellisTestSupport

/// A measurer where every character is 10 points wide and a line is 20 points tall, so the
/// expected breaks can be counted by hand.
extension FixedAdvanceText {
    /// Ten points a character, 20-point lines, no wrapping: the render tests' measurer.
    static let tenPoint = FixedAdvanceText(advance: 10, lineHeight: 20)
}

/// Line breaking and truncation as UIKit draws a label, with the measurer layout used.
@Suite struct TextLinesTests {
    let lines = TextLines(measurer: FixedAdvanceText.tenPoint, font: .systemFont(ofSize: 17))

    @Test func aLineThatFitsIsKeptWhole() {
        #expect(lines.lines("Hello", width: 50, height: 21, numberOfLines: 1, mode: .byTruncatingTail)
                == [.init(text: "Hello", width: 50)])
    }

    @Test func tailTruncationKeepsWhatFitsWithAnEllipsis() {
        // 60 points hold six characters: "Hello" + "…" (the trailing space is dropped before the ellipsis).
        #expect(lines.lines("Hello world", width: 60, height: 21, numberOfLines: 1, mode: .byTruncatingTail).map(\.text) == ["Hello…"])
        #expect(lines.truncate("Hello world", width: 60, mode: .byTruncatingHead) == "…world")
        #expect(lines.truncate("Hello world", width: 60, mode: .byTruncatingMiddle) == "Hel…ld")
        #expect(lines.truncate("Hello world", width: 60, mode: .byClipping) == "Hello ")
    }

    @Test func wrappingBreaksAtSpacesUpToTheLinesAllowed() {
        // 17-point line height is 20.26: 61 points of height hold 3 lines; numberOfLines 0 allows them all.
        #expect(lines.lines("one two three four", width: 80, height: 61, numberOfLines: 0, mode: .byWordWrapping).map(\.text)
                == ["one two", "three", "four"])
        // Two lines allowed: the rest continues the second line, which is truncated at its tail.
        #expect(lines.lines("one two three four", width: 80, height: 61, numberOfLines: 2, mode: .byTruncatingTail).map(\.text)
                == ["one two", "three f…"])
        // Only one line fits in 30 points of height even with numberOfLines 0.
        #expect(lines.lines("one two three four", width: 80, height: 30, numberOfLines: 0, mode: .byTruncatingTail).map(\.text)
                == ["one two…"])
    }

    @Test func newlinesAlwaysStartALine() {
        #expect(lines.lines("a\nb", width: 100, height: 100, numberOfLines: 0, mode: .byTruncatingTail).map(\.text) == ["a", "b"])
    }
}
