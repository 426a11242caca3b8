import Testing
@testable import Trellis

/// `Label` (UILabel): intrinsic size from its text, font and lines, rounded up to the pixel grid
/// as UIKit rounds text (a 17-point line is 20.333 tall at 3×).
@MainActor
struct LabelTests {
    struct Fixed: TextMeasurer {
        let result: Size
        func size(of text: String, font: Font, maxWidth: Double?) -> Size { result }
    }

    @Test func intrinsicSizeAtScale1IsCeiledToWholePoints() {
        // "Hello" 39.44 × 20.287 → 40 × 21 at 1×.
        #expect(Label(text: "Hello").intrinsicContentSize == Size(width: 40, height: 21))
    }

    @Test func intrinsicSizeAtScale3IsCeiledToThirds() {
        let window = Window(screen: Screen(device: Device.named("retina5_5")!))
        let label = Label(text: "Hello")
        window.addSubview(label)
        // 39.44 × 3 = 118.32 → 119 px = 39.667; 20.287 × 3 = 60.86 → 61 px = 20.333.
        let s = label.intrinsicContentSize
        #expect(abs(s.width - 119.0 / 3) < 1e-9)
        #expect(abs(s.height - 61.0 / 3) < 1e-9)
    }

    @Test func multiLineWrapsAtPreferredMaxLayoutWidthAndClampsLines() {
        let label = Label(text: "Hello world")
        // One line: 88.06 → 89 wide, 21 tall; preferredMaxLayoutWidth alone changes nothing.
        label.preferredMaxLayoutWidth = 50
        #expect(label.intrinsicContentSize == Size(width: 89, height: 21))
        // numberOfLines 0 wraps: "world" 44.03 → 45; 2 × 20.287 = 40.57 → 41.
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == Size(width: 45, height: 41))
        // Three wrapped lines ("Hello" / "world" / "again"), at most two kept: 40.57 → 41.
        label.text = "Hello world again"
        label.numberOfLines = 2
        #expect(label.intrinsicContentSize.height == 41)
    }

    @Test func emptyTextIsZeroSized() {
        #expect(Label(text: nil).intrinsicContentSize == .zero)
        #expect(Label(text: "").intrinsicContentSize == .zero)
    }

    @Test func explicitSizeAndCustomMeasurerWin() {
        let label = Label(text: "Hello")
        label.measurer = Fixed(result: Size(width: 33.2, height: 10))
        #expect(label.intrinsicContentSize == Size(width: 34, height: 10))
        label.explicitIntrinsicContentSize = Size(width: 70, height: 22)
        #expect(label.intrinsicContentSize == Size(width: 70, height: 22))
    }

    @Test func baselinesComeFromTheFont() {
        let label = Label(text: "Hi", font: .systemFont(ofSize: 20))
        // SF Pro's hhea: ascender 1950/2048 × 20 = 19.043; descender 494/2048 × 20 = 4.824.
        #expect(abs(label.firstBaselineOffsetFromTop - 19.043) < 1e-3)
        #expect(abs(label.lastBaselineOffsetFromBottom - 4.824) < 1e-3)
    }

    @Test func autoLayoutSizesALabelToItsTextAndFollowsChanges() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let label = Label(text: "Hello")
        LayoutFixture.add(label, to: root, leading: 20, top: 30)
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 30, width: 40, height: 21))
        // "Hello world" at 17: 88.06 → 89 wide (hugging and compression at the intrinsic size).
        label.text = "Hello world"
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 30, width: 89, height: 21))
        // 34 points: 2 × 88.06 = 176.12 → 177; 2 × 20.287 = 40.57 → 41.
        label.font = label.font.withSize(34)
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 30, width: 177, height: 41))
    }

    @Test func multiLineLabelWrapsAtTheWidthAutoLayoutGivesIt() {
        // UIKit: a multi-line label without preferredMaxLayoutWidth wraps at its laid-out width.
        // Pinned 20 from both sides of a 120-point root → 80 wide; "Hello world again" at 17
        // (88.06 on one line) wraps as "Hello" / "world" / "again": 3 × 20.287 = 60.86 → 61.
        let root = View(frame: Rect(x: 0, y: 0, width: 120, height: 400))
        let label = Label(text: "Hello world again")
        label.numberOfLines = 0
        LayoutFixture.add(label, to: root, leading: 20, top: 10, trailing: 20)
        #expect(LayoutFixture.frame(of: label, layingOut: root, atWidth: 120) == Rect(x: 20, y: 10, width: 80, height: 61))
        // Wider root (240 → 200 for the label): "Hello world again" is 88.06 + 4.59 + 42.67 =
        // 135.32 ≤ 200, one line: 21 tall.
        #expect(LayoutFixture.frame(of: label, layingOut: root, atWidth: 240) == Rect(x: 20, y: 10, width: 200, height: 21))
        // A single-line label never wraps: still 21 tall at 80 wide.
        label.numberOfLines = 1
        #expect(LayoutFixture.frame(of: label, layingOut: root, atWidth: 120) == Rect(x: 20, y: 10, width: 80, height: 21))
    }
}
