import Testing
@testable import Trellis

/// A horizontal stack aligned by baseline ties the edge the baseline is measured from to its
/// first arranged view alone (UIKit's `UISV-canvas-connection`, rdar://32291130 "Stack View
/// height incorrect for first/last baseline alignment"): a later view reaching further from the
/// baseline sticks out of the stack. Xcode's canvas stores it so in both projects of the corpora
/// with such stacks (bradhowes SoundFonts FontEditor.storyboard, rursache ToDoList Main).
@MainActor
struct BaselineStackOverhangTests {
    /// A row of `first` and `second` pinned at the root's top-left, 300 wide, its height left
    /// to its content.
    func row(_ first: BaselineBox, _ second: BaselineBox, alignment: StackView.Alignment) -> (root: View, stack: StackView) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let stack = StackView(arrangedSubviews: [first, second])
        stack.alignment = alignment
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), stack.leftAnchor.constraint(equalTo: root.leftAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
        ])
        root.layoutIfNeeded()
        return (root, stack)
    }

    @Test func aDeeperLaterViewSticksOutAboveAFirstBaselineStack() {
        // SoundFonts FontEditor's "TagsRow": a 20.5-point label (baseline 16) and a 34-point button
        // (baseline 23) — here boxes of baselines 16 and 23: the label at the stack's top, the
        // button 16 − 23 = −7 above it; the stack ends at the button's bottom, −7 + 34 = 27.
        let label = BaselineBox(100, 20.5, baseline: 16), button = BaselineBox(74, 34, baseline: 23)
        let (_, stack) = row(label, button, alignment: .firstBaseline)
        #expect(label.frame.minY == 0)
        #expect(button.frame.minY == -7)
        #expect(stack.frame == Rect(x: 0, y: 100, width: 300, height: 27))
    }

    @Test func theFirstViewReachingFurthestKeepsEveryViewInside() {
        // The button first: its top is the stack's, the label 23 − 16 = 7 below it; 34 high.
        let label = BaselineBox(100, 20.5, baseline: 16), button = BaselineBox(74, 34, baseline: 23)
        let (_, stack) = row(button, label, alignment: .firstBaseline)
        #expect(button.frame.minY == 0)
        #expect(label.frame.minY == 7)
        #expect(stack.frame.height == 34)
    }

    @Test func aLaterViewSticksOutBelowALastBaselineStack() {
        // A 20-point label of last baseline 4 above its bottom and the 34-point button of last
        // baseline 11: the label's bottom is the stack's bottom H, the button's bottom
        // H − 4 + 11 = H + 7 below it, its top H − 27; every top is inside, so H = 27: the
        // button at 0, the label at 7. (The root's scale is 1: whole points.)
        let label = BaselineBox(100, 20, baseline: 16), button = BaselineBox(74, 34, baseline: 23)
        let (_, stack) = row(label, button, alignment: .lastBaseline)
        #expect(label.frame.minY == 7)
        #expect(button.frame.minY == 0)
        #expect(stack.frame.height == 27)
    }
}
