import Testing
@testable import Trellis

/// A hidden arranged view's length: UIKit collapses it to 0 (a required `UISV-hiding` length);
/// the package-internal ``StackView/hiddenArrangedViewLengthPriority`` hook, which the Interface
/// Builder reader lowers to 1 to simulate Xcode's canvas, lets its own content decide instead.
@MainActor
struct HiddenArrangedViewLengthTests {
    /// The fixture's vertical stack (100 × 300, boxes 20, 30 and 40 high, spacing 10) with the
    /// 30-point box hidden: it sits mid-gap below the first box, at 20 + 10 / 2 = 25.
    @Test func uikitCollapsesAHiddenViewAndTheHookKeepsItsLength() {
        let fixture = StackFixture(axis: .vertical)
        fixture.views[1].isHidden = true
        #expect(fixture.stack.hiddenArrangedViewLengthPriority == .required)
        #expect(fixture.frames()[1] == Rect(x: 0, y: 25, width: 100, height: 0))   // UIKit: 0 high
        fixture.stack.hiddenArrangedViewLengthPriority = LayoutPriority(1)
        #expect(fixture.frames()[1] == Rect(x: 0, y: 25, width: 100, height: 30))  // its intrinsic 30
    }
}
