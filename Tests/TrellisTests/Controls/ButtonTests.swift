import Testing
@testable import Trellis

/// `Button` (UIButton, system type): title size plus 6 points above and below; a 15-point
/// "Button" is 46×30 and an untitled one 30×34, as Interface Builder shows them.
struct ButtonTests {
    @Test func defaultTitledButtonIs46By30() {
        // "Button": B .66 u .56 t .35 t .35 o .56 n .56 = 3.04 em × 15 = 45.6 → 46;
        // 15 × 1.192 = 17.88 + 6 + 6 = 29.88 → 30.
        #expect(Button(title: "Button").intrinsicContentSize == Size(width: 46, height: 30))
    }

    @Test func untitledButtonIs30By34() {
        #expect(Button().intrinsicContentSize == Size(width: 30, height: 34))
        #expect(Button(title: "").intrinsicContentSize == Size(width: 30, height: 34))
    }

    @Test func contentInsetsAndFontChangeTheSize() {
        let b = Button(title: "Button")
        b.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        // 45.6 + 40 = 85.6 → 86; 17.90 + 20 = 37.90 → 38.
        #expect(b.intrinsicContentSize == Size(width: 86, height: 38))
        b.font = b.font.withSize(30)
        // 91.2 + 40 = 131.2 → 132; 35.80 + 20 = 55.80 → 56.
        #expect(b.intrinsicContentSize == Size(width: 132, height: 56))
        #expect(abs(b.firstBaselineOffsetFromTop - (10 + 30 * 1950 / 2048)) < 1e-9)
    }
}
