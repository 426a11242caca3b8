import Testing
import Trellis

/// Safe-area insets of a full-screen window. Verified values: iPhone X/XS portrait 44/34, landscape 44/44
/// sides and 21 bottom (375×812 → safe 375×734 portrait, 724×354 landscape); 14 Pro 59/34 and 59/59/21;
/// home-button iPhones 20 status bar in portrait and none in landscape; iPads 20 top, rounded iPads 24/20.
@Suite("Safe-area insets")
struct SafeAreaTests {
    @Test("home-button iPhone: status bar 20 in portrait, nothing in landscape")
    func homeButtonPhone() throws {
        let d = try #require(Device.named("retina4_7"))
        #expect(d.safeAreaInsets(for: .portrait) == EdgeInsets(top: 20))
        #expect(d.safeAreaInsets(for: .landscapeLeft) == .zero)
        #expect(d.safeAreaInsets(for: .landscapeRight) == .zero)
    }

    @Test("iPhone X: 44 top / 34 bottom; landscape 44 each side, 21 bottom")
    func iPhoneX() throws {
        let d = try #require(Device.named("iPhone X"))
        #expect(d.safeAreaInsets(for: .portrait) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(d.safeAreaInsets(for: .landscapeRight) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        // Safe rectangles quoted for the X: 375×734 portrait, 724×354 landscape.
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
    }

    @Test("iPads: 20 top with a home button, 24 top and 20 bottom with rounded corners, in both orientations")
    func pads() throws {
        let classic = try #require(Device.named("ipad9_7"))
        let rounded = try #require(Device.named("ipad11_0rounded"))
        for o in Orientation.allCases {
            #expect(classic.safeAreaInsets(for: o) == EdgeInsets(top: 20))
            #expect(rounded.safeAreaInsets(for: o) == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        }
    }

    @Test("upside-down portrait uses the portrait insets")
    func upsideDown() throws {
        let d = try #require(Device.named("retina4_0"))
        #expect(d.safeAreaInsets(for: .portraitUpsideDown) == d.safeAreaInsets(for: .portrait))
    }
}
