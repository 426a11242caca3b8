import Testing
@testable import Trellis

/// `TextField` (UITextField) sized from its text or placeholder: borderless, the text's width and
/// line height rounded up to whole points; bordered, 7 more at each side and 6 above and below,
/// at least 34 high.
struct TextFieldTests {
    @Test func borderlessIsTheTextRoundedUp() {
        let f = TextField()
        f.measurer = FixedWidths(["Name": 30.2, "Placeholder": 70.5])
        // No text, no placeholder: nothing wide, one line (16 points) high.
        #expect(f.intrinsicContentSize == Size(width: 0, height: 16))
        f.placeholder = "Placeholder"
        #expect(f.intrinsicContentSize == Size(width: 71, height: 16))
        f.text = "Name"
        // The text, not the placeholder, once there is some.
        #expect(f.intrinsicContentSize == Size(width: 31, height: 16))
    }

    @Test func borderedAddsInsetsAndIsAtLeast34High() {
        let f = TextField()
        f.measurer = FixedWidths(["Name": 30.2])
        f.text = "Name"
        f.borderStyle = .roundedRect
        // 30.2 + 14 = 44.2 → 45; max(34, 16 + 12).
        #expect(f.intrinsicContentSize == Size(width: 45, height: 34))
        f.font = .systemFont(ofSize: 30)
        // The estimate's line height for 30 points: 30 × 2444 / 2048 = 35.8 + 12 = 47.8 → 48.
        f.measurer = nil
        #expect(f.intrinsicContentSize.height == 48)
    }

    @Test func baselineIsInTheMiddleOfTheField() throws {
        // SoundFonts Main.storyboard (toolsVersion 15702): a 40-point rounded-rect field of
        // 17 points at y 64 with a 17-point label's first baseline on the field's; Xcode stores the
        // label at y 73.33. The field's line is centred: 64 + 20 + 16.187 − 20.287 / 2 = 90.043;
        // the label's top is that less its ascender, 73.856 (74 on this 1× screen's pixels).
        let root = View(frame: Rect(x: 0, y: 0, width: 414, height: 200))
        let field = TextField(), label = Label(), other = TextField()
        for f in [field, other] { f.font = .systemFont(ofSize: 17) }
        label.font = .systemFont(ofSize: 17)
        for v in [field, label, other] as [View] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        try field.topAnchor.constraint(equalTo: root.topAnchor, constant: 64).activate()
        let height = field.heightAnchor.constraint(equalToConstant: 40)
        try height.activate()
        try label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor).activate()
        // The last baseline is the same line: a second 40-point field whose last baseline is on
        // the first field's first baseline is level with it.
        try other.heightAnchor.constraint(equalToConstant: 40).activate()
        try other.lastBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor).activate()
        root.layoutIfNeeded()
        #expect(label.frame.minY == 74)
        #expect(other.frame.minY == 64)
        // A field 10 points taller moves its line 5 down: 78.856, the label at 79; the second
        // field's middle follows, 69.
        height.constant = 50
        root.layoutIfNeeded()
        #expect(label.frame.minY == 79)
        #expect(other.frame.minY == 69)
    }
}
