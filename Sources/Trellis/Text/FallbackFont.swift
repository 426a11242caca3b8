#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A font iOS sets characters in when San Francisco has no glyph for them — PingFang for CJK,
/// Apple Color Emoji for emoji — and the free file that stands in for it on Linux.
///
/// iOS's system font cascades to these fonts character by character; Trellis shapes the runs
/// its stand-in for San Francisco cannot draw in the fallbacks of ``StandInFont/fallbacks``, in
/// order, and scales their advances to the Apple font's with ``scale``. A fallback whose file is
/// missing is skipped: its characters keep an estimate, and the reader's `estimated-size`
/// warning names the Debian ``package`` to install.
public struct FallbackFont: Sendable, Equatable {
    /// A name for reports, e.g. `Noto Color Emoji`.
    public var name: String
    /// The Apple font it stands in for, e.g. `Apple Color Emoji`.
    public var standsInFor: String
    /// The Debian package that installs the file.
    public var package: String
    /// Where the file may be, searched in order.
    public var paths: [String]
    /// The factor from the file's advances to the Apple font's.
    public var scale: Double

    public init(name: String, standsInFor: String, package: String, paths: [String], scale: Double) {
        self.name = name; self.standsInFor = standsInFor; self.package = package; self.paths = paths; self.scale = scale
    }

    /// Noto Sans CJK (Debian `fonts-noto-cjk`) for PingFang: both set ideographs, kana, Hangul and
    /// full-width punctuation on a 1-em advance, so the advances are taken as they are.
    public static let notoSansCJK = FallbackFont(
        name: "Noto Sans CJK", standsInFor: "PingFang", package: "fonts-noto-cjk",
        paths: ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
                "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc"],
        scale: 1)

    /// Noto Color Emoji (Debian `fonts-noto-color-emoji`) for Apple Color Emoji. Noto's emoji
    /// advance 1.245 em (2550 of 2048 units); Apple's are narrower: SwiftMessages'
    /// MessageView.xib stores its "😬" label (38-point system font, at its intrinsic width in a
    /// stack view) 43 wide on a 2× device, i.e. an advance in (42.5, 43], 1.125 em at its middle.
    public static let notoColorEmoji = FallbackFont(
        name: "Noto Color Emoji", standsInFor: "Apple Color Emoji", package: "fonts-noto-color-emoji",
        paths: ["/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", "/usr/share/fonts/noto/NotoColorEmoji.ttf",
                "/usr/share/fonts/google-noto-emoji/NotoColorEmoji.ttf"],
        scale: 1.125 / (2550.0 / 2048.0))

    /// The first of ``paths`` that can be read, or the error naming the package.
    func installedPath() throws(TextMeasurementError) -> String {
        if let path = paths.first(where: { access($0, R_OK) == 0 }) { return path }
        let file = paths.first.map { String($0.split(separator: "/").last ?? "") } ?? name
        throw .missingFont(file, searched: paths, package: package)
    }
}
