/// A bar at the top of a navigation controller's screen (UIKit's `UINavigationBar`), showing its
/// top item's title.
///
/// Its intrinsic content size is ``View/explicitIntrinsicContentSize`` when set (Interface Builder
/// documents give the stored height), else 44 points tall and no width: UIKit's standard bar
/// without a large title or prompt.
open class NavigationBar: View {
    /// The top item's title (UIKit's `topItem?.title`).
    public var title: String?

    /// UIKit's navigation bar height in regular height (32 in compact height).
    public static let standardHeight = 44.0

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    open override var intrinsicContentSize: Size {
        explicitIntrinsicContentSize ?? Size(width: View.noIntrinsicMetric, height: NavigationBar.standardHeight)
    }
}
