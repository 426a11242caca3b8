/// UIKit's system colours, with their light and dark values.
///
/// Values (sRGB, 0–255) from Apple's Human Interface Guidelines, Color → Specifications
/// ("System colors" and "iOS, iPadOS system gray colors", default contrast) and, for the semantic
/// colours (`label`, `systemBackground`…), UIKit's `UIColor` documentation of the same names.
extension Color {
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
    private static func dynamic(_ light: Color, _ dark: Color) -> Color { Color(light: light, dark: dark) }

    public static let systemBlue = dynamic(rgb(0, 122, 255), rgb(10, 132, 255))
    public static let systemRed = dynamic(rgb(255, 59, 48), rgb(255, 69, 58))
    public static let systemGreen = dynamic(rgb(52, 199, 89), rgb(48, 209, 88))
    public static let systemOrange = dynamic(rgb(255, 149, 0), rgb(255, 159, 10))
    public static let systemYellow = dynamic(rgb(255, 204, 0), rgb(255, 214, 10))
    public static let systemPink = dynamic(rgb(255, 45, 85), rgb(255, 55, 95))
    public static let systemPurple = dynamic(rgb(175, 82, 222), rgb(191, 90, 242))
    public static let systemTeal = dynamic(rgb(48, 176, 199), rgb(64, 200, 224))
    public static let systemIndigo = dynamic(rgb(88, 86, 214), rgb(94, 92, 230))
    public static let systemBrown = dynamic(rgb(162, 132, 94), rgb(172, 142, 104))
    public static let systemMint = dynamic(rgb(0, 199, 190), rgb(102, 212, 207))
    public static let systemCyan = dynamic(rgb(50, 173, 230), rgb(100, 210, 255))
    public static let systemGray = rgb(142, 142, 147)
    public static let systemGray2 = dynamic(rgb(174, 174, 178), rgb(99, 99, 102))
    public static let systemGray3 = dynamic(rgb(199, 199, 204), rgb(72, 72, 74))
    public static let systemGray4 = dynamic(rgb(209, 209, 214), rgb(58, 58, 60))
    public static let systemGray5 = dynamic(rgb(229, 229, 234), rgb(44, 44, 46))
    public static let systemGray6 = dynamic(rgb(242, 242, 247), rgb(28, 28, 30))

    /// Primary text: black, white in the dark appearance.
    public static let label = dynamic(.black, .white)
    public static let secondaryLabel = dynamic(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    public static let tertiaryLabel = dynamic(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    public static let quaternaryLabel = dynamic(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    /// A text field's placeholder text.
    public static let placeholderText = dynamic(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    public static let separator = dynamic(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    public static let opaqueSeparator = dynamic(rgb(198, 198, 200), rgb(56, 56, 58))
    public static let link = dynamic(rgb(0, 122, 255), rgb(9, 132, 255))
    public static let systemBackground = dynamic(.white, .black)
    public static let secondarySystemBackground = dynamic(rgb(242, 242, 247), rgb(28, 28, 30))
    public static let tertiarySystemBackground = dynamic(.white, rgb(44, 44, 46))
    public static let systemGroupedBackground = dynamic(rgb(242, 242, 247), .black)
    public static let secondarySystemGroupedBackground = dynamic(.white, rgb(28, 28, 30))
    public static let tertiarySystemGroupedBackground = dynamic(rgb(242, 242, 247), rgb(44, 44, 46))
    public static let systemFill = dynamic(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = dynamic(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = dynamic(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = dynamic(rgb(116, 116, 128, 0.08), rgb(116, 116, 128, 0.18))
}
