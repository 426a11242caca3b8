/// Writes cairo's pixels as a PNG file (ISO/IEC 15948): 8-bit RGBA, not interlaced, every row
/// unfiltered, deflated at zlib's fastest level.
///
/// Why not cairo's own `cairo_surface_write_to_png`: it deflates through libpng at zlib's default
/// level with adaptive filtering, which took 115 ms of the 280 ms a 100-view screen at
/// `--scale 2` cost (`trellis-render-bench`), for a file 30 % *larger* than this one on those
/// pictures (large flat areas, where unfiltered rows at level 1 deflate well).
enum PNGEncoder {
    /// The PNG of a `width`×`height` cairo ARGB32 picture: premultiplied native-endian
    /// `0xAARRGGBB` words, `stride` bytes a row; PNG wants straight (not premultiplied) alpha.
    static func encode(pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, zlib: ZLib) throws(PNGRasterizerError) -> [UInt8] {
        let rowBytes = 1 + width * 4
        var rows = [UInt8](repeating: 0, count: rowBytes * height)
        rows.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let source = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                var o = y * rowBytes + 1  // byte 0 of each row: filter type 0, none
                for x in 0..<width {
                    let word = source[x]
                    let a = word >> 24
                    var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                    if a != 0xFF, a != 0 { r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a }
                    out[o] = UInt8(r); out[o + 1] = UInt8(g); out[o + 2] = UInt8(b); out[o + 3] = UInt8(a)
                    o += 4
                }
            }
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func chunk(_ type: String, _ data: [UInt8]) {
            file += bigEndian(UInt32(data.count))
            let start = file.count
            file += Array(type.utf8) + data
            file += bigEndian(zlib.checksum(file[start...]))
        }
        // IHDR: width, height, bit depth 8, colour type 6 (RGBA), compression, filter and interlace 0.
        chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
        chunk("IDAT", try zlib.deflate(rows, level: 1))
        chunk("IEND", [])
        return file
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
