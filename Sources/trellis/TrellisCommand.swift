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
        version: TrellisCommand.version,
        subcommands: [LayoutCommand.self, CheckCommand.self, SnapshotCommand.self, DiffCommand.self, DevicesCommand.self, VFLCommand.self,
                      FidelityCommand.self, TextFidelityCommand.self, PairsCommand.self, RulesCommand.self]
    )

    /// Runs the command; any usage error (missing argument, bad option value, unknown
    /// subcommand) exits with status 2 and one line on standard error, like every other bad input.
    static func main() {
        do {
            try applyEnvironment()
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if error is ExitCode || exitCode(for: error) == .success {
                exit(withError: error)   // --help, --version, or a command's own exit status
            }
            // The first line, with the list of valid values swift-argument-parser puts on lines
            // of their own (`- large`) joined onto it.
            let lines = message(for: error).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            var text = lines.first ?? "\(error)"
            let choices = lines.dropFirst().filter { $0.hasPrefix("- ") }.map { $0.dropFirst(2) }
            if !choices.isEmpty { text += " " + choices.joined(separator: ", ") }
            FileHandle.standardError.write(Data("trellis: error: \(escapingControlCharacters(text)) (see 'trellis help')\n".utf8))
            exit(withError: ExitCode(2))
        }
    }
}

extension TrellisCommand {
    /// `TRELLIS_SOLVER_WORK_LIMIT`: the solver work one layout pass may take (``View/solverWorkLimit``),
    /// a positive whole number; unset, the default.
    static func applyEnvironment() throws {
        guard let text = ProcessInfo.processInfo.environment["TRELLIS_SOLVER_WORK_LIMIT"] else { return }
        guard let limit = Int(text), limit > 0 else {
            throw fail("TRELLIS_SOLVER_WORK_LIMIT must be a positive whole number, not '\(text)'")
        }
        View.solverWorkLimit = limit
    }
}

/// Prints a one-line error to standard error (and any `detail` lines after it, such as the VFL
/// caret) and exits with status 2 (unusable input). Control characters the message echoes from
/// the input are escaped (see ``escapingControlCharacters(_:)``), so it stays one line.
func fail(_ message: String, detail: [String] = []) -> ExitCode {
    let lines = ["trellis: error: " + message] + detail
    FileHandle.standardError.write(Data(lines.map { escapingControlCharacters($0) + "\n" }.joined().utf8))
    return ExitCode(2)
}

/// The text with every control character (C0, DEL, C1 — escape sequences, line breaks, NUL) as a
/// Swift escape such as `\u{1B}`, so echoed input can neither drive the terminal nor forge lines.
func escapingControlCharacters(_ text: String) -> String {
    func escaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
    // Most text (every id of a real document) has none: returned as it is, not rebuilt.
    guard text.unicodeScalars.contains(where: escaped) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
        if escaped(scalar) { out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" } else { out.unicodeScalars.append(scalar) }
    }
    return out
}

/// A document `trellis` can lay out: a storyboard or xib (``IBDocument``) or a YAML layout file
/// (``LayoutFile``), both laid out into an ``IBLayout``.
protocol LayoutSource {
    var designDevice: Device { get }
    var designOrientation: Orientation { get }
    func laidOut(scene: String?, device: Device?, orientation: Orientation?, storedRootSize: Bool) throws -> IBLayout
    /// The line of each element with an id (views, constraints), by id: where a report points.
    var elementLines: [String: Int] { get }
    /// The devices the document runs on (`--devices all`).
    var platform: DocumentPlatform { get }
    /// The oldest iOS the document's app runs on (`--devices all` leaves out devices that
    /// cannot run it); nil when unknown.
    var deploymentTarget: DeploymentTarget? { get }
}

/// The document laid out at a Dynamic Type content size (a YAML layout file has no text styles:
/// it is returned as it is).
func atContentSize(_ source: any LayoutSource, _ category: ContentSizeCategory) -> any LayoutSource {
    guard var doc = source as? IBDocument else { return source }
    doc.contentSizeCategory = category
    return doc
}

extension IBDocument: LayoutSource {
    func laidOut(scene: String?, device: Device?, orientation: Orientation?, storedRootSize: Bool) throws -> IBLayout {
        try layout(scene: scene, device: device, orientation: orientation, storedRootSize: storedRootSize)
    }
}

extension LayoutFile: LayoutSource {
    var designDevice: Device { device }
    /// A layout file's platform is its device's.
    var platform: DocumentPlatform { DocumentPlatform(family: device.family) }
    /// A layout file names no deployment target: every device of its platform.
    var deploymentTarget: DeploymentTarget? { nil }
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
    let documentSuffix = [".yaml", ".yml", ".storyboard", ".xib"].contains { lower.hasSuffix($0) }
    // A folder (not named as a document: `DocumentFile` says what a `d.xib` folder is) is most
    // likely a project: `check` is the command that searches one.
    var isFolder: ObjCBool = false
    if !documentSuffix, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        throw CommandFailure("\(path) is a folder: this command takes one document (.storyboard, .xib, .yaml or .yml); "
                             + "`trellis check \(path)` checks every document in a folder")
    }
    if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") {
        do { return try LayoutFile.parse(try DocumentFile.contents(atPath: path)) } catch { throw CommandFailure("\(path): \(error)") }
    }
    guard lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") else {
        throw CommandFailure("\(path): unsupported file type (expected .storyboard, .xib, .yaml or .yml)")
    }
    do { return try IBDocument(contentsOf: path) } catch { throw CommandFailure("\(path): \(error)") }
}
