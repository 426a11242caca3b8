import Foundation
import Trellis

/// One self-contained HTML page to look at a document on every device: a device picker, an
/// orientation toggle, light and dark appearance, a Dynamic Type slider, a second device side by
/// side, and an inspector — hovering (or clicking) a view shows its identifier, class, frame and
/// the constraints that affect it. No external resources.
///
/// The page carries its pictures as data and draws the one asked for when it is asked for: each
/// picture's SVG is cut into pieces (a view's line, its inspector text), every distinct piece is
/// kept once (``CanvasPage/Payload``), a picture is the list of its pieces, and the whole is
/// deflated (zlib) and written in Base64. The page's script inflates it (the browser's
/// `DecompressionStream`) and puts the chosen picture's SVG together. A seven-row settings scene
/// on 27 devices × 2 orientations × 2 appearances × 12 text sizes is 1,296 pictures, 33 MB of SVG,
/// and a page of about 0.25 MB (docs/pictures.md).
///
/// ```swift
/// var page = CanvasPage(title: "Main.storyboard")
/// page.pictures.append(.init(device: "iPhone 8 (retina4_7)", orientation: "portrait", appearance: .light, svg: svg))
/// let html = try page.html()
/// ```
public struct CanvasPage {
    /// One picture: a device, orientation and appearance.
    public struct Picture: Equatable {
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

    /// What the page carries: the distinct pieces of all pictures' SVG, and each picture as runs
    /// of piece indices. JSON keys are short: the text is deflated, but it is read in the browser.
    struct Payload: Codable, Equatable {
        struct Entry: Codable, Equatable {
            /// Index in ``Payload/devices``.
            var d: Int
            /// Orientation, appearance, caption, content sizes.
            var o: String, a: String, c: String?, s: [String]
            /// Runs of piece indices: first, count, first, count…
            var p: [Int]
        }
        var devices: [String]
        var pieces: [String]
        var pictures: [Entry]
    }

    /// The payload of ``pictures``: each SVG cut after every line and around each `<title>`
    /// element (a view's inspector text, the same on every device), each distinct piece once.
    var payload: Payload {
        let devices = self.devices
        let deviceIndex = Dictionary(uniqueKeysWithValues: devices.enumerated().map { ($1, $0) })
        // Pieces compared as bytes: hashing bytes is cheaper than hashing strings (which hash
        // their Unicode canonical form).
        var pieces: [String] = [], index: [ArraySlice<UInt8>: Int] = [:]
        var entries: [Payload.Entry] = []
        entries.reserveCapacity(pictures.count)
        for picture in pictures {
            var runs: [Int] = []
            let bytes = Array(picture.svg.utf8)
            for range in CanvasPage.pieces(of: bytes) {
                let piece = bytes[range]
                let i: Int
                if let known = index[piece] { i = known } else {
                    i = pieces.count
                    pieces.append(String(decoding: piece, as: UTF8.self))
                    index[piece] = i
                }
                if runs.count >= 2, runs[runs.count - 2] + runs[runs.count - 1] == i { runs[runs.count - 1] += 1 } else { runs += [i, 1] }
            }
            entries.append(.init(d: deviceIndex[picture.device] ?? 0, o: picture.orientation, a: picture.appearance.rawValue,
                                 c: picture.caption, s: picture.contentSizes, p: runs))
        }
        return Payload(devices: devices, pieces: pieces, pictures: entries)
    }

    /// The byte ranges of an SVG's pieces: cut after each newline, before each `<title>` and after
    /// each `</title>`; together they are the whole SVG. (A cut falls on an ASCII byte, so each
    /// piece is whole UTF-8.)
    static func pieces(of svg: [UInt8]) -> [Range<Int>] {
        let open = Array("<title>".utf8), close = Array("</title>".utf8)
        func matches(_ word: [UInt8], at i: Int) -> Bool {
            i + word.count <= svg.count && svg[i..<i + word.count].elementsEqual(word)
        }
        var out: [Range<Int>] = []
        var start = 0, i = 0
        while i < svg.count {
            if svg[i] == UInt8(ascii: "\n") {
                out.append(start..<i + 1); start = i + 1; i += 1; continue
            }
            if svg[i] == UInt8(ascii: "<"), matches(open, at: i) {
                if start < i { out.append(start..<i) }
                var end = i + open.count
                while end < svg.count, !(svg[end] == UInt8(ascii: "<") && matches(close, at: end)) { end += 1 }
                end = min(svg.count, end + close.count)
                out.append(i..<end); start = end; i = end; continue
            }
            i += 1
        }
        if start < svg.count { out.append(start..<svg.count) }
        return out
    }

    /// The page. Throws ``PNGRasterizerError/missingLibrary(_:)`` when zlib cannot be loaded.
    public func html() throws(PNGRasterizerError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys   // the same page for the same pictures
        let json = (try? encoder.encode(payload)) ?? Data("{}".utf8)
        let zlib = try ZLib.shared.get()
        let deflated = try zlib.deflate(Array(json), level: 6)
        let options = devices.map { "<option\($0 == selectedDevice ? " selected" : "")>\(escape($0))</option>" }.joined()
        return """
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
            \(slider)</header><main><figure id="picture0"><div></div><figcaption></figcaption></figure><figure id="picture1"><div></div><figcaption></figcaption></figure></main>
            <div id="inspector"></div>
            <script type="application/octet-stream" id="pictures" data-length="\(json.count)">\(Data(deflated).base64EncodedString())</script>
            \(CanvasPage.script(sizes: contentSizes))
            </body></html>

            """
    }

    /// The page's script: inflates the pictures, shows the chosen ones, inspects views.
    static func script(sizes: [String]) -> String {
        """
        <script>
        const $ = id => document.getElementById(id);
        const sizes = \(jsonArray(sizes));
        let data = null;
        async function load() {
          const text = atob($('pictures').textContent);
          const bytes = new Uint8Array(text.length);
          for (let i = 0; i !== text.length; i++) bytes[i] = text.charCodeAt(i);
          const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
          data = JSON.parse(await new Response(stream).text());
        }
        function svgOf(p) {
          const parts = [];
          for (let r = 0; r !== p.p.length; r += 2) for (let k = 0; k !== p.p[r + 1]; k++) parts.push(data.pieces[p.p[r] + k]);
          return parts.join('');
        }
        function prefixIds(root, prefix) {
          for (const e of root.querySelectorAll('[id]')) e.id = prefix + e.id;
          for (const e of root.querySelectorAll('[clip-path],[fill]')) {
            for (const a of ['clip-path', 'fill']) {
              const v = e.getAttribute(a);
              if (v && v.startsWith('url(#')) e.setAttribute(a, 'url(#' + prefix + v.slice(5));
            }
          }
        }
        function show() {
          if (!data) return;
          const o = $('orientation').value, a = $('appearance').value, d = [$('device').value, $('second').value];
          const c = $('contentSize') ? sizes[$('contentSize').value] : null;
          if (c) $('contentSizeName').textContent = c;
          document.body.classList.toggle('dark', a === 'dark');
          d.forEach((device, k) => {
            const f = $('picture' + k);
            const p = data.pictures.find(p => data.devices[p.d] === device && p.o === o && p.a === a && (!c || p.s.length === 0 || p.s.includes(c)));
            f.classList.toggle('shown', !!p);
            f.firstChild.innerHTML = p ? svgOf(p) : '';
            f.lastChild.textContent = p ? device + ', ' + o + ', ' + a + (p.c ? ': ' + p.c : '') : '';
            prefixIds(f.firstChild, 'p' + k + '-');
          });
        }
        for (const id of ['device', 'orientation', 'appearance', 'second']) $(id).addEventListener('change', show);
        if ($('contentSize')) $('contentSize').addEventListener('input', show);
        let pinned = null;
        function inspect(g) {
          const box = $('inspector');
          if (!g) { box.style.display = 'none'; return; }
          const t = g.querySelector(':scope > title');
          const lines = (t ? t.textContent : g.dataset.id).split('\\n');
          if (g.dataset.frame) lines.splice(1, 0, 'frame ' + g.dataset.frame);
          box.textContent = lines.join('\\n');
          box.style.display = 'block';
        }
        document.addEventListener('mouseover', e => { if (!pinned) inspect(e.target.closest('g[data-id]')); });
        document.addEventListener('click', e => { pinned = e.target.closest('g[data-id]'); inspect(pinned); });
        load().then(show, e => { document.querySelector('main').textContent = 'This page needs a browser with DecompressionStream (Chrome 80, Firefox 113, Safari 16.4): ' + e; });
        </script>
        """
    }

    /// The pictures of a page this type wrote (``html()``), with their SVG put together as the
    /// page's script does; nil when `html` is not such a page.
    public static func pictures(inPage html: String) -> [Picture]? {
        guard let tag = html.range(of: "<script type=\"application/octet-stream\" id=\"pictures\" data-length=\""),
              let lengthEnd = html.range(of: "\">", range: tag.upperBound..<html.endIndex),
              let length = Int(html[tag.upperBound..<lengthEnd.lowerBound]),
              let end = html.range(of: "</script>", range: lengthEnd.upperBound..<html.endIndex),
              let bytes = Data(base64Encoded: String(html[lengthEnd.upperBound..<end.lowerBound])),
              let zlib = try? ZLib.shared.get(), let json = zlib.inflate(Array(bytes), length: length),
              let payload = try? JSONDecoder().decode(Payload.self, from: Data(json)) else { return nil }
        return payload.pictures.map { e in
            var svg = ""
            for r in stride(from: 0, to: e.p.count - 1, by: 2) { for k in 0..<e.p[r + 1] { svg += payload.pieces[e.p[r] + k] } }
            return Picture(device: payload.devices[e.d], orientation: e.o, appearance: UserInterfaceStyle(rawValue: e.a) ?? .light,
                           svg: svg, caption: e.c, contentSizes: e.s)
        }
    }

    /// The Dynamic Type slider (a range input over ``contentSizes``, starting at large), or nothing.
    var slider: String {
        guard contentSizes.count > 1 else { return "" }
        let start = contentSizes.firstIndex(of: "large") ?? 0
        return "<label>Text size <input type=\"range\" id=\"contentSize\" min=\"0\" max=\"\(contentSizes.count - 1)\" step=\"1\" value=\"\(start)\">"
            + " <output id=\"contentSizeName\">\(escape(contentSizes[start]))</output></label>"
    }
}

/// A JavaScript array of strings through `JSONEncoder`, with `<`, `>` and `&` written as
/// `\u003c`… so that no `</script>` or `<!--` can end or change the script element.
func jsonArray(_ items: [String]) -> String {
    let json = (try? JSONEncoder().encode(items)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    return json.replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
        .replacingOccurrences(of: "&", with: "\\u0026")
}
