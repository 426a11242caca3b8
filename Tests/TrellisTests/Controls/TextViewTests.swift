import Testing
@testable import Trellis
import TrellisTestSupport

/// `TextView` (UITextView): no intrinsic size while it scrolls; with scrolling disabled its
/// text's size plus line fragment padding (5 at each end of a line) and the text container
/// inset (8 above and below), wrapped at the width layout gives it. Text is measured by a fixed
/// rule (8 points a character, paragraphs at newlines wrapped at the width, lines at the font's
/// line height) so the
/// expected sizes follow from the rules alone.
@MainActor
struct TextViewTests {
    func textView(_ text: String?, font: Font = .preferredFont(forTextStyle: .body)) -> TextView {
        let view = TextView()
        view.text = text
        view.font = font
        view.measurer = FixedAdvanceText(advance: 8, lineHeight: nil, wraps: true)
        return view
    }

    /// UIKit's defaults, as Apple documents them.
    @Test func defaults() {
        let view = TextView()
        #expect(view.isScrollEnabled)
        #expect(view.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.lineFragmentPadding == 5)
        #expect(view.font == .preferredFont(forTextStyle: .body))
    }

    @Test func scrollingTextViewHasNoIntrinsicSize() {
        #expect(textView("Hello world").intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    /// "Hello world" unwrapped: 88 + 5 + 5 = 98 wide; one body line, 22 (the style's leading,
    /// not the font's 20.29) + 8 + 8 = 38 high. A fixed 17-point font: 20.29 + 16 = 36.29 → 37
    /// (whole points without a screen).
    @Test func scrollDisabledSizesToItsText() {
        let body = textView("Hello world")
        body.isScrollEnabled = false
        #expect(body.intrinsicContentSize == Size(width: 98, height: 38))
        let fixed = textView("Hello world", font: .systemFont(ofSize: 17))
        fixed.isScrollEnabled = false
        #expect(fixed.intrinsicContentSize == Size(width: 98, height: 37))
    }

    /// An empty text view is one line tall: 10 × 38.
    @Test func emptyTextIsOneLine() {
        let view = textView(nil)
        view.isScrollEnabled = false
        #expect(view.intrinsicContentSize == Size(width: 10, height: 38))
    }

    /// No inset and no padding: the text's size alone (88 × 22).
    @Test func insetsAndPaddingAddToTheText() {
        let view = textView("Hello world")
        view.isScrollEnabled = false
        view.textContainerInset = .zero
        view.lineFragmentPadding = 0
        #expect(view.intrinsicContentSize == Size(width: 88, height: 22))
        view.textContainerInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.intrinsicContentSize == Size(width: 94, height: 26))
    }

    /// A line separator (U+2028) ends a line as a newline does: "Hello" / "world", 2 × 22 + 16.
    @Test func lineSeparatorBreaksTheLine() {
        let view = textView("Hello\u{2028}world")
        view.isScrollEnabled = false
        #expect(view.intrinsicContentSize == Size(width: 50, height: 60))
    }

    /// Two passes, as for a multi-line label: pinned 20 from both sides of a 120-point root,
    /// the text view is 80 wide and "Hello world again" (136 points) wraps at 70 into 2 lines:
    /// 2 × 22 + 16 = 60. At 240 (200 wide, 190 for text) it is one line, 38.
    @Test func wrapsAtTheWidthAutoLayoutGivesIt() {
        let root = View(frame: Rect(x: 0, y: 0, width: 120, height: 400))
        let view = textView("Hello world again")
        view.isScrollEnabled = false
        LayoutFixture.add(view, to: root, leading: 20, top: 10, trailing: 20)
        #expect(LayoutFixture.frame(of: view, layingOut: root, atWidth: 120) == Rect(x: 20, y: 10, width: 80, height: 60))
        #expect(LayoutFixture.frame(of: view, layingOut: root, atWidth: 240) == Rect(x: 20, y: 10, width: 200, height: 38))
    }

    /// A self-sizing cell's fitting (`systemLayoutSizeFitting`) wraps the text view at the
    /// width the fitting gives it, as it does a multi-line label: pinned 10 inside a content
    /// view 120 wide, the text view is 100 wide, "Hello world again" wraps at 90 into 2 lines
    /// (60 high) and the content view is 80 high; at 300 wide it is one line, 38 + 20 = 58.
    @Test func selfSizingFitWrapsAtTheFittedWidth() {
        let content = View()
        let view = textView("Hello world again")
        view.isScrollEnabled = false
        view.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(view)
        LayoutConstraint.activate(LayoutFixture.pin(view, toEdgesOf: content, inset: 10))
        #expect(content.selfSizingFit(width: 120).height == 80)
        #expect(content.selfSizingFit(width: 300).height == 58)
    }

    /// The HIG's leading per size: listed sizes as listed (body 17 → 22, caption 11 → 13,
    /// AX1 title 44 → 52); between them interpolated (15 → 20, 16 → 21: the Large table's
    /// subheadline and callout); beyond 44 in ratio (53 → 62.64); no style, no leading.
    @Test func textStyleLeading() {
        #expect(TextStyle.leading(pointSize: 17) == 22)
        #expect(TextStyle.leading(pointSize: 11) == 13)
        #expect(TextStyle.leading(pointSize: 44) == 52)
        #expect(TextStyle.leading(pointSize: 15) == 20)
        #expect(TextStyle.leading(pointSize: 16) == 21)
        #expect(abs(TextStyle.leading(pointSize: 53) - 53 * 52 / 44) < 1e-9)
        #expect(Font.preferredFont(forTextStyle: .subheadline).textStyleLeading == 20)
        #expect(Font.systemFont(ofSize: 17).textStyleLeading == nil)
    }
}
