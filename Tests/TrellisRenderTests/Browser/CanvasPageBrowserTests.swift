import Foundation
import Testing
import Trellis
import TrellisRender

/// The canvas page in a browser: its script inflates the pictures and draws the chosen one.
@Suite(.enabled(if: HeadlessChromium.locate() != nil, "needs headless Chromium: install the Debian package chromium"))
struct CanvasPageBrowserTests {
    /// Two devices' pictures; the page opens on the selected one (the second), drawn in the
    /// first slot with its clip path's id prefixed for that slot, captioned with its device.
    @Test func pageDrawsTheSelectedPicture() throws {
        var page = CanvasPage(title: "t")
        var renderer = SVGRenderer()
        renderer.showsDetails = true
        for (device, width) in [("Small", 100.0), ("Big", 240.0)] {
            let root = View(frame: Rect(x: 0, y: 0, width: width, height: 50))
            let clip = View(frame: Rect(x: 5, y: 5, width: 20, height: 20))
            clip.accessibilityIdentifier = "clipper"
            clip.clipsToBounds = true
            clip.addSubview(View(frame: Rect(x: 0, y: 0, width: 40, height: 40)))
            root.addSubview(clip)
            page.pictures.append(.init(device: device, orientation: "portrait", appearance: .light, svg: renderer.render(root)))
        }
        page.selectedDevice = "Big"
        let dom = try HeadlessChromium().dom(ofPage: try page.html())
        let first = dom.components(separatedBy: "<figure id=\"picture0\"").dropFirst().first ?? ""
        #expect(first.hasPrefix(" class=\"shown\"><div><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"240\" height=\"50\""), "\(first.prefix(300))")
        #expect(first.contains("<clipPath id=\"p0-clip1\">") && first.contains("clip-path=\"url(#p0-clip1)\""))
        #expect(first.contains("<figcaption>Big, portrait, light</figcaption>"))
        // Nothing side by side until a second device is chosen.
        #expect(dom.contains("<figure id=\"picture1\"><div></div><figcaption></figcaption></figure>"))
    }
}
