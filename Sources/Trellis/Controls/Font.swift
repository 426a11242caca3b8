/// A typeface at a size (UIKit's `UIFont`): a name, a family, a point size and a weight.
///
/// Trellis draws no text and has no font files, so the vertical metrics (``ascender``,
/// ``descender``, ``lineHeight``) are an estimate shared by every face: the proportions of
/// Apple's San Francisco system font (ascender ≈ 0.952 em, descender ≈ 0.24 em, so a 17-point
/// line is ≈ 20.3 points tall, as `UIFont.systemFont(ofSize: 17).lineHeight` is on iOS).
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

    /// Estimated distance from the baseline up to the top of the line: 0.952 em (San Francisco's).
    public var ascender: Double { pointSize * 0.952 }
    /// Estimated distance from the baseline down to the bottom of the line, positive: 0.24 em
    /// (UIKit's `descender` is the same distance, negative).
    public var descender: Double { pointSize * 0.24 }
    /// Estimated height of one line: ascender + descender (1.192 em; 20.26 points at 17).
    public var lineHeight: Double { ascender + descender }

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
