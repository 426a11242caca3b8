import Testing
@testable import Trellis

/// Inputs the fuzzer (scripts/fuzz.sh vfl) found crashing, kept as regression tests.
struct VisualFormatFuzzRegressionTests {
    @Test func hugeConstantDoesNotTrapWhenDescribed() throws {
        // Fuzz/regressions/vfl-huge-constant.txt: a 20-digit spacing made the constraint's
        // description convert 1e20 to Int64, which traps. It now prints as a Double.
        let format = "[a]-[b(==c@530)]-[b(==c@500)]-(>=8)-[c(b)]-(>=999999999999999999998)-[c(b)]"
        let window = Window(screen: Screen(device: Device.named("retina4_7")!))
        let views = ["a": View(), "b": View(), "c": View()]
        for v in views.values { v.translatesAutoresizingMaskIntoConstraints = false; window.addSubview(v) }
        let cs = try LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
        LayoutConstraint.activate(cs)
        window.layoutIfNeeded()
        #expect(cs.allSatisfy { !$0.description.isEmpty })
        #expect(formatPoints(1e20) == "1e+20")
        #expect(formatPoints(-147.5) == "-147.5")
        #expect(formatPoints(20) == "20")
    }
}
