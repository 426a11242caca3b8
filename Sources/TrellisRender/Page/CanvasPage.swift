import Foundation
import Trellis

/// One self-contained HTML page to look at a document on every device: a device picker, an
/// orientation toggle, light and dark appearance, a second device side by side, and an
/// inspector — hovering (or clicking) a view shows its identifier, class, frame and the
/// constraints that affect it. No external resources: the pictures are inline SVG.
///
/// ```swift
/// var page = CanvasPage(title: "Main.storyboard")
/// page.pictures.append(.init(device: "iPhone 8 (retina4_7)", orientation: "portrait", appearance: .light, svg: svg))
/// let html = page.html
/// ```
public struct CanvasPage {
    /// One picture: a device, orientation and appearance.
    public struct Picture {
        public let device: String
        public let orientation: String
        public let appearance: UserInterfaceStyle
        public let svg: String
        /// A note after the device, orientation and appearance in the caption (a diff's summary).
        public let caption: String?
        /// The Dynamic Type content sizes (``ContentSizeCategory/name``) the picture shows: one, or
        /// several when the picture is the same at each. Empty: every size of the page.
        public var contentSizes: [String]
        public init(device: String, orientation: String, appearance: UserInterfaceStyle, svg: String, caption: String? = nil,
                    contentSizes: [String] = []) {
            self.device = device
            self.orientation = orientation
            self.appearance = appearance
            self.svg = svg
            self.caption = caption
            self.contentSizes = contentSizes
        }
    }

    public let title: String
    public var pictures: [Picture] = []
    /// The device shown first (the document's own); default the first picture's.
    public var selectedDevice: String?
    /// The content sizes the slider offers, smallest first (``ContentSizeCategory/name``); the
    /// slider starts at `large` (iOS's default) and is shown when there are two or more.
    public var contentSizes: [String] = []

    public init(title: String) { self.title = title }

    /// The devices in the order their first picture was added.
    var devices: [String] {
        var seen: Set<String> = [], order: [String] = []
        for p in pictures where seen.insert(p.device).inserted { order.append(p.device) }
        return order
    }

    public var html: String {
        let options = devices.map { "<option\($0 == selectedDevice ? " selected" : "")>\(escape($0))</option>" }.joined()
        var out = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>
            body{font-family:-apple-system,Inter,Helvetica,Arial,sans-serif;margin:0;background:#f2f2f7;color:#000}
            body.dark{background:#1c1c1e;color:#fff}
            header{display:flex;flex-wrap:wrap;gap:12px;align-items:center;padding:10px 16px;background:#fff;border-bottom:1px solid #c6c6c8}
            body.dark header{background:#2c2c2e;border-color:#38383a}
            h1{font-size:16px;margin:0 12px 0 0}
            main{display:flex;gap:24px;padding:16px;align-items:flex-start}
            figure{margin:0;display:none}figure.shown{display:block}
            figure svg{max-height:calc(100vh - 120px);width:auto;height:auto;max-width:45vw}
            figcaption{font-size:12px;margin-top:4px}
            #inspector{position:fixed;right:12px;bottom:12px;max-width:420px;white-space:pre-wrap;font:12px ui-monospace,monospace;
              background:rgba(255,255,255,.95);color:#000;border:1px solid #c6c6c8;border-radius:8px;padding:8px;display:none}
            g[data-id]:hover>rect:first-of-type{stroke:#007aff;stroke-width:2;stroke-opacity:1}
            </style></head>
            <body><header><h1>\(escape(title))</h1>
            <label>Device <select id="device">\(options)</select></label>
            <label>Orientation <select id="orientation"><option>portrait</option><option>landscape</option></select></label>
            <label>Appearance <select id="appearance"><option>light</option><option>dark</option></select></label>
            <label>Side by side with <select id="second"><option value="">—</option>\(options.replacingOccurrences(of: " selected", with: ""))</select></label>
            \(slider)</header><main>

            """
        for p in pictures {
            let sizes = p.contentSizes.isEmpty ? "" : " data-content-sizes=\"\(escape(p.contentSizes.joined(separator: " ")))\""
            out += "<figure data-device=\"\(escape(p.device))\" data-orientation=\"\(escape(p.orientation))\" data-appearance=\"\(p.appearance.rawValue)\"\(sizes)>"
                + p.svg + "<figcaption>\(escape(p.device)), \(escape(p.orientation)), \(p.appearance.rawValue)\(p.caption.map { ": " + escape($0) } ?? "")</figcaption></figure>\n"
        }
        out += """
            </main><div id="inspector"></div>
            <script>
            const $ = id => document.getElementById(id);
            const sizes = \(jsonArray(contentSizes));
            function show() {
              const o = $('orientation').value, a = $('appearance').value, d = [$('device').value, $('second').value];
              const c = $('contentSize') ? sizes[$('contentSize').value] : null;
              if (c) $('contentSizeName').textContent = c;
              document.body.classList.toggle('dark', a === 'dark');
              for (const f of document.querySelectorAll('figure')) {
                const i = d.indexOf(f.dataset.device);
                const sized = !c || !f.dataset.contentSizes || f.dataset.contentSizes.split(' ').includes(c);
                const shown = i >= 0 && f.dataset.orientation === o && f.dataset.appearance === a && sized;
                f.classList.toggle('shown', shown);
                f.style.order = i;
              }
            }
            for (const id of ['device', 'orientation', 'appearance', 'second']) $(id).addEventListener('change', show);
            if ($('contentSize')) $('contentSize').addEventListener('input', show);
            let pinned = null;
            function inspect(g) {
              const box = $('inspector');
              if (!g) { box.style.display = 'none'; return; }
              const t = g.querySelector(':scope > title');
              box.textContent = t ? t.textContent : g.dataset.id;
              box.style.display = 'block';
            }
            document.addEventListener('mouseover', e => { if (!pinned) inspect(e.target.closest('g[data-id]')); });
            document.addEventListener('click', e => { pinned = e.target.closest('g[data-id]'); inspect(pinned); });
            show();
            </script></body></html>

            """
        return out
    }

    /// The Dynamic Type slider (a range input over ``contentSizes``, starting at large), or nothing.
    var slider: String {
        guard contentSizes.count > 1 else { return "" }
        let start = contentSizes.firstIndex(of: "large") ?? 0
        return "<label>Text size <input type=\"range\" id=\"contentSize\" min=\"0\" max=\"\(contentSizes.count - 1)\" step=\"1\" value=\"\(start)\">"
            + " <output id=\"contentSizeName\">\(escape(contentSizes[start]))</output></label>"
    }
}

/// A JavaScript array of strings through `JSONEncoder` (which writes `/` as `\/`, so no `</script>`
/// can end the script element).
func jsonArray(_ items: [String]) -> String {
    (try? JSONEncoder().encode(items)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
}
