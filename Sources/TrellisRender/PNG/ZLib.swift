import Trellis

/// zlib, loaded at run time with `dlopen` (Debian's `zlib1g` is essential, so it is always
/// there; macOS ships it): deflate for PNG's image data and the CRC-32 of its chunks. Only the
/// functions PNG and the canvas page need are declared, with the C signatures of `zlib.h` (`uLong` is the C
/// `unsigned long`, `UInt` on the 64-bit platforms Swift runs on).
final class ZLib: @unchecked Sendable {
    /// The process's zlib, loaded once.
    static let shared: Result<ZLib, PNGRasterizerError> = load()

    private let compressBound: @convention(c) (UInt) -> UInt
    private let compress2: @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt, Int32) -> Int32
    private let crc32: @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt
    private let uncompress: @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt) -> Int32

    private init(library: SharedLibrary) throws(PNGRasterizerError) {
        compressBound = try library.symbol("compressBound", else: Self.missing)
        compress2 = try library.symbol("compress2", else: Self.missing)
        crc32 = try library.symbol("crc32", else: Self.missing)
        uncompress = try library.symbol("uncompress", else: Self.missing)
    }

    private static func load() -> Result<ZLib, PNGRasterizerError> {
        let names = ["libz.so.1", "libz.so", "libz.1.dylib", "/usr/lib/libz.1.dylib"]
        guard let library = SharedLibrary(anyOf: names) else {
            return .failure(.missingLibrary("zlib (libz.so.1) is not installed"))
        }
        do { return .success(try ZLib(library: library)) } catch { return .failure(error) }
    }

    /// The error for a function the library lacks (an older version than the one declared).
    private static func missing(_ name: String) -> PNGRasterizerError { .missingLibrary("libz.so.1 has no \(name)") }

    /// `bytes` as a zlib stream, deflated at `level` (1, the fastest, to 9, the smallest).
    func deflate(_ bytes: [UInt8], level: Int32) throws(PNGRasterizerError) -> [UInt8] {
        var length = compressBound(UInt(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { compress2(out.baseAddress, &length, $0.baseAddress, UInt($0.count), level) }
        }
        guard status == 0 else { throw .failed("zlib could not deflate the picture (status \(status))") }
        output.removeSubrange(Int(length)...)
        return output
    }

    /// The bytes of a zlib stream whose inflated length is `length`; nil when the stream is not
    /// zlib's or inflates to another length.
    func inflate(_ bytes: [UInt8], length: Int) -> [UInt8]? {
        guard length >= 0 else { return nil }
        var size = UInt(length)
        var output = [UInt8](repeating: 0, count: max(length, 1))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { uncompress(out.baseAddress, &size, $0.baseAddress, UInt($0.count)) }
        }
        guard status == 0, size == UInt(length) else { return nil }
        return Array(output.prefix(length))
    }

    /// The CRC-32 of `bytes` (ISO 3309, as PNG's chunks carry it).
    func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        UInt32(truncatingIfNeeded: bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
    }
}
