import Testing
@testable import Trellis

/// Bad input never crashes: thousands of random strings over the language's alphabet either
/// make constraints or throw a ``VisualFormatError`` whose column lies inside the string.
struct VisualFormatFuzzTests {
    /// A fixed linear congruential generator, so every run checks the same strings.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    static let pieces = ["H:", "V:", "|", "-", "[", "]", "(", ")", ",", "@", "==", "<=", ">=", "=", "<", ">",
                         "a", "b", "m", "p", "x", "10", "0.5", "-3", "1e3", "1001", " ", ".", ":", "[a]", "[b(==a)]", "-(>=m@p)-"]

    static let connections = ["", "-", "-10-", "-m-", "-(>=m,<=20@p)-", "-(-3)-", "-0.5@p-"]
    static let viewForms = ["[a]", "[b]", "[a(10)]", "[b(==a)]", "[a(>=m@p,<=100)]", "[b(m)]"]

    /// A format built from the grammar: orientation, superview ends, views and connections.
    static func wellFormed(using rng: inout Generator) -> String {
        var s = ["", "H:", "V:"].randomElement(using: &rng)!
        if Bool.random(using: &rng) { s += "|" + connections.randomElement(using: &rng)! }
        for i in 0..<Int.random(in: 1...3, using: &rng) {
            if i > 0 { s += connections.randomElement(using: &rng)! }
            s += viewForms.randomElement(using: &rng)!
        }
        if Bool.random(using: &rng) { s += connections.randomElement(using: &rng)! + "|" }
        return s
    }

    @Test func randomStringsNeverCrash() {
        var rng = Generator(state: 2026)
        let superview = View(), a = View(), b = View()
        superview.addSubview(a)
        superview.addSubview(b)
        var parsed = 0, failed = 0
        for _ in 0..<5000 {
            var format = Self.wellFormed(using: &rng)
            if Bool.random(using: &rng) {
                // Splice a random piece over a random part of a well-formed string.
                var chars = Array(format)
                let i = Int.random(in: 0...chars.count, using: &rng)
                let j = min(chars.count, i + Int.random(in: 0...3, using: &rng))
                chars.replaceSubrange(i..<j, with: Array(Self.pieces.randomElement(using: &rng)!))
                format = String(chars)
            }
            let options = [LayoutConstraint.FormatOptions(), .alignAllTop, .alignAllLeading, .directionRightToLeft,
                           .spacingBaselineToBaseline].randomElement(using: &rng)!
            do {
                _ = try LayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                     metrics: ["m": 8, "p": 750], views: ["a": a, "b": b])
                parsed += 1
            } catch {
                #expect(error.column >= 0 && error.column <= format.count, "\(format)")
                #expect(error.description.hasPrefix("Unable to parse constraint format: \n"))
                failed += 1
            }
        }
        // Both outcomes occur, so the generator exercises the parser's successes and its errors.
        #expect(parsed > 1000 && failed > 1000, "parsed \(parsed), failed \(failed)")
    }
}
