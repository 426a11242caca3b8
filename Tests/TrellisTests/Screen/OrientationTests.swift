import Testing
import Trellis

@Suite("Orientation, device suggestions and scale factors")
struct OrientationTests {
    @Test("Interface Builder's orientation names: \"landscape\" is landscapeRight; unknown names give nil")
    func names() {
        #expect(Orientation(name: "portrait") == .portrait)
        #expect(Orientation(name: "landscape") == .landscapeRight)
        #expect(Orientation(name: "LandscapeLeft") == .landscapeLeft)
        #expect(Orientation(name: "portraitUpsideDown") == .portraitUpsideDown)
        #expect(Orientation(name: "sideways") == nil)
        #expect(Orientation.allCases.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
    }

    @Test("similar(to:) suggests catalog entries whose id or name contains the text")
    func similar() {
        let ids = Device.similar(to: "iPhone 15").map(\.id)
        #expect(ids.contains("retina6_12") && ids.contains("retina6_72"))
        #expect(Device.similar(to: "").isEmpty)
        #expect(Device.similar(to: "zzz").isEmpty)
    }

    @Test("contentScaleFactor: the window's screen scale, else the superview's, else the value set (default 1)")
    func contentScale() throws {
        let window = Window(screen: Screen(device: try #require(Device.named("retina5_5"))))
        let inWindow = View()
        window.addSubview(inWindow)
        #expect(inWindow.contentScaleFactor == 3)
        let loose = View()
        #expect(loose.contentScaleFactor == 1)
        loose.contentScaleFactor = 2
        let child = View()
        loose.addSubview(child)
        #expect(child.contentScaleFactor == 2)
        loose.contentScaleFactor = -1                       // invalid: ignored
        #expect(loose.contentScaleFactor == 2)
    }

    @Test("upside-down portrait: iPads keep their insets, home-button iPhones have none")
    func upsideDown() throws {
        #expect(try #require(Device.named("ipad9_7")).safeAreaInsets(for: .portraitUpsideDown)
                == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(try #require(Device.named("retina4_7")).safeAreaInsets(for: .portraitUpsideDown) == .zero)
    }
}
