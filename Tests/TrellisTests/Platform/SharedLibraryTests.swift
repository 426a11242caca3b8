import Testing
@testable import Trellis

/// The one `dlopen`/`dlsym` helper HarfBuzz, zlib and librsvg are loaded with: the first name
/// that loads wins, a library that is not there is nil, a function it lacks is the caller's error.
struct SharedLibraryTests {
    struct Missing: Error, Equatable { let name: String }

    #if os(Linux)
    /// The C library every Swift program on Linux is linked with.
    static let libc = ["libc.so.6"]
    #else
    static let libc = ["/usr/lib/libSystem.B.dylib"]
    #endif

    @Test func theFirstNameThatLoadsWinsAndFunctionsAreCalledWithTheDeclaredType() throws {
        let library = try #require(SharedLibrary(anyOf: ["libtrellis-no-such-library.so"] + Self.libc))
        // `abs(-7)` through the looked-up function is 7.
        let abs: @convention(c) (Int32) -> Int32 = try library.symbol("abs", else: Missing.init)
        #expect(abs(-7) == 7)
    }

    @Test func aMissingLibraryIsNilAndAMissingFunctionIsTheCallersError() throws {
        #expect(SharedLibrary(anyOf: ["libtrellis-no-such-library.so", "/no/such/path.so"]) == nil)
        let library = try #require(SharedLibrary(anyOf: Self.libc))
        #expect(throws: Missing(name: "trellis_no_such_function")) {
            let _: @convention(c) () -> Void = try library.symbol("trellis_no_such_function", else: Missing.init)
        }
    }
}
