import Foundation

/// This checkout's folders, found from this file's place in it, so that tests read the
/// repository's files from any working directory.
public enum Repository {
    /// The checkout's root, where `Package.swift` is.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardized.path

    /// `relative` (such as `Examples`) under the checkout's root.
    public static func path(_ relative: String) -> String {
        root + "/" + relative
    }
}
