import Foundation

/// The documents named by PATHS arguments: files as given, folders searched for `.storyboard` and
/// `.xib` files (hidden files and folders such as `.git` and `.build` skipped), each folder's in
/// path order, a document named twice listed once. YAML layout files are taken only when named:
/// a repository's other YAML files are not layouts. The one folder walk of every subcommand.
enum DocumentPaths {
    static let documentExtensions: Set<String> = ["storyboard", "xib"]

    /// - Parameter recursive: search subfolders too (`check`, `snapshot`: a project); `false`
    ///   for the measuring commands, whose corpus folders hold other sets in subfolders
    ///   (`corpus-modern/files/pairs/`).
    /// - Throws: a path that does not exist or a folder that cannot be read.
    static func expand(_ paths: [String], recursive: Bool = true) throws(CommandFailure) -> [String] {
        var out: [String] = []
        for p in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: p, isDirectory: &isDirectory) else {
                throw CommandFailure("\(p): no such file or folder")
            }
            guard isDirectory.boolValue else { out.append(p); continue }
            let base = URL(fileURLWithPath: p)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: recursive ? [.skipsHiddenFiles] : [.skipsHiddenFiles, .skipsSubdirectoryDescendants]) else {
                throw CommandFailure("\(p): cannot read the folder")
            }
            var found: [String] = []
            for case let url as URL in walker where documentExtensions.contains(url.pathExtension.lowercased()) {
                found.append(relativePath(url, in: base, as: p))
            }
            out += found.sorted()
        }
        var seen = Set<String>()
        return out.filter { seen.insert($0).inserted }
    }

    /// `p/sub/Main.storyboard`: the path under the folder argument as the user wrote it.
    static func relativePath(_ url: URL, in base: URL, as written: String) -> String {
        let full = url.standardizedFileURL.path, root = base.standardizedFileURL.path
        let rest = full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : url.lastPathComponent
        return written.hasSuffix("/") ? written + rest : written + "/" + rest
    }

    /// The document's name under its PATHS argument (`sub/Main.storyboard`; a file argument's
    /// own name): the key of its snapshots.
    static func key(of document: String, in paths: [String]) -> String {
        for p in paths where document.hasPrefix(p.hasSuffix("/") ? p : p + "/") {
            return String(document.dropFirst(p.hasSuffix("/") ? p.count : p.count + 1))
        }
        return (document as NSString).lastPathComponent
    }
}
