/// A bar at the top of a navigation controller's screen (UIKit's `UINavigationBar`), showing its
/// top item's title.
///
/// Its intrinsic content size is ``View/explicitIntrinsicContentSize`` when set (Interface Builder
/// documents give the stored height), else 44 points tall and no width: UIKit's standard bar
/// without a large title or prompt.
open class NavigationBar: View {
    /// The top item's title (UIKit's `topItem?.title`).
    public var title: String?

    /// Whether the top item's title is shown large, left-aligned in a band below the bar's
    /// standard row when the bar is tall enough (UIKit's `prefersLargeTitles`; Interface
    /// Builder's `largeTitles="YES"`).
    public var prefersLargeTitles = false

    /// UIKit's navigation bar height in regular height (``compactHeight`` in compact height).
    public static let standardHeight = 44.0
    /// UIKit's navigation bar height in compact height: a phone in landscape.
    public static let compactHeight = 32.0
    /// The large-title band below the standard row: a bar showing a large title is 44 + 52 = 96
    /// points tall (the height Xcode stores for `largeTitles="YES"` bars in the corpus, e.g.
    /// erouska-ios Help.storyboard's `Ezo-1a-DRH`, 375×96).
    public static let largeTitleHeight = 52.0

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    open override var intrinsicContentSize: Size {
        explicitIntrinsicContentSize ?? Size(width: View.noIntrinsicMetric, height: NavigationBar.standardHeight)
    }
}
