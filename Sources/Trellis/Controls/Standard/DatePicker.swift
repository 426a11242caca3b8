/// A date picker (UIKit's `UIDatePicker`): in the ``Style/wheels`` style a ``PickerView`` of
/// date and time wheels; in the ``Style/compact`` style (iOS 14's default) a date and a time in
/// rounded grey boxes; ``Style/inline`` a calendar month.
///
/// Its intrinsic content size is ``View/explicitIntrinsicContentSize`` when set; in the wheels
/// style UIKit's 320 × 216 (``wheelsSize``, the size of a picker's wheels in portrait); in the
/// other styles none (their size depends on the date's text and the locale, which Trellis does
/// not draw), so constraints must size them.
open class DatePicker: View {
    public enum Style: String, Sendable { case automatic, compact, inline, wheels }
    /// UIKit's `UIDatePicker.Mode`.
    public enum Mode: String, Sendable { case time, date, dateAndTime, countDownTimer }
    public var preferredDatePickerStyle = Style.automatic { didSet { if preferredDatePickerStyle != oldValue { invalidateIntrinsicContentSize() } } }
    public var datePickerMode = Mode.dateAndTime

    /// The natural size of the wheels style: 320 wide, 216 high (UIKit's `UIDatePicker` and
    /// `UIPickerView` in portrait).
    public static let wheelsSize = Size(width: 320, height: 216)

    open override var intrinsicContentSize: Size {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        return preferredDatePickerStyle == .wheels ? DatePicker.wheelsSize : Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}
