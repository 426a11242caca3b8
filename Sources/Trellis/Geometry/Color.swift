/// An sRGB colour with alpha, components 0…1 (for pictures of a layout; UIKit's `UIColor`).
///
/// A colour may have another value in the dark appearance (UIKit's dynamic colours, e.g.
/// `UIColor.systemBackground`): ``dark`` holds it and ``resolved(for:)`` picks one.
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red, green, blue, alpha: Double
    /// The dark appearance's components (red, green, blue, alpha), when they differ.
    private var darkComponents: [Double]?

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A grey level.
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (the `#` optional); `nil` for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let n = digits.count == 6 ? (value << 8) | 0xFF : value
        self.init(red: Double((n >> 24) & 0xFF) / 255, green: Double((n >> 16) & 0xFF) / 255,
                  blue: Double((n >> 8) & 0xFF) / 255, alpha: Double(n & 0xFF) / 255)
    }

    /// A colour with another value in the dark appearance (UIKit's `UIColor(dynamicProvider:)`).
    public init(light: Color, dark: Color) {
        self = light.resolved(for: .light)
        self.dark = dark
    }

    /// The value in the dark appearance (the colour itself when it has none); setting it makes the
    /// colour dynamic.
    public var dark: Color {
        get { darkComponents.map { Color(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3]) } ?? self }
        set { let d = newValue.resolved(for: .dark); darkComponents = [d.red, d.green, d.blue, d.alpha] }
    }

    /// The colour as drawn in an appearance (UIKit's `resolvedColor(with:)`): not dynamic any more.
    public func resolved(for style: UserInterfaceStyle) -> Color {
        var c = style == .dark ? dark : self
        c.darkComponents = nil
        return c
    }

    public static let white = Color(white: 1)
    public static let black = Color(white: 0)
    public static let clear = Color(white: 0, alpha: 0)

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = v.isFinite ? Int((min(max(v, 0), 1) * 255).rounded()) : 0   // NaN from a document must not trap
            return (b < 16 ? "0" : "") + String(b, radix: 16)
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public var description: String { hexString }
}
