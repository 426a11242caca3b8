import Foundation
import Trellis
import TrellisInterfaceBuilder

/// The JSON of a layout (`layout --format json`, `vfl --format json`): the device, every view's
/// frame, the diagnostics.
struct LayoutJSON: Codable, Equatable {
    var device: DeviceJSON
    var views: [ViewFrame]
    var diagnostics: [DiagnosticJSON]

    init(_ layout: IBLayout) {
        device = DeviceJSON(layout.device, layout.orientation)
        views = ViewFrame.all(in: layout)
        diagnostics = layout.diagnostics.map(DiagnosticJSON.init)
    }
}

extension LayoutJSON {
    /// The text `OutputFormat<LayoutJSON>.json` writes for `layout` (``write(_:viewsPerChunk:to:)``'s pieces joined).
    static func text(_ layout: IBLayout) throws -> String {
        var text = ""
        try write(layout) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// Hands `emit` the text `OutputFormat<LayoutJSON>.json` writes for `layout` (one
    /// `JSONEncoder` pass, keys sorted, one item a line) in pieces: the views are encoded
    /// `viewsPerChunk` at a time, each chunk made from the layout's entries when it is encoded,
    /// and the text of a chunk is handed on before the next is made. The encoder's tree of values
    /// for all the views of a 100,000-view document took more memory than the views themselves,
    /// and the whole text (16 MB) was a peak of its own. The envelope (device, diagnostics) and
    /// each chunk go through `JSONEncoder`; a chunk's array is spliced in as the `views` key,
    /// which sorts last, one level deeper.
    static func write(_ layout: IBLayout, viewsPerChunk: Int = 1000, to emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        let encoder = JSONEncoder.trellis
        let entries = layout.entries
        guard entries.count > viewsPerChunk else {
            try (try encoder.encode(LayoutJSON(layout)) + "\n".utf8).withUnsafeBytes(emit)
            return
        }
        struct Envelope: Encodable { var device: DeviceJSON; var diagnostics: [DiagnosticJSON] }
        var envelope = try encoder.encode(Envelope(device: DeviceJSON(layout.device, layout.orientation),
                                                   diagnostics: layout.diagnostics.map(DiagnosticJSON.init)))
        // `{ … \n}` → `{ …,\n  "views" : [\n` + the chunks + `\n  ]\n}`.
        guard envelope.suffix(2).elementsEqual("\n}".utf8) else { throw CommandFailure("JSONEncoder wrote an object that does not end with a line '}'") }
        envelope.removeLast(2)
        try (envelope + ",\n  \"views\" : [\n".utf8).withUnsafeBytes(emit)
        var lines: [UInt8] = []
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        for start in stride(from: 0, to: entries.count, by: viewsPerChunk) {
            let chunk = try encoder.encode(entries[start..<min(start + viewsPerChunk, entries.count)].map { ViewFrame($0, scale: layout.device.scale) })
            // `[\n  {…},\n  {…}\n]`: the lines between the brackets, two spaces deeper.
            lines.removeAll(keepingCapacity: true)
            if start > 0 { lines += ",\n".utf8 }
            lines.append(space); lines.append(space)
            chunk.withUnsafeBytes { (chunk: UnsafeRawBufferPointer) in
                var lineStart = 2
                for i in 2..<chunk.count - 2 where chunk[i] == newline {
                    lines += chunk[lineStart...i]
                    lines.append(space); lines.append(space)
                    lineStart = i + 1
                }
                lines += chunk[lineStart..<chunk.count - 2]
            }
            try lines.withUnsafeBytes(emit)
        }
        try Array("\n  ]\n}\n".utf8).withUnsafeBytes(emit)
    }
}

/// A device and orientation: `{"height": 667, "id": "retina4_7", "name": "iPhone 8", "orientation": "portrait", "scale": 2, "width": 375}`.
struct DeviceJSON: Codable, Equatable {
    var id: String
    var name: String
    var orientation: String
    var width: Double
    var height: Double
    var scale: Double

    init(_ d: Device, _ o: Orientation) {
        let size = d.size(for: o)
        id = d.id; name = d.name; orientation = Report.orientationName(o)
        width = size.width; height = size.height; scale = d.scale
    }
}

/// One view: its document id, element name, superview id (absent for a root) and frame in the
/// superview's coordinates on the screen's pixel grid (at 3× to the hundredth: 110.67). The frame's
/// four numbers are keys of their own so that, keys sorted and one a line, a changed number in a
/// diff is a line next to its view's id.
struct ViewFrame: Codable, Equatable {
    var id: String
    var `class`: String
    var superview: String?
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    /// `[x, y, width, height]`.
    var frame: [Double] { [x, y, width, height] }

    static func all(in layout: IBLayout) -> [ViewFrame] {
        layout.entries.map { ViewFrame($0, scale: layout.device.scale) }
    }

    /// The synthesized encoding, except that a whole number goes to the encoder as an `Int`: the
    /// same text (`JSONEncoder` writes a whole `Double` without its `.0`), without the `Double`
    /// path's formatting and trimming, a tenth of the JSON's time on a 100,000-view document.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(`class`, forKey: .class)
        try container.encodeIfPresent(superview, forKey: .superview)
        func encode(_ value: Double, forKey key: CodingKeys) throws {
            // Below 10^15 a whole Double's description is its digits and ".0"; -0 is written "-0".
            if let whole = Int(exactly: value), abs(value) < 1e15, value.sign == .plus || value != 0 {
                try container.encode(whole, forKey: key)
            } else {
                try container.encode(value, forKey: key)
            }
        }
        try encode(x, forKey: .x)
        try encode(y, forKey: .y)
        try encode(width, forKey: .width)
        try encode(height, forKey: .height)
    }
}

extension ViewFrame {
    /// The view of an entry, its frame on the pixel grid of a screen of that scale.
    init(_ entry: IBLayout.Entry, scale: Double) {
        let f = entry.view.frame
        self.init(id: entry.id, class: entry.elementName, superview: entry.superviewID,
                  x: Report.pixelValue(f.origin.x, scale: scale), y: Report.pixelValue(f.origin.y, scale: scale),
                  width: Report.pixelValue(f.size.width, scale: scale), height: Report.pixelValue(f.size.height, scale: scale))
    }
}

/// `{"ids": [...], "kind": "ambiguous", "message": "...", "severity": "warning"}`.
struct DiagnosticJSON: Codable, Equatable {
    var severity: String
    var kind: String
    var message: String
    var ids: [String]

    init(_ d: Diagnostic) {
        severity = d.severity.rawValue; kind = d.kind; message = d.message; ids = d.ids
    }
}
