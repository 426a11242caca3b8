import Foundation
import Testing
@testable import trellis

/// `ViewFrame` hands whole numbers to `JSONEncoder` as `Int`s (a cheaper path in the encoder);
/// the text must be the one the synthesized `Double` encoding writes, for every kind of number.
struct ViewFrameEncodingTests {
    /// The synthesized encoding of the same fields, every number a `Double`.
    struct PlainFrame: Encodable {
        var id: String
        var `class`: String
        var superview: String?
        var x, y, width, height: Double
    }

    @Test(arguments: [
        // Whole numbers, a fraction, negative zero (written "-0"), negative whole and fractional
        // numbers, 10^15 and past it (written "1e+15", "1e+16": Double's description, not digits).
        [0, 40, 110.67, 3.75], [-0.0, -3, -2.5, 375], [1e15, 1e16, 999_999_999_999_999, -1e15],
    ])
    func wholeNumbersAsIntegersWriteTheSameText(_ numbers: [Double]) throws {
        let frame = ViewFrame(id: "v", class: "view", superview: "root", x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        let plain = PlainFrame(id: "v", class: "view", superview: "root", x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        let encoder = JSONEncoder.trellis
        #expect(String(decoding: try encoder.encode(frame), as: UTF8.self) == String(decoding: try encoder.encode(plain), as: UTF8.self))
    }

    @Test func negativeZeroAndLargeNumbersAreWrittenAsDoubleWritesThem() throws {
        let frame = ViewFrame(id: "v", class: "view", superview: nil, x: -0.0, y: 1e16, width: 40, height: 2.5)
        let text = String(decoding: try JSONEncoder.trellis.encode(frame), as: UTF8.self)
        #expect(text.contains(#""x" : -0,"#))
        #expect(text.contains(#""y" : 1e+16"#))
        #expect(text.contains(#""width" : 40,"#))
        #expect(text.contains(#""height" : 2.5,"#))
        #expect(!text.contains("superview"))
    }
}
