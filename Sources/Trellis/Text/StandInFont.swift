#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The font files that stand in for Apple's San Francisco, which cannot ship on Linux, and how
/// their advance widths are scaled to San Francisco's.
///
/// The default, ``inter``, is Inter (Debian `fonts-inter`): among the free fonts Debian ships
/// it is the closest to San Francisco's advance widths once scaled (`docs/text-measurement.md`
/// has the comparison, `scripts/calibrate-text.py` the fit). Inter has a Text and a Display
/// optical size as San Francisco does; Trellis mixes their advances as San Francisco's optical
/// size varies with the point size (``SystemFontCalibration/displayShare(pointSize:)``).
public struct StandInFont: Sendable {
    /// A name for reports, e.g. `Inter`.
    public var name: String
    /// The Debian package that installs the files (named in errors).
    public var package: String
    /// Folders searched, in order, for the files.
    public var directories: [String]
    /// The file of a weight, optical size (the Display cut or the Text cut) and slant.
    public var fileName: @Sendable (_ weight: FontWeight, _ display: Bool, _ italic: Bool) -> String
    /// How advances are scaled to San Francisco's; ``SystemFontCalibration/identity`` measures
    /// the files as they are.
    public var calibration: SystemFontCalibration
    /// The fonts characters without a glyph in these files are shaped in, in order (iOS's
    /// cascade from San Francisco).
    public var fallbacks: [FallbackFont]

    public init(name: String, package: String, directories: [String],
                fileName: @escaping @Sendable (_ weight: FontWeight, _ display: Bool, _ italic: Bool) -> String,
                calibration: SystemFontCalibration, fallbacks: [FallbackFont] = []) {
        self.name = name; self.package = package; self.directories = directories
        self.fileName = fileName; self.calibration = calibration; self.fallbacks = fallbacks
    }

    /// Inter from Debian's `fonts-inter`, calibrated to San Francisco (``SystemFontCalibration/inter``),
    /// falling back to Noto Color Emoji and Noto Sans CJK. `TRELLIS_FONT_DIR` in the environment
    /// is searched first.
    public static let inter = StandInFont(
        name: "Inter", package: "fonts-inter",
        directories: environmentDirectories + ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter",
                                               "/usr/local/share/fonts", "/opt/homebrew/share/fonts"],
        fileName: { weight, display, italic in
            let face = interFaceName(weight)
            let name = italic ? (face == "Regular" ? "Italic" : face + "Italic") : face
            return (display ? "InterDisplay-" : "Inter-") + name + ".otf"
        },
        calibration: .inter,
        fallbacks: [.notoColorEmoji, .notoSansCJK])

    /// One font file measured as it is (no scaling): the calibration script's candidates.
    public static func file(_ path: String) -> StandInFont {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let file = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return StandInFont(name: file, package: "the package that ships \(file)", directories: [directory],
                           fileName: { _, _, _ in file }, calibration: .identity)
    }

    /// Inter's face name for a UIKit weight: the nine weights map one to one, in order.
    static func interFaceName(_ w: FontWeight) -> String {
        switch w.rawValue {
        case ..<(-0.7): "Thin"
        case ..<(-0.5): "ExtraLight"
        case ..<(-0.2): "Light"
        case ..<0.115: "Regular"
        case ..<0.265: "Medium"
        case ..<0.35: "SemiBold"
        case ..<0.48: "Bold"
        case ..<0.59: "ExtraBold"
        default: "Black"
        }
    }

    private static var environmentDirectories: [String] {
        guard let p = getenv("TRELLIS_FONT_DIR") else { return [] }
        return [String(cString: p)]
    }

    /// The path of the file for a font's weight and slant in the Text or Display cut, or the
    /// error naming the package.
    func path(for font: Font, display: Bool) throws(TextMeasurementError) -> String {
        let file = fileName(font.weight, display, font.isItalic)
        for d in directories {
            let path = d + "/" + file
            if access(path, R_OK) == 0 { return path }
        }
        throw .missingFont(file, searched: directories, package: package)
    }
}
