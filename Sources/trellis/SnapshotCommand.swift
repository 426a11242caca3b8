import ArgumentParser
import Foundation
import Trellis
import TrellisInterfaceBuilder

/// `trellis snapshot record|verify`: layout snapshot testing without a simulator.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Record every view's frame per document, device and orientation, and verify that nothing moved.",
        subcommands: [Record.self, Verify.self]
    )

    /// The documents and layouts both subcommands work on.
    struct Documents: ParsableArguments {
        @Argument(help: "Documents (.storyboard, .xib, .yaml, .yml) or folders of them.") var paths: [String]
        @OptionGroup var targets: TargetOptions

        /// Every document × device × orientation, laid out on all cores: (document key, device,
        /// orientation, snapshot or the error that stopped the layout).
        func snapshots() throws -> [(key: String, device: Device, orientation: Orientation, snapshot: Result<LayoutSnapshot, CommandFailure>)] {
            let documents: [String]
            do { documents = try DocumentPaths.expand(paths) } catch { throw fail(error.description) }
            // Opened (read and text calibrated) on all cores too.
            let opened: [OpenedDocument] = try parallelMap(documents) { path -> Result<OpenedDocument, CommandFailure> in
                Result { () throws(CommandFailure) in OpenedDocument(try openDocument(path)) }
            }.map { result throws -> OpenedDocument in
                switch result {
                case let .success(doc): return doc
                case let .failure(error): throw fail(error.description)
                }
            }
            var jobs: [(Int, Device, Orientation)] = []
            for (i, doc) in opened.enumerated() {
                for (d, o) in targets.targets(design: doc.source.designDevice, orientation: doc.source.designOrientation, platform: doc.source.platform,
                                              deploymentTarget: doc.source.deploymentTarget) {
                    jobs.append((i, d, o))
                }
            }
            let progress = ProgressBar(total: jobs.count, unit: "layouts")
            defer { progress?.finish() }
            return parallelMap(jobs, progress: progress) { (i, d, o) in
                let key = DocumentPaths.key(of: documents[i], in: paths)
                let result = Result { () throws(CommandFailure) -> LayoutSnapshot in
                    do {
                        let layout = try opened[i].source.laidOut(scene: nil, device: d, orientation: o, storedRootSize: false)
                        return LayoutSnapshot(document: key, layout: layout)
                    } catch { throw CommandFailure("\(documents[i]): \(error)") }
                }
                return (key, d, o, result)
            }
        }
    }

    /// Writes a snapshot file (atomically, by ``write(_:to:)``), making its folders.
    static func save(_ snapshot: LayoutSnapshot, to path: String) throws {
        let text: String
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            text = try OutputFormat<LayoutSnapshot>.json.render(snapshot)
        } catch { throw fail("cannot write \(escapingControlCharacters(path)): \(error.localizedDescription)") }
        try write(text, to: path)
    }

    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write one JSON file per document × device × orientation: DIR/DOCUMENT/DEVICE-ORIENTATION.json.")

        @OptionGroup var documents: Documents
        @Option(help: "The folder of snapshots.") var to: String

        func run() throws {
            let all = try documents.snapshots()
            for s in all {
                switch s.snapshot {
                case let .success(snapshot):
                    try SnapshotCommand.save(snapshot, to: LayoutSnapshot.path(in: to, document: s.key, device: s.device, orientation: s.orientation))
                case let .failure(error): throw fail(error.description)
                }
            }
            print("recorded \(all.count) snapshot\(all.count == 1 ? "" : "s") of \(Set(all.map(\.key)).count) document(s) in \(to)")
        }
    }

    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lay out again and report every view that moved, appeared or disappeared; exit 1 on any change.")

        @OptionGroup var documents: Documents
        @Option(help: "The folder of snapshots.") var from: String
        @Flag(help: "Write the new layouts over the changed or missing snapshots (exit 0).") var update = false

        func run() throws {
            var changed = 0, missing = 0, same = 0
            for s in try documents.snapshots() {
                let title = "\(s.key) — \(s.device.name) (\(s.device.id)) \(Report.orientationName(s.orientation))"
                let path = LayoutSnapshot.path(in: from, document: s.key, device: s.device, orientation: s.orientation)
                let now: LayoutSnapshot
                switch s.snapshot {
                case let .success(snapshot): now = snapshot
                case let .failure(error): throw fail(error.description)
                }
                guard let data = FileManager.default.contents(atPath: path) else {
                    missing += 1
                    print(escapingControlCharacters("\(title): no snapshot at \(path)\(update ? "; recorded" : "")"))
                    if update { try SnapshotCommand.save(now, to: path) }
                    continue
                }
                let before: LayoutSnapshot
                do { before = try JSONDecoder().decode(LayoutSnapshot.self, from: data) } catch {
                    throw fail("\(path): not a snapshot (\(error))")
                }
                let difference = LayoutDifference(before: before.views, after: now.views)
                if difference.isEmpty { same += 1; continue }
                changed += 1
                print(escapingControlCharacters("\(title): \(difference.summary)\(update ? "; updated" : "")"))
                for line in difference.lines { print(escapingControlCharacters(line)) }
                if update { try SnapshotCommand.save(now, to: path) }
            }
            print("\(same) unchanged, \(changed) changed, \(missing) missing\(update && changed + missing > 0 ? " (updated)" : "")")
            if !update && changed + missing > 0 { throw ExitCode(1) }
        }
    }
}
