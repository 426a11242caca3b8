/// A spinning wheel of rows (UIKit's `UIPickerView`, and `UIDatePicker` in its wheels style):
/// the selection band across the middle and rows above and below it. A picker's rows come from
/// its data source at run time; ``rows`` are the texts drawn (Xcode's canvas shows sample city
/// names for a picker view and today's date for a date picker).
open class PickerView: View {
    /// The texts of the wheel's rows, the selected one in the middle; one array per component.
    public var rows: [[String]] = [["Mountain View", "Sunnyvale", "Cupertino", "Santa Clara", "San Jose"]]
    /// The index of the selected row in each component.
    public var selectedRows: [Int] = [2]
}
