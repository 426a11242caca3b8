/// An sRGB colour with components from 0 to 1 (UIKit's `UIColor` reduced to its RGBA value),
/// used for a view's ``View/backgroundColor`` and by renderers.
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a colour; components are clamped to 0…1 (NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// A grey (`UIColor(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, case-insensitive).
    /// Returns nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex.trimmingCharacters(in: " \t\n"))
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard [3, 4, 6, 8].contains(digits.count),
              digits.allSatisfy({ $0.isHexDigit }) else { return nil }
        var values: [Double] = []
        if digits.count <= 4 {
            for ch in digits {
                let v = Int(String(ch), radix: 16)!
                values.append(Double(v * 17) / 255)
            }
        } else {
            var index = digits.startIndex
            while index < digits.endIndex {
                let next = digits.index(index, offsetBy: 2)
                values.append(Double(Int(digits[index..<next], radix: 16)!) / 255)
                index = next
            }
        }
        self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }

    /// `#RRGGBB` for an opaque colour, `#RRGGBBAA` otherwise (upper-case hex, components rounded to 8 bits).
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent black (`UIColor.clear`).
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    public var description: String { hexString }

    private static func clamp(_ v: Double) -> Double {
        guard !v.isNaN else { return 0 }
        return Swift.min(1, Swift.max(0, v))
    }
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
