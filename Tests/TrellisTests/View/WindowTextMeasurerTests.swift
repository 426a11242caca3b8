import Testing
@testable import Trellis

/// Each window can have its own text measurer (``Window/textMeasurer``), so two hierarchies in
/// one process — or two tests running at once — measure text differently without touching the
/// process-wide ``Label/defaultTextMeasurer``.
@MainActor
struct WindowTextMeasurerTests {
    /// Every character `advance` points wide, every line 20 points tall (whole numbers, so no
    /// rounding to the pixel grid moves them).
    private struct FixedAdvance: TextMeasurer {
        let advance: Double
        func size(of text: String, font: Font, maxWidth: Double?) -> Size {
            Size(width: Double(text.count) * advance, height: 20)
        }
    }

    /// A window measuring with `measurer` and a "Hello" label pinned to its top-left corner, sized
    /// by its text.
    private func window(_ measurer: (any TextMeasurer)?) -> (Window, Label) {
        let window = Window(screen: Screen(device: Device.named("retina4_7")!))
        window.textMeasurer = measurer
        let label = Label(text: "Hello")
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                                   label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)])
        return (window, label)
    }

    /// "Hello" is 5 × 10 = 50 points wide in the first window and 5 × 4 = 20 in the second, both
    /// 20 tall, laid out side by side; a label's own measurer (5 × 7 = 35) wins over its window's.
    @Test func twoWindowsTwoMeasurers() {
        let (wide, wideLabel) = window(FixedAdvance(advance: 10))
        let (narrow, narrowLabel) = window(FixedAdvance(advance: 4))
        wide.layoutIfNeeded(); narrow.layoutIfNeeded()
        #expect(wideLabel.frame == Rect(x: 10, y: 10, width: 50, height: 20))
        #expect(narrowLabel.frame == Rect(x: 10, y: 10, width: 20, height: 20))
        let own = Label(text: "Hello")
        own.measurer = FixedAdvance(advance: 7)
        narrow.addSubview(own)
        #expect(own.intrinsicContentSize == Size(width: 35, height: 20))
        #expect(Label(text: "Hello").intrinsicContentSize == Label.defaultTextMeasurer.size(of: "Hello", font: Label().font, maxWidth: nil)
            .ceiledToPixels(scale: 1), "a label in no window measures with the process-wide default")
    }

    /// Setting a window's measurer re-measures its labels at the next pass (10 → 2 points a
    /// character: "Hello" 50 → 10 wide); the other window's label keeps its 20.
    @Test func changingTheMeasurerRemeasures() {
        let (first, firstLabel) = window(FixedAdvance(advance: 10))
        let (second, secondLabel) = window(FixedAdvance(advance: 4))
        first.layoutIfNeeded(); second.layoutIfNeeded()
        #expect(firstLabel.frame.width == 50)
        first.textMeasurer = FixedAdvance(advance: 2)
        first.layoutIfNeeded(); second.layoutIfNeeded()
        #expect(firstLabel.frame.width == 10)
        #expect(secondLabel.frame.width == 20)
    }

    /// Buttons, text fields, text views and segmented controls measure with their window's
    /// measurer too: the same control in the 10-point window is wider than in the 4-point one by
    /// 6 points a character of its text ("Continue", 8 characters: 48; a text view's "Hello": 30).
    @Test func controlsFollowTheirWindow() {
        let (wide, _) = window(FixedAdvance(advance: 10))
        let (narrow, _) = window(FixedAdvance(advance: 4))
        func pair<V: View>(_ make: () -> V) -> (V, V) {
            let a = make(), b = make()
            wide.addSubview(a); narrow.addSubview(b)
            return (a, b)
        }
        let buttons = pair { Button(title: "Continue") }
        #expect(buttons.0.intrinsicContentSize.width - buttons.1.intrinsicContentSize.width == 48)
        let fields = pair { () -> TextField in let f = TextField(); f.text = "Continue"; return f }
        #expect(fields.0.intrinsicContentSize.width - fields.1.intrinsicContentSize.width == 48)
        let segmented = pair { SegmentedControl(titles: ["Continue"]) }
        #expect(segmented.0.intrinsicContentSize.width - segmented.1.intrinsicContentSize.width == 48)
        let texts = pair { () -> TextView in let t = TextView(); t.text = "Hello"; t.isScrollEnabled = false; return t }
        #expect(texts.0.sizeThatFits(Size(width: 0, height: 0)).width - texts.1.sizeThatFits(Size(width: 0, height: 0)).width == 30)
    }
}
