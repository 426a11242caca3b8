import Foundation

extension HeadlessChromium {
    /// One picture compared with its golden: how many pixels differ, of how many, and the PNG
    /// Chromium drew (what `TRELLIS_RECORD_GOLDENS=1` writes as the new golden).
    struct Comparison {
        /// Pixels whose red, green, blue or alpha differs from the golden's by more than the
        /// tolerance; every pixel when the sizes differ or there is no golden.
        let differing: Int
        let total: Int
        let width: Int
        let height: Int
        let png: Data
    }

    /// Draws each SVG onto a canvas, one pixel per SVG unit (draw at a scale with
    /// `SVGRenderer(scale:)`), and compares it with its golden PNG (nil: none yet), one Chromium
    /// run for all. A channel may differ by `tolerance` (of 255) without the pixel counting.
    func compare(_ pictures: [(svg: String, golden: Data?)], tolerance: Int) throws -> [Comparison] {
        var script = "const pictures = [\n"
        for p in pictures {
            let golden = p.golden.map { "'data:image/png;base64,\($0.base64EncodedString())'" } ?? "null"
            script += "['data:image/svg+xml;base64,\(Data(p.svg.utf8).base64EncodedString())', \(golden)],\n"
        }
        script += """
            ];
            const load = src => new Promise((done, fail) => {
              if (src === null) { done(null); return; }
              const img = new Image();
              img.onload = () => {
                const c = document.createElement('canvas');
                c.width = img.naturalWidth; c.height = img.naturalHeight;
                c.getContext('2d').drawImage(img, 0, 0);
                done(c);
              };
              img.onerror = () => fail('picture did not load');
              img.src = src;
            });
            Promise.all(pictures.map(([svg, golden]) => Promise.all([load(svg), load(golden)]).then(([a, b]) => {
              const w = a.width, h = a.height, total = w * h;
              let differing = total;
              if (b !== null && b.width === w && b.height === h) {
                const x = a.getContext('2d').getImageData(0, 0, w, h).data, y = b.getContext('2d').getImageData(0, 0, w, h).data;
                differing = 0;
                for (let i = 0; i < x.length; i += 4) {
                  if (Math.abs(x[i] - y[i]) > \(tolerance) || Math.abs(x[i+1] - y[i+1]) > \(tolerance)
                      || Math.abs(x[i+2] - y[i+2]) > \(tolerance) || Math.abs(x[i+3] - y[i+3]) > \(tolerance)) { differing++; }
                }
              }
              return [differing, total, w, h, a.toDataURL('image/png').split(',')[1]];
            }))).then(r => { out.textContent = JSON.stringify(r); }, e => { out.textContent = 'ERROR ' + e; });
            """
        let text = try run(script: script)
        struct Row: Decodable {
            let values: (Int, Int, Int, Int, String)
            init(from decoder: any Decoder) throws {
                var c = try decoder.unkeyedContainer()
                values = (try c.decode(Int.self), try c.decode(Int.self), try c.decode(Int.self), try c.decode(Int.self), try c.decode(String.self))
            }
        }
        guard let rows = try? JSONDecoder().decode([Row].self, from: Data(text.utf8)), rows.count == pictures.count else {
            throw Failure(description: "Chromium's result is not a comparison: \(text.prefix(200))")
        }
        return try rows.map { row in
            guard let png = Data(base64Encoded: row.values.4) else { throw Failure(description: "Chromium's PNG is not base 64") }
            return Comparison(differing: row.values.0, total: row.values.1, width: row.values.2, height: row.values.3, png: png)
        }
    }

    /// Runs a script in a page holding `<pre id="out">` (the script's `out`) and returns what the
    /// script wrote there.
    private func run(script: String) throws -> String {
        let dom = try dom(ofPage: "<!DOCTYPE html><html><body><pre id=\"out\">pending</pre><script>const out = document.getElementById('out');\n\(script)</script></body></html>")
        guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw Failure(description: "Chromium printed no result")
        }
        return String(dom[start.upperBound..<end.lowerBound])
    }
}
