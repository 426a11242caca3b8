import Foundation

/// Turns an SVG picture into PNG bytes, for places that cannot show SVG (CI artefacts,
/// pull-request comments), through librsvg's `rsvg-convert` run as a subprocess.
///
/// Why librsvg: it is packaged by Debian (`librsvg2-bin`, 2.54 in bookworm) and by every other
/// Linux distribution and Homebrew, renders SVG 1.1 text through Pango and fontconfig (so the
/// fonts installed for text measurement draw the text), and starts in a few milliseconds. resvg
/// renders equally well but is not packaged in Debian bookworm, and linking either library into
/// Swift would need a C module map per platform; a subprocess keeps the package free of native
/// dependencies and `swift build` working where neither is installed.
///
/// ```swift
/// let svg = SVGRenderer(scale: 2).render(window)    // 2 pixels per point
/// let png = try PNGRasterizer().png(fromSVG: svg)
/// ```
public struct PNGRasterizer: Sendable {
    /// The Debian package that provides `rsvg-convert`.
    public static let debianPackage = "librsvg2-bin"

    /// The `rsvg-convert` executable to run; `nil` when it is not installed.
    public var executable: String?

    /// A rasterizer running `executable` (default: the first `rsvg-convert` on `PATH`).
    public init(executable: String? = PNGRasterizer.locate()) {
        self.executable = executable
    }

    /// The path of `rsvg-convert` on `PATH`, or `nil`.
    public static func locate() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The PNG of `svg`, one pixel per SVG user unit of its `width` and `height` (render the SVG
    /// with ``SVGRenderer/scale`` for more pixels per point).
    /// - Throws: ``PNGRasterizerError/missingTool`` when `rsvg-convert` is not installed,
    ///   ``PNGRasterizerError/failed(status:message:)`` when it rejects the picture.
    public func png(fromSVG svg: String) throws(PNGRasterizerError) -> Data {
        guard let executable else { throw .missingTool }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-png-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch { throw .failed(status: -1, message: "cannot create \(directory.path): \(error)") }
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("picture.svg"), output = directory.appendingPathComponent("picture.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--format", "png", "--output", output.path, input.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try Data(svg.utf8).write(to: input)
            try process.run()
        } catch { throw .failed(status: -1, message: "cannot run \(executable): \(error)") }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let data = try? Data(contentsOf: output) else {
            throw .failed(status: process.terminationStatus, message: message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return data
    }
}

/// Why a picture could not be turned into PNG.
public enum PNGRasterizerError: Error, Equatable, CustomStringConvertible {
    /// `rsvg-convert` is not on `PATH`.
    case missingTool
    /// `rsvg-convert` exited with `status` and said `message`.
    case failed(status: Int32, message: String)

    public var description: String {
        switch self {
        case .missingTool:
            "PNG needs rsvg-convert, which is not installed; install the Debian package \(PNGRasterizer.debianPackage) (apt-get install -y \(PNGRasterizer.debianPackage)) or use --format svg"
        case let .failed(status, message): "rsvg-convert failed (status \(status)): \(message)"
        }
    }
}
