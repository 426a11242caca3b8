import Trellis

/// One self-contained HTML page showing pictures side by side, each with a caption — a document
/// on every device in both orientations.
public struct GalleryPage {
    public struct Item {
        public let caption: String
        public let svg: String
        public init(caption: String, svg: String) { self.caption = caption; self.svg = svg }
    }

    public let title: String
    public var items: [Item] = []

    public init(title: String) { self.title = title }

    public mutating func add(caption: String, root: View, renderer: SVGRenderer = SVGRenderer(scale: 0.5)) {
        items.append(Item(caption: caption, svg: renderer.render(root)))
    }

    /// The page: inline SVGs in a wrapping row, no external resources.
    public var html: String {
        var out = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>body{font-family:Helvetica,Arial,sans-serif;background:#eee;margin:16px}
            .grid{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
            figure{margin:0;background:#fff;padding:8px;box-shadow:0 1px 3px #999}
            figcaption{font-size:12px;margin-top:4px}</style></head>
            <body><h1>\(escape(title))</h1><div class="grid">

            """
        for item in items {
            out += "<figure>\(item.svg)<figcaption>\(escape(item.caption))</figcaption></figure>\n"
        }
        out += "</div></body></html>\n"
        return out
    }
}
