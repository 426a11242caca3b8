import ArgumentParser
import Foundation
import Trellis
import TrellisInterfaceBuilder

/// `trellis diff OLD NEW`: what moved, appeared or disappeared between two versions of a document,
/// per device and orientation. Exit status like diff(1): 0 the same, 1 different, 2 trouble.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show the views that moved, appeared or disappeared between two versions of a document, per device.",
        discussion: "Example: git show HEAD~1:App/Main.storyboard > /tmp/old.storyboard; trellis diff /tmp/old.storyboard App/Main.storyboard --devices all"
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    /// One device and orientation of a diff.
    struct Entry: Encodable {
        var device: DeviceJSON
        var difference: LayoutDifference
    }

    @Argument(help: "The old version of the document.") var old: String
    @Argument(help: "The new version of the document.") var new: String
    @OptionGroup var targets: TargetOptions
    @Option(help: "text or json.") var format: Format = .text

    func run() throws {
        let before = try loadDocument(old), after = try loadDocument(new)
        let jobs = targets.targets(design: after.designDevice, orientation: after.designOrientation)
        let shared = (OpenedDocument(before), OpenedDocument(after))
        let results = parallelMap(jobs) { (d, o) -> Result<Entry, CommandFailure> in
            Result { () throws(CommandFailure) -> Entry in
                func frames(_ doc: OpenedDocument, _ path: String) throws(CommandFailure) -> [ViewFrame] {
                    do { return ViewFrame.all(in: try doc.source.laidOut(scene: nil, device: d, orientation: o, storedRootSize: false)) }
                    catch { throw CommandFailure("\(path): \(error)") }
                }
                return Entry(device: DeviceJSON(d, o),
                             difference: LayoutDifference(before: try frames(shared.0, old), after: try frames(shared.1, new)))
            }
        }
        var entries: [Entry] = []
        for r in results {
            switch r {
            case let .success(e): entries.append(e)
            case let .failure(error): throw fail(error.description)
            }
        }
        switch format {
        case .json: try write(OutputFormat<[Entry]>.json.render(entries), to: nil)
        case .text:
            for e in entries {
                let title = "\(e.device.name) (\(e.device.id)) \(e.device.orientation)"
                print("\(title): \(e.difference.isEmpty ? "no change" : e.difference.summary)")
                for line in e.difference.lines { print(escapingControlCharacters(line)) }
            }
        }
        if entries.contains(where: { !$0.difference.isEmpty }) { throw ExitCode(1) }
    }
}
