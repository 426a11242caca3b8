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
        #expect(abs(screen.nativeScale - 1080.0 / 414) < 1e-12)
        screen.rotate(to: .landscapeLeft)
        #expect(screen.orientation == .landscapeLeft)
        #expect(screen.bounds == Rect(x: 0, y: 0, width: 736, height: 414))
        #expect(screen.nativeBounds == Rect(x: 0, y: 0, width: 1080, height: 1920))
    }

    @Test("a window fills its screen and is its own window")
    func windowFillsScreen() throws {
        let screen = Screen(device: try #require(Device.named("retina4_7")))
        let window = Window(screen: screen)
        #expect(window.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(window.window === window)
        #expect(window.screen === screen)
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
        for orientation in [Orientation.landscapeRight, .landscapeLeft] {
            screen.rotate(to: orientation)
            #expect(window.frame == Rect(x: 0, y: 0, width: h, height: w))
            #expect(content.frame == Rect(x: 0, y: 0, width: h, height: w))
            #expect(screen.safeAreaInsets == device.safeAreaInsets(for: orientation))
        }
        screen.rotate(to: .portrait)
        #expect(window.frame == Rect(x: 0, y: 0, width: w, height: h))
        #expect(content.frame == Rect(x: 0, y: 0, width: w, height: h))
    }

    @Test("rotation schedules layout; layoutSubviews runs on the next layoutIfNeeded, once")
    func rotationTriggersLayout() throws {
        let screen = Screen(device: try #require(Device.named("retina6_12")))
        let window = Window(screen: screen)
        window.layoutIfNeeded()
        let before = window.layoutSubviewsCount
        screen.rotate(to: .landscapeLeft)
        #expect(window.needsLayout)
        #expect(window.layoutSubviewsCount == before)          // deferred, as in UIKit
        window.layoutIfNeeded()
        #expect(window.layoutSubviewsCount == before + 1)
        window.layoutIfNeeded()
        #expect(window.layoutSubviewsCount == before + 1)
    }

    @Test("landscapeLeft → landscapeRight keeps the size, so subviews are not resized")
    func landscapeToLandscape() throws {
        let screen = Screen(device: try #require(Device.named("retina5_9")), orientation: .landscapeLeft)
        let window = Window(screen: screen)
        let bar = View(frame: Rect(x: 0, y: 0, width: 812, height: 44))
        bar.autoresizingMask = .flexibleWidth
        window.addSubview(bar)
        #expect(window.frame == Rect(x: 0, y: 0, width: 812, height: 375))
        screen.rotate(to: .landscapeRight)
        #expect(window.frame == Rect(x: 0, y: 0, width: 812, height: 375))
        #expect(bar.frame == Rect(x: 0, y: 0, width: 812, height: 44))
    }
}
