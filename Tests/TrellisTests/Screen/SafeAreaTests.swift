import Testing
import Trellis

/// Safe-area insets of a full-screen window. Verified values (docs/views.md lists the sources): iPhone X/XS
/// portrait 44/34 and landscape 44 each side, 21 bottom (its safe rectangles are 375×734 and 724×354);
/// 14 Pro 59/34 and 59/59/21; home-button iPhones 20 in portrait, none in landscape; iPads 20 top, rounded
/// iPads 24 top and 20 bottom.
@Suite("Safe-area insets")
struct SafeAreaTests {
    @Test("home-button iPhone: status bar 20 in portrait, nothing in landscape")
    func homeButtonPhone() throws {
        let d = try #require(Device.named("retina4_7"))
        #expect(d.safeAreaInsets(for: .portrait) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(d.safeAreaInsets(for: .landscapeLeft) == .zero)
        #expect(d.safeAreaInsets(for: .landscapeRight) == .zero)
    }

    @Test("iPhone X: 44 top / 34 bottom; landscape 44 each side, 21 bottom; safe rectangles 375×734 and 724×354")
    func iPhoneX() throws {
        let d = try #require(Device.named("iPhone X"))
        #expect(d.safeAreaInsets(for: .portrait) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(d.safeAreaInsets(for: .landscapeRight) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        let portrait = Rect(x: 0, y: 0, width: 375, height: 812).inset(by: d.safeAreaInsets(for: .portrait))
        let landscape = Rect(x: 0, y: 0, width: 812, height: 375).inset(by: d.safeAreaInsets(for: .landscapeLeft))
        #expect(portrait.size == Size(width: 375, height: 734))
        #expect(landscape.size == Size(width: 724, height: 354))
    }

    @Test("notch and Dynamic Island tops", arguments: [
        ("retina5_9", 44.0), ("retina6_5", 44), ("retina6_1", 48), ("retina5_4", 50),
        ("retina6_0", 47), ("retina6_7", 47), ("retina6_12", 59), ("retina6_72", 59),
    ])
    func notchedTops(_ id: String, _ top: Double) throws {
        let d = try #require(Device.named(id))
        #expect(d.safeAreaInsets(for: .portrait) == EdgeInsets(top: top, left: 0, bottom: 34, right: 0))
        #expect(d.safeAreaInsets(for: .landscapeLeft) == EdgeInsets(top: 0, left: top, bottom: 21, right: top))
        #expect(d.safeAreaInsets(for: .landscapeRight) == EdgeInsets(top: 0, left: top, bottom: 21, right: top))
    }

    @Test("iPads: 20 top with a home button, 24 top and 20 bottom with rounded corners, in every orientation")
    func pads() throws {
        let classic = try #require(Device.named("ipad9_7"))
        let rounded = try #require(Device.named("ipad11_0rounded"))
        for o in Orientation.allCases {
            #expect(classic.safeAreaInsets(for: o) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), "\(o)")
            #expect(rounded.safeAreaInsets(for: o) == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), "\(o)")
        }
    }

    @Test("a window's safe area is its screen's, and follows rotation")
    func windowFollowsScreen() throws {
        let screen = Screen(device: try #require(Device.named("retina6_12")))
        let window = Window(screen: screen)
        #expect(window.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        screen.rotate(to: .landscapeLeft)
        #expect(window.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }
}
