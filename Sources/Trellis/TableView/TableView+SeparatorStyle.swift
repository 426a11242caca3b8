extension TableView {
    /// Whether rows are divided by lines (UIKit's `UITableViewCell.SeparatorStyle`, without the
    /// deprecated etched line).
    public enum SeparatorStyle: Int, Sendable, Hashable, CaseIterable {
        /// No lines between rows.
        case none
        /// A hairline under each row (UIKit's default).
        case singleLine
    }
}
