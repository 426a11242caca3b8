import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writes a command's output to standard output (no `--output`, or `--output -`) or to a regular
/// file. A file is replaced atomically — written to a temporary file in the same folder, then
/// renamed over the target — so a reader never sees half a file and a failed write leaves the old
/// file as it was. Anything that is not a regular file is refused rather than replaced: a symbolic
/// link, a directory, a device (`/dev/null`) or a FIFO. A write error (a full disk) exits with 2.
func write(_ text: String, to path: String?) throws {
    var text = text
    if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
    // From the string's own storage (a copy of a 16 MB JSON text was a peak of its own).
    try text.withUTF8 { bytes in try write(to: path) { try $0(UnsafeRawBufferPointer(bytes)) } }
}

/// Fails, before any work, when binary output (a PNG) would go to a terminal: no `--output`
/// (or `-`) and standard output is a terminal. Nothing is written to standard output.
func refuseBinaryToTerminal(_ path: String?) throws {
    guard path == nil || path == "-", isatty(STDOUT_FILENO) != 0 else { return }
    throw fail("--format png writes binary; give --output FILE.png (or redirect standard output to a file)")
}

/// Writes bytes as they are (a PNG picture), as ``write(_:to:)`` writes text.
func write(bytes: [UInt8], to path: String?) throws {
    try bytes.withUnsafeBytes { bytes in try write(to: path) { try $0(bytes) } }
}

/// Writes, as ``write(_:to:)`` writes text, the pieces `produce` hands to the closure it is given,
/// one after the other: a long output is never held whole. When `produce` throws, its error is
/// thrown and a file is left as it was (standard output keeps what was written).
func write(to path: String?, _ produce: (_ write: (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
    guard let path, path != "-" else {
        fflush(nil)   // lines `print` buffered come first
        try produce { bytes in
            if let error = writeAll(bytes, to: STDOUT_FILENO) { throw fail("cannot write standard output: \(error)") }
        }
        return
    }
    let target = escapingControlCharacters(path)
    var info = stat()
    if lstat(path, &info) == 0 {
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw fail("cannot write \(target): is a directory")
        case S_IFLNK: throw fail("cannot write \(target): is a symbolic link (links are not replaced; name the file it points to, or '-' for standard output)")
        default: throw fail("cannot write \(target): not a regular file (a device, FIFO or socket is not replaced; '-' writes to standard output)")
        }
    } else if errno != ENOENT {
        throw fail("cannot write \(target): \(String(cString: strerror(errno)))")
    }
    let exists = (info.st_mode & S_IFMT) == S_IFREG
    let folder = (path as NSString).deletingLastPathComponent
    var template = Array(((folder.isEmpty ? "." : folder) + "/.trellis-output-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw fail("cannot write \(target): \(String(cString: strerror(errno)))") }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // The replaced file keeps its permissions; a new one gets the usual 0666 less the umask.
    let mask = umask(0); umask(mask)
    var failure = fchmod(fd, exists ? info.st_mode & 0o7777 : 0o666 & ~mask) == 0 ? nil : String(cString: strerror(errno))
    var producerError: (any Error)?
    if failure == nil {
        struct WriteFailure: Error { let message: String }
        do {
            try produce { bytes in if let error = writeAll(bytes, to: fd) { throw WriteFailure(message: error) } }
        } catch let error as WriteFailure {
            failure = error.message
        } catch {
            producerError = error
        }
    }
    if failure == nil, producerError == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
    if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    if let producerError {
        unlink(temporary)
        throw producerError
    }
    if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
    if let failure {
        unlink(temporary)
        throw fail("cannot write \(target): \(failure)")
    }
}

/// Writes every byte to a file descriptor; the error text when that fails (`No space left on device`).
private func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> String? {
    var offset = 0
    while offset < bytes.count {
        let n = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if n < 0 {
            if errno == EINTR { continue }
            return String(cString: strerror(errno))
        }
        offset += n
    }
    return nil
}
