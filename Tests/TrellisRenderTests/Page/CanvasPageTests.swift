import Testing
import Trellis
import TrellisRender

/// The interactive page: pickers for device, orientation, appearance and text size, and its
/// pictures as deflated data the page's script draws on demand; nothing loaded from elsewhere.
@Suite struct CanvasPageTests {
    @Test func picturesAreCarriedAsDataAndReadBack() throws {
        var page = CanvasPage(title: "AspectFit <demo>")
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var renderer = SVGRenderer()
        renderer.showsDetails = true
        for device in ["iPhone 8", "iPhone 15"] {
            for style in UserInterfaceStyle.allCases {
                renderer.appearance = style
                page.pictures.append(.init(device: device, orientation: "portrait", appearance: style, svg: renderer.render(root)))
            }
        }
        page.selectedDevice = "iPhone 15"
        let html = try page.html()
        #expect(html.contains("<title>AspectFit &lt;demo&gt;</title>"))
        #expect(html.contains("<select id=\"device\"><option>iPhone 8</option><option selected>iPhone 15</option></select>"))
        #expect(html.contains("<select id=\"second\"><option value=\"\">—</option><option>iPhone 8</option><option>iPhone 15</option></select>"))
        // Two slots the script fills: the chosen device and the one beside it.
        #expect(html.contains("<figure id=\"picture0\">") && html.contains("<figure id=\"picture1\">"))
        #expect(!html.contains("<svg"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
        // The four pictures come back whole, in order; the inspector's text (id, class,
        // constraints) is each view's <title>, its frame the data-frame attribute.
        let read = try #require(CanvasPage.pictures(inPage: html))
        #expect(read == page.pictures)
        #expect(read[0].svg.contains("<title>(no id) — View</title>"))
        #expect(read[0].svg.contains("data-frame=\"(0, 0, 10, 10)\""))
    }

    /// A piece seen in one picture is not carried again for another: 200 copies of one picture
    /// cost little more than one.
    @Test func identicalPicturesShareTheirPieces() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        for i in 0..<50 {
            let v = View(frame: Rect(x: Double(i), y: Double(i), width: 10, height: 10))
            v.accessibilityIdentifier = "view\(i)"
            root.addSubview(v)
        }
        let svg = SVGRenderer().render(root)
        var one = CanvasPage(title: "t"), many = CanvasPage(title: "t")
        one.pictures = [.init(device: "d", orientation: "portrait", appearance: .light, svg: svg)]
        many.pictures = (0..<200).map { .init(device: "d\($0)", orientation: "portrait", appearance: .light, svg: svg) }
        let (small, large) = (try one.html().utf8.count, try many.html().utf8.count)
        // 200 × the SVG (about 8 KB) would be 1.6 MB; each further picture costs its device's
        // option (twice), its entry and a few bytes of deflated runs.
        #expect(svg.utf8.count > 5_000)
        #expect(large - small < 200 * 150, "\(small) → \(large)")
        #expect(try #require(CanvasPage.pictures(inPage: many.html())).allSatisfy { $0.svg == svg })
    }

    /// The Dynamic Type slider: a range over the page's content sizes starting at large; each
    /// picture says which sizes it shows (several when it is the same at each).
    @Test func contentSizeSlider() throws {
        var page = CanvasPage(title: "t")
        page.contentSizes = ["small", "large", "accessibilityLarge"]
        page.pictures = [.init(device: "iPhone 8", orientation: "portrait", appearance: .light, svg: "<svg/>", contentSizes: ["small", "large"]),
                         .init(device: "iPhone 8", orientation: "portrait", appearance: .light, svg: "<svg/>", contentSizes: ["accessibilityLarge"])]
        let html = try page.html()
        #expect(html.contains("<label>Text size <input type=\"range\" id=\"contentSize\" min=\"0\" max=\"2\" step=\"1\" value=\"1\"> <output id=\"contentSizeName\">large</output></label>"))
        #expect(try #require(CanvasPage.pictures(inPage: html)).map(\.contentSizes) == [["small", "large"], ["accessibilityLarge"]])
        #expect(html.contains("const sizes = [\"small\",\"large\",\"accessibilityLarge\"];"))
        // One size or none: no slider.
        page.contentSizes = ["large"]
        #expect(try !page.html().contains("id=\"contentSize\""))
    }
}
