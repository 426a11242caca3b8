import Trellis

/// What a `<datePicker>` states about its `UIDatePicker`: mode and preferred style.
struct DatePickerAttributes: ElementAttributes {
    /// UIKit's `datePickerMode`; `dateAndTime` when not written.
    let datePickerMode: DatePicker.Mode
    /// UIKit's `preferredDatePickerStyle` (`style`); nil when not written (the reader decides,
    /// ``CanvasRule/datePickerWheelsBeforeXcode12``), `automatic` for a value it does not know.
    let preferredDatePickerStyle: DatePicker.Style?

    init(_ d: inout AttributeDecoder) {
        datePickerMode = d.value("datePickerMode", readAs: "dateAndTime") ?? .dateAndTime
        preferredDatePickerStyle = d.string("style") == nil ? nil
            : d.value("style", readAs: "automatic") ?? .automatic
    }
}
