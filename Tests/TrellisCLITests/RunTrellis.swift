import Foundation

/// Runs the built `trellis` (next to the test bundle) with `arguments` in `directory` and returns
/// its exit status, standard output and standard error. Output goes to temporary files, not pipes,
/// so a child that writes much to one stream (a sanitizer report, say) cannot block on a full pipe
/// while the test reads the other.
/// With `executable`, runs that program instead (a shell that sets limits, then starts `trellis`).
func runTrellis(_ arguments: [String], in directory: String, executable: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = executable.map(URL.init(fileURLWithPath:))
        ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let base = NSTemporaryDirectory() + "trellis-run-\(UUID().uuidString)"
    for path in [base + ".out", base + ".err"] where !FileManager.default.createFile(atPath: path, contents: nil) {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    defer { try? FileManager.default.removeItem(atPath: base + ".out"); try? FileManager.default.removeItem(atPath: base + ".err") }
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: base + ".out"))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: base + ".err"))
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close(); try err.close()
    let stdout = String(decoding: FileManager.default.contents(atPath: base + ".out") ?? Data(), as: UTF8.self)
    let stderr = String(decoding: FileManager.default.contents(atPath: base + ".err") ?? Data(), as: UTF8.self)
    return (process.terminationStatus, stdout, stderr)
}
