import Testing
@testable import Trellis

/// Seed 002's first way, in code: Masonry constraints whose constants are wrapped in
/// `AdaptW(…)` — a title view `height = AdaptW(55)` pinned left/right/top, a page control
/// `height = AdaptW(8)` pinned left/right/bottom — here with `View.adapted(_:)`.
@MainActor
struct SeedAdaptWTests {
    func layout(device: String) -> (title: View, page: View) {
        let window = Window(screen: Screen(device: Device.named(device)!))
        let title = View(), page = View()
        for v in [title, page] { v.translatesAutoresizingMaskIntoConstraints = false; window.addSubview(v) }
        LayoutConstraint.activate([
            title.heightAnchor.constraint(equalToConstant: window.adapted(55)),
            title.leftAnchor.constraint(equalTo: window.leftAnchor), title.rightAnchor.constraint(equalTo: window.rightAnchor),
            title.topAnchor.constraint(equalTo: window.topAnchor),
            page.leftAnchor.constraint(equalTo: window.leftAnchor), page.rightAnchor.constraint(equalTo: window.rightAnchor),
            page.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            page.heightAnchor.constraint(equalToConstant: window.adapted(8))])
        window.layoutIfNeeded()
        return (title, page)
    }

    @Test func iPhoneSE() {
        // 320 × 568 at 2×: 55 × 320/375 = 46.93 → 47; 8 × 320/375 = 6.83 → top 561.17 → 561.
        let (title, page) = layout(device: "retina4_0")
        #expect(title.frame == Rect(x: 0, y: 0, width: 320, height: 47))
        #expect(page.frame == Rect(x: 0, y: 561, width: 320, height: 7))
    }

    @Test func iPhone8IsTheDesign() {
        let (title, page) = layout(device: "retina4_7")
        #expect(title.frame == Rect(x: 0, y: 0, width: 375, height: 55))
        #expect(page.frame == Rect(x: 0, y: 659, width: 375, height: 8))
    }

    @Test func iPhone8Plus() {
        // 414 × 736 at 3×: 55 × 1.104 = 60.72 → 182 px = 60.667; 8 × 1.104 = 8.832 → top
        // 727.168 → 2182 px = 727.333, height 26 px = 8.667.
        let (title, page) = layout(device: "retina5_5")
        #expect(abs(title.frame.height - 182.0 / 3) < 1e-9 && title.frame.width == 414)
        #expect(abs(page.frame.minY - 2182.0 / 3) < 1e-9 && abs(page.frame.height - 26.0 / 3) < 1e-9)
    }

    @Test func iPad() {
        // 768 × 1024 at 2×: 55 × 2.048 = 112.64 → 112.5; 8 × 2.048 = 16.38 → top 1007.62 → 1007.5.
        let (title, page) = layout(device: "ipad9_7")
        #expect(title.frame == Rect(x: 0, y: 0, width: 768, height: 112.5))
        #expect(page.frame == Rect(x: 0, y: 1007.5, width: 768, height: 16.5))
    }
}
