import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// The gallery page: one self-contained HTML document with every picture inline and captioned.
@Suite struct GalleryPageTests {
    @Test func inlineSVGsWithCaptions() {
        var page = GalleryPage(title: "AspectFit <demo>")
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.accessibilityIdentifier = "root"
        page.add(caption: "iPhone 4s (retina3_5) portrait 320×480", root: root)
        page.add(caption: "iPhone 4s (retina3_5) landscape 480×320", root: root)
        let html = page.html
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>AspectFit &lt;demo&gt;</title>"))
        // The default renderer draws at half size: 320×480 points → 160×240 pixels.
        #expect(html.contains("<figure><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"160\" height=\"240\" viewBox=\"0 0 320 480\""))
        #expect(html.contains("<figcaption>iPhone 4s (retina3_5) landscape 480×320</figcaption></figure>"))
        #expect(html.components(separatedBy: "<figure>").count == 3)
        // Self-contained: no external scripts, style sheets or images.
        #expect(!html.contains("src=") && !html.contains("href="))
    }
}
