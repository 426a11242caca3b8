import Testing
@testable import Trellis

/// `UIDatePicker`'s intrinsic content size: 320 × 216 in the wheels style, none otherwise.
struct DatePickerTests {
    @Test func wheelsHaveThePickersSize() {
        let picker = DatePicker()
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.intrinsicContentSize == Size(width: 320, height: 216))
        picker.preferredDatePickerStyle = .compact
        #expect(picker.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    /// A wheels picker pinned across a 414-point view and centred vertically in it (Rise's
    /// alarm scene): 414 wide from its constraints, 216 high from its intrinsic size, so its
    /// top is at (896 − 216) / 2 = 340.
    @Test func wheelsPickerTakesItsHeightFromItsIntrinsicSize() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 414, height: 896))
        let picker = DatePicker()
        picker.preferredDatePickerStyle = .wheels
        picker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(picker)
        try picker.leadingAnchor.constraint(equalTo: root.leadingAnchor).activate()
        try picker.trailingAnchor.constraint(equalTo: root.trailingAnchor).activate()
        try picker.centerYAnchor.constraint(equalTo: root.centerYAnchor).activate()
        root.layoutIfNeeded()
        #expect(picker.frame == Rect(x: 0, y: 340, width: 414, height: 216))
    }
}
