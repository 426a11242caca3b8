extension TableViewCell {
    /// The standard control a cell shows at its trailing edge (UIKit's
    /// `UITableViewCell.AccessoryType`, same cases and raw values). Trellis draws it in pictures;
    /// it does not narrow a content view laid out in code (the storyboard reader narrows it as
    /// Xcode's canvas does).
    public enum AccessoryType: Int, Sendable, Hashable, CaseIterable {
        /// No accessory.
        case none
        /// A chevron: tapping the row shows more (UIKit's `disclosureIndicator`).
        case disclosureIndicator
        /// An info button, then a chevron (UIKit's `detailDisclosureButton`).
        case detailDisclosureButton
        /// A checkmark (UIKit's `checkmark`).
        case checkmark
        /// An info button (UIKit's `detailButton`).
        case detailButton
    }
}

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
