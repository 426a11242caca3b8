import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// A folder of real documents whose stored frames the tests compare with: one of the shared
/// sets next to the checkout (`shared/corpus/files`, `shared/corpus-modern/files`), this
/// repository's examples or the fixtures shipped with the tests.
///
/// ```swift
/// @Test(.needsCorpus(.modern)) func prototypeBelowATableHeaderView() throws {
///     try Corpus.modern.expectFrames(in: "LoopKit__LoopKit__CarbKit__UI__CarbKit.storyboard", [
///         // A 90-point table header view, then the 28-point "Prototype Cells" header.
///         "i7x-SU-PRi": Rect(x: 0, y: 118, width: 375, height: 44),
///     ])
/// }
/// ```
struct Corpus: Sendable {
    /// `../shared/corpus`: 77 documents (`$TRELLIS_CORPUS` names its `files` folder instead).
    static let classic = Corpus(name: "corpus")
    /// `../shared/corpus-modern`: 148 more recent documents from 58 other projects.
    static let modern = Corpus(name: "corpus-modern")
    /// `../shared/corpus-current`: 325 documents from 97 projects none of the rules was read from.
    static let current = Corpus(name: "corpus-current")
    /// This repository's `Examples`: the documents the README lays out.
    static let examples = Corpus(name: "Examples", folder: Repository.path("Examples"))
    /// Corpus documents shipped with these tests (`Fixtures/`, licences beside them), so that
    /// tests on them run in any clone.
    static let fixtures = Corpus(name: "Fixtures", folder: Repository.path("Tests/TrellisInterfaceBuilderTests/Fixtures"))

    /// The folder's name (under `shared/` for the two shared corpora).
    let name: String
    /// The `files` folder; a path that does not exist when the corpus is not next to the checkout.
    let folder: String

    /// `$TRELLIS_CORPUS` (the classic corpus's `files`; the modern one is its sibling), else the
    /// first `shared/<name>/files` found going up from this file (the lead's checkout is
    /// /work/main, helpers' worktrees /work/<name>).
    private init(name: String) {
        self.name = name
        if let classic = ProcessInfo.processInfo.environment["TRELLIS_CORPUS"] {
            folder = classic.replacingOccurrences(of: "corpus/files", with: "\(name)/files")
            return
        }
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/" {
            let candidate = dir.appendingPathComponent("shared/\(name)/files").path
            if FileManager.default.fileExists(atPath: candidate) { folder = candidate; return }
            dir = dir.deletingLastPathComponent()
        }
        folder = "(shared/\(name)/files not found)"
    }

    private init(name: String, folder: String) {
        self.name = name
        self.folder = folder
    }

    /// Whether the corpus is next to the checkout.
    var isAvailable: Bool { FileManager.default.fileExists(atPath: folder) }

    /// The storyboards and xibs of the corpus, sorted by name (none when it is not there).
    var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
    }

    /// The document `name` of the corpus.
    func document(_ name: String) throws -> IBDocument {
        try IBDocument(contentsOf: "\(folder)/\(name)")
    }

    /// The document `name` laid out as Xcode's canvas draws it: its design device at its
    /// stored root size.
    func layout(_ name: String) throws -> IBLayout {
        try document(name).layout(storedRootSize: true)
    }

    /// Lays out the document `name` (``layout(_:)``) and expects each element to have the frame
    /// Xcode stored for it (``IBLayout/expectFrames(_:sourceLocation:)``); returns the layout for
    /// further checks.
    @discardableResult
    func expectFrames(in name: String, _ stored: KeyValuePairs<String, Rect>,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> IBLayout {
        let layout = try layout(name)
        layout.expectFrames(stored, sourceLocation: sourceLocation)
        return layout
    }
}

extension IBLayout {
    /// Expects each element to be laid out with the frame Xcode stored for it, every edge within
    /// half a point (stored values are rounded to the canvas's pixels); a failure names the
    /// element, the frame laid out and the stored one.
    func expectFrames(_ stored: KeyValuePairs<String, Rect>, sourceLocation: SourceLocation = #_sourceLocation) {
        for (id, expected) in stored {
            guard let frame = frame(of: id) else {
                Issue.record("\(id) is not laid out", sourceLocation: sourceLocation); continue
            }
            let close = abs(frame.minX - expected.minX) <= 0.5 && abs(frame.minY - expected.minY) <= 0.5
                && abs(frame.width - expected.width) <= 0.5 && abs(frame.height - expected.height) <= 0.5
            #expect(close, "\(id): \(frame), stored \(expected)", sourceLocation: sourceLocation)
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only when `corpus` is next to the checkout; otherwise it is skipped with a
    /// message naming it.
    static func needsCorpus(_ corpus: Corpus) -> Self {
        .enabled(if: corpus.isAvailable, "../shared/\(corpus.name) is not next to this checkout")
    }
}
