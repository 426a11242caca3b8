extension TableViewCell {
    /// How a selected cell looks (UIKit's `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Sendable, Hashable, CaseIterable {
        /// No change when selected.
        case none
        /// A blue background (before iOS 7; gray since).
        case blue
        /// A gray background.
        case gray
        /// The system's selection (UIKit's default).
        case `default`
    }
}
