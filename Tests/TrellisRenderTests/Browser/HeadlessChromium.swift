import Foundation
import Trellis

/// Opens SVG pictures in headless Chromium (Debian `chromium`) and reads back the pixels it drew:
/// each picture is drawn onto a canvas at one pixel per SVG unit and the requested regions'
/// RGBA bytes are written into the page, which `--dump-dom` prints.
struct HeadlessChromium {
    static let debianPackage = "chromium"

    static func locate() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }

    /// Pixels of one region: RGBA rows, top to bottom.
    struct Region {
        let rect: Rect
        let bytes: [Int]
        /// How many pixels satisfy a predicate on (red, green, blue).
        func count(where test: (Int, Int, Int) -> Bool) -> Int {
            stride(from: 0, to: bytes.count, by: 4).filter { test(bytes[$0], bytes[$0 + 1], bytes[$0 + 2]) }.count
        }
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Draws each SVG and returns its regions' pixels, one Chromium run for all.
    func regions(of pictures: [(svg: String, regions: [Rect])]) throws -> [[Region]] {
        guard let browser = HeadlessChromium.locate() else { throw Failure(description: "Chromium not found (Debian package chromium)") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var script = "const pictures = [\n"
        for p in pictures {
            let regions = p.regions.map { "[\(Int($0.minX)),\(Int($0.minY)),\(Int($0.width)),\(Int($0.height))]" }.joined(separator: ",")
            script += "['data:image/svg+xml;base64,\(Data(p.svg.utf8).base64EncodedString())', [\(regions)]],\n"
        }
        script += """
            ];
            const out = document.getElementById('out');
            Promise.all(pictures.map(([src, regions]) => new Promise((done, fail) => {
              const img = new Image();
              img.onload = () => {
                const c = document.createElement('canvas');
                c.width = img.naturalWidth; c.height = img.naturalHeight;
                const ctx = c.getContext('2d');
                ctx.drawImage(img, 0, 0);
                done(regions.map(([x, y, w, h]) => Array.from(ctx.getImageData(x, y, w, h).data)));
              };
              img.onerror = () => fail('picture did not load');
              img.src = src;
            }))).then(r => { out.textContent = JSON.stringify(r); }, e => { out.textContent = 'ERROR ' + e; });
            """
        let page = folder.appendingPathComponent("pixels.html")
        try Data("<!DOCTYPE html><html><body><pre id=\"out\">pending</pre><script>\(script)</script></body></html>".utf8).write(to: page)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(folder.path)/profile",
                             "--virtual-time-budget=10000", "--dump-dom", page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw Failure(description: "Chromium printed no result (status \(process.terminationStatus))")
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
        guard let json = try? JSONDecoder().decode([[[Int]]].self, from: Data(text.utf8)) else {
            throw Failure(description: "Chromium's result is not pixels: \(text.prefix(200))")
        }
        return zip(pictures, json).map { picture, regions in zip(picture.regions, regions).map { Region(rect: $0, bytes: $1) } }
    }

    /// The DOM of an HTML page after its scripts ran (`--dump-dom`, 5 s of virtual time).
    func dom(ofPage html: String) throws -> String {
        guard let browser = HeadlessChromium.locate() else { throw Failure(description: "Chromium not found (Debian package chromium)") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: page)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(folder.path)/profile",
                             "--virtual-time-budget=5000", "--dump-dom", page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return dom
    }
}
