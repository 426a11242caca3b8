/// A bar of buttons (UIKit's `UIToolbar`).
///
/// Its intrinsic content size is ``View/explicitIntrinsicContentSize`` when set, else 44 points
/// tall (UIKit's) and no width.
open class Toolbar: View {
    /// The buttons, left to right, without flexible and fixed spaces (UIKit's `items`).
    public var items: [BarItem] = []

    /// UIKit's toolbar height.
    public static let standardHeight = 44.0

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    open override var intrinsicContentSize: Size {
        explicitIntrinsicContentSize ?? Size(width: View.noIntrinsicMetric, height: Toolbar.standardHeight)
    }
}
