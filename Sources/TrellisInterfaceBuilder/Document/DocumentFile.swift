import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a document's bytes from a path, with an accurate reason when that is not possible.
public enum DocumentFile {
    /// The contents of the regular file at `path` (symbolic links followed). A directory, a FIFO,
    /// a device or a socket is refused by what it is — reading `/dev/zero` or a FIFO would never
    /// end — and a file that exists but cannot be opened is "permission denied".
    public static func contents(atPath path: String) throws(InterfaceBuilderError) -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .unreadable(path: path, reason: errno == ENOENT || errno == ENOTDIR ? "no such file" : String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadable(path: path, reason: "is a directory, not a document")
        case S_IFIFO: throw .unreadable(path: path, reason: "is a FIFO (named pipe), not a regular file")
        case S_IFCHR, S_IFBLK: throw .unreadable(path: path, reason: "is a device, not a regular file")
        case S_IFSOCK: throw .unreadable(path: path, reason: "is a socket, not a regular file")
        default: throw .unreadable(path: path, reason: "is not a regular file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: access(path, R_OK) != 0 ? "permission denied" : "read error")
        }
        return data
    }
}
