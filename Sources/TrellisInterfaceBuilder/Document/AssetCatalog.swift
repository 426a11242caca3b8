import Foundation
import Trellis

/// The named colours of an Xcode asset catalog (a `*.xcassets` folder; each colour a
/// `Name.colorset` folder holding a `Contents.json`), with their dark-appearance values.
///
/// A storyboard or xib stores a named colour's value only as Xcode last resolved it, in the
/// light appearance (`<namedColor name="Brand"><color red=… /></namedColor>` in `<resources>`);
/// its dark value lives only in the catalog. ``IBDocument/init(contentsOf:)`` reads the catalogs
/// near the document (``catalogs(near:)``) so that its named colours are dynamic, as they are in
/// the app.
///
/// What is read, after Apple's Asset Catalog Format Reference ("Named Color Type"): the
/// `colors` entries of the `universal` or `iphone` idiom; the entry without `appearances` (or
/// with luminosity `light`) is the light value, the one with luminosity `dark` the dark value
/// (high-contrast entries are skipped); `components` `red`/`green`/`blue` or `white`, and
/// `alpha`, each a number from 0 to 1 or as Xcode writes them, a string — `"0.500"`, an 8-bit
/// `"128"` or `"0x80"`; a `reference` to a system colour (`"systemBlueColor"`). A folder whose
/// `Contents.json` says `provides-namespace` prefixes its colours' names (`Folder/Name`).
/// Display P3 components are taken as sRGB.
///
/// ```swift
/// let catalog = AssetCatalog(contentsOf: "App/Assets.xcassets")
/// catalog.colors["Brand"]?.dark      // the value Xcode shows under Appearances ▸ Dark
/// catalog.problems                   // colour sets that could not be read, each with its path
/// ```
public struct AssetCatalog: Sendable {
    /// The catalog's colours by name (namespaced names as `Folder/Name`).
    public private(set) var colors: [String: Color] = [:]
    /// What could not be read, one message each naming the file (a colour set's `Contents.json`
    /// that is not JSON, or holds no colour Trellis understands).
    public private(set) var problems: [String] = []

    /// Reads every colour set under the catalog folder at `path`; a missing or unreadable folder
    /// gives no colours and one problem.
    public init(contentsOf path: String) {
        let files = FileManager.default
        guard let entries = files.enumerator(atPath: path) else {
            problems.append("\(path): not a readable asset catalog folder")
            return
        }
        var namespaces: [String: Bool] = [:]
        func providesNamespace(_ folder: String) -> Bool {
            if let known = namespaces[folder] { return known }
            let contents = try? JSONDecoder().decode(Contents.self, from: Data(contentsOf: URL(fileURLWithPath: "\(path)/\(folder)/Contents.json")))
            let answer = contents?.properties?.providesNamespace ?? false
            namespaces[folder] = answer
            return answer
        }
        for case let relative as String in entries where relative.hasSuffix(".colorset") {
            let folders = relative.split(separator: "/").map(String.init)
            let name = String(folders.last!.dropLast(".colorset".count))
            let prefix = folders.dropLast().indices.filter { providesNamespace(folders[...$0].joined(separator: "/")) }.map { folders[$0] }
            let file = "\(path)/\(relative)/Contents.json"
            do {
                let contents = try JSONDecoder().decode(Contents.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
                guard let color = contents.color else {
                    problems.append("\(file): no light colour for the iPhone Trellis can read; the document's stored value is used")
                    continue
                }
                colors[(prefix + [name]).joined(separator: "/")] = color
            } catch {
                problems.append("\(file): cannot be read as a colour set (\(error)); the document's stored value is used")
            }
        }
    }

    /// The asset catalogs an app's storyboard or xib at `documentPath` can use: every `*.xcassets`
    /// folder in the document's folder and in the two folders above it (`App/Base.lproj/Main.storyboard`
    /// finds `App/Assets.xcassets`), nearest first.
    public static func catalogs(near documentPath: String) -> [String] {
        var folder = URL(fileURLWithPath: documentPath).deletingLastPathComponent().standardized
        var found: [String] = []
        for _ in 0..<3 {
            found += catalogNames(in: folder.path).map { folder.appendingPathComponent($0).path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return found
    }

    /// The names in `folder` that end in `.xcassets`, sorted; none when it cannot be read.
    /// Listed with `readdir` and compared as bytes: `FileManager.contentsOfDirectory` makes a
    /// `String` of every entry, and a document in a crowded folder (/tmp, 19,000 entries) spent
    /// a third of a one-label layout there.
    static func catalogNames(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        let suffix = Array(".xcassets".utf8)
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { bytes -> String? in
                let length = strnlen(bytes.baseAddress!.assumingMemoryBound(to: CChar.self), bytes.count)
                guard length > suffix.count, bytes[(length - suffix.count)..<length].elementsEqual(suffix) else { return nil }
                return String(decoding: bytes[..<length], as: UTF8.self)
            }
            if let name { names.append(name) }
        }
        return names.sorted()
    }

    // MARK: - Contents.json

    private struct Contents: Decodable {
        struct Properties: Decodable {
            var providesNamespace: Bool?
            enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
        }
        struct Appearance: Decodable { var appearance: String; var value: String }
        struct Entry: Decodable { var idiom: String?; var appearances: [Appearance]?; var color: Value? }
        struct Value: Decodable {
            var components: [String: Component]?
            var reference: String?
        }
        /// A component as a JSON number (0–1) or as Xcode writes it, a string.
        struct Component: Decodable {
            var value: Double?
            init(from decoder: any Decoder) throws {
                let single = try decoder.singleValueContainer()
                if let number = try? single.decode(Double.self) { value = number; return }
                let text = try single.decode(String.self).trimmingCharacters(in: .whitespaces)
                if text.lowercased().hasPrefix("0x") { value = UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
                else if text.contains(".") { value = Double(text) }
                else { value = Double(text).map { $0 / 255 } }
            }
        }

        var colors: [Entry]?
        var properties: Properties?

        /// The light value, dynamic with the dark one when there is one; nil when no entry for the
        /// iPhone has a colour Trellis reads.
        var color: Color? {
            let phone = (colors ?? []).filter { ["universal", "iphone", nil].contains($0.idiom) }
            func luminosity(_ e: Entry) -> String? { e.appearances?.first { $0.appearance == "luminosity" }?.value }
            let plain = phone.filter { !($0.appearances ?? []).contains { $0.appearance == "contrast" } }
            let light = plain.first { luminosity($0) == "light" }.flatMap(Self.color) ?? plain.first { luminosity($0) == nil }.flatMap(Self.color)
            guard let light else { return nil }
            guard let dark = plain.first(where: { luminosity($0) == "dark" }).flatMap(Self.color) else { return light }
            return Color(light: light, dark: dark)
        }

        private static func color(_ entry: Entry) -> Color? {
            guard let value = entry.color else { return nil }
            if let reference = value.reference { return SystemColors.byName[reference] }
            guard let c = value.components else { return nil }
            let alpha = c["alpha"].map { $0.value } ?? 1
            guard let alpha else { return nil }
            if let r = c["red"]?.value, let g = c["green"]?.value, let b = c["blue"]?.value {
                return Color(red: r, green: g, blue: b, alpha: alpha)
            }
            return c["white"]?.value.map { Color(white: $0, alpha: alpha) }
        }
    }
}
