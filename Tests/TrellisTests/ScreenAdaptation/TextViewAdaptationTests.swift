import Testing
@testable import Trellis

/// Screen adaptation scales a text view's font as it scales a label's.
@MainActor
struct TextViewAdaptationTests {
    /// A body-style text view designed at 375 points, adapted on an iPad (768 wide, × 2.048):
    /// 17 → 34.816 points, still the body style, so its lines follow that size's leading
    /// (TextStyle.leading: 34.816 between 34 → 41 and 38 → 46, 42.02 → 42); adapting again
    /// keeps the design size, not a compounded one.
    @Test func fontScalesWithTheScreenWidth() throws {
        let window = Window(screen: Screen(device: Device.named("ipad9_7")!))
        let view = TextView()
        view.isScrollEnabled = false
        window.addSubview(view)
        try window.adaptToScreenWidth(.fonts)
        #expect(abs(view.font.pointSize - 34.816) < 1e-9)
        #expect(view.font.textStyle == .body)
        #expect(view.lineHeight == 42)
        try window.adaptToScreenWidth(.fonts)
        #expect(abs(view.font.pointSize - 34.816) < 1e-9)
    }
}
