/// A tappable control with a title (UIKit's `UIButton`). Like ``Label`` it has no text
/// metrics: its intrinsic size is ``View/explicitIntrinsicContentSize``.
open class Button: View {
    /// The title shown.
    public var title: String?
}
