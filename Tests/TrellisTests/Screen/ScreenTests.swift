import Testing
import Trellis

@Suite("Screen and rotation")
struct ScreenTests {
    @Test("bounds are in points and swap in landscape; nativeBounds stay portrait pixels")
    func bounds() throws {
        let screen = Screen(device: try #require(Device.named("retina5_5")))
        #expect(screen.bounds == Rect(x: 0, y: 0, width: 414, height: 736))
        #expect(screen.nativeBounds == Rect(x: 0, y: 0, width: 1080, height: 1920))
        #expect(screen.scale == 3)
        screen.rotate(to: .landscapeLeft)
        #expect(screen.orientation == .landscapeLeft)
        #expect(screen.bounds == Rect(x: 0, y: 0, width: 736, height: 414))
        #expect(screen.nativeBounds == Rect(x: 0, y: 0, width: 1080, height: 1920))
    }

    @Test("seed 001: a window built from the screen bounds fills the screen")
    func windowFillsScreen() throws {
        let screen = Screen(device: try #require(Device.named("retina4_7")))
        let window = Window(screen: screen)
        #expect(window.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(window.window === window)
        #expect(screen.windows.count == 1 && screen.windows[0] === window)
    }

    @Test("rotating every device resizes its window to the swapped bounds and autoresizes a full-size subview",
          arguments: Device.all.map(\.id))
    func rotateEachDevice(_ id: String) throws {
        let device = try #require(Device.named(id))
        let screen = Screen(device: device)
        let window = Window(screen: screen)
        let content = View(frame: window.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(content)
        let w = device.portraitSize.width, h = device.portraitSize.height
        screen.rotate(to: .landscapeRight)
        let expected = device.family == .tv ? Rect(x: 0, y: 0, width: w, height: h) : Rect(x: 0, y: 0, width: h, height: w)
        #expect(window.frame == expected)
        #expect(content.frame == expected)
        #expect(screen.safeAreaInsets == device.safeAreaInsets(for: .landscapeRight))
        screen.rotate(to: .portrait)
        #expect(window.frame == Rect(x: 0, y: 0, width: w, height: h))
        #expect(content.frame == Rect(x: 0, y: 0, width: w, height: h))
    }

    @Test("rotation marks windows as needing layout; layoutSubviews runs on the next layoutIfNeeded")
    func rotationTriggersLayout() throws {
        let screen = Screen(device: try #require(Device.named("retina6_12")))
        let window = Window(screen: screen)
        var passes = 0
        window.layoutSubviewsHandler = { _ in passes += 1 }
        window.layoutIfNeeded()
        let before = passes
        screen.rotate(to: .landscapeLeft)
        #expect(window.needsLayout)
        #expect(passes == before)          // deferred, as in UIKit
        window.layoutIfNeeded()
        #expect(passes == before + 1)
        screen.rotate(to: .landscapeLeft)  // same orientation: nothing changes
        window.layoutIfNeeded()
        #expect(passes == before + 1)
    }

    @Test("landscapeLeft → landscapeRight keeps the size but still requests layout")
    func landscapeToLandscape() throws {
        let screen = Screen(device: try #require(Device.named("retina5_9")), orientation: .landscapeLeft)
        let window = Window(screen: screen)
        #expect(window.frame == Rect(x: 0, y: 0, width: 812, height: 375))
        window.layoutIfNeeded()
        screen.rotate(to: .landscapeRight)
        #expect(window.frame == Rect(x: 0, y: 0, width: 812, height: 375))
        // An interface orientation change is one of UIKit's documented layout triggers (seed 003), even when
        // the bounds size stays the same.
        #expect(window.needsLayout)
    }

    @Test("a released window is no longer listed by its screen")
    func weakWindows() throws {
        let screen = Screen(device: try #require(Device.named("retina4_0")))
        do {
            _ = Window(screen: screen)
        }
        #expect(screen.windows.isEmpty)
    }
}
