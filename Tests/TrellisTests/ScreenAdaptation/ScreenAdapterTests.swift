import Testing
@testable import Trellis

/// Seed 002's `AdaptW(value) = value × screenWidth / 375`.
struct ScreenAdapterTests {
    @Test func seedExample10At375Is20At750() throws {
        #expect(try ScreenAdapter(screenWidth: 750).adapted(10) == 20)
        #expect(try ScreenAdapter(screenWidth: 375).adapted(10) == 10)
        #expect(try ScreenAdapter(screenWidth: 750).factor == 2)
    }

    @Test func configurableReferenceWidth() throws {
        // Designed at 320: 16 points become 16 × 414 / 320 = 20.7.
        #expect(abs(try ScreenAdapter(screenWidth: 414, referenceWidth: 320).adapted(16) - 20.7) < 1e-12)
    }

    @Test func pixelRounding() throws {
        // 10 × 320 / 375 = 8.533: unrounded by default, 8.5 at 2×, 8.667 at 3×.
        #expect(abs(try ScreenAdapter(screenWidth: 320).adapted(10) - 8.5333333333) < 1e-9)
        #expect(try ScreenAdapter(screenWidth: 320, rounding: .pixel(scale: 2)).adapted(10) == 8.5)
        #expect(abs(try ScreenAdapter(screenWidth: 320, rounding: .pixel(scale: 3)).adapted(10) - 26.0 / 3) < 1e-12)
    }

    @Test func screenWidthFollowsOrientation() throws {
        let screen = Screen(device: Device.named("retina4_7")!)
        #expect(try ScreenAdapter(screen: screen).screenWidth == 375)
        screen.rotate(to: .landscapeRight)
        #expect(try ScreenAdapter(screen: screen).screenWidth == 667)
    }

    @Test func badWidthsAreTypedErrors() {
        #expect(throws: ScreenAdaptationError.invalidReferenceWidth(0)) { try ScreenAdapter(screenWidth: 375, referenceWidth: 0) }
        #expect(throws: ScreenAdaptationError.invalidScreenWidth(-1)) { try ScreenAdapter(screenWidth: -1) }
        #expect(throws: ScreenAdaptationError.invalidScreenWidth(.infinity)) { try ScreenAdapter(screenWidth: .infinity) }
        #expect(throws: ScreenAdaptationError.noScreen("View")) { try View().adaptToScreenWidth() }
    }

    @Test func viewAdaptedUsesItsWindowsScreen() {
        let window = Window(screen: Screen(device: Device.named("retina5_5")!))
        let v = View()
        window.addSubview(v)
        // 414 / 375 × 25 = 27.6.
        #expect(abs(v.adapted(25) - 27.6) < 1e-12)
        #expect(View().adapted(25) == 25)
    }
}
