import Testing
@testable import Trellis

/// The lookups of issue 34's leftovers made cheap without changing what they find: a view's
/// ``View/window`` is recorded at every change of superview instead of walked up at every text
/// measurement, and a ``Button`` measures its title once for its intrinsic size and both baselines.
@MainActor
struct InheritedTextMeasurerCacheTests {
    /// Every character `advance` points wide, every line 20 points tall; counts its calls.
    private final class Counting: TextMeasurer {
        let advance: Double
        var calls = 0
        init(advance: Double) { self.advance = advance }
        func size(of text: String, font: Font, maxWidth: Double?) -> Size {
            calls += 1
            return Size(width: Double(text.count) * advance, height: 20)
        }
    }

    private let screen = Screen(device: Device.named("retina4_7")!)

    private func window(_ measurer: (any TextMeasurer)?) -> Window {
        let window = Window(screen: screen)
        window.textMeasurer = measurer
        return window
    }

    /// `depth` nested views, the first added to `parent`; returns the first and the deepest.
    private func nest(_ depth: Int, in parent: View) -> (top: View, bottom: View) {
        let top = View()
        parent.addSubview(top)
        var bottom = top
        for _ in 1..<depth { let v = View(); bottom.addSubview(v); bottom = v }
        return (top, bottom)
    }

    /// A "Hello" label 12 views deep measures 5 × 10 = 50 wide in the first window; its branch
    /// moved to the second window, 5 × 4 = 20 (that window's measurer); taken out of any window,
    /// the process-wide default's width; its own measurer (5 × 7 = 35) wins wherever it is.
    @Test func deepLabelFollowsItsWindowAcrossMoves() {
        let first = window(Counting(advance: 10)), second = window(Counting(advance: 4))
        let (top, bottom) = nest(12, in: first)
        let label = Label(text: "Hello")
        bottom.addSubview(label)
        #expect(label.window === first)
        #expect(label.intrinsicContentSize.width == 50)
        second.addSubview(top)
        #expect(label.window === second)
        #expect(label.intrinsicContentSize.width == 20)
        let loose = View()
        loose.addSubview(top)
        #expect(label.window == nil)
        #expect(label.intrinsicContentSize == Label.defaultTextMeasurer.size(of: "Hello", font: label.font, maxWidth: nil).ceiledToPixels(scale: 1))
        first.addSubview(loose)
        #expect(label.window === first)
        #expect(label.intrinsicContentSize.width == 50)
        label.measurer = Counting(advance: 7)
        #expect(label.intrinsicContentSize.width == 35)
        second.addSubview(loose)
        #expect(label.intrinsicContentSize.width == 35)
    }

    /// The layout direction is found the same way: a view 12 deep in a right-to-left window is
    /// right to left; its branch moved to a window without an override, the app's left to right.
    @Test func deepViewFollowsItsWindowsDirection() {
        let rtl = Window(screen: screen)
        rtl.layoutDirectionOverride = .rightToLeft
        let plain = Window(screen: screen)
        let (top, bottom) = nest(12, in: rtl)
        #expect(bottom.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        plain.addSubview(top)
        #expect(bottom.effectiveUserInterfaceLayoutDirection == View.defaultLayoutDirection)
        rtl.addSubview(top)
        #expect(bottom.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// A window inside another view is its own window and its subtree's (as the walk up found);
    /// a window freed leaves its former subviews in no window.
    @Test func nestedAndFreedWindows() {
        let outer = window(nil)
        let (_, bottom) = nest(3, in: outer)
        let inner = Window(screen: screen)
        let child = View()
        inner.addSubview(child)
        bottom.addSubview(inner)
        #expect(inner.window === inner)
        #expect(child.window === inner)
        #expect(bottom.window === outer)
        inner.removeFromSuperview()
        #expect(inner.window === inner)
        #expect(child.window === inner)
        var held: Window? = Window(screen: screen)
        let orphan = View(), grandchild = View()
        orphan.addSubview(grandchild)
        held!.addSubview(orphan)
        #expect(grandchild.window === held)
        held = nil
        #expect(orphan.superview == nil)
        #expect(orphan.window == nil)
        #expect(grandchild.window == nil)
    }

    /// A titled button's intrinsic size and both baseline offsets, and a layout pass aligning its
    /// first baseline to a label's, measure "Continue" once (three times before: one per
    /// property); a new title once more; moved to another window, once with that window's measurer
    /// (8 × 4 = 32 wide where it was 8 × 10 = 80); that window's measurer replaced, once with the
    /// new one (8 × 2 = 16).
    @Test func buttonMeasuresItsTitleOnce() {
        let wide = Counting(advance: 10), narrow = Counting(advance: 4)
        let first = window(wide), second = window(narrow)
        let button = Button(title: "Continue")
        button.translatesAutoresizingMaskIntoConstraints = false
        let label = Label(text: "Hi")
        label.translatesAutoresizingMaskIntoConstraints = false
        let (_, bottom) = nest(6, in: first)
        bottom.addSubview(button); bottom.addSubview(label)
        LayoutConstraint.activate([button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
                                   button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8)])
        label.measurer = Counting(advance: 10)  // only the button counts on `wide`
        #expect(button.intrinsicContentSize.width == 80)
        let baselines = (button.firstBaselineOffsetFromTop, button.lastBaselineOffsetFromBottom)
        #expect(wide.calls == 1)
        first.layoutIfNeeded()
        #expect(wide.calls == 1, "the layout pass reads the size and baselines measured")
        #expect(button.firstBaselineOffsetFromTop == baselines.0 && button.lastBaselineOffsetFromBottom == baselines.1)
        wide.calls = 0
        button.title = "Go on"  // read again by the engine at once (its size and baselines)
        #expect(button.intrinsicContentSize.width == 50)
        _ = (button.firstBaselineOffsetFromTop, button.lastBaselineOffsetFromBottom)
        #expect(wide.calls == 1)
        button.title = "Continue"
        second.addSubview(button)
        #expect(button.intrinsicContentSize.width == 32)
        _ = (button.firstBaselineOffsetFromTop, button.lastBaselineOffsetFromBottom)
        #expect(narrow.calls == 1)
        let narrower = Counting(advance: 2)
        second.textMeasurer = narrower
        #expect(button.intrinsicContentSize.width == 30, "16 points of text, at least a system button's 30")
        _ = (button.firstBaselineOffsetFromTop, button.lastBaselineOffsetFromBottom)
        #expect(narrower.calls == 1)
    }

    /// Counts the changes of its recorded window (``View/windowDidChange()``).
    private final class WindowChanges: View {
        var count = 0
        override func windowDidChange() { super.windowDidChange(); count += 1 }
    }

    /// A branch of 4 views moved from one window to another has its window recorded once per
    /// view (4 changes: one walk, not one to no window and another to the new window, 8);
    /// moved to another view of the same window, none (it had 2 each); removed, 1 each. A button
    /// moved within its window keeps its title's measurement (1 call, not 2).
    @Test func aMoveWalksTheBranchOnce() {
        let first = window(nil), second = window(nil)
        let branch = (0..<4).map { _ in WindowChanges() }
        for (parent, child) in zip(branch, branch.dropFirst()) { parent.addSubview(child) }
        first.addSubview(branch[0])
        #expect(branch.map(\.count) == [1, 1, 1, 1])
        second.addSubview(branch[0])
        #expect(branch.map(\.count) == [2, 2, 2, 2])
        let other = View()
        second.addSubview(other)
        other.addSubview(branch[0])
        #expect(branch.map(\.count) == [2, 2, 2, 2])
        #expect(branch[3].window === second)
        branch[0].removeFromSuperview()
        #expect(branch.map(\.count) == [3, 3, 3, 3])
        #expect(branch[3].window == nil)

        let counting = Counting(advance: 10)
        let measured = window(counting)
        let button = Button(title: "Continue"), from = View(), to = View()
        measured.addSubview(from); measured.addSubview(to)
        from.addSubview(button)
        #expect(button.intrinsicContentSize.width == 80)
        to.addSubview(button)
        #expect(button.intrinsicContentSize.width == 80)
        #expect(counting.calls == 1)
    }
}
