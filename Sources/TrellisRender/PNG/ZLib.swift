#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// zlib, loaded at run time with `dlopen` (Debian's `zlib1g` is essential, so it is always
/// there; macOS ships it): deflate for PNG's image data and the CRC-32 of its chunks. Only the
/// three functions PNG needs are declared, with the C signatures of `zlib.h` (`uLong` is the C
/// `unsigned long`, `UInt` on the 64-bit platforms Swift runs on).
final class ZLib: @unchecked Sendable {
    /// The process's zlib, loaded once.
    static let shared: Result<ZLib, PNGRasterizerError> = load()

    private let compressBound: @convention(c) (UInt) -> UInt
    private let compress2: @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt, Int32) -> Int32
    private let crc32: @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt

    private init(handle: UnsafeMutableRawPointer) throws(PNGRasterizerError) {
        func symbol<F>(_ name: String, as type: F.Type) throws(PNGRasterizerError) -> F {
            guard let p = dlsym(handle, name) else { throw .missingLibrary("libz.so.1 has no \(name)") }
            return unsafeBitCast(p, to: type)
        }
        compressBound = try symbol("compressBound", as: (@convention(c) (UInt) -> UInt).self)
        compress2 = try symbol("compress2", as: (@convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt, Int32) -> Int32).self)
        crc32 = try symbol("crc32", as: (@convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt).self)
    }

    private static func load() -> Result<ZLib, PNGRasterizerError> {
        let names = ["libz.so.1", "libz.so", "libz.1.dylib", "/usr/lib/libz.1.dylib"]
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            return .failure(.missingLibrary("zlib (libz.so.1) is not installed"))
        }
        do { return .success(try ZLib(handle: handle)) } catch { return .failure(error) }
    }

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

    /// The CRC-32 of `bytes` (ISO 3309, as PNG's chunks carry it).
    func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        UInt32(truncatingIfNeeded: bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
    }
}
