import Foundation

/// Turns an SVG picture into PNG bytes, for places that cannot show SVG (CI artefacts,
/// pull-request comments): librsvg draws it into a cairo picture in this process, and Trellis
/// writes the PNG (``PNGEncoder``).
///
/// Why librsvg: it is packaged by Debian (`librsvg2-2`, 2.54 in bookworm) and by every other
/// Linux distribution and Homebrew, and renders SVG 1.1 text through Pango and fontconfig, so
/// the fonts installed for text measurement draw the text. resvg renders equally well but is
/// not packaged in Debian bookworm. Why in this process, loaded with `dlopen`, rather than
/// running `rsvg-convert`: the same drawing without a process start, and a PNG deflated at
/// zlib's fastest level instead of libpng's default — 0.62× rsvg-convert's CPU time on a
/// 100-view screen (`trellis-render-bench`, docs/pictures.md); and no headers or module maps,
/// so `swift build` works where librsvg is not installed.
///
/// Pictures are drawn one at a time (librsvg's text goes through Pango's shared font map).
///
/// ```swift
/// let svg = SVGRenderer(scale: 2).render(window)    // 2 pixels per point
/// let png = try PNGRasterizer().png(fromSVG: svg)
/// ```
public struct PNGRasterizer: Sendable {
    /// The Debian package that provides librsvg (`librsvg-2.so.2`).
    public static let debianPackage = "librsvg2-2"

    /// A rasterizer using the process's librsvg.
    public init() {}

    /// Whether librsvg, cairo and zlib could be loaded; when not, ``png(fromSVG:)`` throws
    /// ``PNGRasterizerError/missingLibrary(_:)``.
    public static var isAvailable: Bool { (try? LibRSVG.shared.get()) != nil && (try? ZLib.shared.get()) != nil }

    private static let lock = NSLock()

    /// The PNG of `svg`, one pixel per SVG user unit of its `width` and `height` (render the SVG
    /// with ``SVGRenderer/scale`` for more pixels per point).
    /// - Throws: ``PNGRasterizerError/missingLibrary(_:)`` when librsvg is not installed,
    ///   ``PNGRasterizerError/failed(_:)`` when it rejects the picture.
    public func png(fromSVG svg: String) throws(PNGRasterizerError) -> Data {
        let rsvg = try LibRSVG.shared.get(), zlib = try ZLib.shared.get()
        Self.lock.lock()
        defer { Self.lock.unlock() }
        return Data(try rsvg.draw(svg) { (pixels, width, height, stride) throws(PNGRasterizerError) in
            try PNGEncoder.encode(pixels: pixels, width: width, height: height, stride: stride, zlib: zlib)
        })
    }
}

/// Why a picture could not be turned into PNG.
public enum PNGRasterizerError: Error, Equatable, CustomStringConvertible {
    /// librsvg (or the cairo or zlib it needs) could not be loaded; the reason says which.
    case missingLibrary(String)
    /// librsvg rejected the picture, or drawing or encoding it failed; the message says why.
    case failed(String)

    public var description: String {
        switch self {
        case let .missingLibrary(reason):
            "PNG needs librsvg: \(reason); install the Debian package \(PNGRasterizer.debianPackage) (apt-get install -y \(PNGRasterizer.debianPackage)) or use --format svg"
        case let .failed(message): "PNG failed: \(message)"
        }
    }
}
