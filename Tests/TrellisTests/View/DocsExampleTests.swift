import Testing
import Trellis

/// The example at the top of docs/views.md, kept honest.
@Suite("docs/views.md example")
struct DocsExampleTests {
    @Test("header and badge on an iPhone 8 turned to landscape")
    func example() throws {
        let screen = Screen(device: try #require(Device.named("iPhone 8")))
        let window = Window(screen: screen)
        let header = View(frame: Rect(x: 0, y: 0, width: 375, height: 64))
        header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let badge = View(frame: Rect(x: 315, y: 12, width: 48, height: 40))
        badge.autoresizingMask = .flexibleLeftMargin
        window.addSubview(header)
        header.addSubview(badge)
        screen.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(window.frame == Rect(x: 0, y: 0, width: 667, height: 375))
        // Header: only the width and the bottom margin are flexible; Δx = +292 all to the width,
        // Δy = −292 all to the bottom margin (height and top fixed).
        #expect(header.frame == Rect(x: 0, y: 0, width: 667, height: 64))
        // Badge: only the left margin is flexible: 315 + 292 = 607, still 12 from the right edge.
        #expect(badge.frame == Rect(x: 607, y: 12, width: 48, height: 40))
    }
}
