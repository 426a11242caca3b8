/// A date picker (UIKit's `UIDatePicker`): in the ``Style/wheels`` style a ``PickerView`` of
/// date and time wheels; in the ``Style/compact`` style (iOS 14's default) a date and a time in
/// rounded grey boxes; ``Style/inline`` a calendar month.
open class DatePicker: View {
    public enum Style: String, Sendable { case automatic, compact, inline, wheels }
    /// UIKit's `UIDatePicker.Mode`.
    public enum Mode: String, Sendable { case time, date, dateAndTime, countDownTimer }
    public var preferredDatePickerStyle = Style.automatic
    public var datePickerMode = Mode.dateAndTime
}
