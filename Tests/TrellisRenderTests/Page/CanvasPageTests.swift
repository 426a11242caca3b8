import Testing
import Trellis
import TrellisRender

/// The interactive page: one figure per device, orientation and appearance, pickers for each,
/// and the inspector script; nothing loaded from elsewhere.
@Suite struct CanvasPageTests {
    @Test func oneFigurePerPictureWithPickers() {
        var page = CanvasPage(title: "AspectFit <demo>")
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var renderer = SVGRenderer()
        renderer.showsDetails = true
        for device in ["iPhone 8", "iPhone 15"] {
            for style in UserInterfaceStyle.allCases {
                page.pictures.append(.init(device: device, orientation: "portrait", appearance: style, svg: renderer.render(root)))
            }
        }
        page.selectedDevice = "iPhone 15"
        let html = page.html
        #expect(html.contains("<title>AspectFit &lt;demo&gt;</title>"))
        #expect(html.components(separatedBy: "<figure ").count - 1 == 4)
        #expect(html.contains("<figure data-device=\"iPhone 15\" data-orientation=\"portrait\" data-appearance=\"dark\">"))
        #expect(html.contains("<select id=\"device\"><option>iPhone 8</option><option selected>iPhone 15</option></select>"))
        #expect(html.contains("<select id=\"second\"><option value=\"\">—</option><option>iPhone 8</option><option>iPhone 15</option></select>"))
        #expect(html.contains("id=\"second\""))   // side by side
        // The hover inspector reads each view's <title>: id, class, frame.
        #expect(html.contains("<title>(no id) — View\nframe "))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
    }

    /// The Dynamic Type slider: a range over the page's content sizes starting at large; each
    /// figure says which sizes it shows (several when it is the same at each).
    @Test func contentSizeSlider() {
        var page = CanvasPage(title: "t")
        page.contentSizes = ["small", "large", "accessibilityLarge"]
        page.pictures = [.init(device: "iPhone 8", orientation: "portrait", appearance: .light, svg: "<svg/>", contentSizes: ["small", "large"]),
                         .init(device: "iPhone 8", orientation: "portrait", appearance: .light, svg: "<svg/>", contentSizes: ["accessibilityLarge"])]
        let html = page.html
        #expect(html.contains("<label>Text size <input type=\"range\" id=\"contentSize\" min=\"0\" max=\"2\" step=\"1\" value=\"1\"> <output id=\"contentSizeName\">large</output></label>"))
        #expect(html.contains("data-appearance=\"light\" data-content-sizes=\"small large\">"))
        #expect(html.contains("data-appearance=\"light\" data-content-sizes=\"accessibilityLarge\">"))
        #expect(html.contains("const sizes = [\"small\",\"large\",\"accessibilityLarge\"];"))
        // One size or none: no slider.
        page.contentSizes = ["large"]
        #expect(!page.html.contains("id=\"contentSize\""))
    }
}
