import Testing
@testable import Trellis

/// A control whose content is centred vertically (a button, a text field, a segmented control)
/// has baselines that move with its height; a label's stay a constant distance from its top.
/// Issue 33 (1): two round-rect buttons, A `height == 44` and B unsized, `A.top == B.top` and
/// `A.lastBaseline == B.firstBaseline`: UIKit grows B to 44 (its vertical hugging is only 250).
struct CentredBaselineTests {
    /// A root with `views` added for Auto Layout.
    func root(_ views: [View]) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 200))
        for v in views {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        return root
    }

    @Test func unsizedButtonGrowsToTheSizedButtonsHeight() throws {
        let a = Button(title: "Button"), b = Button(title: "Button")
        let root = root([a, b])
        // Intrinsic heights: 17.90 (15 points × 2444 / 2048) + 12 = 29.90 → 30.
        #expect(b.intrinsicContentSize.height == 30)
        try a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).activate()
        try a.topAnchor.constraint(equalTo: root.topAnchor, constant: 50).activate()
        try a.heightAnchor.constraint(equalToConstant: 44).activate()
        try b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100).activate()
        try a.topAnchor.constraint(equalTo: b.topAnchor).activate()
        try a.lastBaselineAnchor.constraint(equalTo: b.firstBaselineAnchor).activate()
        root.layoutIfNeeded()
        // Same top and same height put the centred titles level: both 44 high at y 50, and no
        // required constraint is broken (B's hugging, 250, gives way to 44 − 30 = 14 points).
        #expect(a.frame.minY == 50 && a.frame.height == 44)
        #expect(b.frame.minY == 50 && b.frame.height == 44)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func labelAlignedByBaselineKeepsItsOwnHeight() throws {
        let a = Button(title: "Button"), label = Label()
        label.text = "Label"
        label.font = .systemFont(ofSize: 17)
        let root = root([a, label])
        try a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).activate()
        try a.topAnchor.constraint(equalTo: root.topAnchor, constant: 50).activate()
        try a.heightAnchor.constraint(equalToConstant: 44).activate()
        try label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100).activate()
        try a.lastBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor).activate()
        root.layoutIfNeeded()
        // The button's title baseline: 50 + 22 + (14.282 − 3.618) / 2 = 77.332 (15 points). The
        // label keeps its one-line height, 20.287 → 20.5 on the 2× grid of a window-less view
        // rounding, and its top is the baseline less its ascender (16.187): 61.145.
        let labelHeight = label.intrinsicContentSize.height
        #expect(abs(label.frame.height - labelHeight) <= 0.5)
        #expect(abs(label.frame.minY - (77.332 - 16.187)) <= 0.5)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func segmentedControlBaselineFollowsItsHeight() throws {
        let control = SegmentedControl(titles: ["One", "Two"]), label = Label()
        label.text = "Label"
        label.font = .systemFont(ofSize: 13)
        let root = root([control, label])
        try control.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).activate()
        let height = control.heightAnchor.constraint(equalToConstant: 31)
        try height.activate()
        try label.firstBaselineAnchor.constraint(equalTo: control.firstBaselineAnchor).activate()
        root.layoutIfNeeded()
        let before = label.frame.minY
        // 20 points taller (the frame 52 instead of 32, the alignment rectangle 51): the titles
        // stay in the middle, 10 points lower, and the label follows.
        height.constant = 51
        root.layoutIfNeeded()
        #expect(abs(label.frame.minY - before - 10) <= 0.5)
    }
}
