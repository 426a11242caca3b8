#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A C library opened at run time with `dlopen`, and its functions looked up by name with
/// `dlsym`: how Trellis uses HarfBuzz, zlib and librsvg without their headers at build time, so
/// the package builds anywhere and a missing library is an error naming what to install.
///
/// ```swift
/// guard let zlib = SharedLibrary(anyOf: ["libz.so.1", "libz.1.dylib"]) else { … }
/// let crc32: @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt =
///     try zlib.symbol("crc32", else: { MyError.missing("libz.so.1 has no \($0)") })
/// ```
///
/// The library stays loaded for the life of the process (it is never `dlclose`d): the functions
/// looked up are kept in long-lived values.
package struct SharedLibrary: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer

    /// The first of `names` that `dlopen` can load (a soname, a file name or a path; tried in
    /// order), or nil when none can.
    package init?(anyOf names: [String]) {
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else { return nil }
        self.handle = handle
    }

    /// The function named `name`, as the C function type `F` the caller declares (the type is
    /// the caller's promise: `dlsym` knows only the name). Also searches the libraries this one
    /// depends on. Throws `missing(name)` when there is no such symbol.
    package func symbol<F, Failure: Error>(_ name: String, as type: F.Type = F.self,
                                           else missing: (String) -> Failure) throws(Failure) -> F {
        guard let pointer = dlsym(handle, name) else { throw missing(name) }
        return unsafeBitCast(pointer, to: type)
    }
}
