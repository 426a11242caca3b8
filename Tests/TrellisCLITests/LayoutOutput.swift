import Foundation

/// The JSON `trellis layout --format json` and `vfl --format json` print, read back with
/// `JSONDecoder` (the tests' own reading of the documented shape, not the tool's types); encodable
/// again to check the tool's text against one `JSONEncoder` pass.
struct LayoutOutput: Codable {
    struct Device: Codable, Equatable {
        var id: String, name: String, orientation: String
        var width: Double, height: Double, scale: Double
    }
    struct View: Codable {
        var id: String
        var `class`: String
        var superview: String?
        var x: Double, y: Double, width: Double, height: Double
    }
    struct Diagnostic: Codable { var severity: String, kind: String, message: String, ids: [String] }

    var device: Device
    var views: [View]
    var diagnostics: [Diagnostic]

    /// `[x, y, width, height]` by view id.
    var frames: [String: [Double]] {
        Dictionary(uniqueKeysWithValues: views.map { ($0.id, [$0.x, $0.y, $0.width, $0.height]) })
    }

    static func decode(_ text: String) throws -> LayoutOutput {
        try JSONDecoder().decode(LayoutOutput.self, from: Data(text.utf8))
    }
}
