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
}
