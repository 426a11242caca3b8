extension ScrollView {
    /// How the safe area adds to a scroll view's ``ScrollView/contentInset`` (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable, CaseIterable {
        /// Apple: "Content is always adjusted vertically when the scroll view is the content view
        /// of a view controller that is currently displayed by a navigation or tab bar
        /// controller"; otherwise as ``scrollableAxes``.
        case automatic
        /// Apple: the top and bottom insets include the safe area "when the vertical content
        /// size is greater than the height of the scroll view itself" or
        /// ``ScrollView/alwaysBounceVertical``; left and right likewise for the width.
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added.
        case always
    }
}
