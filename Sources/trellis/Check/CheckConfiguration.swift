import Foundation
import Trellis
import Yams

/// `.trellis.yml`: what a team sets once for `trellis check`, in the manner of SwiftLint's
/// `.swiftlint.yml` — found from the working folder upwards, or named with `--config FILE`.
///
/// ```yaml
/// excluded:                 # documents and folders left out (relative to this file; * and ? glob)
///   - Pods
///   - Legacy/*.xib
/// devices: all              # or a list: [retina4_7, "iPhone 15"]
/// orientations: [portrait, landscape]
/// content_sizes: [large, accessibilityExtraLarge]   # or all
/// kinds:                    # a finding kind: off, note, warning or error
///   text-clipped: off
///   outside-screen: note
/// paths:                    # the same per path, the last entry that matches winning
///   - paths: [Legacy]
///     kinds:
///       unsatisfiable: warning
///   - paths: ["Synth/**"]    # a landscape-only part of the app
///     orientations: [landscape]
/// ```
///
/// Command-line options win over the file (`--devices`, `--orientations`, `--content-sizes`);
/// a path's `orientations` win over the file's. Without either, a document's orientations are
/// its app's (``SupportedOrientations``, read from an `Info.plist`), else its design orientation.
/// A key the file does not know, a value of the wrong type, an unknown device, orientation,
/// content size or severity is an error naming the file and the key.
struct CheckConfiguration: Equatable {
    /// What a finding kind becomes: left out, or given this severity.
    enum Setting: Equatable {
        case off
        case severity(Finding.Severity)
    }

    /// Kinds and orientations set for the documents under some paths.
    struct PathRule: Equatable {
        var paths: [String]
        var kinds: [String: Setting]
        /// The orientations to lay these documents out in (read once, with the file), nil: not set here.
        var orientations: [Orientation]? = nil
    }

    /// The folder the file is in: relative paths in it are from there.
    var folder: String
    var excluded: [String] = []
    var devices: String?
    /// The file's `orientations`, read once, with the file.
    var orientations: [Orientation]?
    var contentSizes: String?
    var kinds: [String: Setting] = [:]
    var pathRules: [PathRule] = []

    static let fileName = ".trellis.yml"

    /// The nearest `.trellis.yml` from `folder` upwards, or nil.
    static func find(from folder: String) -> String? {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Reads a configuration file.
    /// - Throws: a ``CommandFailure`` naming the file and what is wrong in it.
    init(contentsOf path: String) throws(CommandFailure) {
        guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure("\(path): cannot read the configuration file") }
        guard let text = String(data: data, encoding: .utf8) else { throw CommandFailure("\(path): the configuration file is not UTF-8") }
        try self.init(yaml: text, path: path)
    }

    /// Reads a configuration from its YAML text; `path` names it in errors and gives the folder.
    init(yaml text: String, path: String) throws(CommandFailure) {
        folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        func fail(_ message: String) -> CommandFailure { CommandFailure("\(path): \(message)") }
        let loaded: Any?
        do { loaded = try Yams.load(yaml: text) } catch { throw fail("not valid YAML: \(error)") }
        guard let loaded else { return }   // an empty file: nothing set
        guard let top = loaded as? [String: Any] else { throw fail("expected a mapping of settings (excluded, devices, orientations, content_sizes, kinds, paths)") }
        let known: Set<String> = ["excluded", "devices", "orientations", "content_sizes", "kinds", "paths"]
        if let unknown = top.keys.sorted().first(where: { !known.contains($0) }) {
            throw fail("unknown key '\(unknown)' (known: \(known.sorted().joined(separator: ", ")))")
        }
        func strings(_ value: Any?, _ key: String) throws(CommandFailure) -> [String]? {
            guard let value else { return nil }
            if let s = value as? String { return [s] }
            if let list = value as? [Any] {
                var out: [String] = []
                for item in list {
                    // A bare number (`- 2020`) is a name too; a list or a mapping is not.
                    guard let s = item as? String ?? (item as? Int).map(String.init) ?? (item as? Double).map({ "\($0)" }) else {
                        throw fail("'\(key)' must be a list of strings")
                    }
                    out.append(s)
                }
                return out
            }
            throw fail("'\(key)' must be a string or a list of strings")
        }
        func orientationList(_ text: String?, _ key: String) throws(CommandFailure) -> [Orientation]? {
            guard let text else { return nil }
            guard let list = OrientationListArgument(argument: text) else { throw fail("'\(key)': '\(text)' is not a list of portrait, landscape") }
            return list.orientations
        }
        func kinds(_ value: Any?, _ key: String) throws(CommandFailure) -> [String: Setting] {
            guard let value else { return [:] }
            guard let map = value as? [String: Any] else { throw fail("'\(key)' must map finding kinds to off, note, warning or error") }
            var out: [String: Setting] = [:]
            for (kind, v) in map {
                // YAML 1.1 reads a bare `off` as false.
                let word = (v as? Bool).map { $0 ? "on" : "off" } ?? "\(v)"
                switch word {
                case "off": out[kind] = .off
                case "note", "warning", "error": out[kind] = .severity(Finding.Severity(rawValue: word)!)
                default: throw fail("'\(key).\(kind)' is '\(word)'; expected off, note, warning or error")
                }
            }
            return out
        }
        excluded = try strings(top["excluded"], "excluded") ?? []
        devices = try strings(top["devices"], "devices")?.joined(separator: ",")
        let orientationsText = try strings(top["orientations"], "orientations")?.joined(separator: ",")
        contentSizes = try strings(top["content_sizes"], "content_sizes")?.joined(separator: ",")
        if let devices, DeviceListArgument(argument: devices) == nil || (try? DeviceListArgument(argument: devices)?.validated()) == nil {
            throw fail("'devices': unknown device in '\(devices)'; run `trellis devices` for the list")
        }
        orientations = try orientationList(orientationsText, "orientations")
        if let contentSizes, ContentSizeListArgument(argument: contentSizes) == nil {
            throw fail("'content_sizes': '\(contentSizes)' is not all or a list of Dynamic Type content sizes (large, accessibilityExtraLarge, …)")
        }
        self.kinds = try kinds(top["kinds"], "kinds")
        if let rules = top["paths"] {
            guard let list = rules as? [Any] else { throw fail("'paths' must be a list of {paths, kinds}") }
            for (i, item) in list.enumerated() {
                guard let rule = item as? [String: Any] else { throw fail("'paths[\(i)]' must be a mapping with paths, and kinds or orientations") }
                if let unknown = rule.keys.sorted().first(where: { !["paths", "kinds", "orientations"].contains($0) }) {
                    throw fail("unknown key 'paths[\(i)].\(unknown)' (known: kinds, orientations, paths)")
                }
                guard let paths = try strings(rule["paths"], "paths[\(i)].paths"), !paths.isEmpty else { throw fail("'paths[\(i)]' needs paths") }
                let key = "paths[\(i)].orientations"
                let orientations = try orientationList(strings(rule["orientations"], key)?.joined(separator: ","), key)
                pathRules.append(PathRule(paths: paths, kinds: try kinds(rule["kinds"], "paths[\(i)].kinds"), orientations: orientations))
            }
        }
    }

    /// Whether a document is excluded.
    func excludes(_ document: String) -> Bool {
        excluded.contains { matches($0, document) }
    }

    /// What a finding of `kind` in `document` becomes: nil to leave it as it is.
    func setting(kind: String, document: String) -> Setting? {
        var setting = kinds[kind]
        for rule in pathRules where rule.paths.contains(where: { matches($0, document) }) {
            if let s = rule.kinds[kind] { setting = s }
        }
        return setting
    }

    /// The orientations set for `document`: the last path rule that matches it and sets them,
    /// else the file's own `orientations`; nil when the file sets none.
    func orientations(for document: String) -> [Orientation]? {
        pathRules.last { $0.orientations != nil && $0.paths.contains { matches($0, document) } }?.orientations ?? orientations
    }

    /// `pattern` (relative to the file's folder, or absolute) names the document, a folder
    /// holding it, or matches it as a glob (`*`, `?`, `[…]`; `*` crosses folders).
    func matches(_ pattern: String, _ document: String) -> Bool {
        let absolute = URL(fileURLWithPath: document).standardizedFileURL.path
        let base = pattern.hasPrefix("/") ? pattern : folder + "/" + pattern
        let full = URL(fileURLWithPath: base).standardizedFileURL.path
        if absolute == full || absolute.hasPrefix(full.hasSuffix("/") ? full : full + "/") { return true }
        guard pattern.contains(where: { "*?[".contains($0) }) else { return false }
        return fnmatch(full, absolute, 0) == 0
    }
}
