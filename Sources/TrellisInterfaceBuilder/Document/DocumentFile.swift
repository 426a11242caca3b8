import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a document's bytes from a path, with an accurate reason when that is not possible.
public enum DocumentFile {
    /// The largest file read (64 MB): six times libxml2's 10 MB limit for XML, and more than
    /// a layout file at ``DocumentLimits/maximumViews`` views needs.
    public static let maximumSize = 64 * 1024 * 1024

    /// The contents of the regular file at `path` (symbolic links followed). A directory, a FIFO,
    /// a device or a socket is refused by what it is — reading `/dev/zero` or a FIFO would never
    /// end — and so is a file larger than ``maximumSize``; a file that exists but cannot be opened
    /// is "permission denied". The file is opened first and then examined, so it cannot be
    /// swapped for a FIFO in between.
    public static func contents(atPath path: String) throws(InterfaceBuilderError) -> Data {
        // O_NONBLOCK: opening a FIFO without a writer must not wait for one.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = switch errno {
            case ENOENT, ENOTDIR: "no such file"
            case EACCES, EPERM: "permission denied"
            default: String(cString: strerror(errno))
            }
            throw .unreadable(path: path, reason: reason)
        }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadable(path: path, reason: "is a directory, not a document")
        case S_IFIFO: throw .unreadable(path: path, reason: "is a FIFO (named pipe), not a regular file")
        case S_IFCHR, S_IFBLK: throw .unreadable(path: path, reason: "is a device, not a regular file")
        case S_IFSOCK: throw .unreadable(path: path, reason: "is a socket, not a regular file")
        default: throw .unreadable(path: path, reason: "is not a regular file")
        }
        guard info.st_size <= maximumSize else {
            throw .unreadable(path: path, reason: "the file is \(info.st_size / 1_000_000) MB; documents over \(maximumSize / 1_048_576) MB are not read")
        }
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw .unreadable(path: path, reason: "read error: \(error.localizedDescription)")
        }
    }
}
