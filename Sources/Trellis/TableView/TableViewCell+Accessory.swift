extension TableViewCell {
    /// The standard views at a cell's trailing side (UIKit's `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable, Hashable, CaseIterable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

        /// How much narrower than the cell the content view is for this accessory in a table of
        /// side margin `sideMargin` (16 or 20, ``TableView/cellSideMargin``), from the frames
        /// Xcode 14–16 stores for cells with accessories (the storyboard reader's table metrics,
        /// docs/interface-builder.md, "Table views"): a disclosure indicator 10.5 plus the side
        /// margin (tigase siskin-im Settings.storyboard and nRF Mesh Groups.storyboard: 414-point
        /// cells, content views 383.5), a checkmark or detail button 24 plus the side margin
        /// (side margin 16: threema's 240-point cell, content view 200, Provenance's 240 → 200,
        /// nRF Connect Device Manager Main.storyboard: 375 → 335; side margin 20: nRF Mesh
        /// (24128, 24506) and threema Main (32700) 414 → 370, passforios Main's inset-grouped
        /// 390 → 346, IQKeyboardManager Settings on Xcode 15's iPhone X canvas 375 → 331), a
        /// detail disclosure button 57.
        public func width(sideMargin: Double) -> Double {
            switch self {
            case .none: 0
            case .disclosureIndicator: sideMargin + 10.5
            case .checkmark, .detailButton: sideMargin + 24
            case .detailDisclosureButton: 57
            }
        }
    }

    /// The content view's trailing margin next to an accessory: 8 points, UIKit's standard
    /// spacing (50 of 60 constraints to `trailingMargin` in cells with accessories of both
    /// corpora sit 8 points from the content view's edge: siskin-im, SwiftMessages Demo,
    /// nRF Mesh, ivpn Main.storyboard).
    public static let trailingMarginBesideAccessory = 8.0
}
