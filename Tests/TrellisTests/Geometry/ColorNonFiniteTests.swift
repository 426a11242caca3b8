import Testing
@testable import Trellis

struct ColorNonFiniteTests {
    @Test func nonFiniteComponentsPrintAsZeroInsteadOfTrapping() {
        // A document may say red="nan"; drawing it must not trap converting NaN to Int.
        #expect(Color(red: .nan, green: 1, blue: .infinity).hexString == "#00ff00")
        #expect(Color(red: 0.5, green: 0, blue: 1, alpha: 0.5).hexString == "#8000ff80")
    }
}
