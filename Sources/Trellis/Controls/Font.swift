/// A typeface at a size (UIKit's `UIFont`): a name, a family, a point size and a weight.
///
/// The vertical metrics (``ascender``, ``descender``, ``lineHeight``) are San Francisco's for
/// every face (SF Pro's `hhea` table: ascender 1950 and descender 494 of 2048 units per em,
/// so a 17-point line is 20.287 points tall, as `UIFont.systemFont(ofSize: 17).lineHeight` is
/// on iOS); a font from ``preferredFont(forTextStyle:compatibleWith:)`` remembers its
/// ``textStyle`` so it can follow the content size category.
///
/// ```swift
/// let title = Font.boldSystemFont(ofSize: 17)
/// let big = title.withSize(34)     // still the bold system font
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The face's name, e.g. `.SFUI-Regular` or `Helvetica-Bold`.
    public var fontName: String
    /// The family, e.g. `.AppleSystemUIFont` or `Helvetica`.
    public var familyName: String
    /// The size in points (the em square).
    public var pointSize: Double
    /// The stroke weight.
    public var weight: FontWeight
    /// The Dynamic Type style this font was made for (UIKit's `UIFontDescriptor.TextStyle`
    /// attribute), or `nil` for a fixed-size font.
    public var textStyle: TextStyle?

    /// The family name of the system font (what `UIFont.systemFont(ofSize:)` returns on iOS).
    public static let systemFamilyName = ".AppleSystemUIFont"

    /// A font with a given face; non-finite or negative sizes become 0.
    public init(name: String, family: String? = nil, size: Double, weight: FontWeight = .regular) {
        fontName = name
        familyName = family ?? name.split(separator: "-").first.map(String.init) ?? name
        pointSize = size.isFinite ? max(0, size) : 0
        self.weight = weight
    }

    /// The system font at a size and weight (UIKit's `systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize size: Double, weight: FontWeight = .regular) -> Font {
        Font(name: weight == .regular ? ".SFUI-Regular" : ".SFUI-\(weightName(weight))", family: systemFamilyName,
             size: size, weight: weight)
    }

    /// The bold system font (UIKit's `boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: Double) -> Font { systemFont(ofSize: size, weight: .bold) }

    /// UIKit's `labelFontSize`: 17, the default size of a label's font.
    public static let labelFontSize = 17.0

    /// The same face and weight at another size (UIKit's `withSize(_:)`).
    public func withSize(_ size: Double) -> Font {
        var f = self
        f.pointSize = size.isFinite ? max(0, size) : 0
        return f
    }

    /// Distance from the baseline up to the top of the line: 1950/2048 em (San Francisco's).
    public var ascender: Double { pointSize * 1950 / 2048 }
    /// Distance from the baseline down to the bottom of the line, positive: 494/2048 em
    /// (UIKit's `descender` is the same distance, negative).
    public var descender: Double { pointSize * 494 / 2048 }
    /// Height of one line: ascender + descender (2444/2048 em; 20.287 points at 17).
    public var lineHeight: Double { ascender + descender }
    /// Whether the face is italic (its name says so, as `.SFUI-Italic` or `Georgia-Italic`).
    public var isItalic: Bool { fontName.contains("Italic") || fontName.contains("Oblique") }

    public var description: String { "\(fontName) \(formatPoints(pointSize))pt" }

    private static func weightName(_ w: FontWeight) -> String {
        switch w {
        case .ultraLight: "Ultralight"
        case .thin: "Thin"
        case .light: "Light"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        default: "Weight\(formatPoints(w.rawValue))"
        }
    }
}
