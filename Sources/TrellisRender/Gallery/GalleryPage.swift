/// One self-contained HTML page showing pictures side by side, each with a caption: the
/// all-devices gallery of `trellis layout --format html`.
///
/// The page embeds every picture as inline SVG and carries its own style sheet, so it needs
/// no other file and no network.
public struct GalleryPage: Sendable {
    /// One picture of the page.
    public struct Panel: Sendable {
        /// First caption line, e.g. `iPhone 8 (retina4_7)`.
        public var title: String
        /// Second caption line, e.g. `portrait 375 × 667 pt`.
        public var subtitle: String
        /// An `<svg>` element, inlined as is.
        public var svg: String

        public init(title: String, subtitle: String, svg: String) {
            self.title = title
            self.subtitle = subtitle
            self.svg = svg
        }
    }

    /// The page title and heading.
    public var title: String
    /// Lines printed under the heading (source file, scene, …).
    public var summary: [String]
    public var panels: [Panel]

    public init(title: String, summary: [String] = [], panels: [Panel]) {
        self.title = title
        self.summary = summary
        self.panels = panels
    }

    /// The complete HTML document.
    public var html: String {
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(xmlEscaped(title))</title>
        <style>
        body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 16px; background: #f4f4f6; color: #222; }
        h1 { font-size: 18px; margin: 0 0 4px 0; }
        p.summary { font-size: 12px; margin: 0 0 12px 0; color: #555; }
        .gallery { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 16px; }
        figure { margin: 0; padding: 8px; background: #fff; border: 1px solid #ccc; border-radius: 6px; }
        figcaption { font-size: 11px; line-height: 1.3; margin-top: 4px; }
        figcaption b { font-size: 12px; }
        svg { display: block; }
        </style>
        </head>
        <body>
        <h1>\(xmlEscaped(title))</h1>

        """
        for line in summary { out += "<p class=\"summary\">\(xmlEscaped(line))</p>\n" }
        out += "<div class=\"gallery\">\n"
        for panel in panels {
            out += "<figure>\n\(panel.svg)\n<figcaption><b>\(xmlEscaped(panel.title))</b><br>\(xmlEscaped(panel.subtitle))</figcaption>\n</figure>\n"
        }
        out += "</div>\n</body>\n</html>\n"
        return out
    }
}
