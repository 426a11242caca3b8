import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Named colours from the app's asset catalog, with their dark values: a document stores a named
/// colour's light value only (`<namedColor>` in `<resources>`); the catalog next to it has both.
/// Contents.json as Xcode writes it (components as strings: floats "0.400", 8-bit hex "0x99" or
/// decimal "204"; `appearances` with luminosity `dark`), after Apple's Asset Catalog Format
/// Reference, "Named Color Type".
@Suite struct AssetCatalogTests {
    /// A project folder: App/Base.lproj/Card.xib (``AppearanceReadingTests/xib``: its button title
    /// and card border use the named colour Brand, stored as #0080ff) and App/Assets.xcassets.
    static func project() throws -> String {
        let dir = NSTemporaryDirectory() + "trellis-assets-\(UUID().uuidString)"
        let catalog = dir + "/App/Assets.xcassets"
        let files: [String: String] = [
            "App/Base.lproj/Card.xib": AppearanceReadingTests.xib,
            "App/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "App/Assets.xcassets/Brand.colorset/Contents.json": """
                {"colors":[
                  {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.600","green":"0.400","red":"0.200"}},"idiom":"universal"},
                  {"appearances":[{"appearance":"luminosity","value":"dark"}],
                   "color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0xFF","green":"204","red":"0x99"}},"idiom":"universal"},
                  {"appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}],
                   "color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.000","red":"0.000"}},"idiom":"universal"}
                ],"info":{"author":"xcode","version":1}}
                """,
            "App/Assets.xcassets/Palette/Contents.json": #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#,
            "App/Assets.xcassets/Palette/Accent.colorset/Contents.json": #"{"colors":[{"color":{"platform":"ios","reference":"systemRedColor"},"idiom":"universal"}]}"#,
            "App/Assets.xcassets/Broken.colorset/Contents.json": "{",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: "\(dir)/\(path)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        #expect(AssetCatalog.catalogs(near: dir + "/App/Base.lproj/Card.xib") == [URL(fileURLWithPath: catalog).standardized.path])
        return dir
    }

    @Test func aCatalogsColoursHaveTheirDarkValues() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let catalog = AssetCatalog(contentsOf: dir + "/App/Assets.xcassets")
        // Light (0.2, 0.4, 0.6); dark 0x99, 204, 0xFF of 255; the high-contrast variant is skipped.
        #expect(catalog.colors["Brand"]?.hexString == "#336699")
        #expect(catalog.colors["Brand"]?.resolved(for: .dark).hexString == "#99ccff")
        // A namespace folder prefixes its colours; a reference is a system colour, dark value and all.
        #expect(catalog.colors["Palette/Accent"] == .systemRed)
        #expect(catalog.colors.count == 2)
        #expect(catalog.problems.count == 1)
        #expect(catalog.problems.first?.hasPrefix(dir + "/App/Assets.xcassets/Broken.colorset/Contents.json: cannot be read as a colour set") == true)
    }

    @Test func aDocumentNextToACatalogTakesItsNamedColours() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let layout = try IBDocument(contentsOf: dir + "/App/Base.lproj/Card.xib").layout(scene: nil, device: nil, orientation: nil)
        // The catalog's Brand, not the document's stored #0080ff, in both appearances.
        let button = try #require(layout.views["btn"] as? Button)
        #expect(button.titleColor?.hexString == "#336699")
        #expect(button.titleColor?.resolved(for: .dark).hexString == "#99ccff")
        #expect(layout.views["card"]?.layer.borderColor?.resolved(for: .dark).hexString == "#99ccff")
        // The colour set that could not be read is reported, naming its file.
        #expect(layout.diagnostics.contains { $0.severity == .warning && $0.message.contains("Broken.colorset/Contents.json") })
        // Read from data, the document has no catalog: the stored light value.
        let alone = try IBDocument(data: Data(AppearanceReadingTests.xib.utf8)).layout(scene: nil, device: nil, orientation: nil)
        #expect((alone.views["btn"] as? Button)?.titleColor?.resolved(for: .dark).hexString == "#0080ff")
    }
}
