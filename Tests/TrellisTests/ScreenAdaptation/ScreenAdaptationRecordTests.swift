import Testing
@testable import Trellis

/// Where screen adaptations keep their design values: one ``ScreenAdaptationRecord`` on each
/// adapted view (font, corner radius, stack spacings) or constraint (its constant), made on the
/// first adaptation and freed with its owner; nothing process-wide.
@MainActor
struct ScreenAdaptationRecordTests {
    /// A label with a 15-point font and a 10-point radius, pinned 20 from its superview's
    /// leading edge, adapted from 375 to 750 (× 2): 30, 20 and 40. Only the adapted label and
    /// the constraint carry records; a second adaptation to 750 does not compound (30, not 60),
    /// and the record goes with the label.
    @Test func recordsLiveOnTheAdaptedViewAndConstraint() throws {
        let adapter = try ScreenAdapter(screenWidth: 750)
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 100))
        let untouched = Label(text: "b", font: .systemFont(ofSize: 15))
        root.addSubview(untouched)
        weak var record: ScreenAdaptationRecord?
        weak var constraintRecord: ScreenAdaptationRecord?
        do {
            let label = Label(text: "a", font: .systemFont(ofSize: 15))
            label.layer.cornerRadius = 10
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            let pin = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
            pin.isActive = true
            label.adaptToScreenWidth(.all, adapter: adapter)   // the label's own values only
            pin.adaptConstant(adapter)
            label.adaptToScreenWidth(.all, adapter: adapter)
            pin.adaptConstant(adapter)
            #expect((label.font.pointSize, label.layer.cornerRadius, pin.constant) == (30, 20, 40))
            record = label.screenAdaptation
            constraintRecord = pin.screenAdaptation
            #expect(record != nil && constraintRecord != nil && record !== constraintRecord)
            #expect(record?.remembers(.fontPointSize) == true && record?.remembers(.constant) == false)
            #expect(root.screenAdaptation == nil && untouched.screenAdaptation == nil)
            pin.isActive = false
            label.removeFromSuperview()
        }
        #expect(record == nil && constraintRecord == nil)   // freed with the label and its constraint
        #expect(untouched.font.pointSize == 15)
    }
}
