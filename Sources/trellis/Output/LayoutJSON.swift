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
    /// The text `OutputFormat<LayoutJSON>.json` writes (one `JSONEncoder` pass, keys sorted, one
    /// item a line), made with the views encoded `viewsPerChunk` at a time: the encoder's tree of
    /// values for a 100,000-view document took more memory than the views themselves. The
    /// envelope (device, diagnostics) and each chunk go through `JSONEncoder`; a chunk's array is
    /// spliced in as the `views` key, which sorts last, one level deeper.
    func text(viewsPerChunk: Int = 1000) throws -> String {
        let encoder = JSONEncoder.trellis
        guard views.count > viewsPerChunk else { return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n" }
        struct Envelope: Encodable { var device: DeviceJSON; var diagnostics: [DiagnosticJSON] }
        var bytes = [UInt8](try encoder.encode(Envelope(device: device, diagnostics: diagnostics)))
        // `{ … \n}` → `{ …,\n  "views" : [\n` + the chunks + `\n  ]\n}`.
        guard bytes.suffix(2).elementsEqual("\n}".utf8) else { throw CommandFailure("JSONEncoder wrote an object that does not end with a line '}'") }
        bytes.removeLast(2)
        bytes += ",\n  \"views\" : [\n".utf8
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        for start in stride(from: 0, to: views.count, by: viewsPerChunk) {
            // `[\n  {…},\n  {…}\n]`: the lines between the brackets, two spaces deeper.
            let chunk = try encoder.encode(Array(views[start..<min(start + viewsPerChunk, views.count)]))
            if start > 0 { bytes += ",\n".utf8 }
            bytes.append(space); bytes.append(space)
            chunk.withUnsafeBytes { (chunk: UnsafeRawBufferPointer) in
                for byte in chunk[2..<chunk.count - 2] {
                    bytes.append(byte)
                    if byte == newline { bytes.append(space); bytes.append(space) }
                }
            }
        }
        bytes += "\n  ]\n}\n".utf8
        return String(decoding: bytes, as: UTF8.self)
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
        layout.entries.map { e in
            let f = e.view.frame, s = layout.device.scale
            return ViewFrame(id: e.id, class: e.elementName, superview: e.superviewID,
                             x: Report.pixelValue(f.origin.x, scale: s), y: Report.pixelValue(f.origin.y, scale: s),
                             width: Report.pixelValue(f.size.width, scale: s), height: Report.pixelValue(f.size.height, scale: s))
        }
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
