import Testing
import Trellis

@Suite("Color")
struct ColorTests {
    @Test("hex forms #rgb, #rrggbb, #rrggbbaa, with or without #, any case")
    func parse() {
        #expect(Color(hex: "#FF0000") == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hex: "00ff00") == Color(red: 0, green: 1, blue: 0))
        #expect(Color(hex: "#00F") == Color(red: 0, green: 0, blue: 1))
        #expect(Color(hex: "#0000FF80") == Color(red: 0, green: 0, blue: 1, alpha: 128.0 / 255))
    }

    @Test("invalid hex strings give nil")
    func invalid() {
        #expect(Color(hex: "") == nil)
        #expect(Color(hex: "#12") == nil)
        #expect(Color(hex: "#GGGGGG") == nil)
        #expect(Color(hex: "#1234567") == nil)
    }

    @Test("hexString: 6 digits when opaque, 8 otherwise; components clamped to 0…1 when printed")
    func hexString() {
        #expect(Color(red: 1, green: 0.5, blue: 0).hexString == "#ff8000")
        #expect(Color(red: 0, green: 0, blue: 0, alpha: 0.5).hexString == "#00000080")
        #expect(Color.white.hexString == "#ffffff" && Color.black.hexString == "#000000")
        #expect(Color.clear.hexString == "#00000000")
        #expect(Color(red: 2, green: -1, blue: 0).hexString == "#ff0000")
        #expect(Color(hex: Color(red: 0.2, green: 0.4, blue: 0.6).hexString) == Color(red: 51.0 / 255, green: 102.0 / 255, blue: 153.0 / 255))
    }

    @Test("white is a grey level")
    func white() {
        #expect(Color(white: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
    }
}
