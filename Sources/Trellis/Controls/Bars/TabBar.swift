/// A bar of tabs at the bottom of a tab bar controller's screen (UIKit's `UITabBar`).
///
/// Its intrinsic content size is ``View/explicitIntrinsicContentSize`` when set, else 49 points
/// tall (UIKit's, without the home indicator's inset) and no width.
open class TabBar: View {
    /// The tabs, left to right (UIKit's `items`).
    public var items: [BarItem] = []

    /// UIKit's tab bar height above the safe area's bottom inset.
    public static let standardHeight = 49.0

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    open override var intrinsicContentSize: Size {
        explicitIntrinsicContentSize ?? Size(width: View.noIntrinsicMetric, height: TabBar.standardHeight)
    }
}
