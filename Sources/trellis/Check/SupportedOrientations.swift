import Foundation
import Trellis
import TrellisInterfaceBuilder

/// The interface orientations an app supports, as UIKit reads them: `UISupportedInterfaceOrientations`
/// in the app's `Info.plist` (an array of `UIInterfaceOrientationPortrait`,
/// `…PortraitUpsideDown`, `…LandscapeLeft`, `…LandscapeRight`), with the device-specific
/// `UISupportedInterfaceOrientations~ipad` (or `~iphone`) in its place on that idiom when present.
///
/// `check` reads them for a document when neither `--orientations` nor `.trellis.yml` says which
/// orientations to lay it out in: the `Info.plist` is looked for in the document's folder, then
/// each folder above it, up to and including the first folder that holds an `*.xcodeproj` (the
/// project's) or the configuration file's folder — never above, so that a plist of another
/// project is not read; neither found, nothing is read. A storyboard does not say which
/// orientations its app supports (its `<device orientation=…>` is the canvas's last one).
/// Portrait and upside-down portrait are laid out as portrait, either landscape as landscape.
struct SupportedOrientations {
    /// Where the walk up stops (the configuration file's folder), besides a folder holding an
    /// `*.xcodeproj`.
    let root: String?
    /// Problems reading a plist found, one per file: reported once on standard error.
    private(set) var problems: [String] = []
    private var plists: [String: Plist?] = [:]
    /// The walk up from each folder asked about, so that a folder is listed once per run.
    private var walks: [String: Walk] = [:]

    /// Where the walk up from a folder ends: at the project's (or the configuration's) folder,
    /// with the nearest `Info.plist` on the way if any; or nowhere, nothing read.
    private enum Walk {
        case withinProject(plist: String?)
        case outsideProject
    }

    /// What one `Info.plist` says.
    private struct Plist {
        /// By key (`UISupportedInterfaceOrientations`, `…~ipad`, `…~iphone`): the orientations listed.
        var byKey: [String: [Orientation]]
        let path: String
    }

    init(root: String?) {
        self.root = root.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    static let key = "UISupportedInterfaceOrientations"

    /// The orientations the app of `document` supports on `platform`, with the plist's path; nil
    /// when no plist is found within the project, or it lists none.
    mutating func orientations(for document: String, platform: DocumentPlatform) -> (orientations: [Orientation], plist: String)? {
        guard let plist = plist(near: document) else { return nil }
        let suffix = platform == .iPad ? "~ipad" : platform == .iPhone ? "~iphone" : nil
        let list = suffix.flatMap { plist.byKey[Self.key + $0] } ?? plist.byKey[Self.key]
        guard let list, !list.isEmpty else { return nil }
        var seen = Set<Orientation>()
        return (list.filter { seen.insert($0).inserted }, plist.path)
    }

    /// The `Info.plist` of the document's project, read once per file.
    private mutating func plist(near document: String) -> Plist? {
        guard case let .withinProject(path?) = walk(from: URL(fileURLWithPath: document).standardizedFileURL.deletingLastPathComponent()) else { return nil }
        if let known = plists[path] { return known }
        let read = readPlist(path)
        plists[path] = read
        return read
    }

    /// The walk up from `folder`, made once per folder: the folder's own `Info.plist` before
    /// any above it.
    private mutating func walk(from folder: URL) -> Walk {
        if let known = walks[folder.path] { return known }
        let fm = FileManager.default
        let candidate = folder.appendingPathComponent("Info.plist").path
        let own = fm.fileExists(atPath: candidate) ? candidate : nil
        let walk: Walk
        let holdsProject = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).contains { $0.hasSuffix(".xcodeproj") }
        if holdsProject || folder.path == root {
            walk = .withinProject(plist: own)
        } else if folder.deletingLastPathComponent().path == folder.path {
            walk = .outsideProject   // no project folder nor configuration above: nothing read
        } else if case let .withinProject(above) = self.walk(from: folder.deletingLastPathComponent()) {
            walk = .withinProject(plist: own ?? above)
        } else {
            walk = .outsideProject
        }
        walks[folder.path] = walk
        return walk
    }

    /// A plist's orientation keys; a plist that cannot be read, or a value that is not a list of
    /// UIKit's orientation names, is a problem named with its file and key.
    private mutating func readPlist(_ path: String) -> Plist? {
        guard let data = FileManager.default.contents(atPath: path),
              let top = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else {
            problems.append("\(path): not a readable property list; its supported orientations are not used")
            return nil
        }
        var byKey: [String: [Orientation]] = [:]
        for key in [Self.key, Self.key + "~ipad", Self.key + "~iphone"] {
            guard let value = top[key] else { continue }
            guard let names = value as? [String] else {
                problems.append("\(path): \(key) is not a list of orientation names; it is not used")
                continue
            }
            var list: [Orientation] = []
            for name in names {
                guard let o = Self.orientation(named: name) else {
                    problems.append("\(path): \(key) lists '\(name)', not one of UIInterfaceOrientationPortrait, …PortraitUpsideDown, …LandscapeLeft, …LandscapeRight; it is left out")
                    continue
                }
                list.append(o)
            }
            byKey[key] = list
        }
        return Plist(byKey: byKey, path: path)
    }

    /// UIKit's name in an `Info.plist` as the orientation `check` lays out: portrait for either
    /// portrait, landscape (Interface Builder's, `landscapeRight`) for either landscape.
    static func orientation(named name: String) -> Orientation? {
        switch name {
        case "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown": .portrait
        case "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight": .landscapeRight
        default: nil
        }
    }
}
