import Trellis

/// librsvg and the cairo it draws with, loaded at run time with `dlopen`, as Trellis loads
/// HarfBuzz: the package builds without their headers, and PNG fails with a message naming the
/// Debian package when they are missing. Only the functions ``PNGRasterizer`` calls are declared,
/// with the C signatures of `rsvg.h` (librsvg ≥ 2.14; Debian 12 ships 2.54) and `cairo.h`.
final class LibRSVG: @unchecked Sendable {
    /// The process's librsvg, loaded once; the error names the package when it is missing.
    static let shared: Result<LibRSVG, PNGRasterizerError> = load()

    /// `RsvgDimensionData`: the picture's size in pixels, then its em and ex.
    struct Dimensions { var width: Int32 = 0, height: Int32 = 0, em: Double = 0, ex: Double = 0 }

    let handleNewFromData: @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> OpaquePointer?
    let handleGetDimensions: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer) -> Void
    let handleRenderCairo: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    let objectUnref: @convention(c) (OpaquePointer?) -> Void
    let errorFree: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let imageSurfaceCreate: @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    let surfaceStatus: @convention(c) (OpaquePointer?) -> Int32
    let surfaceFlush: @convention(c) (OpaquePointer?) -> Void
    let surfaceDestroy: @convention(c) (OpaquePointer?) -> Void
    let imageSurfaceGetData: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
    let imageSurfaceGetStride: @convention(c) (OpaquePointer?) -> Int32
    let create: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let destroy: @convention(c) (OpaquePointer?) -> Void

    private init(library: SharedLibrary) throws(PNGRasterizerError) {
        // dlsym on librsvg's handle also searches the libraries it depends on: GLib, GObject, cairo.
        handleNewFromData = try library.symbol("rsvg_handle_new_from_data", else: Self.missing)
        handleGetDimensions = try library.symbol("rsvg_handle_get_dimensions", else: Self.missing)
        handleRenderCairo = try library.symbol("rsvg_handle_render_cairo", else: Self.missing)
        objectUnref = try library.symbol("g_object_unref", else: Self.missing)
        errorFree = try library.symbol("g_error_free", else: Self.missing)
        imageSurfaceCreate = try library.symbol("cairo_image_surface_create", else: Self.missing)
        surfaceStatus = try library.symbol("cairo_surface_status", else: Self.missing)
        surfaceFlush = try library.symbol("cairo_surface_flush", else: Self.missing)
        surfaceDestroy = try library.symbol("cairo_surface_destroy", else: Self.missing)
        imageSurfaceGetData = try library.symbol("cairo_image_surface_get_data", else: Self.missing)
        imageSurfaceGetStride = try library.symbol("cairo_image_surface_get_stride", else: Self.missing)
        create = try library.symbol("cairo_create", else: Self.missing)
        destroy = try library.symbol("cairo_destroy", else: Self.missing)
    }

    private static func load() -> Result<LibRSVG, PNGRasterizerError> {
        let names = ["librsvg-2.so.2", "librsvg-2.so", "librsvg-2.2.dylib", "/opt/homebrew/lib/librsvg-2.2.dylib", "/usr/local/lib/librsvg-2.2.dylib"]
        guard let library = SharedLibrary(anyOf: names) else {
            return .failure(.missingLibrary("librsvg (librsvg-2.so.2) is not installed"))
        }
        do { return .success(try LibRSVG(library: library)) } catch { return .failure(error) }
    }

    /// The error for a function the library lacks (an older version than the one declared).
    private static func missing(_ name: String) -> PNGRasterizerError { .missingLibrary("librsvg-2.so.2 has no \(name)") }

    /// A cairo ARGB32 picture of `svg` at its own size: one pixel per user unit of its `width`
    /// and `height`. `body` reads the pixels (premultiplied, native-endian `0xAARRGGBB` words,
    /// `stride` bytes a row) before cairo frees them.
    func draw<T>(_ svg: String, _ body: (_ pixels: UnsafePointer<UInt8>, _ width: Int, _ height: Int, _ stride: Int) throws(PNGRasterizerError) -> T) throws(PNGRasterizerError) -> T {
        var error: UnsafeMutableRawPointer?  // a GError: domain (32 bits), code (32 bits), message
        let bytes = Array(svg.utf8)
        guard let picture = bytes.withUnsafeBufferPointer({ handleNewFromData($0.baseAddress, $0.count, &error) }) else {
            defer { if let error { errorFree(error) } }
            let message = error?.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self).map { String(cString: $0) }
            throw .failed(message ?? "librsvg could not read the picture")
        }
        defer { objectUnref(picture) }
        var size = Dimensions()
        withUnsafeMutableBytes(of: &size) { handleGetDimensions(picture, $0.baseAddress!) }
        guard size.width > 0, size.height > 0 else { throw .failed("the picture has no size (\(size.width)×\(size.height) pixels)") }
        let surface = imageSurfaceCreate(0 /* CAIRO_FORMAT_ARGB32 */, size.width, size.height)
        defer { surfaceDestroy(surface) }
        guard surfaceStatus(surface) == 0 else { throw .failed("cairo cannot make a \(size.width)×\(size.height) picture") }
        let context = create(surface)
        let drawn = handleRenderCairo(picture, context)
        destroy(context)
        guard drawn != 0 else { throw .failed("librsvg could not draw the picture") }
        surfaceFlush(surface)
        guard let pixels = imageSurfaceGetData(surface) else { throw .failed("cairo gave no pixels") }
        return try body(pixels, Int(size.width), Int(size.height), Int(imageSurfaceGetStride(surface)))
    }
}
