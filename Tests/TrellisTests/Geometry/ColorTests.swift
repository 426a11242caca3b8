import Testing
import Trellis

@Suite("Color")
struct ColorTests {
    @Test("hex forms #RGB, #RGBA, #RRGGBB, #RRGGBBAA, with or without #")
    func parse() {
        #expect(Color(hex: "#FF0000") == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hex: "00ff00") == Color(red: 0, green: 1, blue: 0))
        #expect(Color(hex: "#00F") == Color(red: 0, green: 0, blue: 1))
        #expect(Color(hex: "#0000FF80")?.alpha == 128.0 / 255)
        #expect(Color(hex: "#FFF8")?.alpha == 136.0 / 255)
    }

    @Test("invalid hex strings give nil")
    func invalid() {
        #expect(Color(hex: "") == nil)
        #expect(Color(hex: "#12") == nil)
        #expect(Color(hex: "#GGGGGG") == nil)
        #expect(Color(hex: "#1234567") == nil)
    }

    @Test("hexString: 6 digits when opaque, 8 otherwise")
    func hexString() {
        #expect(Color(red: 1, green: 0.5, blue: 0).hexString == "#FF8000")
        #expect(Color(red: 0, green: 0, blue: 0, alpha: 0.5).hexString == "#00000080")
        #expect(Color.white.hexString == "#FFFFFF" && Color.black.hexString == "#000000")
        #expect(Color.clear.hexString == "#00000000")
    }

    @Test("components are clamped to 0…1, NaN becomes 0")
    func clamping() {
        let c = Color(red: 2, green: -1, blue: .nan, alpha: 1.5)
        #expect(c == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }
}
