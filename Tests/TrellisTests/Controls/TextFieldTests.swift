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

    @Test func baselinesAreThoseOfTheVerticallyCentredText() {
        // bradhowes SoundFonts Main.storyboard: a 17-point rounded-rect field pinned 40 high at
        // y 64 and a label aligned to its first baseline. The field's text is centred: its
        // baseline is the centre (84) plus (ascender − descender) / 2 (about 6); the label on it
        // starts about 73.7 — Xcode stored it at 73.33. A last-baseline constraint reads the
        // same line.
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 380))
        let field = TextField(), label = Label(), below = Label()
        field.font = .systemFont(ofSize: 17)
        field.borderStyle = .roundedRect
        for (view, text) in [(label, "Name"), (below, "Key")] {
            view.text = text
            view.font = .systemFont(ofSize: 17)
            view.explicitIntrinsicContentSize = Size(width: 48, height: 20.5)
        }
        for v in [field, label, below] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        LayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: root.topAnchor, constant: 64),
            field.heightAnchor.constraint(equalToConstant: 40),
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 120),
            field.widthAnchor.constraint(equalToConstant: 180),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 64),
            label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 64),
            below.lastBaselineAnchor.constraint(equalTo: field.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let baseline = 84 + (field.font.ascender - field.font.descender) / 2
        #expect(abs(field.frame.minY - 64) < 1e-9 && abs(field.frame.height - 40) < 1e-9)
        #expect(abs(label.frame.minY + label.firstBaselineOffsetFromTop - baseline) < 0.5)   // frames are rounded to pixels
        #expect(abs(label.frame.minY - 73.33) < 1)
        #expect(abs(below.frame.maxY - below.lastBaselineOffsetFromBottom - baseline) < 0.5)
        // Without the centred baseline the label would hang from the field's top: 16 points higher.
        #expect(label.frame.minY > 64)
    }
}
