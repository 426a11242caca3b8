import ArgumentParser
import Foundation
import Trellis
import TrellisInterfaceBuilder
import TrellisRender

/// `trellis`: lay out storyboards and xibs for any device, check them, draw them.
@main
struct TrellisCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "UIKit's layout system on Linux: lay out storyboards, xibs and YAML layout files for any device.",
        subcommands: [LayoutCommand.self, CheckCommand.self, SnapshotCommand.self, DiffCommand.self, DevicesCommand.self, VFLCommand.self, FidelityCommand.self]
    )

    /// Runs the command; any usage error (missing argument, bad option value, unknown
    /// subcommand) exits with status 2 and one line on standard error, like every other bad input.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if error is ExitCode || exitCode(for: error) == .success {
                exit(withError: error)   // --help, --version, or a command's own exit status
            }
            let first = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            FileHandle.standardError.write(Data("trellis: error: \(first) (see 'trellis help')\n".utf8))
            exit(withError: ExitCode(2))
        }
    }
}

/// Prints a one-line error to standard error and exits with status 2 (unusable input).
func fail(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("trellis: error: \(message)\n".utf8))
    return ExitCode(2)
}

/// A document `trellis` can lay out: a storyboard or xib (``IBDocument``) or a YAML layout file
/// (``LayoutFile``), both laid out into an ``IBLayout``.
protocol LayoutSource {
    var designDevice: Device { get }
    var designOrientation: Orientation { get }
    func laidOut(scene: String?, device: Device?, orientation: Orientation?, storedRootSize: Bool) throws -> IBLayout
    /// The line of each element with an id (views, constraints), by id: where a report points.
    var elementLines: [String: Int] { get }
}

extension IBDocument: LayoutSource {
    func laidOut(scene: String?, device: Device?, orientation: Orientation?, storedRootSize: Bool) throws -> IBLayout {
        try layout(scene: scene, device: device, orientation: orientation, storedRootSize: storedRootSize)
    }
}

extension LayoutFile: LayoutSource {
    var designDevice: Device { device }
    var designOrientation: Orientation { orientation }
    var elementLines: [String: Int] {
        var lines: [String: Int] = [:]
        func walk(_ v: ViewSpec) {
            if v.line > 0, lines[v.id] == nil { lines[v.id] = v.line }
            v.subviews.forEach(walk)
        }
        walk(root)
        return lines
    }
    func laidOut(scene: String?, device: Device?, orientation: Orientation?, storedRootSize: Bool) throws -> IBLayout {
        if let scene, scene != root.id {
            throw InterfaceBuilderError.unknownScene(scene, available: [root.id])
        }
        return try layout(device: device, orientation: orientation, storedRootSize: storedRootSize)
    }
}

/// Loads a document (.storyboard, .xib, .yaml, .yml) or exits with status 2 and a clear message.
func loadDocument(_ path: String) throws -> any LayoutSource {
    do { return try openDocument(path) } catch { throw fail(error.description) }
}

/// Opens a document (.storyboard, .xib, .yaml, .yml); the error names the path and what is wrong.
func openDocument(_ path: String) throws(CommandFailure) -> any LayoutSource {
    let lower = path.lowercased()
    if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("\(path): \(FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw CommandFailure("\(path): not UTF-8 text") }
        do { return try LayoutFile.parse(text) } catch { throw CommandFailure("\(path): \(error)") }
    }
    guard lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") else {
        throw CommandFailure("\(path): unsupported file type (expected .storyboard, .xib, .yaml or .yml)")
    }
    do { return try IBDocument(contentsOf: path) } catch { throw CommandFailure("\(path): \(error)") }
}

func write(_ text: String, to path: String?) throws {
    if let path {
        do { try text.write(toFile: path, atomically: true, encoding: .utf8) } catch { throw fail("cannot write \(path): \(error.localizedDescription)") }
    } else {
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    }
}
